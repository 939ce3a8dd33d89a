import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import type { ExportOptions } from '../../cli/export/exportSite';
import type { GenerationResult } from '../../cli/export/report';
import { DEFAULT_FAILURE, failureResult, failureStatus } from '../../cli/export/results';
import { exportedPostStates } from '../../core/blog/exportedPosts';
import type { BlogService } from '../../core/blog/service';
import type { Config } from '../../core/config';
import { hasExport, replitZipFor, siteZipFor } from '../../core/exportPaths';
import { type ExportChange, type ReportPages, readHistory, snapshotExport, withHistory } from '../../core/history';
import { log } from '../../core/log';
import {
  ADMIN_ACTIONS,
  ADMIN_DOWNLOAD_PATH,
  ADMIN_LIVE_PATH,
  ADMIN_STATUS_PATH,
  type AdminActionKind,
  type AdminLive,
  type AdminStatus,
  type HistoryEntry,
  PUBLISH_ACTION,
  REGENERATE_CHANGED_ACTION,
  ROLLBACK_ACTION,
} from '../../src/shared/adminActions';
import { requireAdmin } from '../adminAuth';
import type { LimitStore } from '../limitStore';
import { createRateLimiter } from '../rateLimit';
import { clientIp } from './submission';

/** the exporter functions behind the admin calls: the very ones the CLI commands call */
export interface AdminActions {
  /** with the report.json it wrote, which the history then does not read back */
  site(opts: ExportOptions): Promise<{ result: GenerationResult; report?: ReportPages }>;
  blog(opts: ExportOptions): Promise<{ result: GenerationResult }>;
  zip(opts: ExportOptions): Promise<{ result: GenerationResult }>;
  complete(opts: ExportOptions): Promise<{ result: GenerationResult; report?: ReportPages }>;
  replit(opts: ExportOptions): Promise<{ result: GenerationResult }>;
  /** with what it changed: the history does not read report.json around it */
  regenerate(slug: string, opts: ExportOptions): Promise<{ result: GenerationResult; change: ExportChange }>;
  /** every post that changed since the export, or is not in it yet (with what it changed) */
  regenerateChanged(opts: ExportOptions): Promise<{ result: GenerationResult; change: ExportChange }>;
  /** export, then deploy to `target` (SITE_DEPLOY_TARGET) */
  publish(target: string, opts: ExportOptions & { config: Config }): Promise<{ result: GenerationResult; deploy?: DeployedFiles }>;
  /** put the deploy before the live one at `target` back */
  rollback(target: string, opts: ExportOptions & { config: Config }): Promise<{ result: GenerationResult; deploy?: DeployedFiles }>;
  /** what the target's manifest says is live (one HEAD request) */
  live(target: string, config: Config): Promise<NonNullable<AdminLive['live']>>;
}

/** what a publish or rollback did to the bucket */
interface DeployedFiles {
  uploaded: number;
  deleted: number;
  bytes: number;
  pages: { added: number; changed: number; removed: number };
}

// loaded on first use: the exporter pulls in esbuild and Tailwind, which the API does not need to start
export const exporterActions: AdminActions = {
  site: async (o) => (await import('../../cli/export/exportSite')).exportSite(o),
  blog: async (o) => (await import('../../cli/export/blogOnly')).generateBlog(o),
  zip: async (o) => (await import('../../cli/export/zip')).zipSite(o),
  complete: async (o) => (await import('../../cli/export/zip')).createCompleteStaticSite(o),
  replit: async (o) => (await import('../../cli/export/replit')).createReplitExport(o),
  regenerate: async (slug, o) => (await import('../../cli/export/regenerate')).regeneratePost(slug, o),
  regenerateChanged: async (o) => (await import('../../cli/export/regenerateChanged')).regenerateChangedPosts(o),
  publish: async (target, o) => (await import('../../cli/deploy/publish')).publishSite({ ...o, target }),
  rollback: async (target, o) => (await import('../../cli/deploy/publish')).rollbackPublished({ ...o, target }),
  live: async (target, config) => (await import('../../cli/deploy/deploySite')).liveDeploy({ target, config }),
};

export interface AdminRouteOptions {
  config: Config;
  /** the export folder `site serve` serves; the admin calls write there */
  siteDir: string;
  token: string;
  /** where failed sign-ins are counted (shared by every instance on one PostgreSQL) */
  limits: LimitStore;
  /** the published posts (the API's cached blog): the admin page marks those that differ from the export */
  blog?: BlogService;
  actions?: AdminActions;
}

/** the zips the admin page can download, by the name in the URL */
export function downloadableZips(siteDir: string): Record<string, string> {
  return { 'site.zip': siteZipFor(siteDir), 'replit-export.zip': replitZipFor(siteDir) };
}

/**
 * /api/admin/*: every call needs the bearer token. Each POST runs one exporter function and answers
 * the spec's result shape, 200 on success; on failure the same shape with 400 (bad slug), 404 (unknown
 * post), 409 (another export running, or none to update yet), 503 (the shared lock's database cannot be
 * reached) or 500.
 */
export function registerAdminRoutes(app: Hono, opts: AdminRouteOptions): void {
  const actions = opts.actions ?? exporterActions;
  const exportOpts = () => ({ outDir: opts.siteDir, config: opts.config, quiet: true });
  const noIndex = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
  };

  app.use('/api/admin/*', async (c, next) => {
    noIndex(c);
    await next();
  });
  const failures = createRateLimiter(opts.limits, {
    name: 'admin-failures',
    limit: opts.config.RATE_LIMIT_ADMIN_FAILURES,
    windowSeconds: opts.config.RATE_LIMIT_WINDOW_SECONDS,
  });
  app.use('/api/admin/*', requireAdmin({ token: opts.token, failures, ipOf: (c) => clientIp(c, opts.config.TRUST_PROXY) }));

  type RunKind = AdminActionKind | 'publish' | 'rollback' | 'regenerateChanged';
  const failureOf: Record<RunKind, string> = {
    ...DEFAULT_FAILURE,
    publish: PUBLISH_ACTION.failure,
    rollback: ROLLBACK_ACTION.failure,
    regenerateChanged: REGENERATE_CHANGED_ACTION.failure,
  };
  const target = opts.config.SITE_DEPLOY_TARGET;
  /** what an action gives the history: what it uploaded, and what it changed or the report it wrote when it hands them over */
  type ActionOutcome = { result: GenerationResult; deploy?: DeployedFiles; change?: ExportChange; report?: ReportPages };
  /**
   * runs an action, records it in the export's history (what changed, what was uploaded) and answers its
   * result; `handsOverChange`: every successful run of the action returns what it changed (an update)
   */
  const run =
    (kind: RunKind, label: (c: Context) => string, action: (c: Context) => Promise<ActionOutcome>, handsOverChange = false) =>
    async (c: Context) => {
      const started = Date.now();
      try {
        const { result } = await withHistory(
          {
            outDir: opts.siteDir,
            label: label(c),
            source: 'admin',
            upload: (o): HistoryEntry['upload'] =>
              o.deploy && target ? { files: o.deploy.uploaded, deleted: o.deploy.deleted, bytes: o.deploy.bytes, target } : undefined,
            pages: (o) => o.deploy?.pages,
            change: handsOverChange ? (o) => o.change as ExportChange : undefined,
            report: (o) => o.report,
            // a hostile or malformed slug is refused (400) before anything is read or written, the history too
            ignore: (err) => failureStatus(err) === 400,
          },
          () => action(c),
        );
        log('info', 'admin action done', { action: kind, ms: Date.now() - started, message: result.message });
        return c.json(result);
      } catch (err) {
        const result = failureResult(err, opts.siteDir);
        if (!result.message) result.message = failureOf[kind];
        const status = failureStatus(err);
        log(status === 500 ? 'error' : 'warn', 'admin action failed', { action: kind, status, message: result.message });
        if (status === 503) c.header('Retry-After', '30');
        return c.json(result, status);
      }
    };

  // the paths come from the admin page's own list (src/shared/adminActions.ts)
  for (const kind of ['blog', 'site', 'zip', 'replit', 'complete'] as const) {
    app.post(
      ADMIN_ACTIONS[kind].path,
      run(
        kind,
        () => ADMIN_ACTIONS[kind].label,
        () => actions[kind](exportOpts()),
      ),
    );
  }
  app.post(
    `${ADMIN_ACTIONS.regenerate.path}/:slug`,
    run(
      'regenerate',
      (c) => `Regenerate ${c.req.param('slug') ?? ''}`,
      (c) => actions.regenerate(c.req.param('slug') ?? '', exportOpts()),
      true,
    ),
  );
  app.post(
    REGENERATE_CHANGED_ACTION.path,
    run(
      'regenerateChanged',
      () => REGENERATE_CHANGED_ACTION.label,
      () => actions.regenerateChanged(exportOpts()),
      true,
    ),
  );

  // Publish and Roll back: only with a deploy target; without one the call says how to turn it on
  for (const kind of ['publish', 'rollback'] as const) {
    const action = kind === 'publish' ? PUBLISH_ACTION : ROLLBACK_ACTION;
    app.post(
      action.path,
      target
        ? run(
            kind,
            () => action.label,
            () => actions[kind](target, exportOpts()),
          )
        : (c) =>
            c.json(
              failureResult(new Error('Publishing is off: set SITE_DEPLOY_TARGET=s3://BUCKET[/PREFIX] on the server'), opts.siteDir),
              404,
            ),
    );
  }

  /** what exists now: whether there is an export, and which zips can be downloaded */
  app.get(ADMIN_STATUS_PATH, async (c) => {
    const zips = downloadableZips(opts.siteDir);
    const present = await Promise.all(
      Object.entries(zips).map(async ([name, file]) => [name, Boolean(await stat(file).catch(() => null))] as const),
    );
    const status: AdminStatus = {
      outputDirectory: opts.siteDir,
      hasExport: hasExport(opts.siteDir),
      downloads: Object.fromEntries(present),
      ...(target ? { publishTarget: target } : {}),
    };
    return c.json(status);
  });

  /** what is live: the history, the export served, the bucket's deploy, and the posts that differ from the export */
  app.get(ADMIN_LIVE_PATH, async (c) => {
    const blog = opts.blog;
    // markdown is cheap to read again (a file is parsed again only when its text changed); Notion is rate-limited
    if (blog?.kind === 'markdown') await blog.refresh?.();
    const [history, live, posts] = await Promise.all([
      readHistory(opts.siteDir),
      target ? actions.live(target, opts.config) : undefined,
      blog ? blog.allPosts().then((all) => exportedPostStates(all, opts.siteDir)) : { states: {}, unpublished: [] },
    ]);
    const unshown = (await blog?.unshown?.()) ?? [];
    const exported = snapshotExport(opts.siteDir);
    const body: AdminLive = {
      history,
      ...(exported ? { export: { generatedAt: exported.generatedAt, pages: exported.pages.size, bytes: exported.bytes } } : {}),
      ...(live ? { live } : {}),
      posts: posts.states,
      unpublished: posts.unpublished,
      ...(unshown.length ? { unshown: Object.fromEntries(unshown.map((p) => [p.slug, p.blocks])) } : {}),
    };
    return c.json(body);
  });

  app.get(`${ADMIN_DOWNLOAD_PATH}/:file`, async (c) => {
    const name = c.req.param('file') ?? '';
    const zips = downloadableZips(opts.siteDir);
    // own keys only: 'constructor' or '__proto__' must not reach inherited values
    const file = Object.hasOwn(zips, name) ? zips[name] : undefined;
    const s = file ? await stat(file).catch(() => null) : null;
    if (!file || !s) return c.json({ success: false, message: `No ${name || 'file'} to download yet: create it first` }, 404);
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
    return new Response(body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Length': String(s.size),
        'Content-Disposition': `attachment; filename="${path.basename(name)}"`,
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex, nofollow',
      },
    });
  });
}
