import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost } from '../../../src/shared/blog/types';
import { withSiteImageSizes } from '../imageSizes';
import { type BlogLoadResult, type BlogProblem, type BlogSource, dropDuplicateSlugs, finishPost, reasonOf } from '../source';
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

/** one markdown file: its post (null for a draft), or why it could not be read */
export type ParsedFile = { name: string; post: BlogPost | null } | { name: string; reason: string };

/** the names of the *.md files of a folder, sorted; a missing folder is one clear error */
export async function listPostFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT')
      throw new Error(`blog folder ${dir} does not exist: create it or point BLOG_DIR at the folder of *.md posts`);
    throw err;
  });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => e.name)
    .sort();
}

/** the posts and problems of a folder's parsed files (site image sizes not read yet) */
export function assemblePosts(dir: string, files: ParsedFile[]): BlogLoadResult {
  const problems: BlogProblem[] = [];
  const entries: Array<{ file: string; post: BlogPost }> = [];
  for (const f of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const file = displayPath(path.join(dir, f.name));
    if ('reason' in f) problems.push({ file, reason: f.reason });
    else if (f.post) entries.push({ file, post: f.post });
  }
  const result = dropDuplicateSlugs(entries);
  return { posts: result.posts, problems: [...problems, ...result.problems] };
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
      result = { name, post: parsePostFile(name, text) };
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
