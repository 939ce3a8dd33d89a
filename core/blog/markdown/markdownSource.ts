import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost } from '../../../src/shared/blog/types';
import { withSiteImageSizes } from '../imageSizes';
import { type BlogSource, finishPost, reasonOf } from '../source';
import { unshownIn } from '../unshown';
import { PostFormatError, readFrontMatter } from './frontMatter';
import { assemblePosts, listPostFiles, type ParsedFile } from './postFiles';
import { markdownToBlocks } from './toBlocks';

/** reads one post file; null when it is a draft (published: false) */
export function parsePostFile(file: string, source: string): BlogPost | null {
  const { data, body } = readFrontMatter(source);
  const name = path.basename(file, '.md');
  if (data.slug !== name) throw new PostFormatError(`slug "${data.slug}" must equal the file name "${name}"`);
  if (!data.published) return null;
  if (body.trim() === '') throw new PostFormatError('the post has no body text below the front matter');
  return finishPost({ ...data, id: data.slug, content: markdownToBlocks(body, `${data.slug}-`) });
}

/**
 * posts from *.md files in a folder (src/content/blog by default; BLOG_DIR elsewhere). A file is parsed
 * again only when its text changed, so the API's periodic reloads cost little.
 */
export function createMarkdownSource(dir: string): BlogSource {
  const parsed = new Map<string, { text: string; result: ParsedFile }>();
  const parse = (name: string, text: string): ParsedFile => {
    const known = parsed.get(name);
    if (known?.text === text) return known.result;
    let result: ParsedFile;
    try {
      const post = parsePostFile(name, text);
      const unshown = post ? unshownIn(post.content) : [];
      result = { name, post, ...(unshown.length ? { unshown } : {}) };
    } catch (err) {
      result = { name, reason: reasonOf(err) };
    }
    parsed.set(name, { text, result });
    return result;
  };
  return {
    kind: 'markdown',
    async load() {
      const names = await listPostFiles(dir);
      const read = await Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(dir, name), 'utf8') })));
      const files = read.map(({ name, text }) => parse(name, text));
      const present = new Set(names);
      for (const name of parsed.keys()) if (!present.has(name)) parsed.delete(name);
      return withSiteImageSizes(assemblePosts(dir, files));
    },
  };
}
