import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ImageStore } from '../../core/blog/images';
import { type BlogConfig, chooseBlogSource } from '../../core/blog/index';
import { listPostFiles } from '../../core/blog/markdown/postFiles';
import type { NotionProgress } from '../../core/blog/notion/notionSource';
import type { BlogSource } from '../../core/blog/source';
import type { PublicConfig } from '../../src/shared/pageData';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { type BuildArtifacts, finished, importServer, type PendingBuild, renderEnv, type ServerBundle } from './cache';
import { createRouteDataContext } from './context';
import { heldOutcome } from './heldPages';
import { type DataVersions, dataVersions } from './pageDeps';
import type { PageOutcome, PageRenderInput } from './pageOutput';
import { type CopyOutcome, type PageCopyJob, postCopyFile, renderPageAndCopy, writePostCopy } from './postCopies';
import { contextFromSnapshot, openPostStore, type PostsSnapshot, SOURCE_BODIES_DIR, type StoredFile, snapshotToFiles } from './postStore';
import type { Progress } from './progress';
import type { WorkerInit, WorkerReply, WorkerRequest } from './renderWorker';
import { completeOutcome, type ReuseSource, refsOf } from './reuse';
import { eachLimit } from './tree';

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
  /** the posts' JSON copies written with their pages (jobs with `copy`) */
  copies: CopyOutcome[];
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** worker threads running the bundled server entry: they parse markdown posts and render pages */
class WorkerPool {
  private readonly workers: Worker[];
  private readonly ready: Promise<void>;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: WorkerReply) => void; reject: (e: Error) => void }>();
  private failure: Error | null = null;

  /** the build the workers render with, once they have been told where its server bundle is */
  private site: Promise<void> | null = null;

  constructor(
    count: number,
    private readonly build: PendingBuild,
    init: WorkerInit,
  ) {
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

  /**
   * runs a list in chunks across the workers (eight chunks a worker, so a slow chunk does not hold the
   * end back); `ask` sends one chunk and returns its results, which come back in the list's order
   */
  private async inChunks<T, R>(items: T[], ask: (worker: Worker, chunk: T[], id: number) => Promise<R[]>): Promise<R[]> {
    const size = Math.max(1, Math.ceil(items.length / (this.workers.length * 8)));
    const chunks: T[][] = [];
    for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
    const results: R[][] = new Array(chunks.length);
    await this.each(
      chunks.map((chunk, index) => ({ chunk, index })),
      1,
      async (w, { chunk, index }, id) => {
        results[index] = await ask(w, chunk, id);
      },
    );
    return results.flat();
  }

  /** parses markdown post files across the workers, their bodies written into bodiesDir */
  parse(dir: string, names: string[], bodiesDir: string): Promise<StoredFile[]> {
    return this.inChunks(names, async (w, chunk, id) => {
      const reply = await this.send(w, { id, type: 'parse', dir, names: chunk, bodiesDir });
      if (reply.type !== 'parsed') throw new Error('a render worker answered a parse request with something else');
      return reply.files;
    });
  }

  /** tells every worker where the server bundle is, once the build is done (they parse posts before) */
  private withSite(): Promise<void> {
    this.site ??= Promise.all([this.ready, this.build.done]).then(([, build]) => {
      for (const w of this.workers)
        w.postMessage({ id: -1, type: 'server', serverPath: build.serverPath, pageAssets: build.pageAssets } satisfies WorkerRequest);
    });
    return this.site;
  }

  /** gives every worker the loaded posts (summaries, and where each body lies) */
  async setPosts(snapshot: PostsSnapshot): Promise<void> {
    await this.ready;
    for (const w of this.workers) w.postMessage({ id: -1, type: 'posts', snapshot } satisfies WorkerRequest);
  }

  /** tells the workers where the server bundle is as soon as the build is done, so they load it while they parse */
  loadSiteEarly(): void {
    // a failed build is reported by the render that waits for it
    this.withSite().catch(() => undefined);
  }

  /** renders pages across the workers; each result goes to `results` at the index given with its page */
  async render(
    pages: Array<{ job: PageCopyJob; index: number }>,
    results: Array<PageOutcome | string>,
    copies: CopyOutcome[],
    reuse: ReuseSource | null | undefined,
    progress?: Progress,
  ): Promise<void> {
    if (pages.length === 0) return;
    await this.withSite();
    await this.each(
      pages.map(({ job: p, index }) => ({ job: { path: p.path, notFound: p.notFound, held: p.held, copy: p.copy }, index })),
      // two pages in flight per worker: one renders while the other is compressed and written
      2,
      async (w, { job, index }, id) => {
        const reply = await this.send(w, { id, type: 'render', job });
        if (reply.type !== 'rendered') throw new Error('a render worker answered a render request with something else');
        results[index] = reply.ok ? completeOutcome(reply.outcome, reuse) : `${job.path}: ${reply.error}`;
        if (reply.ok && reply.copy) copies.push(reply.copy);
        progress?.tick(job.path);
      },
    );
  }

  /** writes the posts' JSON copies (with .br/.gz) across the workers */
  copies(slugs: string[], held: Record<string, string>): Promise<CopyOutcome[]> {
    return this.inChunks(slugs, async (w, chunk, id) => {
      const mine = Object.fromEntries(chunk.map(postCopyFile).flatMap((f) => (Object.hasOwn(held, f) ? [[f, held[f]!]] : [])));
      const reply = await this.send(w, { id, type: 'copies', slugs: chunk, held: mine });
      if (reply.type !== 'copied') throw new Error('a render worker answered a copies request with something else');
      if (!reply.ok) throw new Error(`writing the blog's JSON copies failed: ${reply.error}`);
      return reply.files;
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

export interface RenderSessionOptions {
  /** the build, or one on its way (startBuild: workers parse posts while it bundles) */
  build: BuildArtifacts | PendingBuild;
  /** the server bundle this thread renders with (imported from the build when absent) */
  server?: ServerBundle;
  /** the folder pages are written into */
  outDir: string;
  config: PublicConfig;
  /** the blog source settings (markdown folder or Notion) */
  blog: BlogConfig;
  /** the build cache folder (parsed posts are kept there) */
  cacheRoot: string;
  /** only a few pages will be rendered (one post): no workers for rendering, only for parsing many posts */
  fewPages?: boolean;
  /** worker threads to use; default: one per core when the site is large enough, else none */
  workers?: number;
  /** the previous export: pages whose inputs are unchanged are linked from it (reuse.ts) */
  reuse?: ReuseSource | null;
  /** the base of the pages' dependency keys (pageDeps.ts); without it pages get none */
  depBase?: string;
  /**
   * the route data and its versions when the caller has read them (a one-post update reads its post
   * alone): the blog is not loaded, and pages render in this thread
   */
  source?: { ctx: RouteDataContext; versions: DataVersions };
  /** where Notion-hosted files are copied (context.ts: notionFileStore); the caller installs them into its folder */
  images?: ImageStore;
  /** a one-post update of a Notion blog: only this post is read again (the others as kept) */
  slug?: string;
  /** a Notion blog's posts as kept, no request (exportSite.ts: ExportOptions.notionKept) */
  notionKept?: boolean;
  /** hears how far a read of Notion is */
  onNotionProgress?: (progress: NotionProgress) => void;
  /** the blog source already made for this run (a Notion update's, which a one-post read went through) */
  blogSource?: BlogSource;
}

export interface RenderSession {
  /** the route data (the blog's posts), loaded once */
  ctx: RouteDataContext;
  /**
   * renders and writes pages with their .br/.gz copies; `reuse` (in this thread) leaves a page whose
   * input key is the one given to be linked from that folder instead of rendered
   */
  render(
    pages: PageCopyJob[],
    progress?: Progress,
    opts?: { inProcess?: boolean; outDir?: string; reuse?: ReuseSource },
  ): Promise<RenderPagesResult>;
  /**
   * writes the JSON copies of these posts (with .br/.gz) into the export folder: across the workers when
   * there are any; `held`: the key of each copy the folder holds already (swap.ts)
   */
  writePostCopies(slugs: string[], held?: Record<string, string>): Promise<CopyOutcome[]>;
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
  if (opts.source) opts = { ...opts, fewPages: true };
  const build = 'done' in opts.build ? opts.build : finished(opts.build);
  const files = opts.source ? null : await markdownFiles(opts.blog);
  const count = opts.fewPages ? 0 : (opts.workers ?? workerCount((files?.names.length ?? 0) + OTHER_PAGES));
  const init: WorkerInit = {
    outDir: opts.outDir,
    config: opts.config,
    buildKey: build.key,
    reuse: opts.reuse ? refsOf(opts.reuse) : null,
    depBase: opts.depBase,
  };
  /** what pages render with in this thread: the server bundle and the page assets, once the build is done */
  let here: Promise<{ server: ServerBundle; pageAssets: BuildArtifacts['pageAssets'] }> | undefined;
  const inThisThread = () => {
    here ??= build.done.then(async (b) => ({ server: opts.server ?? (await importServer(b)), pageAssets: b.pageAssets }));
    return here;
  };
  let pool: WorkerPool | null = count > 0 ? new WorkerPool(count, build, init) : null;
  pool?.loadSiteEarly();
  const close = async () => {
    await pool?.close();
  };
  try {
    let snapshot: PostsSnapshot | undefined;
    let ctx: RouteDataContext;
    if (opts.source) {
      ctx = opts.source.ctx;
    } else if (files) {
      const parse = async (misses: string[], bodiesDir: string): Promise<StoredFile[]> => {
        const parsers = opts.workers === 0 ? 0 : workerCount(misses.length);
        // the parser loads only when this thread parses (a few changed posts)
        if (parsers === 0) return (await import('./parsePosts')).parsePostFiles(files.dir, misses, bodiesDir);
        pool ??= new WorkerPool(parsers, build, init);
        return pool.parse(files.dir, misses, bodiesDir);
      };
      snapshot = await openPostStore(files.dir, files.names, parse, opts.cacheRoot);
      ctx = contextFromSnapshot(snapshot);
    } else {
      ctx = await createRouteDataContext({
        config: opts.blog,
        images: opts.images,
        cacheRoot: opts.cacheRoot,
        slug: opts.slug,
        kept: opts.notionKept,
        onNotionProgress: opts.onNotionProgress,
        source: opts.blogSource,
      });
      // the bodies of another source's posts (Notion), by the hash of each: an unchanged post keeps its
      // file, so its page's dependency key holds and the page is reused without its data (pageDeps.ts)
      snapshot = await snapshotToFiles(ctx, path.join(opts.cacheRoot, SOURCE_BODIES_DIR));
    }
    let postsSent = false;
    // the render workers take the posts in while this thread lists the pages
    if (pool && snapshot && !opts.fewPages) {
      pool.setPosts(snapshot).catch(() => undefined);
      postsSent = true;
    }
    const postsForWorkers = async (): Promise<PostsSnapshot> => {
      if (!snapshot) throw new Error('the posts were not loaded');
      return snapshot;
    };
    // the versions of what pages read, for the pages and copies made in this thread
    let versions: DataVersions | null | undefined = opts.source?.versions;
    const versionsHere = () => {
      versions ??= snapshot && opts.depBase ? dataVersions(opts.depBase, snapshot) : null;
      return versions;
    };
    return {
      ctx,
      async render(pages, progress, renderOpts = {}) {
        const results: Array<PageOutcome | string> = new Array(pages.length);
        const copies: CopyOutcome[] = [];
        // a source whose size was unknown (Notion) may turn out large enough for workers
        if (!pool && !renderOpts.inProcess && !renderOpts.outDir && opts.workers === undefined && workerCount(pages.length) > 0) {
          pool = new WorkerPool(workerCount(pages.length), build, init);
        }
        if (pool && !opts.fewPages && !renderOpts.inProcess && !renderOpts.outDir && !renderOpts.reuse) {
          if (!postsSent) await pool.setPosts(await postsForWorkers());
          postsSent = true;
          // a page the staging folder holds with unchanged inputs is settled here, without a round trip
          const current = opts.reuse ? versionsHere() : null;
          const toRender: Array<{ job: PageCopyJob; index: number }> = [];
          pages.forEach((job, index) => {
            const kept = opts.reuse && current ? heldOutcome(job, opts.reuse, current) : null;
            if (!kept) {
              toRender.push({ job, index });
              return;
            }
            results[index] = kept.outcome;
            if (kept.copy) copies.push(kept.copy);
            progress?.tick(job.path);
          });
          await pool.render(toRender, results, copies, opts.reuse, progress);
        } else {
          // pages rendered elsewhere than the export folder are not reused from it
          const input = renderOpts.outDir
            ? { ...init, outDir: renderOpts.outDir, reuse: null }
            : { ...init, reuse: renderOpts.reuse ?? opts.reuse, versions: versionsHere() };
          const { server, pageAssets } = await inThisThread();
          await renderInProcess(pages, { ...input, pageAssets, ctx }, server, results, copies, progress);
        }
        return {
          pages: results.filter((r): r is PageOutcome => typeof r !== 'string'),
          errors: results.filter((r): r is string => typeof r === 'string'),
          copies,
        };
      },
      async writePostCopies(slugs, held = {}) {
        if (pool && !opts.fewPages) {
          if (!postsSent) await pool.setPosts(await postsForWorkers());
          postsSent = true;
          return pool.copies(slugs, held);
        }
        const written: CopyOutcome[] = [];
        const previous = opts.reuse ? { dir: opts.reuse.dir, copies: opts.reuse.copies ?? {} } : undefined;
        const versions = versionsHere();
        await eachLimit(slugs, 8, async (slug) => {
          const copy = await writePostCopy(ctx, slug, opts.outDir, { previous, held: held[postCopyFile(slug)], versions });
          if (copy) written.push(copy);
        });
        return written;
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** renders pages in this thread, a few at a time so compression (zlib's thread pool) overlaps rendering */
async function renderInProcess(
  pages: PageCopyJob[],
  input: PageRenderInput & { reuse?: ReuseSource | null },
  server: ServerBundle,
  results: Array<PageOutcome | string>,
  copies: CopyOutcome[],
  progress?: Progress,
): Promise<void> {
  const previous = input.reuse ? { dir: input.reuse.dir, copies: input.reuse.copies ?? {} } : undefined;
  let next = 0;
  const lane = async () => {
    while (next < pages.length) {
      const i = next++;
      const job = pages[i]!;
      try {
        const { outcome, copy } = await renderPageAndCopy(server, job, input, previous);
        results[i] = completeOutcome(outcome, input.reuse);
        if (copy) copies.push(copy);
      } catch (err) {
        results[i] = `${job.path}: ${message(err)}`;
      }
      progress?.tick(job.path);
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
}
