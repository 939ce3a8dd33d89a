import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pageDataAssets, scanPage } from './htmlScan';
import { outputFileFor } from './outputFile';

/** per-page byte budgets (brotli), from the speed issue */
export const BUDGETS = {
  jsBr: 100 * 1024,
  cssBr: 20 * 1024,
  htmlBr: 40 * 1024,
  homeTotal: 350 * 1024,
} as const;

export interface PageWeight {
  path: string;
  htmlBr: number;
  jsBr: number;
  cssBr: number;
  /** images fetched on first load (not lazy), brotli for SVG, raw otherwise */
  imagesBytes: number;
  total: number;
}

async function sizeOf(root: string, url: string, preferBr: boolean): Promise<number> {
  const file = path.join(root, decodeURIComponent(url.split(/[?#]/)[0] ?? ''));
  if (preferBr && existsSync(`${file}.br`)) return (await stat(`${file}.br`)).size;
  return existsSync(file) ? (await stat(file)).size : 0;
}

/**
 * what a first visit to the page downloads: its HTML, module scripts and preloads (those in the HTML and
 * those the boot script adds from the page data), stylesheets, eager images
 */
export async function measurePage(root: string, urlPath: string, opts: { notFound?: boolean } = {}): Promise<PageWeight> {
  const file = path.join(root, outputFileFor(urlPath, opts));
  const html = await readFile(file, 'utf8');
  const htmlBr = existsSync(`${file}.br`) ? (await stat(`${file}.br`)).size : Buffer.byteLength(html);
  const js = new Set<string>();
  const css = new Set<string>();
  const images = new Set<string>();
  const { pageData } = scanPage(html, (name, a) => {
    if (name === 'script' && a.type === 'module' && a.src) js.add(a.src);
    if (name === 'link' && a.rel === 'modulepreload' && a.href) js.add(a.href);
    if (name === 'link' && a.rel === 'stylesheet' && a.href) css.add(a.href);
    if (name === 'img' && a.loading !== 'lazy' && a.src?.startsWith('/')) images.add(a.src);
  });
  for (const url of pageDataAssets(pageData)) js.add(url);
  const sum = async (urls: Set<string>) => (await Promise.all([...urls].map((u) => sizeOf(root, u, true)))).reduce((a, b) => a + b, 0);
  const [jsBr, cssBr, imagesBytes] = await Promise.all([sum(js), sum(css), sum(images)]);
  return { path: urlPath, htmlBr, jsBr, cssBr, imagesBytes, total: htmlBr + jsBr + cssBr + imagesBytes };
}

/** every budget a page breaks, as readable lines naming the page and the budget */
export function budgetViolations(w: PageWeight): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const out: string[] = [];
  if (w.jsBr > BUDGETS.jsBr) out.push(`${w.path}: first-load JavaScript ${kb(w.jsBr)} brotli exceeds ${kb(BUDGETS.jsBr)}`);
  if (w.cssBr > BUDGETS.cssBr) out.push(`${w.path}: CSS ${kb(w.cssBr)} brotli exceeds ${kb(BUDGETS.cssBr)}`);
  if (w.htmlBr > BUDGETS.htmlBr) out.push(`${w.path}: HTML ${kb(w.htmlBr)} brotli exceeds ${kb(BUDGETS.htmlBr)}`);
  if (w.path === '/' && w.total > BUDGETS.homeTotal) out.push(`/: total first-load weight ${kb(w.total)} exceeds ${kb(BUDGETS.homeTotal)}`);
  return out;
}

/** a table of page weights for the terminal */
export function weightTable(weights: PageWeight[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(7);
  const rows = weights.map((w) => `${w.path.padEnd(52)}${kb(w.htmlBr)}${kb(w.jsBr)}${kb(w.cssBr)}${kb(w.imagesBytes)}${kb(w.total)}`);
  return [
    `${'page'.padEnd(52)}${'html'.padStart(7)}${'js'.padStart(7)}${'css'.padStart(7)}${'img'.padStart(7)}${'total'.padStart(7)}  (KB, brotli)`,
    ...rows,
  ].join('\n');
}
