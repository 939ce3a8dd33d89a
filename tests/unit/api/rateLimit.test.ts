import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../api/rateLimit';

describe('createRateLimiter', () => {
  it('allows `limit` hits per key in the window, then refuses with the seconds until the oldest ages out', () => {
    const l = createRateLimiter({ limit: 2, windowMs: 10_000 });
    expect(l.hit('a', 0)).toEqual({ allowed: true });
    expect(l.hit('a', 1000)).toEqual({ allowed: true });
    expect(l.hit('a', 2000)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(l.hit('b', 2000)).toEqual({ allowed: true });
    expect(l.hit('a', 10_001)).toEqual({ allowed: true });
  });

  it('check() answers like hit() without recording anything', () => {
    const l = createRateLimiter({ limit: 1, windowMs: 10_000 });
    for (let i = 0; i < 5; i++) expect(l.check('a', i)).toEqual({ allowed: true });
    l.hit('a', 100);
    expect(l.check('a', 200)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(l.check('a', 10_100)).toEqual({ allowed: true });
  });

  it('a limit of 0 allows everything', () => {
    const l = createRateLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(l.hit('a', i).allowed).toBe(true);
  });
});
