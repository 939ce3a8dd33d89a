import { getMimeType } from 'hono/utils/mime';

/**
 * The published-file rules: which files of an export visitors may get, and how long they may keep
 * them. `site serve`, the zips, the host header files and the deploy all follow these.
 */

/** host configuration files the exporter writes at the export root (cli/export/hostHeaders.ts) */
export const HOST_CONFIG_FILES = ['_headers', 'nginx.conf'] as const;

/** dotfiles (.env, .git) are never published; /.well-known/ at the root is public by standard (RFC 8615) */
export function isPublishedName(rel: string): boolean {
  return !rel.split('/').some((s, i) => s.startsWith('.') && !(i === 0 && s === '.well-known'));
}

/** true for URLs that name a host configuration file or any other top-level `_` file: never served */
export function isHostConfigPath(url: string): boolean {
  let pathname = url.split(/[?#]/)[0] ?? '';
  // the lookup decodes and drops one trailing slash before looking a file up; so must this check
  try {
    pathname = decodeURI(pathname);
  } catch {
    return false;
  }
  const name = pathname.replace(/^\//, '').replace(/\/$/, '');
  return name.startsWith('_') || (HOST_CONFIG_FILES as readonly string[]).includes(name);
}

/**
 * Where a path with no exported page is redirected instead of getting the not-found page: an unknown
 * case study id goes to the list (spec section 8). Every known id is exported, so only unknown ones get here.
 */
export function redirectForMissing(pathname: string): string | null {
  return /^\/case-studies\/[^/]+\/?$/.test(pathname) ? '/case-studies' : null;
}

/** hashed assets never change; everything else revalidates (ETag / 304) */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** the Content-Type of a published file by its name (hono's table; text types get charset=utf-8) */
export function contentTypeFor(name: string): string {
  return getMimeType(name.toLowerCase()) ?? 'application/octet-stream';
}
