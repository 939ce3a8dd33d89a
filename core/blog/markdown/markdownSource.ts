import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost } from '../../../src/shared/blog/types';
import { withSiteImageSizes } from '../imageSizes';
import { type BlogProblem, type BlogSource, dropDuplicateSlugs, finishPost, reasonOf } from '../source';
import { PostFormatError, readFrontMatter } from './frontMatter';
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

/** a file's path as a reader would type it: relative to the working folder when inside it */
function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

type Parsed = { post: BlogPost | null } | { error: string };

/**
 * posts from *.md files in a folder (src/content/blog by default; BLOG_DIR elsewhere). A file is parsed
 * again only when its text changed, so the API's periodic reloads cost little.
 */
export function createMarkdownSource(dir: string): BlogSource {
  const parsed = new Map<string, { text: string; result: Parsed }>();
  const parse = (name: string, text: string): Parsed => {
    const known = parsed.get(name);
    if (known?.text === text) return known.result;
    let result: Parsed;
    try {
      result = { post: parsePostFile(name, text) };
    } catch (err) {
      result = { error: reasonOf(err) };
    }
    parsed.set(name, { text, result });
    return result;
  };
  return {
    kind: 'markdown',
    async load() {
      const names = (
        await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT')
            throw new Error(`blog folder ${dir} does not exist: create it or point BLOG_DIR at the folder of *.md posts`);
          throw err;
        })
      )
        .filter((e) => e.isFile() && e.name.endsWith('.md'))
        .map((e) => e.name)
        .sort();
      const problems: BlogProblem[] = [];
      const entries: Array<{ file: string; post: BlogPost }> = [];
      const read = await Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(dir, name), 'utf8') })));
      for (const { name, text } of read) {
        const file = displayPath(path.join(dir, name));
        const r = parse(name, text);
        if ('error' in r) problems.push({ file, reason: r.error });
        else if (r.post) entries.push({ file, post: r.post });
      }
      const present = new Set(names);
      for (const name of parsed.keys()) if (!present.has(name)) parsed.delete(name);
      const result = dropDuplicateSlugs(entries);
      return withSiteImageSizes({ posts: result.posts, problems: [...problems, ...result.problems] });
    },
  };
}
