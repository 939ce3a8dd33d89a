/**
 * The markdown folder's files and how their parsed results become the blog: light (no parser), so the
 * exporter can list and assemble posts it keeps parsed in its store without loading the parser.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost, BlogPostSummary } from '../../../src/shared/blog/types';
import type { UnshownBlock, UnshownPost } from '../../../src/shared/blog/unshown';
import { byCodeUnits } from '../../fileTree';
import { type BlogProblem, dropDuplicateSlugs } from '../source';

/**
 * the paths of a folder's files as a reader would type them: relative to the working folder when
 * inside it (worked out once per folder: at 4,000 posts, once per file took 20 ms)
 */
function displayPathsIn(dir: string): (name: string) => string {
  const rel = path.relative(process.cwd(), dir);
  const inside = !rel.startsWith('..') && !path.isAbsolute(rel);
  return (name) => (inside ? path.join(rel, name) : path.join(dir, name));
}

/** how the reports name a file of a folder (as a reader would type its path) */
export const displayPath = (dir: string, name: string): string => displayPathsIn(dir)(name);

/** one markdown file: its post (null for a draft) and what of it cannot be shown, or why it could not be read */
export type ParsedFile<T extends BlogPostSummary = BlogPost> =
  | { name: string; post: T | null; unshown?: UnshownBlock[] }
  | { name: string; reason: string };

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

/**
 * the posts (or summaries), problems and content that cannot be shown of a folder's parsed files,
 * newest first (site image sizes not read yet)
 */
export function assemblePosts<T extends BlogPostSummary>(
  dir: string,
  files: ParsedFile<T>[],
): { posts: T[]; problems: BlogProblem[]; unshown: UnshownPost[] } {
  const problems: BlogProblem[] = [];
  const entries: Array<{ file: string; post: T; unshown?: UnshownBlock[] }> = [];
  const displayPath = displayPathsIn(dir);
  for (const f of [...files].sort((a, b) => byCodeUnits(a.name, b.name))) {
    const file = displayPath(f.name);
    if ('reason' in f) problems.push({ file, reason: f.reason });
    else if (f.post) entries.push({ file, post: f.post, unshown: f.unshown });
  }
  const result = dropDuplicateSlugs(entries);
  // the posts kept (a second file of a slug is left out, and so is its report)
  const kept = new Set<BlogPostSummary>(result.posts);
  const unshown = entries.flatMap((e) =>
    kept.has(e.post) && e.unshown?.length ? [{ file: e.file, slug: e.post.slug, title: e.post.title, blocks: e.unshown }] : [],
  );
  return { posts: result.posts, problems: [...problems, ...result.problems], unshown };
}
