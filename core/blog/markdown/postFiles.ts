/**
 * The markdown folder's files and how their parsed results become the blog: light (no parser), so the
 * exporter can list and assemble posts it keeps parsed in its store without loading the parser.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost, BlogPostSummary } from '../../../src/shared/blog/types';
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

/** one markdown file: its post (null for a draft), or why it could not be read */
export type ParsedFile<T extends BlogPostSummary = BlogPost> = { name: string; post: T | null } | { name: string; reason: string };

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

/** the posts (or summaries) and problems of a folder's parsed files, newest first (site image sizes not read yet) */
export function assemblePosts<T extends BlogPostSummary>(dir: string, files: ParsedFile<T>[]): { posts: T[]; problems: BlogProblem[] } {
  const problems: BlogProblem[] = [];
  const entries: Array<{ file: string; post: T }> = [];
  const displayPath = displayPathsIn(dir);
  for (const f of [...files].sort((a, b) => byCodeUnits(a.name, b.name))) {
    const file = displayPath(f.name);
    if ('reason' in f) problems.push({ file, reason: f.reason });
    else if (f.post) entries.push({ file, post: f.post });
  }
  const result = dropDuplicateSlugs(entries);
  return { posts: result.posts, problems: [...problems, ...result.problems] };
}
