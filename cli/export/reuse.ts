/**
 * Incremental export: pages whose inputs did not change since the previous export are taken from it
 * (hard links to its page and .br/.gz copies) instead of being rendered again.
 *
 * A page's HTML is a function of the code (the build key: src/, core/, the exporter, the lock file)
 * and of the data it is rendered from (its page data: config, assets, prefetched queries, which is
 * also what it hydrates with). The key of a page hashes both; equal keys give equal bytes. The memo of
 * the last export's pages (keys, report lines, links) is kept in the build cache and trusted only for
 * the export it was written with (report.json's generatedAt): a `site regenerate` or a hand edit of
 * the folder makes it stale, and the next export renders everything.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageOutcome } from './pageOutput';

/** what a later export needs to reuse a page: its key and its outcome (report line and links) */
export type ReusablePage = Omit<PageOutcome, 'writeMs' | 'compressMs' | 'linksMs' | 'reused'> & { key: string };

export interface PageMemo {
  /** the export the memo describes (its report.json generatedAt) */
  exportId: string;
  pages: Record<string, ReusablePage>;
}

/** the previous export, for the workers: its folder and its reusable pages by path */
export interface ReuseSource {
  dir: string;
  pages: Record<string, ReusablePage>;
}

const memoFile = (cacheRoot: string, outDir: string) =>
  path.join(cacheRoot, `pages-${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.json`);

/** the key of a page: the build, the page and the data it is rendered from */
export function pageKey(buildKey: string, pagePath: string, notFound: boolean, data: unknown): string {
  return createHash('sha256')
    .update(`${buildKey}\0${pagePath}\0${notFound ? 1 : 0}\0`)
    .update(JSON.stringify(data))
    .digest('hex');
}

/** the reusable pages of the export in outDir, when the memo describes exactly that export */
export async function loadReuseSource(cacheRoot: string, outDir: string): Promise<ReuseSource | null> {
  const [memo, report] = await Promise.all([
    readFile(memoFile(cacheRoot, outDir), 'utf8').then(
      (t) => JSON.parse(t) as PageMemo,
      () => null,
    ),
    readFile(path.join(outDir, 'report.json'), 'utf8').then(
      (t) => JSON.parse(t) as { generatedAt?: string },
      () => null,
    ),
  ]);
  if (!memo || !report?.generatedAt || memo.exportId !== report.generatedAt) return null;
  return { dir: outDir, pages: memo.pages };
}

/** records the pages of a finished export for the next one */
export async function savePageMemo(cacheRoot: string, outDir: string, exportId: string, pages: PageOutcome[]): Promise<void> {
  const memo: PageMemo = { exportId, pages: {} };
  for (const p of pages) {
    if (!p.key) continue;
    const { writeMs: _w, compressMs: _c, linksMs: _l, reused: _r, ...rest } = p;
    memo.pages[p.path] = { ...rest, key: p.key };
  }
  await writeMemo(memoFile(cacheRoot, outDir), memo);
}

/**
 * carries the memo over a partial update (regenerate, blog) of the export it describes: the rendered
 * pages get their new keys, removed pages go, the other pages' files are untouched and stay reusable
 */
export async function updatePageMemo(
  cacheRoot: string,
  outDir: string,
  previousId: string,
  exportId: string,
  rendered: PageOutcome[],
  removed: string[],
): Promise<void> {
  const file = memoFile(cacheRoot, outDir);
  const memo = await readFile(file, 'utf8').then(
    (t) => JSON.parse(t) as PageMemo,
    () => null,
  );
  if (!memo || memo.exportId !== previousId) return;
  for (const p of removed) delete memo.pages[p];
  for (const p of rendered) {
    const { writeMs: _w, compressMs: _c, linksMs: _l, reused: _r, ...rest } = p;
    if (rest.key) memo.pages[p.path] = { ...rest, key: rest.key };
    else delete memo.pages[p.path];
  }
  await writeMemo(file, { exportId, pages: memo.pages });
}

async function writeMemo(file: string, memo: PageMemo): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, JSON.stringify(memo));
  await rename(tmp, file).catch(() => rm(tmp, { force: true }));
}
