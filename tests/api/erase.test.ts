import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadNotification } from '../../core/mail/notification';
import { emlFileTransport, type MailTransport } from '../../core/mail/transport';
import { OutboxWorker } from '../../core/mail/worker';
import { resolveErasureKey } from '../../core/privacy/erasureKey';
import { EraseBusyError, erasePerson } from '../../core/privacy/person';
import type { PgLeadStore } from '../../core/store/postgres';
import { SqliteLeadStore } from '../../core/store/sqlite';
import { type LeadStore, leadRecordFrom, type OutboxMessage } from '../../core/store/types';
import type { PersonData } from '../../src/shared/leads/person';
import { post, startServer, type TestServer } from './helpers/server';
import { testAdminToken } from './helpers/siteProcess';
import { storeKinds } from './helpers/stores';

const ADDRESS = 'Erin.Erased+gdpr@Example.org';
const auth = { Authorization: `Bearer ${testAdminToken}`, 'Content-Type': 'application/json' };
const contact = { name: 'Erin Erased', companySize: 'Unknown', message: 'Call me', formType: 'contact', marketingConsent: false };
const demo = {
  name: 'Erin Erased',
  company: 'Erasure Ltd',
  companySize: '51-200',
  phone: '',
  message: 'Product Interest: BlokKey',
  formType: 'demo',
  marketingConsent: true,
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, fn: () => T | undefined | false | Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** every row of every table of the store, as text (PostgreSQL: each row cast to text) */
async function everyRow(store: LeadStore): Promise<string> {
  if (store instanceof SqliteLeadStore) {
    const tables = store.sql("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
    return tables.map((t) => JSON.stringify(store.db.prepare(`SELECT * FROM "${t.name}"`).all())).join('\n');
  }
  const pool = (store as PgLeadStore).pool;
  const { rows } = await pool.query<{ t: string }>('SELECT tablename AS t FROM pg_tables WHERE schemaname = current_schema()');
  const out: string[] = [];
  for (const { t } of rows) out.push(...(await pool.query<{ r: string }>(`SELECT x::text AS r FROM "${t}" x`)).rows.map((r) => r.r));
  return out.join('\n');
}

/** the .eml transport, except that demo requests are refused while `refuseDemos` is set: their notification stays waiting */
function gatedTransport(dir: string) {
  const eml = emlFileTransport(dir);
  const state = { refuseDemos: true, sent: [] as OutboxMessage[] };
  const transport: MailTransport = {
    description: 'gated .eml',
    async send(m) {
      if (state.refuseDemos && m.subject.startsWith('New demo request')) throw new Error('451 try later');
      await eml.send(m);
      state.sent.push(m);
    },
    close: () => eml.close(),
  };
  return { transport, state };
}

describe.each(storeKinds)('one person found, exported and erased ($name)', (kind) => {
  let store: LeadStore;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let gate: ReturnType<typeof gatedTransport>;
  let written = '';
  const spies: Array<{ mockRestore(): void }> = [];
  const api = (p: string, body?: unknown) =>
    fetch(
      `${server.url}/api/admin/leads${p}`,
      body === undefined ? { headers: auth } : { method: 'POST', headers: auth, body: JSON.stringify(body) },
    );

  beforeAll(async () => {
    ({ store, dispose } = await kind.open());
    gate = gatedTransport('/nonexistent');
    server = await startServer({
      store,
      env: { ADMIN_TOKEN: testAdminToken, RATE_LIMIT_LEADS: '0', LOG_LEVEL: 'info' },
      // the transport is made once the data folder is known (below)
      transport: { description: 'gated', send: (m) => gate.transport.send(m), close: () => gate.transport.close() },
      worker: { pollMs: 100, baseDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    gate = gatedTransport(path.join(server.dataDir, 'outbox'));
    // the whole run's log lines, the server's included
    const capture = (chunk: unknown) => {
      written += String(chunk);
      return true;
    };
    spies.push(vi.spyOn(process.stdout, 'write').mockImplementation(capture));
    spies.push(vi.spyOn(process.stderr, 'write').mockImplementation(capture));
  });
  afterAll(async () => {
    for (const s of spies) s.mockRestore();
    await server?.close();
    await dispose?.();
  });

  it('finds everything held on the address, exports it as one document, then erases all of it', async () => {
    expect((await post(`${server.url}/api/leads`, { ...contact, email: ADDRESS })).status).toBe(201);
    expect((await post(`${server.url}/api/leads`, { ...demo, email: ADDRESS.toLowerCase() })).status).toBe(201);
    expect((await post(`${server.url}/api/newsletter/subscribe`, { email: ADDRESS.toUpperCase() })).status).toBe(201);
    expect((await post(`${server.url}/api/leads`, { ...contact, name: 'Kept Person', email: 'kept@example.org' })).status).toBe(201);
    // the contact notification is written as .eml; the demo's is refused and waits for a retry
    await until('two .eml files', () => gate.state.sent.length === 2);

    const found = (await (await api('/person', { email: ` ${ADDRESS.toUpperCase()} ` })).json()) as PersonData;
    expect(found.leads.map((l) => l.formType).sort()).toEqual(['contact', 'demo']);
    expect(found.newsletter?.email).toBe(ADDRESS.toUpperCase());
    expect(found.outboxMessages).toHaveLength(2);
    expect(found.outboxMessages.filter((m) => m.sentAt === null)).toEqual([
      expect.objectContaining({ lastError: '451 try later', attempts: 1 }),
    ]);
    expect(found.emlFiles).toHaveLength(1);
    // nodemailer writes the domain in lower case
    expect(found.emlFiles[0]?.content).toMatch(/^Reply-To: Erin\.Erased\+gdpr@example\.org\r$/m);
    expect(found.erasures).toEqual([]);

    const bad = await api('/erase', { email: ADDRESS });
    expect(bad.status).toBe(400);
    const res = await api('/erase', { email: ADDRESS, confirm: true });
    expect(res.status).toBe(200);
    const record = (await res.json()) as { counts: object; subject: string; keyId: string; stores: string[] };
    expect(record.counts).toEqual({ leads: 2, newsletter: 1, outbox: 2, outboxUnsent: 1, emlFiles: 1 });
    expect(record.stores).toEqual(['leads', 'newsletter_subscribers', 'outbox', 'eml_files']);

    // the waiting notification is never sent, however long the worker runs
    gate.state.refuseDemos = false;
    expect((await post(`${server.url}/api/leads`, { ...contact, name: 'After Erase', email: 'after@example.org' })).status).toBe(201);
    await until('the next lead notified', () => gate.state.sent.some((m) => m.replyTo === 'after@example.org'));
    await sleep(300);
    expect(gate.state.sent.filter((m) => m.text.toLowerCase().includes(ADDRESS.toLowerCase()))).toHaveLength(1);

    // the address is nowhere: store (every row), outbox, .eml files, logs of the run
    const needle = ADDRESS.toLowerCase();
    expect((await everyRow(store)).toLowerCase()).not.toContain(needle);
    expect((await everyRow(store)).toLowerCase()).not.toContain('erin erased');
    if (store instanceof SqliteLeadStore) {
      const dir = path.dirname(store.db.name);
      for (const f of readdirSync(dir).filter((n) => n.startsWith('leads.sqlite')))
        expect(readFileSync(path.join(dir, f)).toString('latin1').toLowerCase(), f).not.toContain(needle);
    }
    const outbox = path.join(server.dataDir, 'outbox');
    for (const f of readdirSync(outbox)) expect(readFileSync(path.join(outbox, f), 'utf8').toLowerCase(), f).not.toContain(needle);
    expect(readdirSync(outbox)).toHaveLength(2);
    expect(written.length).toBeGreaterThan(0);
    expect(written).toContain('"msg":"person erased"');
    expect(written.toLowerCase()).not.toContain(needle);
    expect(written.toLowerCase()).not.toContain('erin.erased');

    // the erasure record: when, which stores, counts; the address only as the keyed hash
    const key = resolveErasureKey(undefined, server.dataDir);
    const hash = createHmac('sha256', key.key).update(needle).digest('hex');
    const { erasures } = (await (await api('/erasures')).json()) as { erasures: Array<{ subject: string; counts: object }> };
    expect(erasures[0]).toMatchObject({ subject: hash.slice(0, 12), counts: record.counts });
    expect(await everyRow(store)).toContain(hash);
    const again = (await (await api('/person', { email: ADDRESS })).json()) as PersonData;
    expect({ leads: again.leads, newsletter: again.newsletter, outbox: again.outboxMessages, eml: again.emlFiles }).toEqual({
      leads: [],
      newsletter: null,
      outbox: [],
      eml: [],
    });
    expect(again.erasures).toHaveLength(1);
    // the other person is untouched
    expect((await (await api('/person', { email: 'kept@example.org' })).json()) as PersonData).toMatchObject({
      leads: [expect.anything()],
    });
  });
});

describe.each(storeKinds)('an erase and a worker holding a claim ($name)', (kind) => {
  const lead = (email: string) => leadRecordFrom({ ...contact, email, formType: 'contact' }, crypto.randomUUID(), new Date());
  const context = (store: LeadStore) => ({ store, dataDir: '/nonexistent', key: resolveErasureKey('k'.repeat(32), '/nonexistent') });
  /** a transport whose sends wait until released */
  const held = () => {
    const sent: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const transport: MailTransport = {
      description: 'held',
      async send(m) {
        await gate;
        sent.push(m.replyTo ?? '');
      },
      close: () => {},
    };
    return { transport, sent, release };
  };

  it('a message the worker has claimed but not begun is never sent after the erase', async () => {
    const { store, dispose } = await kind.open();
    try {
      for (const email of ['first@example.org', ADDRESS]) {
        const l = lead(email);
        await store.addLead(l, leadNotification(l, { to: 's@example.com', from: 'w@example.com' }));
        await sleep(5);
      }
      const t = held();
      // one lane: it sends the first message (held) while it holds the claim of the person's message too
      const worker = new OutboxWorker(store, t.transport, { concurrency: 1, leaseMs: 60_000 });
      const round = worker.runOnce();
      await sleep(300);
      const record = await erasePerson(context(store), ADDRESS, { waitMs: 2_000 });
      expect(record.counts).toMatchObject({ leads: 1, outbox: 1, outboxUnsent: 1 });
      t.release();
      expect(await round).toEqual({ claimed: 2, sent: 1, failed: 0 });
      expect(t.sent).toEqual(['first@example.org']);
    } finally {
      await dispose();
    }
  });

  it('a message being sent is waited for; when its send does not end, nothing is erased', async () => {
    const { store, dispose } = await kind.open();
    try {
      const l = lead(ADDRESS);
      await store.addLead(l, leadNotification(l, { to: 's@example.com', from: 'w@example.com' }));
      const t = held();
      const round = new OutboxWorker(store, t.transport, { leaseMs: 60_000 }).runOnce();
      await sleep(300);
      await expect(erasePerson(context(store), ADDRESS, { waitMs: 500 })).rejects.toBeInstanceOf(EraseBusyError);
      expect((await store.reader.rows({ text: 'SELECT id FROM leads', params: [] })).length).toBe(1);
      const erasing = erasePerson(context(store), ADDRESS, { waitMs: 10_000 });
      await sleep(300);
      t.release();
      // the send ends and is recorded, then the erase goes through: nothing goes out after it
      expect((await erasing).counts).toMatchObject({ leads: 1, outbox: 1, outboxUnsent: 0 });
      expect(await round).toEqual({ claimed: 1, sent: 1, failed: 0 });
    } finally {
      await dispose();
    }
  });
});
