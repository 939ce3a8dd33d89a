import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** host configuration files the exporter writes at the export root (cli/export/hostHeaders.ts) */
export const HOST_CONFIG_FILES = ['_headers', 'nginx.conf'] as const;

/** true for URLs that name a host configuration file or any other top-level `_` file: never served */
export function isHostConfigPath(url: string): boolean {
  let pathname = url.split(/[?#]/)[0] ?? '';
  // sirv decodes and drops one trailing slash before looking a file up; so must this check
  try {
    pathname = decodeURI(pathname);
  } catch {
    return false;
  }
  const name = pathname.replace(/^\//, '').replace(/\/$/, '');
  return name.startsWith('_') || (HOST_CONFIG_FILES as readonly string[]).includes(name);
}

/** hashed assets never change; everything else revalidates (ETag / 304) */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/**
 * Where a path with no exported file is redirected instead of getting the not-found page: an unknown
 * case study id goes to the list (spec section 8). Every known id is exported, so only unknown ones get here.
 */
export function redirectForMissing(pathname: string): string | null {
  return /^\/case-studies\/[^/]+\/?$/.test(pathname) ? '/case-studies' : null;
}

/**
 * Serves the exported folder with sirv (precompressed .br/.gz, ETags, 304s). sirv indexes files at
 * start, so the index is rebuilt when a new export has been swapped in (report.json changes).
 */
export function createStaticSite(dir: string) {
  let handler: Handler | null = null;
  let stamp = '';
  let checkedAt = 0;

  const build = (): Handler =>
    sirv(dir, {
      etag: true,
      brotli: true,
      gzip: true,
      dotfiles: false,
      extensions: ['html'],
      setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
    }) as Handler;

  async function current(): Promise<Handler> {
    const now = Date.now();
    if (!handler || now - checkedAt > 1000) {
      checkedAt = now;
      const s = await stat(path.join(dir, 'report.json')).catch(() => null);
      const next = s ? `${s.ino}-${s.mtimeMs}` : 'none';
      if (!handler || next !== stamp) {
        stamp = next;
        handler = build();
      }
    }
    return handler;
  }

  return {
    /** forget the index now (after an export in this process) */
    reload() {
      handler = null;
    },
    /** serves the file, or the not-found page with HTTP 404 */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const notFound = () => {
        const redirect = redirectForMissing(new URL(req.url ?? '/', 'http://localhost').pathname);
        if (redirect) {
          res.writeHead(302, { Location: redirect, 'Cache-Control': 'no-cache' });
          res.end();
          return;
        }
        void readFile(path.join(dir, '404.html')).then(
          (body) => {
            res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
            res.end(req.method === 'HEAD' ? undefined : body);
          },
          () => {
            res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
            res.end('Not found. Run `site export` to build the site.');
          },
        );
      };
      if (isHostConfigPath(req.url ?? '/')) return notFound();
      const h = await current();
      h(req, res, notFound);
    },
  };
}
