import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { publicConfigFor } from '../../core/config';
import { hasExport } from '../../core/exportPaths';
import { listFiles } from '../../core/fileTree';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { buildCacheRoot, importServer, installAssets, loadBuild } from './cache';
import { brotliQualityFor, COMPRESSIBLE, precompress } from './compress';
import { type ExportOptions, progressOptions } from './exportSite';
import { type BlogFilesResult, writeBlogFiles } from './feed';
import { findBrokenLinks } from './linkCheck';
import { cleanStaleFolders, withExportLock } from './lock';
import { outputFileFor } from './outputFile';
import { type PageOutcome, replaceFile, toPageReport } from './pageOutput';
import { listPages, type PageSpec } from './pages';
import { createProgress } from './progress';
import type { ExportReport } from './report';
import { brokenLinksResult, GenerationError, NoExportError } from './results';
import { sitemapXml } from './sitemap';
import { makeStagingDir, swapInto } from './swap';
import { eachLimit, hardlinkTree } from './tree';
import { PARALLEL_MIN_PAGES, type RenderSession, startRenderSession } from './workers';
import { readExportReport } from './zip';

/** which pages an update renders, and which pages of the previous export it deletes */
export interface UpdatePlan {
  render: PageSpec[];
  /** URL paths of pages to delete (posts no longer published), with their files */
  remove: string[];
  /** files (relative to the export root) to delete along with them */
  removeFiles: string[];
}

export interface UpdateOutcome {
  rendered: PageOutcome[];
  pages: PageSpec[];
  blog: BlogFilesResult;
  report: ExportReport;
}

/** what a failed update says: the action's default message, then the reason */
export interface UpdateLabels {
  command: string;
  failure: string;
  /** only a few pages will be rendered (one post): render them in this thread */
  fewPages?: boolean;
}

/**
 * Updates part of an existing export: the export is copied as hard links into a staging folder,
 * the planned pages are rendered into it, the blog's feed and JSON copies and the sitemap are
 * rewritten (files whose bytes did not change are kept with their compressed copies), the rendered
 * pages' links are checked, report.json is updated, and the folder is swapped in. The rest of the
 * site is not rendered again, and the bundles come from the build cache.
 */
export async function updateExport(
  opts: ExportOptions,
  labels: UpdateLabels,
  plan: (pages: PageSpec[], previous: ExportReport, ctx: RouteDataContext) => Promise<UpdatePlan>,
): Promise<UpdateOutcome> {
  if (!hasExport(opts.outDir)) {
    throw new NoExportError(`no export in ${opts.outDir} yet: run \`site export\` (or Generate Complete Site) first`);
  }
  return withExportLock(opts.outDir, labels.command, async () => {
    await cleanStaleFolders(opts.outDir);
    const started = performance.now();
    const previous = await readExportReport(opts.outDir);
    const staging = await makeStagingDir(opts.outDir);
    let session: RenderSession | undefined;
    try {
      const cacheRoot = buildCacheRoot(opts.config);
      const build = await loadBuild(cacheRoot);
      const server = await importServer(build);
      await hardlinkTree(opts.outDir, staging);
      // a changed source has new hashed assets; the old ones stay for the pages not rendered again
      await installAssets(build, staging);
      const config = publicConfigFor(opts.config);
      session = await startRenderSession({
        build,
        server,
        outDir: staging,
        config,
        blog: opts.config,
        cacheRoot,
        replace: true,
        workers: opts.workers,
        fewPages: labels.fewPages,
      });
      const ctx = session.ctx;
      const pages = await listPages(server.routes, server.notFoundRoute, ctx);
      const { render, remove, removeFiles } = await plan(pages, previous, ctx);
      await Promise.all(
        [...remove.map((p) => outputFileFor(p)), ...removeFiles].flatMap((f) =>
          ['', '.br', '.gz'].map((ext) => rm(path.join(staging, f + ext), { force: true })),
        ),
      );

      const progress = createProgress(render.length, 'Rendering', progressOptions(opts));
      // a handful of pages (one post) renders in this thread; workers only pay for themselves on many
      const rendered = await session.render(render, progress, { inProcess: render.length < PARALLEL_MIN_PAGES });
      progress.done();
      await session.close();
      if (rendered.errors.length > 0) {
        const n = rendered.errors.length;
        throw new GenerationError({
          success: false,
          message: `${labels.failure}: ${n} of ${render.length} pages failed to render`,
          stats: {
            totalPages: render.length,
            successCount: rendered.pages.length,
            errorCount: n,
            outputDirectory: opts.outDir,
            errors: rendered.errors,
          },
        });
      }

      const blog = await replaceBlogFiles(staging, config.siteUrl, ctx);
      if (!opts.quiet) for (const w of blog.warnings) process.stderr.write(`warning: ${w}\n`);
      await replaceIfChanged(staging, 'sitemap.xml', sitemapXml(config.siteUrl, pages, blog.lastmod));

      if (opts.check !== false) {
        const broken = await findBrokenLinks({
          dir: staging,
          files: new Set(await listFiles(staging)),
          pages: rendered.pages,
          siteUrl: config.siteUrl,
        });
        if (broken.length > 0) throw new GenerationError(brokenLinksResult(labels.failure, broken, render.length, opts.outDir));
      }

      const report = await mergedReport(staging, previous, pages, remove, rendered.pages, started);
      await replaceFile(path.join(staging, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
      await swapInto(staging, opts.outDir);
      return { rendered: rendered.pages, pages, blog, report };
    } catch (err) {
      await session?.close();
      await rm(staging, { recursive: true, force: true });
      throw err;
    }
  });
}

/** writes a file (and its compressed copies) only when its bytes change; returns whether it did */
async function replaceIfChanged(dir: string, rel: string, data: Buffer | string): Promise<boolean> {
  const full = path.join(dir, rel);
  const next = Buffer.from(data);
  const current = await readFile(full).catch(() => null);
  if (current?.equals(next)) return false;
  await replaceFile(full, next);
  if (COMPRESSIBLE.test(rel)) await precompress(full, brotliQualityFor(rel));
  return true;
}

/**
 * the blog's feed and JSON copies, written to a scratch folder by feed.ts and moved into the export
 * when changed: a regeneration touches the files of one post, not those of every post
 */
async function replaceBlogFiles(staging: string, siteUrl: string, ctx: RouteDataContext): Promise<BlogFilesResult> {
  const scratch = path.join(staging, '.blog-scratch');
  try {
    const blog = await writeBlogFiles(scratch, siteUrl, ctx);
    await eachLimit(blog.files, 16, async (rel) => {
      const next = await readFile(path.join(scratch, rel));
      const current = await readFile(path.join(staging, rel)).catch(() => null);
      if (current?.equals(next)) return;
      const full = path.join(staging, rel);
      await mkdir(path.dirname(full), { recursive: true });
      await rename(path.join(scratch, rel), full);
      if (COMPRESSIBLE.test(rel)) await precompress(full, brotliQualityFor(rel));
    });
    return blog;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** the previous report with the rendered pages replaced, removed pages dropped and totals measured again */
async function mergedReport(
  staging: string,
  previous: ExportReport,
  pages: PageSpec[],
  removed: string[],
  rendered: PageOutcome[],
  started: number,
): Promise<ExportReport> {
  const byPath = new Map(previous.pages.map((p) => [p.path, p]));
  for (const p of removed) byPath.delete(p);
  for (const o of rendered) byPath.set(o.path, toPageReport(o));
  const ordered = pages.flatMap((p) => {
    const r = byPath.get(p.path);
    byPath.delete(p.path);
    return r ? [r] : [];
  });
  const list = [...ordered, ...byPath.values()];

  await rm(path.join(staging, 'report.json'), { force: true });
  const files = await listFiles(staging);
  const assets: ExportReport['assets'] = [];
  let bytes = 0;
  let brotliBytes = 0;
  await eachLimit(
    files.filter((f) => COMPRESSIBLE.test(f)),
    32,
    async (f) => {
      const raw = (await stat(path.join(staging, f))).size;
      const br = (await stat(path.join(staging, `${f}.br`)).catch(() => null))?.size ?? raw;
      bytes += raw;
      brotliBytes += br;
      if (f.startsWith('assets/')) assets.push({ file: f, bytes: raw, brotliBytes: br });
    },
  );
  return {
    ...previous,
    generatedAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    pages: list,
    assets: assets.sort((a, b) => a.file.localeCompare(b.file)),
    totals: { pages: list.length, files: files.length + 1, bytes, brotliBytes },
  };
}
