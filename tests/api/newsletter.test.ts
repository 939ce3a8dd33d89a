import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../core/store/types';
import { post, startServer, type TestServer } from './helpers/server';
import { storeKinds } from './helpers/stores';

describe.each(storeKinds)('POST /api/newsletter/subscribe ($name)', (kind) => {
  let store: LeadStore;
  let dispose: () => Promise<void>;
  let server: TestServer;
  const api = () => `${server.url}/api/newsletter/subscribe`;

  beforeAll(async () => {
    ({ store, dispose } = await kind.open());
    server = await startServer({ store, env: { RATE_LIMIT_NEWSLETTER: '0' } });
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
  });

  it('stores the address and answers 201 with the new id', async () => {
    const res = await post(api(), { email: 'first@example.com' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await store.listSubscribers()).toEqual([{ id, email: 'first@example.com', createdAt: expect.any(String) }]);
  });

  it('treats a repeated address (any letter case) as success without a second row', async () => {
    const first = (await (await post(api(), { email: 'Repeat@Example.com' })).json()) as { id: string };
    const again = await post(api(), { email: 'repeat@example.com' });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    const rows = (await store.listSubscribers()).filter((s) => s.email.toLowerCase() === 'repeat@example.com');
    expect(rows).toEqual([{ id: first.id, email: 'Repeat@Example.com', createdAt: expect.any(String) }]);
  });

  it('keeps one row when the same address arrives many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(api(), { email: 'burst@example.com' })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect((await store.listSubscribers({ limit: 1000 })).filter((s) => s.email === 'burst@example.com')).toHaveLength(1);
  });

  it('answers 400 with the message for a missing or malformed address', async () => {
    for (const body of [{}, { email: '' }, { email: 'no-at-sign' }, { email: 42 }]) {
      const res = await post(api(), body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string[]> }).fields.email).toBeDefined();
    }
  });

  it('answers 415 for a form post and 413 for an oversized body', async () => {
    expect((await fetch(api(), { method: 'POST', body: new URLSearchParams({ email: 'a@b.co' }) })).status).toBe(415);
    expect((await post(api(), { email: 'a@b.co', pad: 'x'.repeat(17_000) })).status).toBe(413);
  });

  it('drops bots that fill the honeypot', async () => {
    const res = await post(api(), { email: 'bot@example.com', website: 'x' });
    expect(res.status).toBe(201);
    expect((await store.listSubscribers({ limit: 1000 })).some((s) => s.email === 'bot@example.com')).toBe(false);
  });
});
