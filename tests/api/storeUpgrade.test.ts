import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inboxDetail, listInbox } from '../../core/store/inbox';
import { migrations } from '../../core/store/migrations';
import { PgLeadStore } from '../../core/store/postgres';
import { SqliteLeadStore } from '../../core/store/sqlite';
import { openSqlite } from '../../core/store/sqliteHandle';
import type { LeadStore } from '../../core/store/types';
import { dropSchema, postgresUrl, testSchema } from './helpers/postgres';

/** the schema as it stood before the leads inbox (migrations 1 and 2), as an existing install has it */
const before = migrations.filter((m) => m.version <= 2);
const leadId = crypto.randomUUID();
const outboxId = crypto.randomUUID();
const subscriberId = crypto.randomUUID();
const rows = (p: (i: number) => string) => [
  `INSERT INTO leads (id, created_at, form_type, name, email, company, company_size, phone, message, marketing_consent)
     VALUES (${p(1)}, ${p(2)}, 'demo', 'Renée Ødegård', 'Renee@Example.com', 'Société Générale', '51-200', NULL, 'hi', ${p(3)})`,
  `INSERT INTO outbox (id, lead_id, created_at, mail_from, mail_to, reply_to, subject, body_text, next_attempt_at)
     VALUES (${p(1)}, ${p(2)}, ${p(3)}, 'site@example.com', 'sales@example.com', 'Renee@Example.com', 'New demo request', 'body', ${p(4)})`,
  `INSERT INTO newsletter_subscribers (id, email, email_key, created_at) VALUES (${p(1)}, 'Old@Example.com', 'old@example.com', ${p(2)})`,
];
const at = '2024-05-01T10:00:00.000Z';

/** what an upgraded store must show of the rows written before the upgrade */
async function expectUpgraded(store: LeadStore) {
  const found = await listInbox(store, { q: 'renee odegard societe' });
  expect(found.items).toEqual([expect.objectContaining({ id: leadId, name: 'Renée Ødegård', notification: 'waiting' })]);
  expect((await listInbox(store, { q: 'OLD@' })).items.map((i) => i.id)).toEqual([subscriberId]);
  expect((await listInbox(store, {})).total).toBe(2);
  expect(await inboxDetail(store, 'lead', leadId)).toMatchObject({ company: 'Société Générale', deliveries: [{ id: outboxId }] });
  // the old notification is still delivered
  const [claimed] = await store.claimOutbox({ worker: 'w', leaseMs: 10_000, limit: 5 });
  expect(claimed?.id).toBe(outboxId);
}

describe('an existing database is upgraded in place', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('SQLite', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blok-upgrade-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'leads.sqlite');
    const old = openSqlite(file);
    old.db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    for (const m of before) {
      old.db.exec(m.sqlite);
      old.db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, at);
    }
    const [lead, outbox, subscriber] = rows(() => '?');
    old.db.prepare(lead ?? '').run(leadId, at, 0);
    old.db.prepare(outbox ?? '').run(outboxId, leadId, at, Date.parse(at));
    old.db.prepare(subscriber ?? '').run(subscriberId, at);
    old.close();
    const store = new SqliteLeadStore(file);
    cleanups.push(() => store.close());
    await expectUpgraded(store);
  });

  it('PostgreSQL', async () => {
    const url = await postgresUrl();
    const schema = testSchema('upgrade');
    cleanups.push(() => dropSchema(url, schema));
    const c = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await c.connect();
    try {
      await c.query(`CREATE SCHEMA ${schema}`);
      await c.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)');
      for (const m of before) {
        await c.query(m.postgres);
        await c.query('INSERT INTO schema_migrations VALUES ($1, $2, now())', [m.version, m.name]);
      }
      const [lead, outbox, subscriber] = rows((i) => `$${i}`);
      await c.query(lead ?? '', [leadId, at, false]);
      await c.query(outbox ?? '', [outboxId, leadId, at, at]);
      // a sign-up of before the upgrade has microseconds (now()); the upgrade trims them to the inbox's milliseconds
      await c.query(subscriber ?? '', [subscriberId, '2024-05-01T10:00:00.123456Z']);
    } finally {
      await c.end();
    }
    const store = await PgLeadStore.open({ connectionString: url, schema });
    cleanups.push(() => store.close());
    await expectUpgraded(store);
    const { rows: subs } = await store.pool.query<{ created_at: Date }>('SELECT created_at FROM newsletter_subscribers');
    expect(subs[0]?.created_at.toISOString()).toBe('2024-05-01T10:00:00.123Z');
  });
});
