import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadNotification } from '../../core/mail/notification';
import { PgLeadStore } from '../../core/store/postgres';
import { SqliteLeadStore } from '../../core/store/sqlite';
import { type LeadRecord, type LeadStore, leadRecordFrom } from '../../core/store/types';
import { IDEMPOTENCY_KEY_MESSAGE, parseIdempotencyKey } from '../../src/shared/forms/idempotencyKey';
import { postgresUrl, testSchema } from './helpers/postgres';
import { post, startServer, type TestServer } from './helpers/server';
import { storeKinds } from './helpers/stores';

const contact = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  companySize: 'Unknown',
  message: 'Hello',
  formType: 'contact',
  marketingConsent: false,
};
const newLead = (name = 'Grace Hopper'): LeadRecord =>
  leadRecordFrom({ ...contact, name, formType: 'contact' }, crypto.randomUUID(), new Date());
const mail = (l: LeadRecord) => leadNotification(l, { to: 'sales@example.com', from: 'site@example.com' });
const keyed = (key: string) => ({ 'Idempotency-Key': `"${key}"` });

/** rows of a SQL text on either store (the tests look under the interface) */
async function rows<T>(store: LeadStore, sqlite: string, postgres: string, params: unknown[] = []): Promise<T[]> {
  if (store instanceof SqliteLeadStore) return store.sql(sqlite).all(...params) as T[];
  return (await (store as PgLeadStore).pool.query(postgres, params)).rows as T[];
}
const leadsWithKey = (store: LeadStore, key: string) =>
  rows<{ id: string }>(store, 'SELECT id FROM leads WHERE idempotency_key = ?', 'SELECT id FROM leads WHERE idempotency_key = $1', [key]);
const outboxOf = (store: LeadStore, leadId: string) =>
  rows<{ id: string }>(store, 'SELECT id FROM outbox WHERE lead_id = ?', 'SELECT id FROM outbox WHERE lead_id = $1', [leadId]);

describe('parseIdempotencyKey', () => {
  it("takes the draft's quoted string and a bare key, and refuses what is not a key", () => {
    const uuid = '8e03978e-40d5-43e8-bc93-6894a57f9324';
    expect(parseIdempotencyKey(undefined)).toEqual({ ok: true });
    expect(parseIdempotencyKey(`"${uuid}"`)).toEqual({ ok: true, key: uuid });
    expect(parseIdempotencyKey(` ${uuid} `)).toEqual({ ok: true, key: uuid });
    for (const bad of [
      '',
      '""',
      '"short"',
      `"${'x'.repeat(256)}"`,
      `"${uuid}", "${uuid}"`,
      '"with space inside 12345"',
      '"é-not-ascii-at-all-here"',
    ]) {
      expect(parseIdempotencyKey(bad)).toEqual({ ok: false, message: IDEMPOTENCY_KEY_MESSAGE });
    }
  });
});

describe.each(storeKinds)('Idempotency-Key ($name)', (kind) => {
  let store: LeadStore;
  let dispose: () => Promise<void>;
  let server: TestServer;
  const api = () => `${server.url}/api/leads`;

  beforeAll(async () => {
    ({ store, dispose } = await kind.open());
    server = await startServer({ store, env: { RATE_LIMIT_LEADS: '0' } });
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
  });

  it('a repeat answers the first 201 and stores nothing', async () => {
    const key = crypto.randomUUID();
    const first = await post(api(), contact, keyed(key));
    const firstBody = await first.json();
    const again = await post(api(), contact, keyed(key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(firstBody);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const stored = await leadsWithKey(store, key);
    expect(stored.map((r) => r.id)).toEqual([(firstBody as { id: string }).id]);
    expect(await outboxOf(store, stored[0]?.id ?? '')).toHaveLength(1);
  });

  it('repeats that arrive together store one lead, and all answer its id', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(api(), contact, keyed(key))));
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(ids).size).toBe(1);
    expect(await leadsWithKey(store, key)).toHaveLength(1);
  });

  it('the key with another payload answers 422; a malformed key 400; no key stores every time', async () => {
    const key = crypto.randomUUID();
    expect((await post(api(), contact, keyed(key))).status).toBe(201);
    const other = await post(api(), { ...contact, message: 'Something else' }, keyed(key));
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: string }).error).toMatch(/already used for a different submission/);
    const bad = await post(api(), contact, { 'Idempotency-Key': '"too-short"' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: IDEMPOTENCY_KEY_MESSAGE, fields: { 'Idempotency-Key': [IDEMPOTENCY_KEY_MESSAGE] } });
    const marker = `nokey-${crypto.randomUUID()}@example.com`;
    await post(api(), { ...contact, email: marker });
    await post(api(), { ...contact, email: marker });
    const plain = await rows(store, 'SELECT id FROM leads WHERE email = ?', 'SELECT id FROM leads WHERE email = $1', [marker]);
    expect(plain).toHaveLength(2);
  });

  it('a key older than 24 hours is forgotten: the next use stores a new lead', async () => {
    const key = crypto.randomUUID();
    const old = newLead();
    expect(await store.addLead(old, mail(old), { key, fingerprint: 'f' })).toEqual({ outcome: 'stored', id: old.id });
    const dayAgo = new Date(Date.now() - 24 * 3_600_000 - 1_000).toISOString();
    await rows(
      store,
      'UPDATE leads SET created_at = ? WHERE id = ? RETURNING id',
      'UPDATE leads SET created_at = $1 WHERE id = $2 RETURNING id',
      [dayAgo, old.id],
    );
    const fresh = newLead();
    expect(await store.addLead(fresh, mail(fresh), { key, fingerprint: 'f' })).toEqual({ outcome: 'stored', id: fresh.id });
    expect((await leadsWithKey(store, key)).map((r) => r.id)).toEqual([fresh.id]);
    const again = newLead();
    expect(await store.addLead(again, mail(again), { key, fingerprint: 'f' })).toEqual({ outcome: 'replayed', id: fresh.id });
  });
});

describe('Idempotency-Key on PostgreSQL while the first insert is in flight', () => {
  let url: string;
  let schema: string;
  let store: PgLeadStore;
  let other: pg.Client;
  beforeAll(async () => {
    url = await postgresUrl();
    schema = testSchema();
    store = await PgLeadStore.open({ connectionString: url, schema });
    // another instance's session: a connection of its own, outside the store's pool
    other = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await store?.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  });

  const insertUncommitted = async (key: string, id: string) => {
    await other.query('BEGIN');
    await other.query(
      `INSERT INTO leads (id, created_at, form_type, name, email, marketing_consent, idempotency_key, request_hash)
       VALUES ($1, now(), 'contact', 'In flight', 'flight@example.com', false, $2, 'f')`,
      [id, key],
    );
  };

  it('a repeat waits for the first commit, then answers its id and stores nothing', async () => {
    const key = crypto.randomUUID();
    const firstId = crypto.randomUUID();
    await insertUncommitted(key, firstId);
    const repeat = newLead();
    let settled = false;
    const pending = store.addLead(repeat, mail(repeat), { key, fingerprint: 'f' }).finally(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false);
    await other.query('COMMIT');
    expect(await pending).toEqual({ outcome: 'replayed', id: firstId });
    expect((await store.pool.query('SELECT id FROM leads WHERE idempotency_key = $1', [key])).rows).toEqual([{ id: firstId }]);
  });

  it('when the first never commits (its process died), the repeat stores the lead', async () => {
    const key = crypto.randomUUID();
    await insertUncommitted(key, crypto.randomUUID());
    const repeat = newLead();
    const pending = store.addLead(repeat, mail(repeat), { key, fingerprint: 'f' });
    await new Promise((r) => setTimeout(r, 200));
    await other.query('ROLLBACK');
    expect(await pending).toEqual({ outcome: 'stored', id: repeat.id });
    expect((await store.pool.query('SELECT count(*)::int AS n FROM outbox WHERE lead_id = $1', [repeat.id])).rows[0]).toEqual({ n: 1 });
  });
});
