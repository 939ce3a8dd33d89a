import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LimitStore, memoryLimits, openLimitStore } from '../../../api/limitStore';
import { createRateLimiter } from '../../../api/rateLimit';

// rate-limiter-flexible reads the clock through Date: only Date is faked, so its promises still run
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});
const at = (ms: number) => vi.setSystemTime(ms);

describe.each([
  ['memory', () => ({ store: memoryLimits(), done: () => undefined })],
  [
    'sqlite',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'blok-limits-'));
      const store = openLimitStore({ DATA_DIR: dir, DATABASE_URL: undefined });
      return { store, done: () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
] as const)('createRateLimiter over the %s store', (_kind, open) => {
  let store: LimitStore;
  let done: () => void;
  beforeEach(() => {
    ({ store, done } = open());
  });
  afterEach(async () => {
    await store.close();
    done();
  });

  it('allows `limit` hits per key in the window, then refuses with the seconds until the window ends', async () => {
    const l = createRateLimiter(store, { name: 'forms', limit: 2, windowSeconds: 10 });
    expect(await l.hit('a')).toEqual({ allowed: true });
    at(1000);
    expect(await l.hit('a')).toEqual({ allowed: true });
    at(2000);
    expect(await l.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(await l.hit('b')).toEqual({ allowed: true });
    at(10_001);
    expect(await l.hit('a')).toEqual({ allowed: true });
  });

  it('check() answers like hit() without recording anything', async () => {
    const l = createRateLimiter(store, { name: 'failures', limit: 1, windowSeconds: 10 });
    for (let i = 0; i < 5; i++) expect(await l.check('a')).toEqual({ allowed: true });
    at(100);
    await l.hit('a');
    at(200);
    expect(await l.check('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    at(10_100);
    expect(await l.check('a')).toEqual({ allowed: true });
  });

  it('keeps the counts of differently named limits apart', async () => {
    const leads = createRateLimiter(store, { name: 'leads', limit: 1, windowSeconds: 60 });
    const newsletter = createRateLimiter(store, { name: 'newsletter', limit: 1, windowSeconds: 60 });
    expect((await leads.hit('a')).allowed).toBe(true);
    expect((await newsletter.hit('a')).allowed).toBe(true);
    expect((await leads.hit('a')).allowed).toBe(false);
  });

  it('a limit of 0 allows everything', async () => {
    const l = createRateLimiter(store, { name: 'off', limit: 0, windowSeconds: 1 });
    for (let i = 0; i < 100; i++) expect((await l.hit('a')).allowed).toBe(true);
  });
});

describe('the SQLite store', () => {
  it('keeps the counts across a restart and shares them between processes on one DATA_DIR', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blok-limits-'));
    const config = { DATA_DIR: dir, DATABASE_URL: undefined };
    try {
      const first = openLimitStore(config);
      const other = openLimitStore(config);
      expect(first.kind).toBe('sqlite');
      const limit = { name: 'leads', limit: 2, windowSeconds: 600 };
      expect((await createRateLimiter(first, limit).hit('a')).allowed).toBe(true);
      expect((await createRateLimiter(other, limit).hit('a')).allowed).toBe(true);
      await first.close();
      await other.close();
      const restarted = openLimitStore(config);
      expect(await createRateLimiter(restarted, limit).hit('a')).toEqual({ allowed: false, retryAfterSeconds: 600 });
      await restarted.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
