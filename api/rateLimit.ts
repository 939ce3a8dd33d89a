import type { MiddlewareHandler } from 'hono';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitStore } from './limitStore';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** records a hit and says whether it was within the limit */
  hit(key: string): Promise<RateDecision>;
  /** says whether one more hit would be within the limit, without recording it */
  check(key: string): Promise<RateDecision>;
}

const refused = (res: RateLimiterRes): RateDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/**
 * At most `limit` hits per key in a window of `windowSeconds`, counted in the store (rate-limiter-flexible):
 * a key's window starts with its first hit and its count starts again when the window ends. A limit
 * of 0 allows everything. `name` keeps the counts of different limits apart in a shared store.
 */
export function createRateLimiter(store: LimitStore, opts: { name: string; limit: number; windowSeconds: number }): RateLimiter {
  if (opts.limit <= 0) return { hit: async () => ({ allowed: true }), check: async () => ({ allowed: true }) };
  let limiter: Promise<RateLimiterAbstract> | undefined;
  const counter = () => {
    limiter ??= store.limiter(opts.name, opts.limit, opts.windowSeconds);
    return limiter;
  };
  return {
    async hit(key) {
      try {
        await (await counter()).consume(key);
        return { allowed: true };
      } catch (err) {
        // rate-limiter-flexible rejects with its result when the key is over the limit
        if (err instanceof RateLimiterRes) return refused(err);
        throw err;
      }
    },
    async check(key) {
      const res = await (await counter()).get(key);
      // the memory store keeps an ended window until its timer fires: one with no time left is over
      return res && res.consumedPoints >= opts.limit && res.msBeforeNext > 0 ? refused(res) : { allowed: true };
    },
  };
}

/** answers 429 with Retry-After once a client's key is over the limit */
export function rateLimit(limiter: RateLimiter, keyOf: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limiter.hit(keyOf(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json({ error: `Too many submissions from your network. Please try again in ${decision.retryAfterSeconds} seconds.` }, 429);
    }
    await next();
  };
}
