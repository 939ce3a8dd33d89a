import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { blogPostPath, staticSnapshotPath } from '../../src/shared/blog/paths';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { brotliQualityFor } from './compress';
import { writeWithCopies } from './pageOutput';
import { linkFiles } from './tree';

/** a written JSON copy of a post: its file (relative to the export root) and sizes */
export interface CopyOutcome {
  file: string;
  bytes: number;
  brotliBytes: number;
  /** the previous export holds the same bytes (its compressed copies were linked) */
  unchanged: boolean;
}

/** the file of a post's JSON copy, relative to the export root (what GET /api/blog/posts/<slug> answers) */
export const postCopyFile = (slug: string) => staticSnapshotPath(blogPostPath(slug)).replace(/^\//, '');

/**
 * writes the static copy of a post's API answer with its .br/.gz copies, as the page of the post is
 * written (in a render worker: plain calls on its own thread). When the previous export holds the same
 * bytes, its copy and compressed copies are linked instead of made again. Null for an unknown slug.
 */
export async function writePostCopy(
  ctx: RouteDataContext,
  slug: string,
  outDir: string,
  previousDir?: string,
): Promise<CopyOutcome | null> {
  const post = await ctx.blog.getPost(slug);
  if (!post) return null;
  const file = postCopyFile(slug);
  const full = path.join(outDir, file);
  const data = Buffer.from(JSON.stringify(post));
  // a staging folder built in the spare export (swap.ts) may hold the same copy already
  if (readPrevious(full)?.equals(data)) return { file, bytes: data.length, brotliBytes: statSync(`${full}.br`).size, unchanged: true };
  const before = previousDir ? readPrevious(path.join(previousDir, file)) : null;
  if (before?.equals(data) && (await linkFiles(previousDir!, outDir, [file, `${file}.br`, `${file}.gz`]))) {
    return { file, bytes: data.length, brotliBytes: statSync(`${full}.br`).size, unchanged: true };
  }
  const { br } = await writeWithCopies(full, data, brotliQualityFor(file));
  return { file, bytes: data.length, brotliBytes: br, unchanged: false };
}

function readPrevious(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}
