/** The Notion webhook's paths and what the admin page shows of it (api/routes/notionWebhook.ts serves them). */

/** where Notion posts its events: the one route the proxy exposes on the publisher (docs/notion.md) */
export const NOTION_WEBHOOK_PATH = '/api/notion/webhook';
export const ADMIN_NOTION_PATH = '/api/admin/notion';
export const ADMIN_NOTION_AUTO_PUBLISH_PATH = '/api/admin/notion/auto-publish';
export const ADMIN_NOTION_FORGET_TOKEN_PATH = '/api/admin/notion/forget-token';

/** one event as received, and what it did */
export interface NotionEventEntry {
  /** Notion's event id */
  id: string;
  type: string;
  /** the page (or data source) it is about */
  entityId: string;
  /** when Notion says it happened, and when it arrived */
  at: string;
  receivedAt: string;
  status: 'queued' | 'done' | 'ignored' | 'failed';
  /** what it did: the posts regenerated or removed, the deploy, or why nothing */
  outcome?: string;
  /** from arrival to done (the bucket updated, when auto-publish is on) */
  durationMs?: number;
}

export interface NotionWebhookStatus {
  path: string;
  /** the subscription's verification token: pinned by NOTION_WEBHOOK_TOKEN (not shown), or kept from the handshake */
  token: { source: 'env' } | { source: 'handshake'; value: string; receivedAt: string; confirmedAt?: string } | null;
  /** deploying what an edit changed to the deploy target */
  autoPublish: { on: boolean; pinned: boolean; target?: string };
  /** the last events, newest first */
  events: NotionEventEntry[];
}
