import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { BROTLI_PAGE_QUALITY, compress, compressSync } from './compress';
import { bootAssetUrls } from './htmlScan';
import { extractLinks, type PageLinks } from './linkCheck';
import { outputFileFor, withCopies } from './outputFile';
import { type DataVersions, depKey, depsUnchanged, type PageDeps, recordingContext } from './pageDeps';
import { prepareRoute, type RouteInput, type ServerModule } from './renderRoute';
import type { PageReport } from './report';
import { type PageRef, pageKey, type ReuseRefs } from './reuse';
import { linkFiles } from './tree';

export type { ServerModule };

/** a page to render: its URL path, and whether it is the not-found page (written as 404.html) */
export interface PageJob {
  path: string;
  notFound: boolean;
  /** the key of the page the staging folder holds already (built in the spare export, swap.ts) */
  held?: string;
}

/** what rendering one page produced: its report line plus its links for the link check */
export interface PageOutcome extends PageLinks {
  path: string;
  file: string;
  status: number;
  bytes: number;
  brotliBytes: number;
  renderMs: number;
  /** time spent writing the page, compressing it and extracting its links (ms, fractional) */
  writeMs: number;
  compressMs: number;
  linksMs: number;
  /** the page's input key (reuse.ts); absent when the export keeps no memo */
  key?: string;
  /** what the page read and the key of their versions (pageDeps.ts) */
  deps?: PageDeps;
  /** taken from the previous export instead of rendered */
  reused?: boolean;
}

export interface PageRenderInput extends RouteInput {
  /** the folder the page is written into (a staging folder) */
  outDir: string;
  /** the build's key: with it each page gets its input key (reuse.ts) */
  buildKey?: string;
  /** the previous export: a page whose key is unchanged is linked from it instead of rendered */
  reuse?: ReuseRefs | null;
  /** the versions of what pages read: with them a page gets a dependency key (pageDeps.ts) */
  versions?: DataVersions | null;
}

/** folders this thread has made, so a page's folder is made once (forgotten past 50,000: a long-running server exports into new folders) */
const made = new Set<string>();
const remember = (dir: string) => {
  if (made.size > 50_000) made.clear();
  made.add(dir);
};

function makeDirOnce(dir: string): void {
  if (made.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  remember(dir);
}

async function makeDirOnceAsync(dir: string): Promise<void> {
  if (made.has(dir)) return;
  await mkdir(dir, { recursive: true });
  remember(dir);
}

const exists = (err: unknown) => (err as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * writes a file as a new file: created exclusively, and a path that is there already (in a staging
 * folder built in the spare export, swap.ts, it may be a hard link to the live export's file) is
 * removed and created again, never written into. In a new folder that is one call, not an unlink and a write.
 */
function writeNewSync(file: string, data: Buffer): void {
  try {
    writeFileSync(file, data, { flag: 'wx' });
  } catch (err) {
    if (!exists(err)) throw err;
    unlinkSync(file);
    writeFileSync(file, data, { flag: 'wx' });
  }
}

async function writeNew(file: string, data: Buffer): Promise<void> {
  try {
    await writeFile(file, data, { flag: 'wx' });
  } catch (err) {
    if (!exists(err)) throw err;
    await unlink(file);
    await writeFile(file, data, { flag: 'wx' });
  }
}

/**
 * writes a new file with its .br and .gz copies (each written as a new file: writeNewSync); returns
 * when the file itself was written (ms, for the write/compress split) and the brotli size. In the main
 * thread, which also answers requests (the admin page runs exports inside site serve), it stays async;
 * a render worker owns its thread: plain calls, no round trips through libuv's shared pool.
 */
export async function writeWithCopies(full: string, data: Buffer, quality: number): Promise<{ writtenAt: number; br: number }> {
  if (isMainThread) {
    await makeDirOnceAsync(path.dirname(full));
    await writeNew(full, data);
    const writtenAt = performance.now();
    const copies = await compress(data, quality);
    await Promise.all([writeNew(`${full}.br`, copies.br), writeNew(`${full}.gz`, copies.gz)]);
    return { writtenAt, br: copies.br.length };
  }
  makeDirOnce(path.dirname(full));
  writeNewSync(full, data);
  const writtenAt = performance.now();
  const copies = compressSync(data, quality);
  writeNewSync(`${full}.br`, copies.br);
  writeNewSync(`${full}.gz`, copies.gz);
  return { writtenAt, br: copies.br.length };
}

/**
 * a page taken from the previous export, as a render worker knows it (its key, file and dependencies);
 * the main thread, which holds the previous export's report lines and links, completes it (reuse.ts)
 */
export interface ReusedPage extends PageRef {
  path: string;
  reused: true;
  writeMs: number;
}

/** renders one page, writes it with its .br and .gz copies, and lists its links (or reuses the previous export's) */
export async function renderToFile(server: ServerModule, job: PageJob, input: PageRenderInput): Promise<PageOutcome | ReusedPage> {
  const t0 = performance.now();
  const { versions, reuse } = input;
  const before = reuse?.pages[job.path];
  // nothing the page read has changed: it is reused without loading its data
  if (before?.deps && versions && depsUnchanged(versions, job, before.deps) && (await keepPrevious(job, before, input))) {
    return { path: job.path, key: before.key, file: before.file, deps: before.deps, writeMs: performance.now() - t0, reused: true };
  }
  const recording = versions ? recordingContext(input.ctx) : null;
  const page = await prepareRoute(server, job.path, { ...input, ctx: recording?.ctx ?? input.ctx });
  const key = input.buildKey ? pageKey(input.buildKey, job.path, job.notFound, page.data) : undefined;
  const names = recording ? [...recording.read].sort() : [];
  const deps = versions && key ? { names, key: depKey(versions, job.path, job.notFound, names) } : undefined;
  if (before && key && before.key === key && (await keepPrevious(job, before, input))) {
    return { path: job.path, key: before.key, file: before.file, deps, writeMs: performance.now() - t0, reused: true };
  }
  const { html, status } = await page.render();
  const renderMs = Math.round(performance.now() - t0);
  const file = outputFileFor(job.path, { notFound: job.notFound });
  const full = path.join(input.outDir, file);
  const data = Buffer.from(html);
  const t1 = performance.now();
  const { writtenAt: t2, br } = await writeWithCopies(full, data, BROTLI_PAGE_QUALITY);
  const t3 = performance.now();
  const links = extractLinks(html, bootAssetUrls(page.data.assets));
  const linksMs = performance.now() - t3;
  return {
    path: job.path,
    file,
    status,
    bytes: data.length,
    brotliBytes: br,
    renderMs,
    writeMs: t2 - t1,
    compressMs: t3 - t2,
    linksMs,
    key,
    deps,
    ...links,
  };
}

/** the previous export's page is kept: the staging folder holds it already, or it is linked from that export */
async function keepPrevious(job: PageJob, previous: PageRef, input: PageRenderInput): Promise<boolean> {
  if (job.held === previous.key) return true;
  return !!input.reuse && linkFiles(input.reuse.dir, input.outDir, withCopies(previous.file));
}

/** the report line of a rendered page (without its links) */
export function toPageReport(o: PageOutcome): PageReport {
  const line: PageReport = {
    path: o.path,
    file: o.file,
    status: o.status,
    bytes: o.bytes,
    brotliBytes: o.brotliBytes,
    renderMs: o.renderMs,
  };
  if (o.key) line.key = o.key;
  if (o.deps) line.deps = o.deps;
  return line;
}
