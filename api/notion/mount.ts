import type { Hono } from 'hono';
import type { NotionBlogSource } from '../../core/blog/notion/notionSource';
import type { BlogService } from '../../core/blog/service';
import type { Config } from '../../core/config';
import { registerNotionAdminRoutes, registerNotionWebhookRoute } from '../routes/notionWebhook';
import { NotionPublisher, type PublisherActions } from './publisher';
import { openWebhookState } from './webhookState';

export interface NotionWebhookDeps {
  config: Config;
  /** the export the publisher updates (the folder `site serve` serves) */
  siteDir: string;
  source: NotionBlogSource;
  service: BlogService;
  actions?: PublisherActions;
  gatherMs?: number;
}

/**
 * the webhook route and its admin calls, on the publisher (the instance with the admin page): its state
 * is read from DATA_DIR with the first request; the admin calls go after the admin routes, so the admin
 * token guards them. Returns the publisher (shutdown and tests wait for it to be idle).
 */
export function mountNotionWebhook(app: Hono, deps: NotionWebhookDeps): Promise<NotionPublisher> {
  const state = openWebhookState(deps.config.DATA_DIR);
  const publisher = state.then((s) => {
    const p = new NotionPublisher({
      config: deps.config,
      siteDir: deps.siteDir,
      source: deps.source,
      service: deps.service,
      state: s,
      actions: deps.actions,
      gatherMs: deps.gatherMs,
    });
    // Notion was answered 200 for these, so it will not send them again: a crash or a stop before they were
    // handled leaves them queued in DATA_DIR, and they are handled now
    for (const e of s
      .events()
      .filter((x) => x.status === 'queued')
      .reverse())
      p.enqueue({ id: e.id, type: e.type, entityId: e.entityId, receivedAt: Date.parse(e.receivedAt) || Date.now() });
    return p;
  });
  registerNotionWebhookRoute(app, { config: deps.config, state, publisher });
  registerNotionAdminRoutes(app, { config: deps.config, state, publisher });
  return publisher;
}
