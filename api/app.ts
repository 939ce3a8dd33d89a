import { Hono } from 'hono';
import { type BlogService, createApiBlog } from '../core/blog/index';
import type { NotionBlogSource } from '../core/blog/notion/notionSource';
import type { Config } from '../core/config';
import { defaultOutDir } from '../core/exportPaths';
import { errorText, log, setLogLevel } from '../core/log';
import { createLeadBackend, type LeadBackend } from '../core/store/backend';
import { ADMIN_NOTION_PATH } from '../src/shared/notionWebhook';
import { resolveAdminToken } from './adminAuth';
import { type LimitStore, openLimitStore } from './limitStore';
import { mountNotionWebhook } from './notion/mount';
import { registerAdminRoutes } from './routes/admin';
import { registerAdminLeadRoutes } from './routes/adminLeads';
import { registerAdminPersonRoutes } from './routes/adminPerson';
import { registerBlogRoutes } from './routes/blog';
import { registerHealthRoutes } from './routes/health';
import { registerLeadRoutes } from './routes/leads';
import { registerNewsletterRoutes } from './routes/newsletter';
import { registerOpenApiRoute } from './routes/openapi';

export interface ApiDeps {
  config: Config;
  /** the blog posts behind /api/blog (default: the configured source, cached) */
  blog?: BlogService;
  /** lead and newsletter storage plus the mail outbox (default: from the config, opened on first use) */
  leads?: LeadBackend;
  /** the export folder the admin calls write to (default dist/site; `site serve` passes the folder it serves) */
  siteDir?: string;
  /** where the rate limits are counted (default: from the config; `site serve` passes its own and closes it) */
  limits?: LimitStore;
  /** true once the server began to shut down: readiness answers 503 (default: never) */
  stopping?: () => boolean;
}

/** the largest unread request body read before an early answer */
const DRAIN_BYTES = 64 * 1024;

/** the /api application; each route module registers itself here */
export function createApiApp(deps: ApiDeps): Hono {
  setLogLevel(deps.config.LOG_LEVEL);
  const app = new Hono();
  // An answer sent before a small request body has arrived (415, 401, 429...) is followed by the close,
  // and closing on bytes nobody has read makes the kernel reset the connection, which can swallow the
  // answer. So a small unread body is read (and dropped) before answering; a large one is not waited for.
  app.use('/api/*', async (c, next) => {
    await next();
    const raw = c.req.raw;
    const declared = Number(c.req.header('content-length') ?? '0');
    if (raw.body && !raw.bodyUsed && declared > 0 && declared <= DRAIN_BYTES) await raw.arrayBuffer().catch(() => undefined);
  });
  const leads = deps.leads ?? createLeadBackend(deps.config);
  registerHealthRoutes(app, {
    leads,
    stopping: deps.stopping ?? (() => false),
    storeName: deps.config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'SQLite',
  });
  // the document of the routes registered here (api/openapi/: declare every new route there)
  registerOpenApiRoute(app, deps.config);
  const blog = deps.blog ? { service: deps.blog, imagesDir: undefined, source: undefined } : createApiBlog(deps.config);
  registerBlogRoutes(app, blog.service, { imagesDir: blog.imagesDir });
  // Notion's posts are read now (from DATA_DIR's copies, then a listing in the background), not with the first visitor or event
  if (blog.source?.kind === 'notion')
    blog.service.listPosts().catch((err: unknown) => log('warn', 'blog posts could not be read at start', { error: errorText(err) }));
  const limits = deps.limits ?? openLimitStore(deps.config);
  registerLeadRoutes(app, deps.config, leads, limits);
  registerNewsletterRoutes(app, deps.config, leads, limits);
  // ADMIN_ENABLED=false (public instances): no admin route at all, so /api/admin/* answers 404 like any unknown path
  if (deps.config.ADMIN_ENABLED) {
    const adminToken = resolveAdminToken(deps.config.ADMIN_TOKEN, deps.config.DATA_DIR);
    if (adminToken.file)
      log('warn', adminToken.generated ? 'admin token generated' : 'admin token read', {
        file: adminToken.file,
        hint: 'ADMIN_TOKEN is not set: /admin takes the token kept in this file',
      });
    registerAdminRoutes(app, {
      config: deps.config,
      siteDir: deps.siteDir ?? defaultOutDir,
      token: adminToken.value,
      limits,
      blog: blog.service,
    });
    registerAdminLeadRoutes(app, leads, { retentionDays: deps.config.LEADS_RETENTION_DAYS });
    registerAdminPersonRoutes(app, leads, deps.config);
    // publish on edit: Notion's webhook, on the publisher only (docs/notion.md)
    if (blog.source?.kind === 'notion') {
      mountNotionWebhook(app, {
        config: deps.config,
        siteDir: deps.siteDir ?? defaultOutDir,
        source: blog.source as NotionBlogSource,
        service: blog.service,
      });
    } else {
      // the admin page asks; a blog that does not come from Notion has no webhook to show
      app.get(ADMIN_NOTION_PATH, (c) => c.body(null, 204));
    }
  }
  app.notFound((c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    log('error', 'unhandled API error', { route: c.req.path, error: errorText(err) });
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
