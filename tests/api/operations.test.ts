import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiApp } from '../../api/app';
import { memoryLimits } from '../../api/limitStore';
import { READY_PATH } from '../../api/routes/health';
import { createSiteServer } from '../../api/server';
import { loadConfig } from '../../core/config';
import { sqliteFile } from '../../core/store';
import { createLeadBackend } from '../../core/store/backend';
import { openSqlite } from '../../core/store/sqliteHandle';
import type { LeadStore } from '../../core/store/types';
import { emptyContactForm, leadPayloadFromContactForm } from '../../src/shared/forms/contact';
import { tempRoot } from '../export/exportCopies';
import { parseAnswer, type RawAnswer } from './helpers/rawHttp';
import { type SiteProcess, startSiteProcess, testAdminToken, tinySiteFolder } from './helpers/siteProcess';
import { freePort } from './helpers/smtp';
import { storeKinds } from './helpers/stores';

/**
 * What an operator relies on around one instance: liveness apart from readiness, the admin switched
 * off on public instances, a clear 503 when the database is away, and a stop that drops nothing.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

// the payload the contact form sends, built by the form's own function
const contact = leadPayloadFromContactForm({ ...emptyContactForm, name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' });

/** a site server in this process over `store` (SQLite unless given), with the given environment */
async function startInProcess(env: Record<string, string>, store?: LeadStore) {
  const root = await tempRoot('ops');
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: path.join(root, 'data'), ADMIN_TOKEN: testAdminToken, ...env });
  const opened = store ? null : await storeKinds[0]!.open();
  const leads = createLeadBackend(config, { store: store ?? opened!.store });
  const site = createSiteServer(config, tinySiteFolder('ops-').siteDir, { leads });
  const { port } = await site.listen();
  cleanups.push(async () => {
    await site.close();
    await opened?.dispose();
  });
  return `http://127.0.0.1:${port}`;
}

const auth = { Authorization: `Bearer ${testAdminToken}` };

describe('liveness and readiness', () => {
  it('answers /api/health and /api/ready with 200 while the store answers', async () => {
    const base = await startInProcess({});
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ ok: true });
    const ready = await fetch(`${base}${READY_PATH}`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ ready: true });
  });

  it('answers /api/ready with 503 while the store does not answer, /api/health still 200', async () => {
    const { store, dispose } = await storeKinds[0]!.open();
    cleanups.push(dispose);
    let down = true;
    const flaky: LeadStore = Object.assign(Object.create(store) as LeadStore, {
      ping: () => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : store.ping()),
    });
    const base = await startInProcess({}, flaky);
    const ready = await fetch(`${base}${READY_PATH}`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, error: 'The lead store (SQLite) cannot be reached.' });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    down = false;
    await new Promise((r) => setTimeout(r, 250));
    expect((await fetch(`${base}${READY_PATH}`)).status).toBe(200);
  });
});

describe('ADMIN_ENABLED', () => {
  it('is on unless set to false or 0, and names a bad value', () => {
    expect(loadConfig({}).ADMIN_ENABLED).toBe(true);
    expect(loadConfig({ ADMIN_ENABLED: '' }).ADMIN_ENABLED).toBe(true);
    expect(loadConfig({ ADMIN_ENABLED: 'false' }).ADMIN_ENABLED).toBe(false);
    expect(loadConfig({ ADMIN_ENABLED: '0' }).ADMIN_ENABLED).toBe(false);
    expect(() => loadConfig({ ADMIN_ENABLED: 'off' })).toThrow(/^Invalid configuration: ADMIN_ENABLED must be true or false/);
  });

  it('false: /admin and every /api/admin/* path answer 404, with or without the token; the forms still work', async () => {
    const base = await startInProcess({ ADMIN_ENABLED: 'false', RATE_LIMIT_LEADS: '0' });
    expect((await fetch(`${base}/admin`)).status).toBe(404);
    for (const [method, p] of [
      ['GET', '/api/admin/status'],
      ['POST', '/api/admin/generate-static-site'],
      ['POST', '/api/admin/deploy'],
      ['GET', '/api/admin/download/site.zip'],
    ] as const) {
      const res = await fetch(`${base}${p}`, { method, headers: auth });
      expect(res.status, p).toBe(404);
      expect(await res.json()).toEqual({ error: `No API route for ${method} ${p}` });
    }
    const lead = await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(lead.status).toBe(201);
  });

  it('true (the default, the publisher): the admin answers', async () => {
    const base = await startInProcess({});
    expect((await fetch(`${base}/api/admin/status`, { headers: auth })).status).toBe(200);
  });
});

describe('admin actions while PostgreSQL is away', () => {
  it('answer 503 with a message that says nothing changed, not 500', async () => {
    const root = await tempRoot('ops-admin-db');
    const port = await freePort();
    const config = loadConfig({
      DATA_DIR: path.join(root, 'data'),
      ADMIN_TOKEN: testAdminToken,
      DATABASE_URL: `postgres://site@127.0.0.1:${port}/site`,
    });
    const { store, dispose } = await storeKinds[0]!.open();
    cleanups.push(dispose);
    const app = createApiApp({
      config,
      siteDir: path.join(root, 'site'),
      leads: createLeadBackend(config, { store }),
      limits: memoryLimits(),
    });
    for (const p of ['/api/admin/generate-static-site', '/api/admin/create-static-zip', '/api/admin/create-complete-static-site']) {
      const res = await app.request(p, { method: 'POST', headers: auth });
      expect(res.status, p).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      const body = (await res.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(
        /^The database \(PostgreSQL at DATABASE_URL\) cannot be reached, so the export lock that every instance shares cannot be taken: nothing was changed\. Try again once it is back/,
      );
    }
  });
});

/** a raw keep-alive connection: send requests one at a time, read each answer */
function rawConnection(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  let data = Buffer.alloc(0);
  let waiter: (() => void) | null = null;
  let ended = false;
  socket.on('data', (d: Buffer) => {
    data = Buffer.concat([data, d]);
    waiter?.();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('end', () => {
    ended = true;
    waiter?.();
  });
  socket.on('error', () => {});
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    connected,
    closed,
    /** the next complete answer */
    async answer(method: string): Promise<RawAnswer> {
      for (;;) {
        const a = parseAnswer(data, method);
        const length = Number(a?.headers['content-length'] ?? Number.NaN);
        if (a && (Number.isNaN(length) || a.body.length >= length)) {
          data = Buffer.alloc(0);
          return a;
        }
        if (ended) throw new Error(`connection ended without a complete answer: ${data.toString()}`);
        await new Promise<void>((resolve) => {
          waiter = resolve;
        });
      }
    },
  };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect({ port, host: '127.0.0.1' });
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

const exited = (site: SiteProcess) =>
  new Promise<{ code: number | null; ms: number }>((resolve) => {
    const started = Date.now();
    if (!site.alive()) resolve({ code: site.child.exitCode, ms: 0 });
    else site.child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
  });

/** a site serve process with one keep-alive connection, idle after one answer (as a proxy's pooled connection) */
async function siteWithIdleConnection(shutdownMs: number) {
  const site = await startSiteProcess({ SITE_SHUTDOWN_TIMEOUT_MS: String(shutdownMs) });
  cleanups.push(site.stop);
  const idle = rawConnection(site.port);
  await idle.connected;
  idle.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
  expect((await idle.answer('GET')).status).toBe(200);
  return { site, idle };
}

describe('site serve on SIGTERM', () => {
  it('turns readiness to 503, takes no new connection, finishes the request in flight with Connection: close, and exits 0', async () => {
    const { site, idle } = await siteWithIdleConnection(10_000);
    // a lead whose body is half sent
    const body = JSON.stringify({ ...contact, email: 'in-flight@example.com' });
    const busy = rawConnection(site.port);
    await busy.connected;
    busy.socket.write(
      `POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((r) => setTimeout(r, 200));

    const exit = exited(site);
    site.child.kill('SIGTERM');
    // new connections are refused as soon as the signal is handled (a busy machine may take a moment)
    const until = Date.now() + 5_000;
    while (!(await refused(site.port)) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(await refused(site.port)).toBe(true);
    expect(site.alive()).toBe(true);

    // the idle connection is still served, once: 503 and closed
    idle.socket.write(`GET ${READY_PATH} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const notReady = await idle.answer('GET');
    expect(notReady.status).toBe(503);
    expect(notReady.headers.connection).toBe('close');
    expect(JSON.parse(notReady.body.toString())).toEqual({ ready: false, error: 'This instance is shutting down.' });
    await idle.closed;

    // the request in flight is answered
    busy.socket.write(body.slice(20));
    const stored = await busy.answer('POST');
    expect(stored.status).toBe(201);
    expect(stored.headers.connection).toBe('close');
    await busy.closed;

    const { code, ms } = await exit;
    expect(code).toBe(0);
    // nothing was left open, so it did not wait for the deadline
    expect(ms).toBeLessThan(5_000);
    expect(site.output()).toMatch(/SIGTERM: shutting down/);
    expect(site.output()).toMatch(/Stopped in \d+\.\d s\n/);
    const db = openSqlite(sqliteFile(site.dataDir), { readonly: true });
    try {
      expect(db.statement("SELECT count(*) AS n FROM leads WHERE email = 'in-flight@example.com'").get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  });

  it('cuts an idle connection its client never closes at SITE_SHUTDOWN_TIMEOUT_MS, and exits 0', async () => {
    const { site, idle } = await siteWithIdleConnection(1_500);
    const exit = exited(site);
    site.child.kill('SIGINT');
    await idle.closed;
    const { code, ms } = await exit;
    expect(code).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(6_000);
    expect(site.output()).toMatch(/at the deadline, 0 busy and 1 idle connections were closed/);
  });
});
