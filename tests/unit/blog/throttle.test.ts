import { describe, expect, it } from 'vitest';
import { createThrottledFetch, retryAfterMs } from '../../../core/blog/notion/throttle';

/** virtual time: sleeps resolve in time order as the driver advances the clock */
function virtualClock() {
  let t = 0;
  const timers: Array<{ at: number; seq: number; resolve: () => void }> = [];
  let seq = 0;
  const sleep = (ms: number) => new Promise<void>((resolve) => timers.push({ at: t + ms, seq: seq++, resolve }));
  /** runs until the promise settles, jumping to the next timer whenever everyone is waiting */
  async function drive<T>(p: Promise<T>): Promise<T> {
    let done = false;
    p.then(
      () => (done = true),
      () => (done = true),
    );
    while (!done) {
      await new Promise((r) => setImmediate(r));
      if (done || timers.length === 0) continue;
      timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = timers.shift()!;
      t = Math.max(t, next.at);
      next.resolve();
    }
    return p;
  }
  return { now: () => t, sleep, drive };
}

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 200 ? '{}' : 'limited', { status, headers });

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('0.5')).toBe(500);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});

describe('createThrottledFetch', () => {
  it('spaces request starts at least 1/3 s apart by default, also for concurrent callers', async () => {
    const clock = virtualClock();
    const starts: number[] = [];
    const f = createThrottledFetch({
      now: clock.now,
      sleep: clock.sleep,
      fetch: async () => {
        starts.push(clock.now());
        return answer(200);
      },
    });
    await clock.drive(Promise.all(Array.from({ length: 7 }, () => f('https://api.notion.com/v1/x'))));
    expect(starts).toHaveLength(7);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(1000 / 3 - 1e-9);
    for (let i = 3; i < starts.length; i++) expect(starts[i]! - starts[i - 3]!).toBeGreaterThanOrEqual(1000 - 1e-6);
  });

  it('retries a 429 after its Retry-After and pauses everyone meanwhile', async () => {
    const clock = virtualClock();
    const log: Array<[string, number]> = [];
    let first = true;
    const retries: number[] = [];
    const f = createThrottledFetch({
      now: clock.now,
      sleep: clock.sleep,
      onRetry: ({ waitMs }) => retries.push(waitMs),
      fetch: async (url) => {
        log.push([url, clock.now()]);
        if (url.endsWith('/a') && first) {
          first = false;
          return answer(429, { 'Retry-After': '2' });
        }
        return answer(200);
      },
    });
    const [a, b] = await clock.drive(Promise.all([f('https://n/a'), f('https://n/b')]));
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(retries).toEqual([2000]);
    // the first call was the 429; every later start, b's included, waited the full 2 s
    expect(log[0]).toEqual(['https://n/a', 0]);
    expect(log).toHaveLength(3);
    for (const [, t] of log.slice(1)) expect(t).toBeGreaterThanOrEqual(2000);
    expect(log.filter(([u]) => u.endsWith('/a'))).toHaveLength(2);
  });

  it('sends the retried request first when the pause ends, even if another caller wakes first', async () => {
    // five callers 500 ms apart; a's answer (a 429 for 0.2 s) comes back at 1.8 s, so the pause ends at
    // 2.0 s, exactly when e, queued since 1.5 s, wakes: a's retry must still go before e
    const clock = virtualClock();
    const log: Array<[string, number]> = [];
    let limited = false;
    const f = createThrottledFetch({
      requestsPerSecond: 2,
      now: clock.now,
      sleep: clock.sleep,
      fetch: async (url) => {
        log.push([url, clock.now()]);
        if (url.endsWith('/a') && !limited) {
          limited = true;
          await clock.sleep(1800);
          return answer(429, { 'Retry-After': '0.2' });
        }
        return answer(200);
      },
    });
    const all = await clock.drive(Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => f(`https://n/${n}`))));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(log.map(([u, t]) => `${u.slice(-1)}@${t}`)).toEqual(['a@0', 'b@500', 'c@1000', 'd@1500', 'a@2000', 'e@2500']);
  });

  it('gives up after maxRetries and hands back the 429', async () => {
    const clock = virtualClock();
    let calls = 0;
    const f = createThrottledFetch({
      now: clock.now,
      sleep: clock.sleep,
      maxRetries: 2,
      fetch: async () => {
        calls++;
        return answer(429, { 'Retry-After': '1' });
      },
    });
    expect((await clock.drive(f('https://n/x'))).status).toBe(429);
    expect(calls).toBe(3);
  });

  it('does not hang on an absurd Retry-After', async () => {
    const clock = virtualClock();
    const f = createThrottledFetch({ now: clock.now, sleep: clock.sleep, fetch: async () => answer(429, { 'Retry-After': '86400' }) });
    expect((await clock.drive(f('https://n/x'))).status).toBe(429);
    expect(clock.now()).toBeLessThan(1000);
  });
});
