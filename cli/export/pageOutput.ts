import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as ServerEntry from '../../src/entry.server';
import type { PageAssets, PublicConfig } from '../../src/shared/pageData';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { BROTLI_PAGE_QUALITY, writeCompressed } from './compress';
import { extractLinks, type PageLinks } from './linkCheck';
import { outputFileFor } from './outputFile';
import type { PageReport } from './report';

export type ServerModule = Pick<typeof ServerEntry, 'renderPage'>;

/** a page to render: its URL path, and whether it is the not-found page (written as 404.html) */
export interface PageJob {
  path: string;
  notFound: boolean;
}

/** what rendering one page produced: its report line plus its links for the link check */
export interface PageOutcome extends PageLinks {
  path: string;
  file: string;
  status: number;
  bytes: number;
  brotliBytes: number;
  renderMs: number;
}

export interface PageRenderInput {
  /** the folder the page is written into (a staging folder) */
  outDir: string;
  config: PublicConfig;
  /** the assets of each page module */
  pageAssets: Record<string, PageAssets>;
  ctx: RouteDataContext;
  /** unlink files before writing them (the folder is a hard-linked copy of an export); a fresh folder skips it */
  replace?: boolean;
}

/** folders this thread has made, so a page's folder is made once */
const made = new Set<string>();

/** writes a file after unlinking it: a hard-linked copy of the previous export is replaced, never written through */
export async function replaceFile(file: string, data: Buffer | string, opts: { unlink?: boolean } = {}): Promise<void> {
  const dir = path.dirname(file);
  if (!made.has(dir)) {
    await mkdir(dir, { recursive: true });
    made.add(dir);
  }
  if (opts.unlink !== false) await rm(file, { force: true });
  await writeFile(file, data);
}

/** renders one page, writes it with its .br and .gz copies, and lists its links */
export async function renderToFile(server: ServerModule, job: PageJob, input: PageRenderInput): Promise<PageOutcome> {
  const t0 = performance.now();
  const { html, status } = await server.renderPage({
    url: job.path,
    config: input.config,
    assetsFor: (page) => {
      const assets = input.pageAssets[page];
      if (!assets) throw new Error(`no chunk for page module "${page}" (expected src/${page}.tsx, loaded by src/pageModules.ts)`);
      return assets;
    },
    ctx: input.ctx,
  });
  const renderMs = Math.round(performance.now() - t0);
  const file = outputFileFor(job.path, { notFound: job.notFound });
  const full = path.join(input.outDir, file);
  const data = Buffer.from(html);
  const unlink = input.replace !== false;
  await replaceFile(full, data, { unlink });
  const { br } = await writeCompressed(full, data, BROTLI_PAGE_QUALITY, { unlink });
  return { path: job.path, file, status, bytes: data.length, brotliBytes: br, renderMs, ...extractLinks(html) };
}

/** the report line of a rendered page (without its links) */
export function toPageReport(o: PageOutcome): PageReport {
  return { path: o.path, file: o.file, status: o.status, bytes: o.bytes, brotliBytes: o.brotliBytes, renderMs: o.renderMs };
}
