/**
 * A worker thread of the exporter. It is compiled with the CLI (bin/site.mjs: dist/cli/renderWorker.mjs;
 * run from the sources, bundle.ts's buildWorker bundles it), without the site, so workers.ts can start
 * one per core for a large site before the site is bundled: they parse markdown posts (the first,
 * heaviest step of a large export) while the main thread bundles, then import the server bundle when
 * told where it is, and render pages (a post's page with its JSON copy).
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageAssets, PublicConfig } from '../../src/shared/pageData';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { type DataVersions, dataVersions } from './pageDeps';
import type { PageOutcome, ReusedPage, ServerModule } from './pageOutput';
import { parsePostFiles } from './parsePosts';
import { type CopyOutcome, type PageCopyJob, postCopyFile, renderPageAndCopy, writePostCopy } from './postCopies';
import { contextFromSnapshot, type PostsSnapshot, type StoredFile } from './postStore';
import type { ReuseRefs } from './reuse';

export interface WorkerInit {
  outDir: string;
  config: PublicConfig;
  /** the build's key, for the pages' input keys (reuse.ts) */
  buildKey?: string;
  /** the previous export's reusable pages */
  reuse?: ReuseRefs | null;
  /** the base of the pages' dependency keys (pageDeps.ts); without it pages get none */
  depBase?: string;
}

export type WorkerRequest =
  | { id: number; type: 'server'; serverPath: string; pageAssets: Record<string, PageAssets> }
  | { id: number; type: 'parse'; dir: string; names: string[]; bodiesDir: string }
  | { id: number; type: 'posts'; snapshot: PostsSnapshot }
  | { id: number; type: 'render'; job: PageCopyJob }
  | { id: number; type: 'copies'; slugs: string[]; held: Record<string, string> };

export type WorkerReply =
  | { id: number; type: 'parsed'; files: StoredFile[] }
  | { id: number; type: 'copied'; ok: true; files: CopyOutcome[] }
  | { id: number; type: 'copied'; ok: false; error: string }
  | { id: number; type: 'rendered'; ok: true; outcome: PageOutcome | ReusedPage; copy?: CopyOutcome | null }
  | { id: number; type: 'rendered'; ok: false; error: string };

const init = workerData as WorkerInit;
const port = parentPort;
if (!port) throw new Error('renderWorker must run in a worker thread');
let ctx: RouteDataContext | null = null;
let versions: DataVersions | null = null;
/** the server bundle and the page assets, once the main thread has sent where they are */
let site: Promise<{ server: ServerModule; pageAssets: Record<string, PageAssets> }> | null = null;
const previous = init.reuse ? { dir: init.reuse.dir, copies: init.reuse.copies ?? {} } : undefined;
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

port.on('message', (req: WorkerRequest) => {
  const reply = (r: WorkerReply) => port.postMessage(r);
  if (req.type === 'server') {
    site = import(pathToFileURL(req.serverPath).href).then((server: ServerModule) => ({ server, pageAssets: req.pageAssets }));
    // a failure to load is answered to the render requests that wait for it
    site.catch(() => undefined);
  } else if (req.type === 'posts') {
    ctx = contextFromSnapshot(req.snapshot);
    versions = init.depBase ? dataVersions(init.depBase, req.snapshot) : null;
  } else if (req.type === 'parse') {
    reply({ id: req.id, type: 'parsed', files: parsePostFiles(req.dir, req.names, req.bodiesDir) });
  } else if (!ctx) {
    reply({ id: req.id, type: req.type === 'copies' ? 'copied' : 'rendered', ok: false, error: 'the worker has no posts yet' });
  } else if (req.type === 'copies') {
    const posts = ctx;
    const copying = req.slugs.map((slug) =>
      writePostCopy(posts, slug, init.outDir, { previous, held: req.held[postCopyFile(slug)], versions }),
    );
    Promise.all(copying).then(
      (files) => reply({ id: req.id, type: 'copied', ok: true, files: files.filter((f): f is CopyOutcome => f !== null) }),
      (err: unknown) => reply({ id: req.id, type: 'copied', ok: false, error: errorText(err) }),
    );
  } else {
    const posts = ctx;
    (site ?? Promise.reject(new Error('the worker was not told where the server bundle is')))
      .then(({ server, pageAssets }) => renderPageAndCopy(server, req.job, { ...init, pageAssets, ctx: posts, versions }, previous))
      .then(
        ({ outcome, copy }) => reply({ id: req.id, type: 'rendered', ok: true, outcome, copy }),
        (err: unknown) => reply({ id: req.id, type: 'rendered', ok: false, error: errorText(err) }),
      );
  }
});
port.postMessage({ ready: true });
