import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** the admin token: ADMIN_TOKEN when set, otherwise a random one for this run (printed once at start) */
export interface AdminToken {
  value: string;
  generated: boolean;
}

export function resolveAdminToken(configured: string | undefined): AdminToken {
  if (configured) return { value: configured, generated: false };
  return { value: randomBytes(24).toString('base64url'), generated: true };
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

/** refuses every request without the right bearer token with 401 and the result shape the admin page reads */
export function requireAdmin(token: string): MiddlewareHandler {
  return async (c, next) => {
    const given = bearerToken(c.req.header('authorization'));
    if (given === null || !tokenMatches(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="admin"');
      c.header('Cache-Control', 'no-store');
      return c.json({ success: false, message: UNAUTHORIZED_MESSAGE }, 401);
    }
    await next();
  };
}
