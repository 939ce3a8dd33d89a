import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type BlogConfig, chooseBlogSource, createBlogService } from '../../core/blog/index';
import { listPostFiles, type ParsedFile } from '../../core/blog/markdown/markdownSource';
import type { PublicConfig } from '../../src/shared/pageData';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { type BuildArtifacts, renderEnv, type ServerBundle } from './cache';
import { createRouteDataContext } from './context';
import { type PageJob, type PageOutcome, renderToFile } from './pageOutput';
import { parsePostFiles } from './parsePosts';
import { loadPostsCached } from './postsCache';
import { snapshotPosts } from './postsSnapshot';
import type { Progress } from './progress';
import type { WorkerInit, WorkerReply, WorkerRequest } from './renderWorker';

/** below this many pages, starting worker threads (each imports React and the site) costs more than it saves */
export const PARALLEL_MIN_PAGES = 150;
/** pages besides the posts, for deciding before the posts are read */
const OTHER_PAGES = 60;

/** how many worker threads an export of this many pages should use */
export function workerCount(pages: number, cores = availableParallelism()): number {
  if (pages < PARALLEL_MIN_PAGES || cores < 2) return 0;
  return Math.min(cores, 8, Math.ceil(pages / 50));
}

export interface RenderPagesResult {
  /** in the order of the jobs */
  pages: PageOutcome[];
  /** 'path: reason' of each page that failed */
  errors: string[];
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** worker threads running the bundled server entry: they parse markdown posts and render pages */
class WorkerPool {
  private readonly workers: Worker[];
  private readonly ready: Promise<void>;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: WorkerReply) => void; reject: (e: Error) => void }>();
  private failure: Error | null = null;

  constructor(count: number, build: BuildArtifacts, init: WorkerInit) {
    this.workers = Array.from({ length: count }, () => new Worker(build.workerPath, { workerData: init, env: renderEnv() }));
    this.ready = Promise.all(
      this.workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            w.once('message', () => resolve());
            w.once('error', reject);
          }),
      ),
    ).then(() => {
      for (const w of this.workers) {
        w.on('message', (reply: WorkerReply) => {
          const p = this.pending.get(reply.id);
          this.pending.delete(reply.id);
          p?.resolve(reply);
        });
        w.on('error', (err) => this.fail(new Error(`a render worker crashed: ${message(err)}`)));
        w.on('exit', (code) => {
          if (this.pending.size > 0) this.fail(new Error(`a render worker stopped (exit code ${code}) before its work was done`));
        });
      }
    });
    // a start-up failure is reported where the pool is used; it must not also surface as unhandled
    this.ready.catch(() => undefined);
  }

  private fail(err: Error): void {
    this.failure ??= err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  private send(worker: Worker, req: WorkerRequest): Promise<WorkerReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.set(req.id, { resolve, reject });
      worker.postMessage(req);
    });
  }

  /** runs tasks across the workers, at most `perWorker` in flight on each */
  private async each<T>(tasks: T[], perWorker: number, run: (worker: Worker, task: T, id: number) => Promise<void>): Promise<void> {
    await this.ready;
    let i = 0;
    await Promise.all(
      this.workers.flatMap((w) =>
        Array.from({ length: perWorker }, async () => {
          while (i < tasks.length) {
            const task = tasks[i++]!;
            await run(w, task, this.next++);
          }
        }),
      ),
    );
  }

  /** parses markdown post files across the workers */
  async parse(dir: string, names: string[]): Promise<ParsedFile[]> {
    const chunkSize = Math.max(1, Math.ceil(names.length / (this.workers.length * 8)));
    const chunks: string[][] = [];
    for (let i = 0; i < names.length; i += chunkSize) chunks.push(names.slice(i, i + chunkSize));
    const parsed: ParsedFile[][] = new Array(chunks.length);
    await this.each(
      chunks.map((c, index) => ({ c, index })),
      1,
      async (w, { c, index }, id) => {
        const reply = await this.send(w, { id, type: 'parse', dir, names: c });
        if (reply.type !== 'parsed') throw new Error('a render worker answered a parse request with something else');
        parsed[index] = reply.files;
      },
    );
    return parsed.flat();
  }

  /** gives every worker the loaded posts (the render context) */
  async setPosts(ctx: RouteDataContext): Promise<void> {
    await this.ready;
    const snapshot = await snapshotPosts(ctx);
    for (const w of this.workers) w.postMessage({ id: -1, type: 'posts', snapshot } satisfies WorkerRequest);
  }

  async render(pages: PageJob[], results: Array<PageOutcome | string>, progress?: Progress): Promise<void> {
    await this.each(
      pages.map((p, index) => ({ job: { path: p.path, notFound: p.notFound }, index })),
      // two pages in flight per worker: one renders while the other is compressed and written
      2,
      async (w, { job, index }, id) => {
        const reply = await this.send(w, { id, type: 'render', job });
        if (reply.type !== 'rendered') throw new Error('a render worker answered a render request with something else');
        results[index] = reply.ok ? reply.outcome : `${job.path}: ${reply.error}`;
        progress?.tick(job.path);
      },
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

export interface RenderSessionOptions {
  build: BuildArtifacts;
  server: ServerBundle;
  /** the folder pages are written into */
  outDir: string;
  config: PublicConfig;
  /** the blog source settings (markdown folder or Notion) */
  blog: BlogConfig;
  /** the build cache folder (parsed posts are kept there) */
  cacheRoot: string;
  /** pages are written over a hard-linked copy of an export: unlink before writing */
  replace?: boolean;
  /** only a few pages will be rendered (one post): no workers for rendering, only for parsing many posts */
  fewPages?: boolean;
  /** worker threads to use; default: one per core when the site is large enough, else none */
  workers?: number;
}

export interface RenderSession {
  /** the route data (the blog's posts), loaded once */
  ctx: RouteDataContext;
  /** renders and writes pages with their .br/.gz copies */
  render(pages: PageJob[], progress?: Progress, opts?: { inProcess?: boolean; outDir?: string }): Promise<RenderPagesResult>;
  close(): Promise<void>;
}

/** the markdown files of the configured blog folder, or null for Notion */
async function markdownFiles(blog: BlogConfig): Promise<{ dir: string; names: string[] } | null> {
  const choice = chooseBlogSource(blog);
  return choice.kind === 'markdown' ? { dir: choice.dir, names: await listPostFiles(choice.dir) } : null;
}

/**
 * Loads the route data and renders pages. For a large site, worker threads (one per core) start at
 * once and render the pages; markdown posts come from the posts cache when their bytes are unchanged,
 * and the rest are parsed across the workers when there are many. A small site is read and rendered
 * in this thread, where starting workers would cost more.
 */
export async function startRenderSession(opts: RenderSessionOptions): Promise<RenderSession> {
  const files = await markdownFiles(opts.blog);
  const count = opts.fewPages ? 0 : (opts.workers ?? workerCount((files?.names.length ?? 0) + OTHER_PAGES));
  const init: WorkerInit = { outDir: opts.outDir, config: opts.config, areaAssets: opts.build.areaAssets, replace: opts.replace ?? false };
  let pool: WorkerPool | null = count > 0 ? new WorkerPool(count, opts.build, init) : null;
  try {
    const parse = async (dir: string, misses: string[]): Promise<ParsedFile[]> => {
      const parsers = opts.workers === 0 ? 0 : workerCount(misses.length);
      if (parsers === 0) return parsePostFiles(dir, misses);
      pool ??= new WorkerPool(parsers, opts.build, init);
      return pool.parse(dir, misses);
    };
    const blog = files
      ? createBlogService({
          kind: 'markdown',
          load: () => loadPostsCached(files.dir, files.names, (misses) => parse(files.dir, misses), opts.cacheRoot),
        })
      : undefined;
    const ctx = await createRouteDataContext({ config: opts.blog, outDir: opts.outDir, blog });
    let postsSent = false;
    return {
      ctx,
      async render(pages, progress, renderOpts = {}) {
        const results: Array<PageOutcome | string> = new Array(pages.length);
        // a source whose size was unknown (Notion) may turn out large enough for workers
        if (!pool && !renderOpts.inProcess && !renderOpts.outDir && opts.workers === undefined && workerCount(pages.length) > 0) {
          pool = new WorkerPool(workerCount(pages.length), opts.build, init);
        }
        if (pool && !opts.fewPages && !renderOpts.inProcess && !renderOpts.outDir) {
          if (!postsSent) await pool.setPosts(ctx);
          postsSent = true;
          await pool.render(pages, results, progress);
        } else {
          await renderInProcess(pages, { ...init, outDir: renderOpts.outDir ?? init.outDir, ctx }, opts.server, results, progress);
        }
        return {
          pages: results.filter((r): r is PageOutcome => typeof r !== 'string'),
          errors: results.filter((r): r is string => typeof r === 'string'),
        };
      },
      close: async () => pool?.close(),
    };
  } catch (err) {
    await pool?.close();
    throw err;
  }
}

/** renders pages in this thread, a few at a time so compression (zlib's thread pool) overlaps rendering */
async function renderInProcess(
  pages: PageJob[],
  input: Parameters<typeof renderToFile>[2],
  server: ServerBundle,
  results: Array<PageOutcome | string>,
  progress?: Progress,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < pages.length) {
      const i = next++;
      const job = pages[i]!;
      try {
        results[i] = await renderToFile(server, job, input);
      } catch (err) {
        results[i] = `${job.path}: ${message(err)}`;
      }
      progress?.tick(job.path);
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
}
