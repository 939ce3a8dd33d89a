/**
 * A render worker thread. It is bundled with src/entry.server.tsx into plain JavaScript (cache.ts),
 * so it runs without a TypeScript loader; workers.ts starts one per core for large sites. It parses
 * markdown posts (the first, heaviest step of a large export) and renders pages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as server from '../../src/entry.server';
import type { PageAssets, PublicConfig } from '../../src/shared/pageData';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { type DataVersions, dataVersions } from './pageDeps';
import { type PageJob, type PageOutcome, type ReusedPage, renderToFile } from './pageOutput';
import { parsePostFiles } from './parsePosts';
import { type CopyOutcome, postCopyFile, writePostCopy } from './postCopies';
import { contextFromSnapshot, type PostsSnapshot, type StoredFile } from './postStore';
import type { ReuseRefs } from './reuse';

export interface WorkerInit {
  outDir: string;
  config: PublicConfig;
  pageAssets: Record<string, PageAssets>;
  /** the build's key, for the pages' input keys (reuse.ts) */
  buildKey?: string;
  /** the previous export's reusable pages */
  reuse?: ReuseRefs | null;
  /** the base of the pages' dependency keys (pageDeps.ts); without it pages get none */
  depBase?: string;
}

export type WorkerRequest =
  | { id: number; type: 'parse'; dir: string; names: string[]; bodiesDir: string }
  | { id: number; type: 'posts'; snapshot: PostsSnapshot }
  | { id: number; type: 'render'; job: PageJob }
  | { id: number; type: 'copies'; slugs: string[]; held: Record<string, string> };

export type WorkerReply =
  | { id: number; type: 'parsed'; files: StoredFile[] }
  | { id: number; type: 'copied'; ok: true; files: CopyOutcome[] }
  | { id: number; type: 'copied'; ok: false; error: string }
  | { id: number; type: 'rendered'; ok: true; outcome: PageOutcome | ReusedPage }
  | { id: number; type: 'rendered'; ok: false; error: string };

const init = workerData as WorkerInit;
const port = parentPort;
if (!port) throw new Error('renderWorker must run in a worker thread');
let ctx: RouteDataContext | null = null;
let versions: DataVersions | null = null;

port.on('message', (req: WorkerRequest) => {
  const reply = (r: WorkerReply) => port.postMessage(r);
  if (req.type === 'posts') {
    ctx = contextFromSnapshot(req.snapshot);
    versions = init.depBase ? dataVersions(init.depBase, req.snapshot) : null;
  } else if (req.type === 'parse') {
    reply({ id: req.id, type: 'parsed', files: parsePostFiles(req.dir, req.names, req.bodiesDir) });
  } else if (!ctx) {
    reply({ id: req.id, type: req.type === 'copies' ? 'copied' : 'rendered', ok: false, error: 'the worker has no posts yet' });
  } else if (req.type === 'copies') {
    const posts = ctx;
    const previous = init.reuse ? { dir: init.reuse.dir, copies: init.reuse.copies ?? {} } : undefined;
    const copying = req.slugs.map((slug) =>
      writePostCopy(posts, slug, init.outDir, { previous, held: req.held[postCopyFile(slug)], versions }),
    );
    Promise.all(copying).then(
      (files) => reply({ id: req.id, type: 'copied', ok: true, files: files.filter((f): f is CopyOutcome => f !== null) }),
      (err: unknown) => reply({ id: req.id, type: 'copied', ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  } else {
    renderToFile(server, req.job, { ...init, ctx, versions }).then(
      (outcome) => reply({ id: req.id, type: 'rendered', ok: true, outcome }),
      (err: unknown) => reply({ id: req.id, type: 'rendered', ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  }
});
port.postMessage({ ready: true });
