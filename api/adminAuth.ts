import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { log } from '../core/log';
import { rateLimitKey } from './clientKey';
import type { RateLimiter } from './rateLimit';

/** the shortest admin token accepted: 32 characters (start-up refuses a shorter ADMIN_TOKEN) */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

/** where the generated token is kept when ADMIN_TOKEN is not set (readable by the owner only) */
export const adminTokenFile = (dataDir: string) => path.resolve(dataDir, 'admin-token');

/** the admin token: ADMIN_TOKEN when set, otherwise one generated once and kept in DATA_DIR/admin-token */
export interface AdminToken {
  value: string;
  /** the file holding a generated token (undefined when ADMIN_TOKEN is set) */
  file?: string;
  /** true when this start generated a new token */
  generated: boolean;
}

/**
 * The token is never printed or logged: an operator reads the generated one from its file (mode
 * 0600), so it does not end up in a log collector.
 */
export function resolveAdminToken(configured: string | undefined, dataDir: string): AdminToken {
  if (configured) return { value: configured, generated: false };
  const file = adminTokenFile(dataDir);
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept.length >= ADMIN_TOKEN_MIN_LENGTH) return { value: kept, file, generated: false };
  mkdirSync(path.dirname(file), { recursive: true });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, file, generated: true };
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** compares in constant time: both sides are hashed to equal-length digests first */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** the token of an 'Authorization: Bearer <token>' header, or null */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: send the admin token as "Authorization: Bearer <ADMIN_TOKEN>"';

export const tooManyFailuresMessage = (seconds: number) =>
  `Too many failed admin sign-ins from your address. Try again in ${seconds} seconds.`;

export interface RequireAdminOptions {
  token: string;
  /** counts failed authentications per address (an IPv6 /64 counts as one); over the limit, every admin call from it answers 429 */
  failures: RateLimiter;
  /** the caller's address (the same rule as the form rate limits) */
  ipOf: (c: Parameters<MiddlewareHandler>[0]) => string;
}

/**
 * Refuses every request without the right bearer token with 401 and the result shape the admin page
 * reads. Each failure is logged (time, address, route, why; never the token) and counted: an address
 * over the limit gets 429 until its failures age out of the window, even with the right token, so a
 * token cannot be guessed at speed.
 */
export function requireAdmin({ token, failures, ipOf }: RequireAdminOptions): MiddlewareHandler {
  return async (c, next) => {
    const ip = ipOf(c);
    c.header('Cache-Control', 'no-store');
    const blocked = await failures.check(rateLimitKey(ip));
    if (!blocked.allowed) {
      c.header('Retry-After', String(blocked.retryAfterSeconds));
      log('warn', 'admin auth blocked', { ip, method: c.req.method, route: c.req.path });
      return c.json({ success: false, message: tooManyFailuresMessage(blocked.retryAfterSeconds) }, 429);
    }
    const given = bearerToken(c.req.header('authorization'));
    if (given === null || !tokenMatches(given, token)) {
      await failures.hit(rateLimitKey(ip));
      log('warn', 'admin auth failed', {
        ip,
        method: c.req.method,
        route: c.req.path,
        reason: given === null ? 'no bearer token' : 'wrong token',
      });
      c.header('WWW-Authenticate', 'Bearer realm="admin"');
      return c.json({ success: false, message: UNAUTHORIZED_MESSAGE }, 401);
    }
    await next();
  };
}
