import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../../api/config';
import type * as ServerEntry from '../../src/entry.server';
import { buildClient, buildServer } from './bundle';
import { brotliSize, COMPRESSIBLE, precompress } from './compress';
import { createRouteDataContext } from './context';
import { outputFileFor } from './outputFile';
import { listPages } from './pages';
import { projectRoot } from './paths';
import { createProgress, type ProgressSink } from './progress';
import type { ExportReport, GenerationResult, PageReport } from './report';
import { robotsTxt, sitemapXml } from './sitemap';
import { makeStagingDir, swapInto } from './swap';

export interface ExportOptions {
  outDir: string;
  config: Pick<Config, 'SITE_URL' | 'GA_MEASUREMENT_ID'>;
  quiet?: boolean;
  onProgress?: ProgressSink;
}

export interface ExportOutcome {
  result: GenerationResult;
  report: ExportReport;
}

async function walk(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full, base)));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

/** renders every route into a staging folder, then swaps it in place of outDir */
export async function exportSite(opts: ExportOptions): Promise<ExportOutcome> {
  const started = performance.now();
  const staging = await makeStagingDir(opts.outDir);
  let serverDir: string | undefined;
  try {
    const publicDir = path.join(projectRoot, 'public');
    await cp(publicDir, staging, { recursive: true });
    const [client, serverPath] = await Promise.all([buildClient(staging), buildServer()]);
    serverDir = path.dirname(serverPath);
    const server = (await import(pathToFileURL(serverPath).href)) as typeof ServerEntry;
    const ctx = await createRouteDataContext();
    const pages = await listPages(server.routes, server.notFoundRoute, ctx);
    const config = { siteUrl: opts.config.SITE_URL, gaId: opts.config.GA_MEASUREMENT_ID };

    const progress = createProgress(pages.length, 'Rendering', { quiet: opts.quiet, sink: opts.onProgress });
    const reports: PageReport[] = [];
    const errors: string[] = [];
    for (const page of pages) {
      const t0 = performance.now();
      try {
        const { html, status } = await server.renderPage({ url: page.path, config, assetsFor: client.assetsFor, ctx });
        const file = outputFileFor(page.path, { notFound: page.notFound });
        await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
        await writeFile(path.join(staging, file), html);
        reports.push({ path: page.path, file, status, bytes: Buffer.byteLength(html), brotliBytes: await brotliSize(html), renderMs: Math.round(performance.now() - t0) });
      } catch (err) {
        errors.push(`${page.path}: ${err instanceof Error ? err.message : String(err)}`);
      }
      progress.tick(page.path);
    }
    progress.done();
    if (errors.length > 0) {
      const result: GenerationResult = {
        success: false,
        message: `Failed to generate static site: ${errors.length} of ${pages.length} pages failed to render`,
        stats: { totalPages: pages.length, successCount: reports.length, errorCount: errors.length, outputDirectory: opts.outDir, errors },
      };
      throw Object.assign(new Error(result.message), { result });
    }

    await writeFile(path.join(staging, 'sitemap.xml'), sitemapXml(config.siteUrl, pages));
    await writeFile(path.join(staging, 'robots.txt'), robotsTxt(config.siteUrl));

    const files = (await walk(staging)).filter((f) => COMPRESSIBLE.test(f));
    const assets: ExportReport['assets'] = [];
    let bytes = 0;
    let brotliBytes = 0;
    for (const f of files) {
      const size = (await stat(path.join(staging, f))).size;
      const { br } = await precompress(path.join(staging, f));
      bytes += size;
      brotliBytes += br;
      if (f.startsWith('assets/')) assets.push({ file: f, bytes: size, brotliBytes: br });
    }
    const report: ExportReport = {
      generatedAt: new Date().toISOString(),
      siteUrl: config.siteUrl,
      durationMs: Math.round(performance.now() - started),
      pages: reports,
      assets,
      totals: { pages: reports.length, files: (await walk(staging)).length + 1, bytes, brotliBytes },
    };
    await writeFile(path.join(staging, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    await swapInto(staging, opts.outDir);
    return {
      report,
      result: {
        success: true,
        message: `Generated ${reports.length} pages`,
        stats: { totalPages: pages.length, successCount: reports.length, errorCount: 0, outputDirectory: opts.outDir, errors: [] },
      },
    };
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  } finally {
    // the server bundle is per export (concurrent exports must not share it)
    if (serverDir) await rm(serverDir, { recursive: true, force: true });
  }
}
