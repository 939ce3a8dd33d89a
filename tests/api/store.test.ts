import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { leadNotification } from '../../core/mail/notification';
import { migrations } from '../../core/store/migrations';
import type { PgLeadStore } from '../../core/store/postgres';
import { PgLeadStore as PgStore } from '../../core/store/postgres';
import { SqliteLeadStore } from '../../core/store/sqlite';
import { type LeadRecord, leadRecordFrom } from '../../core/store/types';
import { postgresUrl, testSchema } from './helpers/postgres';
import { storeKinds } from './helpers/stores';

const lead = (n: number): LeadRecord =>
  leadRecordFrom(
    {
      name: `Lead ${n}`,
      email: `lead${n}@example.com`,
      companySize: 'Unknown',
      message: 'm',
      formType: 'contact',
      marketingConsent: false,
    },
    crypto.randomUUID(),
    new Date(),
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mail = (l: LeadRecord) => leadNotification(l, { to: 'sales@example.com', from: 'site@example.com' });

describe.each(storeKinds)('LeadStore ($name)', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });
  const open = async () => {
    const opened = await kind.open();
    cleanups.push(opened.dispose);
    return opened;
  };

  it('records every migration once and opens an existing database again', async () => {
    const { store, reopen } = await open();
    const again = await reopen();
    await again.close();
    const versions =
      store instanceof SqliteLeadStore
        ? (store.sql('SELECT version FROM schema_migrations ORDER BY version').all() as Array<{ version: number }>).map((r) => r.version)
        : (await (store as PgLeadStore).pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map(
            (r) => r.version,
          );
    expect(versions).toEqual(migrations.map((m) => m.version));
  });

  it('writes a lead and its notification together, and neither when the lead is rejected', async () => {
    const { store } = await open();
    const a = lead(1);
    await store.addLead(a, mail(a));
    expect(await store.outboxCounts()).toEqual({ pending: 1, retrying: 0, sent: 0 });
    // the same id again violates the primary key: the outbox row must roll back with it
    await expect(store.addLead(a, mail(a))).rejects.toThrow();
    expect(await store.outboxCounts()).toEqual({ pending: 1, retrying: 0, sent: 0 });
    expect(await store.listLeads()).toHaveLength(1);
  });

  it('keeps concurrent writes apart: one failing write does not undo the others', async () => {
    const { store } = await open();
    const leads = Array.from({ length: 50 }, (_, i) => lead(i));
    const dup = leads[3]!;
    const results = await Promise.allSettled([...leads.map((l) => store.addLead(l, mail(l))), store.addLead(dup, mail(dup))]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(await store.listLeads({ limit: 100 })).toHaveLength(50);
    expect((await store.outboxCounts()).pending).toBe(50);
  });

  it('lists newest first and filters by form type', async () => {
    const { store } = await open();
    for (let i = 0; i < 3; i++) {
      const l = lead(i);
      await store.addLead(l, mail(l));
    }
    const listed = await store.listLeads({ limit: 2 });
    expect(listed.map((l) => l.name)).toEqual(['Lead 2', 'Lead 1']);
    expect(await store.listLeads({ formType: 'demo' })).toEqual([]);
  });

  it('leases outbox messages: a claimed message is hidden until sent, failed, given back or the lease ends', async () => {
    const { store } = await open();
    const a = lead(1);
    await store.addLead(a, mail(a));
    const one = { worker: 'one', leaseMs: 400 };
    const two = { worker: 'two', leaseMs: 60_000 };
    const [claimed] = await store.claimOutbox({ ...one, limit: 10 });
    expect(claimed).toMatchObject({ leadId: a.id, to: 'sales@example.com', replyTo: a.email, attempts: 0 });
    expect(await store.claimOutbox({ ...two, limit: 10 })).toEqual([]);
    // a renewed lease holds past its first end; only the holder renews it
    await sleep(250);
    expect(await store.renewOutbox([claimed!.id], one)).toEqual([claimed!.id]);
    expect(await store.renewOutbox([claimed!.id], { ...two, worker: 'two' })).toEqual([]);
    await sleep(250);
    expect(await store.claimOutbox({ ...two, limit: 10 })).toEqual([]);
    // after the lease, another worker may take it; the first one's failure record then changes nothing
    await sleep(300);
    const [taken] = await store.claimOutbox({ ...two, limit: 10 });
    expect(taken?.id).toBe(claimed!.id);
    await store.markOutboxFailed(claimed!.id, { worker: 'one', error: 'late', retryInMs: 0 });
    expect(await store.outboxCounts()).toEqual({ pending: 1, retrying: 0, sent: 0 });
    // a failure by the holder: hidden until its retry time
    await store.markOutboxFailed(taken!.id, { worker: 'two', error: 'connection refused', retryInMs: 400 });
    expect(await store.claimOutbox({ ...one, limit: 10 })).toEqual([]);
    await sleep(500);
    const [retry] = await store.claimOutbox({ ...one, limit: 10 });
    // one recorded failure; a lease that ran out is not an attempt
    expect(retry?.attempts).toBe(1);
    // recorded as sent once, however often the record is repeated
    await store.markOutboxSent([retry!.id]);
    await store.markOutboxSent([retry!.id]);
    expect(await store.outboxCounts()).toEqual({ pending: 0, retrying: 0, sent: 1 });
    await sleep(500);
    expect(await store.claimOutbox({ ...two, limit: 10 })).toEqual([]);
  });

  it('gives back messages a worker did not send, for any worker at once', async () => {
    const { store } = await open();
    const [a, b] = [lead(1), lead(2)];
    await store.addLead(a, mail(a));
    await store.addLead(b, mail(b));
    const held = await store.claimOutbox({ worker: 'one', leaseMs: 60_000, limit: 10 });
    expect(held).toHaveLength(2);
    // only the holder gives back
    await store.releaseOutbox(
      held.map((m) => m.id),
      'two',
    );
    expect(await store.claimOutbox({ worker: 'two', leaseMs: 60_000, limit: 10 })).toEqual([]);
    await store.releaseOutbox(
      held.map((m) => m.id),
      'one',
    );
    const again = await store.claimOutbox({ worker: 'two', leaseMs: 60_000, limit: 10 });
    expect(again.map((m) => m.id).sort()).toEqual(held.map((m) => m.id).sort());
    // given back is not an attempt
    expect(again.map((m) => m.attempts)).toEqual([0, 0]);
  });

  it('answers a ping while open', async () => {
    const { store } = await open();
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe('SqliteLeadStore durability settings', () => {
  it('runs in WAL mode with synchronous FULL', async () => {
    const { store, dispose } = await storeKinds[0]!.open();
    const { sql } = store as SqliteLeadStore;
    expect(sql('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    // 2 = FULL
    expect(sql('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
    await dispose();
  });
});

describe('PgLeadStore with a role that does not own its database (PostgreSQL 15)', () => {
  it('stops at start with the commands that fix it, and starts once they are run', async () => {
    const base = await postgresUrl();
    const name = testSchema('role');
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${name} LOGIN`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(base);
      url.username = name;
      url.pathname = `/${name}`;
      const open = () => PgStore.open({ connectionString: url.toString() });
      await expect(open()).rejects.toThrow(
        new RegExp(
          `^PostgreSQL refused the lead store's tables \\(permission denied for schema public\\)\\. The role ${name} needs to own database ${name} .*As a superuser, run: ALTER DATABASE ${name} OWNER TO ${name};`,
        ),
      );
      await admin.query(`ALTER DATABASE ${name} OWNER TO ${name}`);
      const store = await open();
      await store.ping();
      await store.close();
      // tables made by another role: named with the GRANTs that fix it
      await admin.query(`ALTER DATABASE ${name} OWNER TO postgres`);
      const owner = new pg.Client({ connectionString: Object.assign(new URL(base), { pathname: `/${name}` }).toString() });
      await owner.connect();
      await owner.query(`REASSIGN OWNED BY ${name} TO postgres`);
      await owner.end();
      await expect(open()).rejects.toThrow(
        /missing privileges on schema_migrations \(SELECT\).*GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO /,
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});

describe('openSqlite', () => {
  it('prepares a statement once per SQL text and answers the same one after', async () => {
    const { store, dispose } = await storeKinds[0]!.open();
    const { sql } = store as SqliteLeadStore;
    expect(sql('SELECT count(*) AS n FROM leads')).toBe(sql('SELECT count(*) AS n FROM leads'));
    expect(sql('SELECT count(*) AS n FROM leads')).not.toBe(sql('SELECT count(*) AS n FROM outbox'));
    await dispose();
  });
});
