import type { MiddlewareHandler } from 'hono';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** records a hit and says whether it was within the limit */
  hit(key: string, now?: number): RateDecision;
  /** says whether one more hit would be within the limit, without recording it */
  check(key: string, now?: number): RateDecision;
}

/**
 * At most `limit` hits per key in any `windowMs` (a sliding log: exact, and small because it keeps at
 * most `limit` timestamps per key). A limit of 0 allows everything.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  let sinceSweep = 0;

  const sweep = (now: number) => {
    for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
  };

  const decide = (key: string, now: number, record: boolean): RateDecision => {
    if (limit <= 0) return { allowed: true };
    if (++sinceSweep >= 1000) {
      sinceSweep = 0;
      sweep(now);
    }
    const times = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (times.length >= limit) {
      hits.set(key, times);
      const oldest = times[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    if (record) times.push(now);
    if (times.length > 0) hits.set(key, times);
    else hits.delete(key);
    return { allowed: true };
  };

  return {
    hit: (key, now = Date.now()) => decide(key, now, true),
    check: (key, now = Date.now()) => decide(key, now, false),
  };
}

/** answers 429 with Retry-After once a client's key is over the limit */
export function rateLimit(limiter: RateLimiter, keyOf: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return async (c, next) => {
    const decision = limiter.hit(keyOf(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json({ error: `Too many submissions from your network. Please try again in ${decision.retryAfterSeconds} seconds.` }, 429);
    }
    await next();
  };
}
