import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../core/store/types';
import { post, startServer, type TestServer } from './helpers/server';
import { storeKinds } from './helpers/stores';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  companySize: 'Unknown',
  message: 'Hello',
  formType: 'contact',
  marketingConsent: false,
};
const demo = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines',
  companySize: '51-200',
  phone: '',
  message: 'Product Interest: BlokKey\nJob Title: CTO\nPreferred Date: Not specified',
  formType: 'demo',
  marketingConsent: true,
};
const trial = {
  ...demo,
  formType: 'trial',
  message: 'Job Title: CTO\nCompany Size: 1-10\nRequirements: Not specified\nLead Source: Website - Free Trial Page',
};
const event = { name: 'Booth Visitor', email: 'visitor@example.com', formType: 'event' };

describe.each(storeKinds)('POST /api/leads ($name)', (kind) => {
  let store: LeadStore;
  let dispose: () => Promise<void>;
  let server: TestServer;
  const api = () => `${server.url}/api/leads`;

  beforeAll(async () => {
    ({ store, dispose } = await kind.open());
    server = await startServer({
      store,
      env: { RATE_LIMIT_LEADS: '0', CORS_ORIGINS: 'https://bloksecure.com,https://www.bloksecure.com' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
  });

  it.each([
    ['contact', contact],
    ['demo', demo],
    ['trial', trial],
    ['event', event],
  ])('stores a %s lead and answers 201 with its id', async (formType, body) => {
    const res = await post(api(), body);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = (await store.listLeads({ formType: formType as 'contact' })).filter((l) => l.id === id);
    expect(stored).toMatchObject({ id, formType, name: body.name, email: body.email });
  });

  it('stores the contact fields as the spec sends them (company and phone absent, companySize Unknown)', async () => {
    const res = await post(api(), contact);
    const { id } = (await res.json()) as { id: string };
    const lead = (await store.listLeads({ limit: 500 })).find((l) => l.id === id);
    expect(lead).toEqual({
      id,
      createdAt: expect.any(String),
      formType: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: null,
      companySize: 'Unknown',
      phone: null,
      message: 'Hello',
      marketingConsent: false,
    });
  });

  it('keeps text exactly as typed: markup, quotes, new lines and non-Latin script', async () => {
    const message = `<script>alert("x")</script> & 'quotes'\r\nLine 2 — 日本語 🚀 =SUM(A1)`;
    const res = await post(api(), { ...contact, name: '<b>Robert"); DROP TABLE leads;--</b>', message });
    const { id } = (await res.json()) as { id: string };
    const lead = (await store.listLeads({ limit: 500 })).find((l) => l.id === id);
    expect(lead?.message).toBe(message);
    expect(lead?.name).toBe('<b>Robert"); DROP TABLE leads;--</b>');
  });

  it('answers 400 with the field messages of the shared schema', async () => {
    const res = await post(api(), { ...demo, email: 'nope', companySize: '', name: ' ' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string[]> };
    expect(body.fields).toEqual({
      name: ['Name is required.'],
      email: ['Please enter a valid email address.'],
      companySize: ['Please select your company size.'],
    });
  });

  it('answers 400 for an unknown or missing formType', async () => {
    for (const formType of ['partner', undefined, 42]) {
      const res = await post(api(), { ...contact, formType });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string[]> };
      expect(body.fields.formType?.[0]).toMatch(/^Unknown formType .*: use one of contact, demo, trial, event\.$/);
    }
  });

  it('answers 400 for broken JSON and for JSON that is not an object', async () => {
    for (const raw of ['{"name":', '[1,2]', '"text"', 'null']) {
      const res = await post(api(), raw);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/not valid JSON|must be a JSON object/);
    }
  });

  it('answers 413 for a body over 16 KB, declared or streamed', async () => {
    const big = { ...contact, message: 'x'.repeat(16 * 1024) };
    const res = await post(api(), big);
    expect(res.status).toBe(413);
    // no Content-Length: a chunked body is counted while it is read
    const chunked = await fetch(api(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // just under the limit is fine as far as size goes (the message length rule answers instead)
    const under = await post(api(), { ...contact, message: 'x'.repeat(15 * 1024) });
    expect(under.status).toBe(400);
  });

  it('answers 415 for anything but JSON', async () => {
    const form = await fetch(api(), { method: 'POST', body: new URLSearchParams({ name: 'a' }) });
    expect(form.status).toBe(415);
    const text = await fetch(api(), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(contact) });
    expect(text.status).toBe(415);
    const none = await fetch(api(), { method: 'POST', body: JSON.stringify(contact) });
    expect(none.status).toBe(415);
    const withCharset = await post(api(), contact, { 'Content-Type': 'application/json; charset=utf-8' });
    expect(withCharset.status).toBe(201);
  });

  it('drops a submission whose honeypot is filled, answering like a success', async () => {
    const before = (await store.listLeads({ limit: 1000 })).length;
    const res = await post(api(), { ...contact, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await store.listLeads({ limit: 1000 })).length).toBe(before);
  });

  it('allows cross-origin calls from configured site origins only', async () => {
    const preflight = await fetch(api(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.bloksecure.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.bloksecure.com');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const evil = await fetch(api(), {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const evilPost = await post(api(), contact, { Origin: 'https://evil.example' });
    expect(evilPost.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never shows a stack trace or internals in an error answer', async () => {
    for (const res of [await post(api(), '{'), await post(api(), { formType: 'demo' }), await fetch(api(), { method: 'POST' })]) {
      const text = await res.text();
      expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|Error:|SQLITE|postgres/i);
    }
  });
});

describe('POST /api/leads when the store fails', () => {
  it('answers 503 with a plain message and no details', async () => {
    const failure = () => Promise.reject(new Error('SQLITE_FULL: database or disk is full at /secret/path'));
    // every call fails, but the worker's claims (which find nothing) and close
    const quiet: Partial<LeadStore> = {
      kind: 'sqlite',
      claimOutbox: async () => [],
      renewOutbox: async () => [],
      releaseOutbox: async () => {},
      close: async () => {},
    };
    const failing = new Proxy(quiet, {
      get: (target, prop) => (prop in target ? target[prop as keyof LeadStore] : prop === 'then' ? undefined : failure),
    }) as LeadStore;
    const server = await startServer({ store: failing });
    try {
      const res = await post(`${server.url}/api/leads`, contact);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      const text = await res.text();
      expect(text).toBe('{"error":"Your submission could not be saved just now. Please try again in a minute."}');
      const news = await post(`${server.url}/api/newsletter/subscribe`, { email: 'a@example.com' });
      expect(news.status).toBe(503);
      expect(await news.text()).not.toMatch(/SQLITE|secret/);
    } finally {
      await server.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an address sent more than the limit in the window', async () => {
    const kind = storeKinds[0]!;
    const { store, dispose } = await kind.open();
    const server = await startServer({
      store,
      env: { RATE_LIMIT_LEADS: '3', RATE_LIMIT_NEWSLETTER: '2', RATE_LIMIT_WINDOW_SECONDS: '120' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(`${server.url}/api/leads`, contact)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const limited = await post(`${server.url}/api/leads`, contact);
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(100);
      expect(retryAfter).toBeLessThanOrEqual(120);
      expect(((await limited.json()) as { error: string }).error).toMatch(
        /^Too many submissions from your network\. Please try again in \d+ seconds\.$/,
      );
      // the newsletter has its own budget
      const news = [];
      for (let i = 0; i < 3; i++) news.push((await post(`${server.url}/api/newsletter/subscribe`, { email: `n${i}@example.com` })).status);
      expect(news).toEqual([201, 201, 429]);
      expect((await store.listLeads()).length).toBe(3);
    } finally {
      await server.close();
      await dispose();
    }
  });
});

describe('rate limit keys', () => {
  it('counts every address of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    const { store, dispose } = await storeKinds[0]!.open();
    const server = await startServer({ store, env: { RATE_LIMIT_LEADS: '2', TRUST_PROXY: 'true' } });
    const from = (address: string) => post(`${server.url}/api/leads`, contact, { 'X-Forwarded-For': address });
    try {
      expect((await from('2001:db8:7:1::1')).status).toBe(201);
      expect((await from('2001:db8:7:1:ffff::2')).status).toBe(201);
      // a third address of the same /64 is the same client
      expect((await from('2001:db8:7:1::3')).status).toBe(429);
      // the next /64 is another client
      expect((await from('2001:db8:7:2::1')).status).toBe(201);
      expect((await from('198.51.100.4')).status).toBe(201);
      expect((await from('::ffff:198.51.100.4')).status).toBe(201);
      expect((await from('198.51.100.4')).status).toBe(429);
    } finally {
      await server.close();
      await dispose();
    }
  });
});
