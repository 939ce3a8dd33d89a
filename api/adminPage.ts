import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { serverPagesDirFor } from '../core/exportPaths';

/** the admin pages by path (with or without a trailing slash, any query): the folder each is rendered into */
const ADMIN_PAGES: Record<string, string> = { '/admin': 'admin', '/admin/leads': path.join('admin', 'leads') };

/** the admin page folder of a URL, or undefined when it is not an admin page */
function adminPageOf(url: string): string | undefined {
  const pathname = (url.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
  return Object.hasOwn(ADMIN_PAGES, pathname) ? ADMIN_PAGES[pathname] : undefined;
}

/** /admin and /admin/leads (and with a trailing slash or a query): the paths answered with an admin page */
export function isAdminPagePath(url: string): boolean {
  return adminPageOf(url) !== undefined;
}

/**
 * Serves the admin page, which the exporter renders beside the public folder (never into it):
 * not cached, and never indexed (X-Robots-Tag here, a robots meta tag in the page).
 */
export async function serveAdminPage(req: IncomingMessage, res: ServerResponse, siteDir: string): Promise<void> {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Cache-Control', 'no-store');
  const body = await readFile(path.join(serverPagesDirFor(siteDir), adminPageOf(req.url ?? '') ?? 'admin', 'index.html')).catch(() => null);
  if (!body) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The admin page is not built yet: run `site export`, then reload.');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}
