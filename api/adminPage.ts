import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { serverPagesDirFor } from '../core/exportPaths';

/** /admin, /admin/ and /admin?...: the paths answered with the admin page */
export function isAdminPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/admin' || pathname === '/admin/';
}

/**
 * Serves the admin page, which the exporter renders beside the public folder (never into it):
 * not cached, and never indexed (X-Robots-Tag here, a robots meta tag in the page).
 */
export async function serveAdminPage(req: IncomingMessage, res: ServerResponse, siteDir: string): Promise<void> {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Cache-Control', 'no-store');
  const body = await readFile(path.join(serverPagesDirFor(siteDir), 'admin', 'index.html')).catch(() => null);
  if (!body) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The admin page is not built yet: run `site export`, then reload.');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}
