import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/lib/api';
import { FORM_RETRY_DELAY_MS, newIdempotencyKey, postForm } from '../../../src/lib/formPost';
import { parseIdempotencyKey } from '../../../src/shared/forms/idempotencyKey';

type Answer = number | 'network';

/** a fetch that answers each call with the next of `answers`, and records the keys it was sent */
function stubFetch(answers: Answer[]) {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '');
      const next = answers.shift() ?? 201;
      if (next === 'network') throw new TypeError('Failed to fetch');
      return new Response(next === 201 ? '{"id":"x"}' : 'busy', { status: next });
    }),
  );
  return keys;
}

/** runs the call with the retry pause skipped over */
async function settle<T>(p: Promise<T>): Promise<T> {
  const caught = p.catch((e: unknown) => e);
  await vi.advanceTimersByTimeAsync(FORM_RETRY_DELAY_MS);
  const out = await caught;
  if (out instanceof Error) throw out;
  return out as T;
}

describe('postForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a UUID as the draft quotes it', async () => {
    const keys = stubFetch([201]);
    await settle(postForm('a', '/api/leads', { n: 1 }));
    expect(parseIdempotencyKey(keys[0]).ok).toBe(true);
    expect(keys[0]).toMatch(/^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/);
  });

  it.each([['network' as const], [502], [503]])('after %s tries once more with the same key', async (first) => {
    const keys = stubFetch([first, 201]);
    const res = await settle(postForm('b', '/api/leads', { n: 1 }));
    expect(res.status).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('does not retry other failures, and fails after the one retry', async () => {
    const keys = stubFetch([500]);
    await expect(settle(postForm('c', '/api/leads', { n: 1 }))).rejects.toBeInstanceOf(ApiError);
    expect(keys).toHaveLength(1);
    const twice = stubFetch([503, 503]);
    await expect(settle(postForm('d', '/api/leads', { n: 1 }))).rejects.toThrow(/^503: busy$/);
    expect(twice).toHaveLength(2);
  });

  it('keeps the key for the same contents until they are stored; new contents or a new fill get a new key', async () => {
    const keys = stubFetch([500, 500, 201, 201, 201]);
    await expect(settle(postForm('e', '/api/leads', { n: 1 }))).rejects.toThrow();
    await expect(settle(postForm('e', '/api/leads', { n: 2 }))).rejects.toThrow();
    await settle(postForm('e', '/api/leads', { n: 2 }));
    await settle(postForm('e', '/api/leads', { n: 2 }));
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    // stored: the next submission of the same contents is a new filled form
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('makes version 4 UUIDs without crypto.randomUUID too (http pages)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
