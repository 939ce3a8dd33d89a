import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publicConfigFor } from '../../core/config';
import { hasExport } from '../../core/exportPaths';
import { listFiles } from '../../core/fileTree';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { type BuildArtifacts, buildCacheRoot, importServer, loadBuild } from './cache';
import { commitUpdate } from './commit';
import { brotliQualityFor, COMPRESSIBLE, precompress } from './compress';
import { type ExportOptions, progressOptions } from './exportSite';
import { type BlogFilesResult, writeBlogFiles } from './feed';
import { findBrokenLinks } from './linkCheck';
import { cleanStaleFolders, withExportLock } from './lock';
import { outputFileFor } from './outputFile';
import { type PageOutcome, toPageReport } from './pageOutput';
import { listPages, type PageSpec } from './pages';
import { phaseClock } from './phases';
import { writePostCopy } from './postCopies';
import { createProgress } from './progress';
import { type ExportReport, readExportReport } from './report';
import { brokenLinksResult, GenerationError, NoExportError } from './results';
import { updatePageMemo } from './reuse';
import { sitemapXml } from './sitemap';
import { makeStagingDir } from './swap';
import { eachLimit } from './tree';
import { PARALLEL_MIN_PAGES, type RenderSession, startRenderSession } from './workers';

/** which pages an update renders, and which pages of the previous export it deletes */
export interface UpdatePlan {
  render: PageSpec[];
  /** URL paths of pages to delete (posts no longer published), with their files */
  remove: string[];
  /** files (relative to the export root) to delete along with them */
  removeFiles: string[];
  /** the posts (slugs) whose JSON copies to write again; all when absent */
  blogPosts?: ReadonlySet<string>;
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

const withCopies = (rel: string) => [rel, `${rel}.br`, `${rel}.gz`];

/**
 * Updates part of an existing export in place. The planned pages are rendered into a side folder
 * beside the export, with the blog's feed and JSON copies and the sitemap when their bytes change,
 * and the hashed assets the export lacks; the rendered pages' links are checked against the export
 * as it will be; report.json is updated from the previous one; then the new files are renamed over
 * the live ones one by one (commit.ts: a visitor never gets part of a file, and a cut-off run is
 * finished by the next). Nothing else of the export is read, copied or rendered again.
 */
export async function updateExport(
  opts: ExportOptions,
  labels: UpdateLabels,
  plan: (pages: PageSpec[], previous: ExportReport, ctx: RouteDataContext) => Promise<UpdatePlan>,
): Promise<UpdateOutcome> {
  if (!hasExport(opts.outDir)) {
    throw new NoExportError(`no export in ${opts.outDir} yet: run \`site export\` (or Generate Complete Site) first`);
  }
  return withExportLock({ outDir: opts.outDir, command: labels.command, databaseUrl: opts.config.DATABASE_URL }, async () => {
    await cleanStaleFolders(opts.outDir);
    const started = performance.now();
    const clock = phaseClock();
    const live = opts.outDir;
    const previous = await readExportReport(live);
    const side = await makeStagingDir(live);
    let session: RenderSession | undefined;
    try {
      const cacheRoot = buildCacheRoot(opts.config);
      const build = await loadBuild(cacheRoot);
      const server = await importServer(build);
      // a changed source has new hashed assets; the old ones stay for the pages not rendered again
      await addMissingAssets(build, live, side);
      clock.lap('bundle');
      const config = publicConfigFor(opts.config);
      session = await startRenderSession({
        build,
        server,
        outDir: side,
        config,
        blog: opts.config,
        cacheRoot,
        workers: opts.workers,
        fewPages: labels.fewPages,
      });
      const ctx = session.ctx;
      const pages = await listPages(server.routes, server.notFoundRoute, ctx);
      const { render, remove, removeFiles, blogPosts } = await plan(pages, previous, ctx);
      clock.lap('posts');
      const removed = [...remove.map((p) => outputFileFor(p)), ...removeFiles].flatMap(withCopies);

      const progress = createProgress(render.length, 'Rendering', progressOptions(opts));
      // a handful of pages (one post) renders in this thread; workers only pay for themselves on many
      const rendered = await session.render(render, progress, { inProcess: render.length < PARALLEL_MIN_PAGES });
      progress.done();
      await session.close();
      clock.lap('render');
      if (rendered.errors.length > 0) {
        const n = rendered.errors.length;
        throw new GenerationError({
          success: false,
          message: `${labels.failure}: ${n} of ${render.length} pages failed to render`,
          stats: {
            totalPages: render.length,
            successCount: rendered.pages.length,
            errorCount: n,
            outputDirectory: live,
            errors: rendered.errors,
          },
        });
      }

      const blog = await stageBlogFiles(side, live, config.siteUrl, ctx, blogPosts);
      if (!opts.quiet) for (const w of blog.warnings) process.stderr.write(`warning: ${w}\n`);
      clock.lap('blogFiles');
      await stageIfChanged(side, live, 'sitemap.xml', sitemapXml(config.siteUrl, pages, blog.lastmod));
      clock.lap('sitemap');

      const gone = new Set(removed);
      const inSide = (rel: string) => existsSync(path.join(side, rel));
      if (opts.check !== false) {
        const broken = await findBrokenLinks({
          dir: live,
          // the export as it will be: the new files, and the live ones not deleted
          files: { has: (rel) => inSide(rel) || (!gone.has(rel) && existsSync(path.join(live, rel))) },
          pathOf: (rel) => path.join(inSide(rel) ? side : live, rel),
          pages: rendered.pages,
          siteUrl: config.siteUrl,
        });
        if (broken.length > 0) throw new GenerationError(brokenLinksResult(labels.failure, broken, render.length, live));
      }
      clock.lap('linkCheck');

      const staged = await listFiles(side);
      const report = await mergedReport({ live, side, staged, removed, previous, pages, remove, rendered: rendered.pages, started });
      clock.lap('report');
      // this update's phases (but its own commit), like an export's
      report.phases = clock.phases;
      await writeFile(path.join(side, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
      await commitUpdate(side, live, [...staged, 'report.json'], removed);
      await updatePageMemo(cacheRoot, live, previous.generatedAt, report.generatedAt, rendered.pages, remove);
      clock.lap('swap');
      return { rendered: rendered.pages, pages, blog, report };
    } catch (err) {
      await session?.close();
      await rm(side, { recursive: true, force: true });
      throw err;
    }
  });
}

/** copies the build's assets that the export lacks (with their compressed copies) into the side folder */
async function addMissingAssets(build: BuildArtifacts, live: string, side: string): Promise<void> {
  const missing = build.assetFiles.filter((f) => !existsSync(path.join(live, f)));
  await eachLimit(missing, 16, async (f) => {
    for (const rel of withCopies(f)) {
      const from = path.join(build.clientDir, rel);
      if (!existsSync(from)) continue;
      await mkdir(path.dirname(path.join(side, rel)), { recursive: true });
      await copyFile(from, path.join(side, rel));
    }
  });
}

/** compresses a new file of the side folder, or drops it when the live export has the same bytes */
async function keepIfChanged(side: string, live: string, rel: string): Promise<boolean> {
  const full = path.join(side, rel);
  const [next, current] = await Promise.all([readFile(full), readFile(path.join(live, rel)).catch(() => null)]);
  if (current?.equals(next)) {
    await rm(full, { force: true });
    return false;
  }
  if (COMPRESSIBLE.test(rel)) await precompress(full, brotliQualityFor(rel));
  return true;
}

/** puts a file into the side folder (with its compressed copies) only when its bytes change */
async function stageIfChanged(side: string, live: string, rel: string, data: string): Promise<boolean> {
  await writeFile(path.join(side, rel), data);
  return keepIfChanged(side, live, rel);
}

/**
 * the blog's feed and list copy, written by feed.ts into a scratch folder and moved into the side
 * folder when their bytes change; and the JSON copies of the posts (all, or some), written into the
 * side folder and dropped from it when the live export already has their bytes
 */
async function stageBlogFiles(
  side: string,
  live: string,
  siteUrl: string,
  ctx: RouteDataContext,
  only?: ReadonlySet<string>,
): Promise<BlogFilesResult> {
  const scratch = path.join(side, '.blog-scratch');
  try {
    const blog = await writeBlogFiles(scratch, siteUrl, ctx);
    await eachLimit(blog.files, 16, async (rel) => {
      const full = path.join(side, rel);
      await mkdir(path.dirname(full), { recursive: true });
      await rename(path.join(scratch, rel), full);
      await keepIfChanged(side, live, rel);
    });
    const slugs = (await ctx.blog.listPosts()).map((p) => p.slug).filter((slug) => !only || only.has(slug));
    await eachLimit(slugs, 16, async (slug) => {
      const copy = await writePostCopy(ctx, slug, side, live);
      if (copy?.unchanged) await Promise.all(withCopies(copy.file).map((rel) => rm(path.join(side, rel), { force: true })));
    });
    return blog;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** sizes of a file and its brotli copy (the file's own size when it has none), or null when absent */
async function sizesOf(dir: string, rel: string): Promise<{ raw: number; br: number } | null> {
  const raw = await stat(path.join(dir, rel)).catch(() => null);
  if (!raw) return null;
  const br = await stat(path.join(dir, `${rel}.br`)).catch(() => null);
  return { raw: raw.size, br: br?.size ?? raw.size };
}

/**
 * the previous report with the rendered pages replaced, removed pages dropped, and its totals moved by
 * what the update adds, replaces and deletes (the rest of the export is not measured again)
 */
async function mergedReport(u: {
  live: string;
  side: string;
  staged: string[];
  removed: string[];
  previous: ExportReport;
  pages: PageSpec[];
  remove: string[];
  rendered: PageOutcome[];
  started: number;
}): Promise<ExportReport> {
  const byPath = new Map(u.previous.pages.map((p) => [p.path, p]));
  for (const p of u.remove) byPath.delete(p);
  for (const o of u.rendered) byPath.set(o.path, toPageReport(o));
  const ordered = u.pages.flatMap((p) => {
    const r = byPath.get(p.path);
    byPath.delete(p.path);
    return r ? [r] : [];
  });
  const list = [...ordered, ...byPath.values()];

  let { files, bytes, brotliBytes } = u.previous.totals;
  const assets = new Map(u.previous.assets.map((a) => [a.file, a]));
  for (const rel of u.staged) {
    const before = await sizesOf(u.live, rel);
    if (!before) files++;
    if (!COMPRESSIBLE.test(rel)) continue;
    const after = (await sizesOf(u.side, rel))!;
    bytes += after.raw - (before?.raw ?? 0);
    brotliBytes += after.br - (before?.br ?? 0);
    if (rel.startsWith('assets/')) assets.set(rel, { file: rel, bytes: after.raw, brotliBytes: after.br });
  }
  for (const rel of u.removed) {
    const before = await sizesOf(u.live, rel);
    if (!before) continue;
    files--;
    if (COMPRESSIBLE.test(rel)) {
      bytes -= before.raw;
      brotliBytes -= before.br;
    }
  }
  // the previous export's timings describe that export, not this update (which adds its phases)
  const { phases: _phases, pageWork: _work, reusedPages: _reused, ...kept } = u.previous;
  return {
    ...kept,
    generatedAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - u.started),
    pages: list,
    assets: [...assets.values()].sort((a, b) => a.file.localeCompare(b.file)),
    totals: { pages: list.length, files, bytes, brotliBytes },
  };
}
