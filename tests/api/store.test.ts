import { afterEach, describe, expect, it } from 'vitest';
import { leadNotification } from '../../core/mail/notification';
import { migrations } from '../../core/store/migrations';
import type { PgLeadStore } from '../../core/store/postgres';
import { SqliteLeadStore } from '../../core/store/sqlite';
import { type LeadRecord, leadRecordFrom } from '../../core/store/types';
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
        ? (store.db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as Array<{ version: number }>).map(
            (r) => r.version,
          )
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

  it('leases outbox messages: a claimed message is hidden until sent, failed or the lease ends', async () => {
    const { store } = await open();
    const a = lead(1);
    await store.addLead(a, mail(a));
    const now = new Date();
    const [claimed] = await store.claimOutbox({ limit: 10, leaseMs: 60_000, now });
    expect(claimed).toMatchObject({ leadId: a.id, to: 'sales@example.com', replyTo: a.email, attempts: 0 });
    expect(await store.claimOutbox({ limit: 10, leaseMs: 60_000, now })).toEqual([]);
    // after the lease, another worker may take it
    expect(await store.claimOutbox({ limit: 10, leaseMs: 60_000, now: new Date(now.getTime() + 61_000) })).toHaveLength(1);
    await store.markOutboxFailed(claimed!.id, 'connection refused', new Date(now.getTime() + 5_000));
    expect(await store.claimOutbox({ limit: 10, leaseMs: 1, now: new Date(now.getTime() + 1_000) })).toEqual([]);
    const [retry] = await store.claimOutbox({ limit: 10, leaseMs: 1, now: new Date(now.getTime() + 6_000) });
    // one recorded failure; a lease that ran out is not an attempt
    expect(retry?.attempts).toBe(1);
    await store.markOutboxSent([retry!.id]);
    expect(await store.outboxCounts()).toEqual({ pending: 0, retrying: 0, sent: 1 });
    expect(await store.claimOutbox({ limit: 10, leaseMs: 1, now: new Date(now.getTime() + 3_600_000) })).toEqual([]);
  });
});

describe('SqliteLeadStore durability settings', () => {
  it('runs in WAL mode with synchronous FULL', async () => {
    const { store, dispose } = await storeKinds[0]!.open();
    const db = (store as SqliteLeadStore).db;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 = FULL
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    await dispose();
  });
});
