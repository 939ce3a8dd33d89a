/**
 * Incremental export: pages whose inputs did not change since the previous export are taken from it
 * (hard links to its page and .br/.gz copies) instead of being rendered again.
 *
 * A page's HTML is a function of the code (the build key: src/, core/, the exporter, the lock file)
 * and of the data it is rendered from (its page data: config, assets, prefetched queries, which is
 * also what it hydrates with). The key of a page hashes both; equal keys give equal bytes. The memo of
 * the last export's pages (keys, report lines, links) is kept in the build cache and trusted only for
 * the export it describes (report.json's generatedAt): a hand edit of the folder makes it stale, and
 * the next export renders everything. A partial update (regenerate, blog) does not rewrite the memo,
 * which holds every page: it records its pages in a small patch beside it, which names the memo it
 * applies to and the export it brings it to.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { readCacheJson, writeCacheJson } from './cacheFile';
import type { LinkRef } from './linkCheck';
import type { PageOutcome, ReusedPage } from './pageOutput';
import type { CopyReport, ExportReport } from './report';

/** what a later export needs to reuse a page: its key and its outcome (report line and links) */
export type ReusablePage = Omit<PageOutcome, 'writeMs' | 'compressMs' | 'linksMs' | 'reused'> & { key: string };

export interface PageMemo {
  /** the export the memo describes (its report.json generatedAt) */
  exportId: string;
  pages: Record<string, ReusablePage>;
}

/**
 * the memo as stored: each page's links as indexes into one table of the distinct links. Every page
 * repeats the header's and footer's links: at 4,000 posts they were 9.7 of the memo's 11.5 MB, which
 * every export read and wrote whole (4.5 MB this way, read in a quarter of the time).
 */
interface StoredMemo {
  format: typeof MEMO_FORMAT;
  exportId: string;
  links: LinkRef[];
  pages: Record<string, Omit<ReusablePage, 'links'> & { links: number[] }>;
}
const MEMO_FORMAT = 2;

export function storedMemo(memo: PageMemo): StoredMemo {
  const links: LinkRef[] = [];
  const index = new Map<string, number>();
  // the pages taken from the last memo share its link objects: each is looked up once, by identity
  const byObject = new Map<LinkRef, number>();
  const pages: StoredMemo['pages'] = {};
  for (const [p, page] of Object.entries(memo.pages)) {
    pages[p] = {
      ...page,
      links: page.links.map((link) => {
        let i = byObject.get(link);
        if (i === undefined) {
          const id = JSON.stringify(link);
          i = index.get(id);
          if (i === undefined) {
            i = links.push(link) - 1;
            index.set(id, i);
          }
          byObject.set(link, i);
        }
        return i;
      }),
    };
  }
  return { format: MEMO_FORMAT, exportId: memo.exportId, links, pages };
}

/** the memo of its stored form; null for another format or a damaged file (the export then renders every page) */
export function memoOf(stored: StoredMemo | null): PageMemo | null {
  if (stored?.format !== MEMO_FORMAT) return null;
  try {
    const pages: PageMemo['pages'] = {};
    for (const [p, page] of Object.entries(stored.pages)) {
      const links = page.links.map((i) => stored.links[i]);
      if (links.some((l) => l === undefined)) return null;
      pages[p] = { ...page, links: links as LinkRef[] };
    }
    return { exportId: stored.exportId, pages };
  } catch {
    return null;
  }
}

/** the previous export: its folder, its reusable pages by path and its posts' JSON copies by file */
export interface ReuseSource extends ReuseRefs {
  pages: Record<string, ReusablePage>;
}

/** what a render decides reuse on: a page's key, file and dependencies */
export type PageRef = Pick<ReusablePage, 'key' | 'file' | 'deps'>;

/**
 * the previous export as render workers get it: the pages' report lines and links (most of a 4.5 MB
 * memo at 4,000 posts) stay in the main thread instead of being copied to each worker and back
 */
export interface ReuseRefs {
  dir: string;
  pages: Record<string, PageRef>;
  copies?: Record<string, CopyReport>;
}

export function refsOf(reuse: ReuseSource): ReuseRefs {
  const pages: Record<string, PageRef> = {};
  for (const [p, page] of Object.entries(reuse.pages)) pages[p] = { key: page.key, file: page.file, deps: page.deps };
  return { dir: reuse.dir, pages, copies: reuse.copies };
}

/** the outcome of a page, a reused one completed with its report line and links from the previous export */
export function completeOutcome(r: PageOutcome | ReusedPage, reuse: ReuseSource | null | undefined): PageOutcome {
  if (!('status' in r)) {
    const before = reuse?.pages[r.path];
    if (!before) throw new Error(`${r.path} was reused from an export this thread does not know`);
    return { ...before, deps: r.deps, writeMs: r.writeMs, compressMs: 0, linksMs: 0, reused: true };
  }
  return r;
}

/** the pages a partial update changed since the full memo (null: removed), and which exports it links */
interface MemoPatch {
  /** the exportId of the full memo it applies to */
  base: string;
  /** the export the memo plus this patch describe */
  exportId: string;
  pages: Record<string, ReusablePage | null>;
}

const memoFile = (cacheRoot: string, outDir: string) =>
  path.join(cacheRoot, `pages-${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.json`);
const patchFile = (cacheRoot: string, outDir: string) => memoFile(cacheRoot, outDir).replace(/\.json$/, '.patch.json');

/** the key of a page: the build, the page and the data it is rendered from */
export function pageKey(buildKey: string, pagePath: string, notFound: boolean, data: unknown): string {
  return createHash('sha256')
    .update(`${buildKey}\0${pagePath}\0${notFound ? 1 : 0}\0`)
    .update(JSON.stringify(data))
    .digest('hex');
}

/** the reusable pages of the export in outDir, when the memo (with its patch) describes exactly that export */
export async function loadReuseSource(cacheRoot: string, outDir: string): Promise<ReuseSource | null> {
  const [memo, patch, report] = await Promise.all([
    readCacheJson<StoredMemo>(memoFile(cacheRoot, outDir)).then(memoOf),
    readCacheJson<MemoPatch>(patchFile(cacheRoot, outDir)),
    readCacheJson<Pick<ExportReport, 'generatedAt' | 'copies'>>(path.join(outDir, 'report.json')),
  ]);
  if (!memo || !patch || !report?.generatedAt || patch.base !== memo.exportId || patch.exportId !== report.generatedAt) return null;
  for (const [p, page] of Object.entries(patch.pages)) {
    if (page) memo.pages[p] = page;
    else delete memo.pages[p];
  }
  return { dir: outDir, pages: memo.pages, copies: report.copies ?? {} };
}

const reusable = (p: PageOutcome): ReusablePage | null => {
  const { writeMs: _w, compressMs: _c, linksMs: _l, reused: _r, ...rest } = p;
  return rest.key ? { ...rest, key: rest.key } : null;
};

/** records the pages of a finished export for the next one (with an empty patch) */
export async function savePageMemo(cacheRoot: string, outDir: string, exportId: string, pages: PageOutcome[]): Promise<void> {
  const memo: PageMemo = { exportId, pages: {} };
  for (const p of pages) {
    const page = reusable(p);
    if (page) memo.pages[p.path] = page;
  }
  await writeCacheJson(memoFile(cacheRoot, outDir), storedMemo(memo));
  await writeCacheJson(patchFile(cacheRoot, outDir), { base: exportId, exportId, pages: {} } satisfies MemoPatch);
}

/**
 * carries the memo over a partial update (regenerate, blog) of the export it describes: the rendered
 * pages get their new keys, removed pages go, the other pages' files are untouched and stay reusable.
 * Only the patch is read and written.
 */
export async function updatePageMemo(
  cacheRoot: string,
  outDir: string,
  previousId: string,
  exportId: string,
  rendered: PageOutcome[],
  removed: string[],
): Promise<void> {
  const file = patchFile(cacheRoot, outDir);
  const patch = await readCacheJson<MemoPatch>(file);
  if (!patch || patch.exportId !== previousId) return;
  for (const p of removed) patch.pages[p] = null;
  for (const p of rendered) patch.pages[p.path] = reusable(p);
  await writeCacheJson(file, { ...patch, exportId });
}
