import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { blogPostPath, staticSnapshotPath } from '../../src/shared/blog/paths';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { brotliQualityFor } from './compress';
import { withCopies } from './outputFile';
import { type DataVersions, postCopyKey } from './pageDeps';
import {
  type PageJob,
  type PageOutcome,
  type PageRenderInput,
  type ReusedPage,
  renderToFile,
  type ServerModule,
  writeWithCopies,
} from './pageOutput';
import type { CopyReport } from './report';
import { linkFiles } from './tree';

/** a written JSON copy of a post: its file (relative to the export root) and sizes */
export interface CopyOutcome {
  file: string;
  bytes: number;
  brotliBytes: number;
  /** the previous export holds the same bytes (its compressed copies were linked) */
  unchanged: boolean;
  /** the key of what the copy is made from (pageDeps.ts: the post's body file), when known */
  key?: string;
}

/** the file of a post's JSON copy, relative to the export root (what GET /api/blog/posts/<slug> answers) */
export const postCopyFile = (slug: string) => staticSnapshotPath(blogPostPath(slug)).replace(/^\//, '');

/** where a new copy may come from besides being written */
export interface CopySources {
  /** the previous export: its folder and its copies' keys and sizes (report.json) */
  previous?: { dir: string; copies: Record<string, CopyReport> };
  /** the key of the copy the staging folder holds already (built in the spare export, swap.ts) */
  held?: string;
  /** the versions of the posts' bodies: with them a copy whose body is unchanged is kept without reading it */
  versions?: DataVersions | null;
}

/**
 * writes the static copy of a post's API answer with its .br/.gz copies, as the page of the post is
 * written (in a render worker: plain calls on its own thread). A copy made from the same body file as
 * the one the staging folder holds, or the previous export's, is kept or linked without reading the
 * post; otherwise, when the previous export holds the same bytes, its copies are linked instead of
 * made again. Null for an unknown slug.
 */
export async function writePostCopy(
  ctx: RouteDataContext,
  slug: string,
  outDir: string,
  from: CopySources = {},
): Promise<CopyOutcome | null> {
  const file = postCopyFile(slug);
  const full = path.join(outDir, file);
  const key = from.versions ? postCopyKey(from.versions, file, slug) : undefined;
  const before = from.previous?.copies[file];
  if (key && from.held === key) {
    const sizes = before?.key === key ? before : { bytes: statSync(full).size, brotliBytes: statSync(`${full}.br`).size };
    return { file, bytes: sizes.bytes, brotliBytes: sizes.brotliBytes, unchanged: true, key };
  }
  if (key && before?.key === key && (await linkFiles(from.previous!.dir, outDir, withCopies(file)))) {
    return { file, bytes: before.bytes, brotliBytes: before.brotliBytes, unchanged: true, key };
  }
  const post = await ctx.blog.getPost(slug);
  if (!post) return null;
  const data = Buffer.from(JSON.stringify(post));
  const previousBytes = from.previous ? readPrevious(path.join(from.previous.dir, file)) : null;
  if (previousBytes?.equals(data) && (await linkFiles(from.previous!.dir, outDir, withCopies(file)))) {
    return { file, bytes: data.length, brotliBytes: statSync(`${full}.br`).size, unchanged: true, key };
  }
  const { br } = await writeWithCopies(full, data, brotliQualityFor(file));
  return { file, bytes: data.length, brotliBytes: br, unchanged: false, key };
}

/** a page to render; for a post's page, the post whose JSON copy is written with it (and the key of the copy the folder holds) */
export interface PageCopyJob extends PageJob {
  copy?: { slug: string; held?: string };
}

/** the route data, each post read once while a page and its copy are made from it */
function rememberingPosts(ctx: RouteDataContext): RouteDataContext {
  const read = new Map<string, ReturnType<RouteDataContext['blog']['getPost']>>();
  return {
    blog: {
      ...ctx.blog,
      getPost: (slug) => {
        let post = read.get(slug);
        if (!post) {
          post = ctx.blog.getPost(slug);
          read.set(slug, post);
        }
        return post;
      },
    },
  };
}

/**
 * renders a page (renderToFile), and for a post's page writes the post's JSON copy from the post the
 * page was made with: the post is read once, not again in a pass of its own after the pages
 */
export async function renderPageAndCopy(
  server: ServerModule,
  job: PageCopyJob,
  input: PageRenderInput,
  previous?: CopySources['previous'],
): Promise<{ outcome: PageOutcome | ReusedPage; copy?: CopyOutcome | null }> {
  if (!job.copy) return { outcome: await renderToFile(server, job, input) };
  const ctx = rememberingPosts(input.ctx);
  const outcome = await renderToFile(server, job, { ...input, ctx });
  const copy = await writePostCopy(ctx, job.copy.slug, input.outDir, { previous, held: job.copy.held, versions: input.versions });
  return { outcome, copy };
}

function readPrevious(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}
