/** The admin page's calls (spec sections 2, 3, 7, 8), shared by the page, the API and the exporter. */

import type { UnshownBlock, UnshownPost } from './blog/unshown';

/** the spec's static-generation result, answered by every admin call and printed by every export command (--json) */
export interface GenerationResult {
  success: boolean;
  message: string;
  stats: {
    totalPages?: number;
    totalPosts?: number;
    successCount: number;
    errorCount: number;
    outputDirectory: string;
    errors: string[];
  };
  /** not in the spec: the posts holding content the site cannot show (issue 34), when any does */
  unshown?: UnshownPost[];
}

export interface AdminAction {
  /** POST path of the call (no body) */
  path: string;
  /** the button's label */
  label: string;
  /** shown when the server gives no message (spec section 8) */
  failure: string;
  /** the zip the action produces, downloadable from /api/admin/download/<name> */
  download?: 'site.zip' | 'replit-export.zip';
}

export const ADMIN_ACTIONS = {
  blog: { path: '/api/admin/generate-static-blog', label: 'Generate Blog Pages', failure: 'Failed to generate static pages' },
  site: { path: '/api/admin/generate-static-site', label: 'Generate Complete Site', failure: 'Failed to generate static site' },
  zip: { path: '/api/admin/create-static-zip', label: 'Create ZIP File', failure: 'Failed to create zip file', download: 'site.zip' },
  complete: {
    path: '/api/admin/create-complete-static-site',
    label: 'Create Complete Static Site Export',
    failure: 'Failed to create complete static site export',
    download: 'site.zip',
  },
  replit: {
    path: '/api/admin/create-replit-export',
    label: 'Create Replit Export',
    failure: 'Failed to create Replit export',
    download: 'replit-export.zip',
  },
  regenerate: { path: '/api/admin/regenerate-blog', label: 'Regenerate', failure: 'Failed to regenerate post' },
} as const satisfies Record<string, AdminAction>;

export type AdminActionKind = keyof typeof ADMIN_ACTIONS;

/**
 * Not in the spec: a fresh export uploaded to the server's deploy target in one step. The page shows
 * it only when the server has one (SITE_DEPLOY_TARGET, answered by the status call).
 */
export const PUBLISH_ACTION = {
  path: '/api/admin/deploy',
  label: 'Publish',
  failure: 'Failed to publish the site',
} as const satisfies AdminAction;

/**
 * Not in the spec: the deploy before the live one put back (docs/decisions/012), shown beside Publish.
 * Nothing is exported: the previous versions are kept in the bucket.
 */
export const ROLLBACK_ACTION = {
  path: '/api/admin/rollback',
  label: 'Roll back',
  failure: 'Failed to roll back the site',
} as const satisfies AdminAction;

/** the call that regenerates one post */
export function regeneratePath(slug: string): string {
  return `${ADMIN_ACTIONS.regenerate.path}/${encodeURIComponent(slug)}`;
}

/** GET: whether an export exists and which zips can be downloaded */
export const ADMIN_STATUS_PATH = '/api/admin/status';

export interface AdminStatus {
  outputDirectory: string;
  hasExport: boolean;
  downloads: Record<string, boolean>;
  /** where Publish uploads the export (s3://BUCKET[/PREFIX]); absent when the server has no deploy target */
  publishTarget?: string;
}

/** GET <path>/<name>: a produced zip (authenticated, so the page fetches it and saves the bytes) */
export const ADMIN_DOWNLOAD_PATH = '/api/admin/download';

export function downloadPath(name: string): string {
  return `${ADMIN_DOWNLOAD_PATH}/${encodeURIComponent(name)}`;
}

/**
 * Not in the spec: every post whose source changed since the export, or that is not in it yet, rendered
 * into the export (with the blog list, home page, feed and sitemap); pages of posts no longer published go.
 */
export const REGENERATE_CHANGED_ACTION = {
  path: '/api/admin/regenerate-changed',
  label: 'Regenerate changed posts',
  failure: 'Failed to regenerate the changed posts',
} as const satisfies AdminAction;

/** one export or publish, as the admin page's history shows it (newest first) */
export interface HistoryEntry {
  /** when it finished (ISO 8601) */
  at: string;
  /** what ran: the admin action's label, or the command ('site export') */
  label: string;
  /** who ran it: the admin page, the CLI, or a Notion edit (the webhook) */
  source: 'admin' | 'cli' | 'notion';
  ok: boolean;
  message: string;
  /** pages of the export added, changed (rendered with new inputs) and removed by it */
  pages?: { added: number; changed: number; removed: number };
  /** an export's size after it, in bytes */
  exportBytes?: number;
  /** what a publish, deploy or rollback did to the bucket: files put and deleted, bytes put */
  upload?: { files: number; deleted: number; bytes: number; target: string };
  durationMs: number;
}

/** the state of a published post against the export: changed since, or not in it yet (absent: as exported) */
export type PostState = 'changed' | 'new';

/** GET: the history, what is live in the bucket, and the posts that differ from the export */
export const ADMIN_LIVE_PATH = '/api/admin/live';

export interface AdminLive {
  /** the last exports and publishes, newest first */
  history: HistoryEntry[];
  /** the export being served: when it was made, its pages and size; absent without one */
  export?: { generatedAt: string; pages: number; bytes: number };
  /** the deploy target's live deploy (only with SITE_DEPLOY_TARGET) */
  live?: { target: string; deployedAt?: string; previousDeployedAt?: string; files?: number; error?: string };
  /** published posts that differ from the export, by slug */
  posts: Record<string, PostState>;
  /** slugs of posts in the export that are no longer published */
  unpublished: string[];
  /** what published posts hold that the site cannot show, by slug (issue 34); only posts with some */
  unshown?: Record<string, UnshownBlock[]>;
}
