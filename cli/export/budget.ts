import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_DATA_ID } from '../../src/shared/pageData';
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

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** the entry and chunks the boot script (src/boot.ts) loads after the first paint, read from the page data JSON */
function bootLoads(html: string): string[] {
  const json = html.match(new RegExp(`<script\\b[^>]*\\sid="${PAGE_DATA_ID}"[^>]*>([^<]*)</script>`))?.[1];
  if (!json) return [];
  const assets = (JSON.parse(json) as { assets?: { entry?: unknown; preloads?: unknown } }).assets;
  const urls = [assets?.entry, ...(Array.isArray(assets?.preloads) ? assets.preloads : [])];
  return urls.filter((u): u is string => typeof u === 'string');
}

/**
 * what a first visit to the page downloads: its HTML, module scripts and preloads (those in the HTML and
 * those the boot script adds from the page data), stylesheets, eager images
 */
export async function measurePage(root: string, urlPath: string, opts: { notFound?: boolean } = {}): Promise<PageWeight> {
  const file = path.join(root, outputFileFor(urlPath, opts));
  const html = await readFile(file, 'utf8');
  const htmlBr = existsSync(`${file}.br`) ? (await stat(`${file}.br`)).size : Buffer.byteLength(html);
  const tags = html.match(/<(script|link|img)\b[^>]*>/g) ?? [];
  const js = new Set<string>();
  const css = new Set<string>();
  const images = new Set<string>();
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) js.add(attr(tag, 'src')!);
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload') js.add(attr(tag, 'href')!);
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet') css.add(attr(tag, 'href')!);
    if (tag.startsWith('<img') && attr(tag, 'loading') !== 'lazy' && attr(tag, 'src')?.startsWith('/')) images.add(attr(tag, 'src')!);
  }
  for (const url of bootLoads(html)) js.add(url);
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
