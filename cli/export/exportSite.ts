import { cp, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { installCopies } from '../../core/blog/images';
import { type Config, publicConfigFor } from '../../core/config';
import { projectRoot, serverPagesDirFor } from '../../core/exportPaths';
import { byCodeUnits, listFiles } from '../../core/fileTree';
import { headerOptionsFor } from '../../core/securityHeaders';
import { blogPostUrl } from '../../src/shared/blog/paths';
import { buildCacheRoot, importServer, installAssets, startBuild } from './cache';
import { NOTION_IMAGES_DIR, notionFileStore } from './context';
import { writeBlogFiles } from './feed';
import { writeHostHeaders } from './hostHeaders';
import { findBrokenLinks } from './linkCheck';
import { acquireExportLock, cleanStaleFolders } from './lock';
import { outputFileFor, withCopies } from './outputFile';
import { dependencyBase } from './pageDeps';
import { toPageReport } from './pageOutput';
import { pageSources } from './pageSources';
import { listPages, type PageSpec } from './pages';
import { phaseClock, sumPageWork } from './phases';
import { type CopyOutcome, postCopyFile } from './postCopies';
import { createNotionProgress, createProgress, type ProgressSink, progressOptions } from './progress';
import { type CopyReport, type ExportReport, type GenerationResult, type PageReport, reportText } from './report';
import { brokenLinksResult, GenerationError } from './results';
import { loadReuseSource, savePageMemo } from './reuse';
import { serverOnlyJobs } from './serverPages';
import { robotsTxt, sitemapXml } from './sitemap';
import { makeStagingDir, recycleSpare, stagingDirFor, swapInto } from './swap';
import { precompressExport } from './tree';
import { printUnshown, strictFailure, unshownMessage } from './unshown';
import { type RenderSession, startRenderSession } from './workers';

export interface ExportOptions {
  outDir: string;
  /** the blog source fields (NOTION_*, BLOG_DIR) are optional: without them the shipped markdown posts are used */
  config: Pick<Config, 'SITE_URL' | 'GA_MEASUREMENT_ID'> &
    Partial<Pick<Config, 'NOTION_TOKEN' | 'NOTION_DATABASE_ID' | 'NOTION_API_URL' | 'BLOG_DIR' | 'SITE_CACHE_DIR' | 'CI'>> &
    // with DATABASE_URL the export lock is shared by every instance on the database (cli/export/lock.ts)
    Partial<Pick<Config, 'DATABASE_URL'>> &
    Partial<Pick<Config, 'HUBSPOT_PORTAL_ID' | 'HUBSPOT_EVENT_FORM_ID' | 'HUBSPOT_REGION' | 'YOUTUBE_OVERVIEW_VIDEO_ID'>>;
  quiet?: boolean;
  onProgress?: ProgressSink;
  /** check every internal link, anchor and asset reference of the written pages (default true; --no-check skips) */
  check?: boolean;
  /** render worker threads (default: one per core when the site is large enough to pay for them) */
  workers?: number;
  /** refuse to export (or update) when a post holds content the site cannot show (--strict) */
  strict?: boolean;
  /**
   * a Notion blog's posts as the reader last read them, without a request to Notion (the webhook has
   * just read the pages that changed: api/notion/publisher.ts); no kept posts: read as usual
   */
  notionKept?: boolean;
}

export interface ExportOutcome {
  result: GenerationResult;
  report: ExportReport;
}

/** renders every route into a staging folder, then swaps it in place of outDir; one export of a folder runs at a time */
export async function exportSite(opts: ExportOptions): Promise<ExportOutcome> {
  const lock = await acquireExportLock(opts.outDir, 'export', opts.config.DATABASE_URL);
  try {
    // what a killed export left behind: staging folders, or a swap cut between its two renames
    await cleanStaleFolders(opts.outDir);
    await cleanStaleFolders(serverPagesDirFor(opts.outDir));
    return await exportLocked(opts);
  } finally {
    await lock.release();
  }
}

async function exportLocked(opts: ExportOptions): Promise<ExportOutcome> {
  const started = performance.now();
  const clock = phaseClock();
  // made once the pages are known: it is built in the spare export when there is one (swap.ts)
  const staging = stagingDirFor(opts.outDir);
  const serverStaging = await makeStagingDir(serverPagesDirFor(opts.outDir));
  let session: RenderSession | undefined;
  let starting: Promise<RenderSession> | undefined;
  let copying: Promise<unknown> = Promise.resolve();
  try {
    // the bundles are reused while src/, the exporter and the lock file are unchanged; on a change the
    // worker script is bundled first, and the site bundles while the workers parse the posts
    const cacheRoot = buildCacheRoot(opts.config);
    const building = await startBuild(cacheRoot);
    const config = publicConfigFor(opts.config);
    // the previous export's pages whose inputs are unchanged are reused, not rendered (reuse.ts)
    const [reuse, depBase] = await Promise.all([loadReuseSource(cacheRoot, opts.outDir), dependencyBase(building.key, config, cacheRoot)]);
    // Notion-hosted files are copied into the build cache, and linked into the export once it is known
    const images = notionFileStore(cacheRoot);
    const notionProgress = createNotionProgress(progressOptions(opts));
    // loads the posts (across worker threads for a large blog) and renders pages
    starting = startRenderSession({
      build: building,
      outDir: staging,
      config,
      blog: opts.config,
      cacheRoot,
      workers: opts.workers,
      reuse,
      depBase,
      images,
      onNotionProgress: notionProgress.update,
    });
    starting.catch(() => undefined);
    const build = await building.done;
    const server = await importServer(build);
    clock.lap('bundle');
    session = await starting;
    notionProgress.done();
    const ctx = session.ctx;
    const pages = await listPages(server.routes, server.notFoundRoute, ctx);
    const slugs = (await ctx.blog.listPosts()).map((p) => p.slug);
    // content the site cannot show: reported, or (--strict) the export refused before anything is rendered
    const unshown = (await ctx.blog.unshown?.()) ?? [];
    if (opts.strict && unshown.length > 0) throw strictFailure('Failed to generate static site', unshown, opts.outDir, slugs.length);
    const notionFiles = images.used?.() ?? [];
    const held = await recycleSpare(opts.outDir, staging, keptFiles(pages, slugs, build.assetFiles, notionFiles));
    // public/, the assets and the Notion files are copied while the pages render (no page writes their paths)
    // the Notion files go into public/'s images/ once it is there: fs.cp makes each folder it copies with a
    // plain mkdir, which fails when images/ was made first beside it (EEXIST)
    const publicCopied = cp(path.join(projectRoot, 'public'), staging, { recursive: true });
    copying = Promise.all([
      publicCopied,
      installAssets(build, staging, held.files),
      images.dir ? publicCopied.then(() => installCopies(images.dir as string, notionFiles, path.join(staging, NOTION_IMAGES_DIR))) : null,
    ]);
    copying.catch(() => undefined);
    clock.lap('posts');

    const progress = createProgress(pages.length, 'Rendering', progressOptions(opts));
    // a post's page is rendered with its JSON copy, from the one read of the post
    const postOf = new Map(slugs.map((slug) => [blogPostUrl(slug), slug]));
    const rendered = await session.render(
      pages.map((p) => {
        const slug = postOf.get(p.path);
        return { ...p, held: held.pages[p.path], copy: slug ? { slug, held: held.copies[postCopyFile(slug)] } : undefined };
      }),
      progress,
    );
    progress.done();
    // serverOnly pages (/admin) go to a folder beside the public one, never into it
    const serverOnly = await session.render(serverOnlyJobs(server.routes), undefined, { outDir: serverStaging });
    clock.lap('render');
    const errors = [...rendered.errors, ...serverOnly.errors];
    const reports: PageReport[] = rendered.pages.map(toPageReport);
    if (errors.length > 0) {
      throw new GenerationError(
        {
          success: false,
          message: `Failed to generate static site: ${errors.length} of ${pages.length} pages failed to render`,
          stats: {
            totalPages: pages.length,
            successCount: reports.length,
            errorCount: errors.length,
            outputDirectory: opts.outDir,
            errors,
          },
        },
        pageSources(pages, opts.config),
      );
    }

    await copying;
    // the feed and the static copies of the blog's API answers; a malformed post is a warning, the rest build
    const blog = await writeBlogFiles(staging, config.siteUrl, ctx);
    // the copies of posts without a page of their own (none, while each post has its page)
    const withPage = new Set(rendered.copies.map((c) => c.file));
    const copies = [
      ...rendered.copies,
      ...(await session.writePostCopies(
        slugs.filter((s) => !withPage.has(postCopyFile(s))),
        held.copies,
      )),
    ];
    await session.close();
    await removeUnwrittenCopies(staging, slugs, copies);
    if (!opts.quiet) for (const w of blog.warnings) process.stderr.write(`warning: ${w}\n`);
    printUnshown(unshown, opts.quiet);
    clock.lap('blogFiles');
    await writeFile(path.join(staging, 'sitemap.xml'), sitemapXml(config.siteUrl, pages, blog.lastmod));
    await writeFile(path.join(staging, 'robots.txt'), robotsTxt(config.siteUrl));
    // _headers / nginx.conf: static hosts send the same headers as `site serve`
    await writeHostHeaders(staging, { thirdParties: headerOptionsFor(opts.config) });
    clock.lap('sitemap');

    // every file but the compressed copies still to make: listed once, for the link check and the sizes
    const listed = await listFiles(staging);
    if (opts.check !== false) {
      const broken = await findBrokenLinks({
        dir: staging,
        // the serverOnly pages (/admin, /admin/leads) link to each other: site serve serves them beside the export
        files: new Set([...listed, ...serverOnly.pages.map((p) => `${p.path.replace(/^\/+/, '')}/index.html`)]),
        pages: [...rendered.pages, ...serverOnly.pages],
        siteUrl: config.siteUrl,
      });
      if (broken.length > 0)
        throw new GenerationError(
          brokenLinksResult('Failed to generate static site', broken, pages.length, opts.outDir),
          pageSources(pages, opts.config),
        );
    }
    clock.lap('linkCheck');

    const { assets, bytes, brotliBytes, files } = await precompressExport(
      staging,
      { written: [...rendered.pages, ...copies], assetFiles: build.assetFiles },
      listed,
      reuse?.dir,
    );
    clock.lap('compress');
    const report: ExportReport = {
      generatedAt: new Date().toISOString(),
      buildKey: build.key,
      depBase,
      siteUrl: config.siteUrl,
      durationMs: Math.round(performance.now() - started),
      pages: reports,
      assets,
      // with report.json
      totals: { pages: reports.length, files: files + 1, bytes, brotliBytes },
      pageWork: sumPageWork([...rendered.pages, ...serverOnly.pages]),
      reusedPages: rendered.pages.filter((p) => p.reused).length,
      copies: copyReports(copies),
      unshown,
    };
    clock.lap('report');
    // the report is written last, with every phase but its own write and the swap
    report.phases = clock.phases;
    await writeFile(path.join(staging, 'report.json'), reportText(report));
    await swapInto(staging, opts.outDir, { keepSpare: true });
    await swapInto(serverStaging, serverPagesDirFor(opts.outDir));
    await savePageMemo(cacheRoot, opts.outDir, report.generatedAt, rendered.pages);
    clock.lap('swap');
    report.durationMs = Math.round(performance.now() - started);
    return {
      report,
      result: {
        success: true,
        message: `Generated ${reports.length} pages${blog.warnings.length ? `; ${blog.warnings.length} blog post(s) could not be read and were left out` : ''}${unshownMessage(unshown)}`,
        stats: {
          totalPages: pages.length,
          successCount: reports.length,
          errorCount: blog.warnings.length,
          outputDirectory: opts.outDir,
          errors: blog.warnings,
        },
        ...(unshown.length ? { unshown } : {}),
      },
    };
  } catch (err) {
    session ??= await starting?.catch(() => undefined);
    await session?.close();
    await copying.catch(() => undefined);
    await Promise.all([rm(staging, { recursive: true, force: true }), rm(serverStaging, { recursive: true, force: true })]);
    throw err;
  }
}

/** the files of the spare export a new one may keep (swap.ts): its pages', its posts' JSON copies' and its assets', with their .br/.gz, and the Notion files the posts show */
function keptFiles(pages: PageSpec[], slugs: string[], assetFiles: string[], notionFiles: string[]): Set<string> {
  return new Set([
    ...pages.flatMap((p) => withCopies(outputFileFor(p.path, { notFound: p.notFound }))),
    ...slugs.flatMap((s) => withCopies(postCopyFile(s))),
    ...assetFiles.flatMap(withCopies),
    ...notionFiles.map((f) => `${NOTION_IMAGES_DIR}/${f}`),
  ]);
}

/** a post listed but not readable has no JSON copy: one kept from the spare export goes */
async function removeUnwrittenCopies(staging: string, slugs: string[], copies: CopyOutcome[]): Promise<void> {
  const written = new Set(copies.map((c) => c.file));
  const gone = slugs.map(postCopyFile).filter((f) => !written.has(f));
  await Promise.all(gone.flatMap(withCopies).map((f) => unlink(path.join(staging, f)).catch(() => undefined)));
}

/** the report's list of post copies made with keys (postCopies.ts), by file in code-unit order */
function copyReports(copies: CopyOutcome[]): Record<string, CopyReport> | undefined {
  const keyed = copies.filter((c) => c.key).sort((a, b) => byCodeUnits(a.file, b.file));
  if (keyed.length === 0) return undefined;
  return Object.fromEntries(keyed.map((c) => [c.file, { key: c.key!, bytes: c.bytes, brotliBytes: c.brotliBytes }]));
}
