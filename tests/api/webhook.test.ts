import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { leadWebhookConfig, loadConfig } from '../../core/config';
import type { FailedDeliveries } from '../../src/shared/leads/deliveries';
import { post, startServer, type TestServer } from './helpers/server';
import { testAdminToken } from './helpers/siteProcess';
import { freePort } from './helpers/smtp';
import { storeKinds } from './helpers/stores';

const secret = () => `whsec_${randomBytes(32).toString('base64')}`;
const auth = { Authorization: `Bearer ${testAdminToken}`, 'Content-Type': 'application/json' };
const contact = { companySize: 'Unknown', message: 'Hello', formType: 'contact', marketingConsent: false };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, fn: () => T | undefined | false | Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * The CRM's side: verifies every delivery with the standardwebhooks package (signature, timestamp
 * within 5 minutes, the three headers) and keeps what it accepted. `answer` sets its status; `down()`
 * closes it (connection refused) and `up()` listens again on the same port.
 */
async function crm(key: string) {
  const port = await freePort();
  const verifier = new Webhook(key);
  const state = { answer: 200 };
  const accepted: Array<{ id: string; type: string; data: { id: string; email: string; name: string } }> = [];
  const rejected: string[] = [];
  let attempts = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      attempts++;
      if (state.answer !== 200) {
        res.writeHead(state.answer).end();
        return;
      }
      try {
        const body = Buffer.concat(chunks).toString('utf8');
        const payload = verifier.verify(body, req.headers as Record<string, string>) as (typeof accepted)[number];
        accepted.push({ ...payload, id: String(req.headers['webhook-id']) });
        res.writeHead(204).end();
      } catch (err) {
        rejected.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  const up = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await up();
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    state,
    accepted,
    rejected,
    attempts: () => attempts,
    up,
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The real schedule at 1/1000 scale, so minutes pass in milliseconds: retries from 5 s doubling to
 * 1 h become 5 ms to 3.6 s, and a receiver down for 10 minutes is down for 600 ms.
 */
const SCALED = { pollMs: 20, baseDelayMs: 5, maxDelayMs: 900, webhookMaxDelayMs: 3_600, webhookWindowMs: 259_200 };

describe.each(storeKinds)('LEADS_WEBHOOK_URL: each new lead delivered to the CRM once ($name)', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  const setUp = async (worker: Partial<typeof SCALED> = {}) => {
    const key = secret();
    const receiver = await crm(key);
    cleanups.push(receiver.close);
    const { store, dispose } = await kind.open();
    cleanups.push(dispose);
    const server = await startServer({
      store,
      env: { ADMIN_TOKEN: testAdminToken, RATE_LIMIT_LEADS: '0', LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: key },
      worker: { ...SCALED, ...worker },
    });
    cleanups.push(server.close);
    return { receiver, server };
  };
  const failed = async (server: TestServer) =>
    (await (await fetch(`${server.url}/api/admin/leads/deliveries`, { headers: auth })).json()) as FailedDeliveries;
  const lead = async (server: TestServer, name: string) => {
    const res = await post(`${server.url}/api/leads`, { ...contact, name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com` });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  it('signs each delivery per Standard Webhooks, with a webhook-id stable per lead', async () => {
    const { receiver, server } = await setUp();
    const ids = [await lead(server, 'Ada'), await lead(server, 'Grace')];
    await until('two deliveries', () => receiver.accepted.length === 2);
    expect(receiver.rejected).toEqual([]);
    expect(receiver.accepted.map((d) => d.id).sort()).toEqual(ids.map((id) => `lead_${id}`).sort());
    const ada = receiver.accepted.find((d) => d.data.name === 'Ada');
    expect(ada).toMatchObject({ type: 'lead.created', data: { id: ids[0], email: 'ada@example.com', formType: 'contact' } });
    // recorded as sent: nothing failing, and nothing sent again
    await sleep(200);
    expect(receiver.accepted).toHaveLength(2);
    expect((await failed(server)).total).toBe(0);
  });

  it('a receiver down for 10 minutes (scaled) still gets each lead once', async () => {
    const { receiver, server } = await setUp();
    await receiver.down();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await lead(server, `Outage ${i}`));
      await sleep(120);
    }
    const during = await until('failing deliveries', async () => {
      const f = await failed(server);
      return f.deliveries.filter((d) => d.channel === 'webhook' && d.attempts >= 2).length === 5 && f;
    });
    expect(during.deliveries.every((d) => d.state === 'failing' && d.lastError)).toBe(true);
    await receiver.up();
    await until('every lead delivered', () => new Set(receiver.accepted.map((d) => d.id)).size === 5);
    await sleep(400);
    expect(receiver.rejected).toEqual([]);
    expect(receiver.accepted.map((d) => d.id).sort()).toEqual(ids.map((id) => `lead_${id}`).sort());
    expect((await failed(server)).total).toBe(0);
  });

  it('gives up after its window, shows the failure, and an admin retry delivers it once', async () => {
    const { receiver, server } = await setUp({ webhookWindowMs: 300 });
    receiver.state.answer = 503;
    const id = await lead(server, 'Patient');
    const given = await until('given up', async () => (await failed(server)).deliveries.find((d) => d.state === 'given-up'));
    expect(given).toMatchObject({
      channel: 'webhook',
      leadId: id,
      leadName: 'Patient',
      lastError: 'the receiver answered HTTP 503 Service Unavailable',
    });
    const tries = receiver.attempts();
    await sleep(300);
    expect(receiver.attempts()).toBe(tries);
    receiver.state.answer = 200;
    const res = await fetch(`${server.url}/api/admin/leads/deliveries/${given.id}/retry`, { method: 'POST', headers: auth });
    expect(await res.json()).toEqual({ retried: true });
    await until('the retried delivery', () => receiver.accepted.length === 1);
    expect(receiver.accepted[0]?.id).toBe(`lead_${id}`);
    expect((await fetch(`${server.url}/api/admin/leads/deliveries/${given.id}/retry`, { method: 'POST', headers: auth })).status).toBe(404);
  });

  it('an erase removes a delivery not sent yet', async () => {
    const { receiver, server } = await setUp();
    receiver.state.answer = 503;
    await lead(server, 'Forget Me');
    await until('a failing delivery', async () => (await failed(server)).deliveries.some((d) => d.channel === 'webhook'));
    const erased = await fetch(`${server.url}/api/admin/leads/erase`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ email: 'forgetme@example.com', confirm: true }),
    });
    expect(((await erased.json()) as { counts: object }).counts).toMatchObject({ leads: 1, outbox: 2 });
    receiver.state.answer = 200;
    const kept = await lead(server, 'Kept');
    await until('the next lead', () => receiver.accepted.length === 1);
    await sleep(300);
    expect(receiver.accepted.map((d) => d.id)).toEqual([`lead_${kept}`]);
  });
});

describe('the webhook settings', () => {
  it('need both variables, and a secret in the Standard Webhooks format', () => {
    const key = secret();
    expect(leadWebhookConfig(loadConfig({ LEADS_WEBHOOK_URL: 'https://crm.example.com/in', LEADS_WEBHOOK_SECRET: key }))).toEqual({
      url: 'https://crm.example.com/in',
      secret: key,
    });
    expect(leadWebhookConfig(loadConfig({}))).toBeUndefined();
    expect(() => leadWebhookConfig(loadConfig({ LEADS_WEBHOOK_URL: 'https://crm.example.com/in' }))).toThrow(
      'LEADS_WEBHOOK_SECRET is required when the other LEADS_WEBHOOK_ variable is set',
    );
    expect(() => loadConfig({ LEADS_WEBHOOK_SECRET: 'not-a-secret' })).toThrow(
      /LEADS_WEBHOOK_SECRET must be whsec_ followed by base64 .*\(got a secret of 12 characters, not shown\)/,
    );
    expect(() => loadConfig({ LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(8).toString('base64')}` })).toThrow(/24 to 64 bytes/);
    expect(() => loadConfig({ LEADS_WEBHOOK_URL: 'ftp://crm.example.com' })).toThrow(/LEADS_WEBHOOK_URL/);
  });
});
