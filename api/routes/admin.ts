import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import type { ExportOptions } from '../../cli/export/exportSite';
import type { GenerationResult } from '../../cli/export/report';
import { DEFAULT_FAILURE, failureResult, failureStatus } from '../../cli/export/results';
import type { Config } from '../../core/config';
import { hasExport, replitZipFor, siteZipFor } from '../../core/exportPaths';
import { log } from '../../core/log';
import {
  ADMIN_ACTIONS,
  ADMIN_DOWNLOAD_PATH,
  ADMIN_STATUS_PATH,
  type AdminActionKind,
  type AdminStatus,
  PUBLISH_ACTION,
  ROLLBACK_ACTION,
} from '../../src/shared/adminActions';
import { requireAdmin } from '../adminAuth';
import type { LimitStore } from '../limitStore';
import { createRateLimiter } from '../rateLimit';
import { clientIp } from './submission';

/** the exporter functions behind the admin calls: the very ones the CLI commands call */
export interface AdminActions {
  site(opts: ExportOptions): Promise<{ result: GenerationResult }>;
  blog(opts: ExportOptions): Promise<{ result: GenerationResult }>;
  zip(opts: ExportOptions): Promise<{ result: GenerationResult }>;
  complete(opts: ExportOptions): Promise<{ result: GenerationResult }>;
  replit(opts: ExportOptions): Promise<{ result: GenerationResult }>;
  regenerate(slug: string, opts: ExportOptions): Promise<{ result: GenerationResult }>;
  /** export, then deploy to `target` (SITE_DEPLOY_TARGET) */
  publish(target: string, opts: ExportOptions & { config: Config }): Promise<{ result: GenerationResult }>;
  /** put the deploy before the live one at `target` back */
  rollback(target: string, opts: ExportOptions & { config: Config }): Promise<{ result: GenerationResult }>;
}

// loaded on first use: the exporter pulls in esbuild and Tailwind, which the API does not need to start
export const exporterActions: AdminActions = {
  site: async (o) => (await import('../../cli/export/exportSite')).exportSite(o),
  blog: async (o) => (await import('../../cli/export/blogOnly')).generateBlog(o),
  zip: async (o) => (await import('../../cli/export/zip')).zipSite(o),
  complete: async (o) => (await import('../../cli/export/zip')).createCompleteStaticSite(o),
  replit: async (o) => (await import('../../cli/export/replit')).createReplitExport(o),
  regenerate: async (slug, o) => (await import('../../cli/export/regenerate')).regeneratePost(slug, o),
  publish: async (target, o) => (await import('../../cli/deploy/publish')).publishSite({ ...o, target }),
  rollback: async (target, o) => (await import('../../cli/deploy/publish')).rollbackPublished({ ...o, target }),
};

export interface AdminRouteOptions {
  config: Config;
  /** the export folder `site serve` serves; the admin calls write there */
  siteDir: string;
  token: string;
  /** where failed sign-ins are counted (shared by every instance on one PostgreSQL) */
  limits: LimitStore;
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

  const run = (kind: AdminActionKind | 'publish' | 'rollback', action: (c: Context) => Promise<{ result: GenerationResult }>) => async (c: Context) => {
    const started = Date.now();
    try {
      const { result } = await action(c);
      log('info', 'admin action done', { action: kind, ms: Date.now() - started, message: result.message });
      return c.json(result);
    } catch (err) {
      const result = failureResult(err, opts.siteDir);
      if (!result.message)
        result.message = kind === 'publish' ? PUBLISH_ACTION.failure : kind === 'rollback' ? ROLLBACK_ACTION.failure : DEFAULT_FAILURE[kind];
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
      run(kind, () => actions[kind](exportOpts())),
    );
  }
  app.post(
    `${ADMIN_ACTIONS.regenerate.path}/:slug`,
    run('regenerate', (c) => actions.regenerate(c.req.param('slug') ?? '', exportOpts())),
  );

  // Publish and Roll back: only with a deploy target; without one the call says how to turn it on
  const target = opts.config.SITE_DEPLOY_TARGET;
  for (const kind of ['publish', 'rollback'] as const) {
    app.post(
      (kind === 'publish' ? PUBLISH_ACTION : ROLLBACK_ACTION).path,
      target
        ? run(kind, () => actions[kind](target, exportOpts()))
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
