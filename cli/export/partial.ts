import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { installCopies } from '../../core/blog/images';
import { chooseBlogSource, createBlogSource, servingNotionCache } from '../../core/blog/index';
import { publicConfigFor } from '../../core/config';
import { hasExport } from '../../core/exportPaths';
import { byCodeUnits, listFiles } from '../../core/fileTree';
import { type ExportChange, pageSignature } from '../../core/history';
import type { UnshownPost } from '../../src/shared/blog/unshown';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { type BuildArtifacts, buildCacheRoot, importServer, loadBuild } from './cache';
import { commitUpdate } from './commit';
import { brotliQualityFor, COMPRESSIBLE, precompress } from './compress';
import { NOTION_IMAGES_DIR, notionFileStore } from './context';
import type { ExportOptions } from './exportSite';
import { blogFeedFile, blogLastmod, blogListCopy, blogWarnings } from './feed';
import { findBrokenLinks } from './linkCheck';
import { cleanStaleFolders, withExportLock } from './lock';
import { onePostSource } from './onePost';
import { outputFileFor, withCopies } from './outputFile';
import { dependencyBase } from './pageDeps';
import { type PageJob, type PageOutcome, toPageReport } from './pageOutput';
import { pageSources } from './pageSources';
import type { PageSpec } from './pages';
import { phaseClock } from './phases';
import { writePostCopy } from './postCopies';
import { createNotionProgress, createProgress, progressOptions } from './progress';
import { type ExportReport, fullReport, lineFile, linePath, linesText, type PageReport, type ReportLines, readReportLines } from './report';
import { brokenLinksResult, GenerationError, NoExportError } from './results';
import { type ReusablePage, updatePageMemo } from './reuse';
import { sitemapXml } from './sitemap';
import { makeStagingDir } from './swap';
import { eachLimit } from './tree';
import { printUnshown, strictFailure, updateUnshown } from './unshown';
import { PARALLEL_MIN_PAGES, type RenderSession, startRenderSession } from './workers';

/** which pages an update renders, and which pages of the previous export it deletes */
export interface UpdatePlan {
  render: PageJob[];
  /** pages that show what changed, rendered only when their input key differs from the live page's (reuse.ts) */
  refresh?: PageSpec[];
  /** URL paths of pages to delete (posts no longer published), with their files */
  remove: string[];
  /** files (relative to the export root) to delete along with them */
  removeFiles: string[];
  /** the posts (slugs) whose JSON copies to write again; all when absent */
  blogPosts?: ReadonlySet<string>;
}

export interface UpdateOutcome {
  rendered: PageOutcome[];
  /** posts that could not be read ('blog post file: reason') */
  warnings: string[];
  /** the posts this update rendered that hold content the site cannot show */
  unshown: UnshownPost[];
  /** what the update changed, for the history (core/history.ts) */
  change: ExportChange;
  /** the export's files this update wrote (paths inside it; report.json and compressed copies aside), in no order */
  written: string[];
}

/** what a failed update says: the action's default message, then the reason */
export interface UpdateLabels {
  command: string;
  failure: string;
  /** only a few pages will be rendered (one post): render them in this thread */
  fewPages?: boolean;
  /**
   * a one-post update (regenerate): when nothing but the post's page and JSON copy can change, they are
   * made without loading the rest of the blog, and `plan` is not called (onePost.ts)
   */
  post?: string;
}

/**
 * Updates part of an existing export in place. The planned pages are rendered into a side folder
 * beside the export (a page whose input key is the one the live page was rendered with stays as it
 * is, unrendered), with the blog's feed and JSON copies and the sitemap when their bytes change,
 * and the hashed assets the export lacks; the rendered pages' links are checked against the export
 * as it will be; report.json is updated from the previous one; then the new files are renamed over
 * the live ones one by one (commit.ts: a visitor never gets part of a file, and a cut-off run is
 * finished by the next). Nothing else of the export is read, copied or rendered again. A one-post
 * update whose post shows in the blog list as before renders its page alone (onePost.ts).
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
    const cacheRoot = buildCacheRoot(opts.config);
    // the previous report as lines: a one-post update reads one of them, and parses no other (report.ts)
    const previousLines = await readReportLines(live);
    let previousReport: ExportReport | undefined;
    const previous = () => (previousReport ??= fullReport(previousLines));
    const side = await makeStagingDir(live);
    let session: RenderSession | undefined;
    try {
      const build = await loadBuild(cacheRoot);
      const config = publicConfigFor(opts.config);
      const depBase = await dependencyBase(build.key, config, cacheRoot);
      // the server bundle loads while a one-post update reads its post, and the assets a changed source
      // adds are copied (the old ones stay for the pages not rendered again)
      const images = notionFileStore(cacheRoot);
      const notionProgress = createNotionProgress(progressOptions(opts));
      // a Notion blog is read through one source for the whole update (a post it read is not asked for again)
      const blogSource =
        chooseBlogSource(opts.config).kind === 'notion'
          ? createBlogSource(opts.config, {
              images,
              cacheRoot: servingNotionCache()?.cacheRoot ?? cacheRoot,
              onProgress: notionProgress.update,
            })
          : undefined;
      const [server, quick] = await Promise.all([
        importServer(build),
        labels.post
          ? onePostSource({ slug: labels.post, blog: opts.config, source: blogSource, cacheRoot, live, previous: previousLines, depBase })
          : null,
        addMissingAssets(build, live, side),
      ]);
      clock.lap('bundle');
      session = await startRenderSession({
        build,
        server,
        outDir: side,
        config,
        blog: opts.config,
        cacheRoot,
        workers: opts.workers,
        fewPages: labels.fewPages,
        depBase,
        source: quick ?? undefined,
        images,
        // a one-post update of a Notion blog reads that post again, and takes the others as kept
        slug: labels.post,
        notionKept: opts.notionKept,
        blogSource,
      });
      notionProgress.done();
      const ctx = session.ctx;
      // a one-post update keeps the export's list of pages and renders its post alone; any other lists
      // every page of the blog as it is now and asks its plan
      let all: PageSpec[] | null = null;
      let todo: UpdatePlan;
      if (quick) {
        todo = { render: [{ path: quick.path, notFound: false }], remove: [], removeFiles: [], blogPosts: new Set([quick.slug]) };
      } else {
        // loaded here: it brings react-router's path functions, which a one-post update does not use
        const { listPages } = await import('./pages');
        all = await listPages(server.routes, server.notFoundRoute, ctx);
        todo = await plan(all, previous(), ctx);
      }
      const { render, refresh = [], remove, removeFiles, blogPosts } = todo;
      // content the site cannot show in the posts rendered: reported, or (--strict) the update refused before anything is written
      const unshown = await updateUnshown(ctx, {
        quick: quick?.slug,
        only: blogPosts,
        previous: previousLines.head.unshown,
        config: opts.config,
      });
      if (opts.strict && unshown.mine.length > 0) throw strictFailure(labels.failure, unshown.mine, live);
      clock.lap('posts');
      const removed = [...remove.map((p) => outputFileFor(p)), ...removeFiles].flatMap(withCopies);

      const progress = createProgress(render.length + refresh.length, 'Rendering', progressOptions(opts));
      // a handful of pages (one post) renders in this thread; workers only pay for themselves on many
      const planned = await session.render(render, progress, { inProcess: render.length < PARALLEL_MIN_PAGES });
      // the pages shown beside them (the blog list) are rendered only when their input key moved; while
      // the dependency key in their report line holds, their data is not even loaded
      const refreshed =
        refresh.length === 0
          ? { pages: [], errors: [] }
          : await session.render(refresh, progress, { reuse: { dir: live, pages: reusableFromReport(previous(), refresh) } });
      const rendered = { pages: [...planned.pages, ...refreshed.pages], errors: [...planned.errors, ...refreshed.errors] };
      progress.done();
      await session.close();
      // the live page has these bytes already: nothing to stage (its links were checked when it was written)
      const unchanged = rendered.pages.filter((p) => p.reused);
      await Promise.all(unchanged.flatMap((p) => withCopies(p.file)).map((rel) => rm(path.join(side, rel), { force: true })));
      const changed = rendered.pages.filter((p) => !p.reused);
      clock.lap('render');
      // the source files of the pages of this update, for the CLI's CI annotations
      const sources = () => pageSources(all ?? (quick ? [{ path: quick.path }] : []), opts.config);
      if (rendered.errors.length > 0) {
        const n = rendered.errors.length;
        throw new GenerationError(
          {
            success: false,
            message: `${labels.failure}: ${n} of ${render.length + refresh.length} pages failed to render`,
            stats: {
              totalPages: render.length + refresh.length,
              successCount: rendered.pages.length,
              errorCount: n,
              outputDirectory: live,
              errors: rendered.errors,
            },
          },
          sources(),
        );
      }

      const warnings = all
        ? await stageBlogFiles({
            side,
            live,
            previous: previousLines.head,
            buildKey: build.key,
            siteUrl: config.siteUrl,
            ctx,
            pages: all,
            only: blogPosts,
          })
        : await stagePostCopies(side, live, ctx, [...(blogPosts ?? [])]).then(() => []);
      if (!opts.quiet) for (const w of warnings) process.stderr.write(`warning: ${w}\n`);
      printUnshown(unshown.mine, opts.quiet);
      // the Notion files the posts show that the live export lacks
      if (images.dir)
        await installCopies(images.dir, images.used?.() ?? [], path.join(side, NOTION_IMAGES_DIR), path.join(live, NOTION_IMAGES_DIR));
      clock.lap('blogFiles');

      const gone = new Set(removed);
      const inSide = (rel: string) => existsSync(path.join(side, rel));
      if (opts.check !== false) {
        const broken = await findBrokenLinks({
          dir: live,
          // the export as it will be: the new files, and the live ones not deleted
          files: { has: (rel) => inSide(rel) || (!gone.has(rel) && existsSync(path.join(live, rel))) },
          pathOf: (rel) => path.join(inSide(rel) ? side : live, rel),
          pages: changed,
          siteUrl: config.siteUrl,
        });
        if (broken.length > 0)
          throw new GenerationError(brokenLinksResult(labels.failure, broken, render.length + refresh.length, live), sources());
      }
      clock.lap('linkCheck');

      const staged = await listFiles(side);
      const { report, change } = await mergedReport({
        live,
        side,
        staged,
        removed,
        previous: previousLines,
        pages: all,
        remove,
        rendered: rendered.pages,
        started,
        buildKey: build.key,
        depBase,
        siteUrl: config.siteUrl,
      });
      clock.lap('report');
      // this update's phases (but its own commit), like an export's
      report.head.phases = clock.phases;
      report.head.unshown = unshown.all;
      await writeFile(path.join(side, 'report.json'), linesText(report));
      await commitUpdate(side, live, [...staged, 'report.json'], removed);
      await updatePageMemo(cacheRoot, live, previousLines.head.generatedAt, report.head.generatedAt, changed, remove);
      clock.lap('swap');
      const written = staged.filter((rel) => !/\.(br|gz)$/.test(rel));
      return { rendered: rendered.pages, warnings, unshown: unshown.mine, change, written };
    } catch (err) {
      await session?.close();
      await rm(side, { recursive: true, force: true });
      throw err;
    }
  });
}

/**
 * some pages of the previous export as reusable in place: their keys, dependency keys and report lines
 * (an unchanged page needs no links: it stays)
 */
function reusableFromReport(report: ExportReport, wanted: PageJob[]): Record<string, ReusablePage> {
  const paths = new Set(wanted.map((p) => p.path));
  const pages: Record<string, ReusablePage> = {};
  for (const p of report.pages) if (p.key && paths.has(p.path)) pages[p.path] = { ...p, key: p.key, links: [], ids: [] };
  return pages;
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
  await mkdir(path.dirname(path.join(side, rel)), { recursive: true });
  await writeFile(path.join(side, rel), data);
  return keepIfChanged(side, live, rel);
}

/**
 * stages the blog's list copy, feed and sitemap when their bytes change, and the JSON copies of the
 * posts (all, or some) when the live export lacks their bytes; returns the blog's warnings. The feed
 * and the sitemap are functions of the build, the site URL and the posts' summaries: when the list
 * copy (every summary), the site URL and the build are the live export's, they are not computed.
 */
async function stageBlogFiles(u: {
  side: string;
  live: string;
  previous: Pick<ExportReport, 'siteUrl' | 'buildKey'>;
  buildKey: string;
  siteUrl: string;
  ctx: RouteDataContext;
  pages: PageSpec[];
  only?: ReadonlySet<string>;
}): Promise<string[]> {
  const posts = await u.ctx.blog.listPosts();
  const list = blogListCopy(posts);
  const listChanged = await stageIfChanged(u.side, u.live, list.rel, list.body);
  if (listChanged || u.previous.siteUrl !== u.siteUrl || u.previous.buildKey !== u.buildKey) {
    const feed = blogFeedFile(u.siteUrl, posts);
    await stageIfChanged(u.side, u.live, feed.rel, feed.body);
    await stageIfChanged(u.side, u.live, 'sitemap.xml', sitemapXml(u.siteUrl, u.pages, blogLastmod(posts)));
  }
  await stagePostCopies(
    u.side,
    u.live,
    u.ctx,
    posts.map((p) => p.slug).filter((slug) => !u.only || u.only.has(slug)),
  );
  return blogWarnings(u.ctx);
}

/** stages the JSON copies of these posts whose bytes the live export lacks */
async function stagePostCopies(side: string, live: string, ctx: RouteDataContext, slugs: string[]): Promise<void> {
  await eachLimit(slugs, 16, async (slug) => {
    const copy = await writePostCopy(ctx, slug, side, { previous: { dir: live, copies: {} } });
    if (copy?.unchanged) await Promise.all(withCopies(copy.file).map((rel) => rm(path.join(side, rel), { force: true })));
  });
}

/** sizes of a file and its brotli copy (the file's own size when it has none), or null when absent */
async function sizesOf(dir: string, rel: string): Promise<{ raw: number; br: number } | null> {
  const [raw, br] = await Promise.all([stat(path.join(dir, rel)).catch(() => null), stat(path.join(dir, `${rel}.br`)).catch(() => null)]);
  if (!raw) return null;
  return { raw: raw.size, br: br?.size ?? raw.size };
}

/**
 * the previous report's lines with the rendered pages' replaced, removed pages' dropped, and its totals
 * moved by what the update adds, replaces and deletes (the rest of the export is not measured again);
 * and what changed, for the history: only the rendered and removed pages' lines can differ
 */
async function mergedReport(u: {
  live: string;
  side: string;
  staged: string[];
  removed: string[];
  previous: ReportLines;
  /** the pages in their order; absent, the previous report's order is kept */
  pages: Array<{ path: string }> | null;
  remove: string[];
  rendered: PageOutcome[];
  started: number;
  buildKey: string;
  depBase: string;
  /** the site URL this update made the feed and sitemap with (stageBlogFiles makes them again when it differs from the report's) */
  siteUrl: string;
}): Promise<{ report: ReportLines; change: ExportChange }> {
  const before = new Map(u.previous.pages.map((line) => [linePath(line), line]));
  const byPath = new Map(before);
  const pages = { added: 0, changed: 0, removed: 0 };
  for (const p of u.remove) byPath.delete(p);
  for (const o of u.rendered) {
    const next = toPageReport(o);
    const was = before.get(o.path);
    if (was === undefined) pages.added++;
    else if (pageSignature(JSON.parse(was) as PageReport) !== pageSignature(next)) pages.changed++;
    byPath.set(o.path, JSON.stringify(next));
  }
  for (const p of before.keys()) if (!byPath.has(p)) pages.removed++;
  // a Map keeps a replaced entry in its place: without an order, the previous one holds
  const ordered = (u.pages ?? []).flatMap((p) => {
    const line = byPath.get(p.path);
    byPath.delete(p.path);
    return line === undefined ? [] : [line];
  });
  const list = [...ordered, ...byPath.values()];

  let { files, bytes, brotliBytes } = u.previous.head.totals;
  const assets = new Map(u.previous.head.assets.map((a) => [a.file, a]));
  // every size measured at once (a handful of files for a regenerate, each a round trip)
  const [staged, removed] = await Promise.all([
    Promise.all(u.staged.map(async (rel) => ({ rel, before: await sizesOf(u.live, rel), after: await sizesOf(u.side, rel) }))),
    Promise.all(u.removed.map(async (rel) => ({ rel, before: await sizesOf(u.live, rel) }))),
  ]);
  for (const { rel, before, after } of staged) {
    if (!before) files++;
    if (!COMPRESSIBLE.test(rel) || !after) continue;
    bytes += after.raw - (before?.raw ?? 0);
    brotliBytes += after.br - (before?.br ?? 0);
    if (rel.startsWith('assets/')) assets.set(rel, { file: rel, bytes: after.raw, brotliBytes: after.br });
  }
  for (const { rel, before } of removed) {
    if (!before) continue;
    files--;
    if (COMPRESSIBLE.test(rel)) {
      bytes -= before.raw;
      brotliBytes -= before.br;
    }
  }
  // a post copy this update wrote or removed has no key here (it was made without): a later export makes it again
  const touched = new Set([...u.staged, ...u.removed]);
  const copies = u.previous.copies?.filter((line) => !touched.has(lineFile(line))) ?? [];
  // the previous export's timings describe that export, not this update (which adds its phases)
  const { phases: _phases, pageWork: _work, reusedPages: _reused, ...kept } = u.previous.head;
  const head: ReportLines['head'] = {
    ...kept,
    generatedAt: new Date().toISOString(),
    buildKey: u.buildKey,
    depBase: u.depBase,
    siteUrl: u.siteUrl,
    durationMs: Math.round(performance.now() - u.started),
    assets: [...assets.values()].sort((a, b) => byCodeUnits(a.file, b.file)),
    totals: { pages: list.length, files, bytes, brotliBytes },
  };
  return {
    report: { head, pages: list, ...(copies.length > 0 ? { copies } : {}) },
    change: { pages, exportBytes: bytes },
  };
}
