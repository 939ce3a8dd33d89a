import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leadNotification } from '../../core/mail/notification';
import { listInbox } from '../../core/store/inbox';
import { PgLeadStore } from '../../core/store/postgres';
import { RetentionScheduler } from '../../core/store/retentionScheduler';
import { SqliteLeadStore } from '../../core/store/sqlite';
import { type LeadStore, leadRecordFrom } from '../../core/store/types';
import type { RetentionStatus } from '../../src/shared/leads/retention';
import { dropSchema, postgresUrl, testSchema } from './helpers/postgres';
import { startServer } from './helpers/server';
import { testAdminToken } from './helpers/siteProcess';
import { storeKinds } from './helpers/stores';

const DAY = 86_400_000;
const contact = { companySize: 'Unknown', message: 'm', formType: 'contact', marketingConsent: false } as const;

/** runs SQL on either store, under the interface (a test sets times the store itself never writes) */
async function exec(store: LeadStore, sqlite: string, postgres: string, params: unknown[]) {
  if (store instanceof SqliteLeadStore) store.sql(sqlite).run(...params);
  else await (store as PgLeadStore).pool.query(postgres, params);
}

/** a lead received `daysAgo` days ago, its notification sent `sentDaysAgo` days ago (or never) */
async function seedLead(store: LeadStore, name: string, daysAgo: number, sentDaysAgo: number | null) {
  const lead = leadRecordFrom(
    { ...contact, name, email: `${name.toLowerCase()}@example.com` },
    crypto.randomUUID(),
    new Date(Date.now() - daysAgo * DAY),
  );
  const mail = leadNotification(lead, { to: 's@example.com', from: 'w@example.com' });
  await store.addLead(lead, mail);
  if (sentDaysAgo !== null) {
    const sentAt = new Date(Date.now() - sentDaysAgo * DAY).toISOString();
    await exec(store, 'UPDATE outbox SET sent_at = ? WHERE id = ?', 'UPDATE outbox SET sent_at = $1 WHERE id = $2', [sentAt, mail.id]);
  }
  return lead;
}

async function seedSignUp(store: LeadStore, email: string, daysAgo: number) {
  await store.addSubscriber(email);
  const at = new Date(Date.now() - daysAgo * DAY).toISOString();
  await exec(
    store,
    'UPDATE newsletter_subscribers SET created_at = ? WHERE email = ?',
    'UPDATE newsletter_subscribers SET created_at = $1 WHERE email = $2',
    [at, email],
  );
}

const names = async (store: LeadStore) => (await listInbox(store, { limit: 100 })).items.map((i) => i.name ?? i.email).sort();

describe.each(storeKinds)('LEADS_RETENTION_DAYS ($name)', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('deletes older leads, sign-ups, sent outbox rows and .eml files once a day, and keeps the rest', async () => {
    const { store, dispose } = await kind.open();
    cleanups.push(dispose);
    await seedLead(store, 'Old', 40, 39);
    await seedLead(store, 'Oldunsent', 35, null);
    const recent = await seedLead(store, 'Recent', 5, 5);
    await seedSignUp(store, 'old-reader@example.com', 31);
    await seedSignUp(store, 'new-reader@example.com', 1);
    const dataDir = path.join(tmpdir(), `blok-retention-${crypto.randomUUID()}`);
    const outbox = path.join(dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    for (const [name, daysAgo] of [
      ['old.eml', 45],
      ['new.eml', 2],
    ] as const) {
      writeFileSync(path.join(outbox, name), 'x');
      const t = new Date(Date.now() - daysAgo * DAY);
      utimesSync(path.join(outbox, name), t, t);
    }

    const scheduler = new RetentionScheduler(store, { days: 30, dataDir, instance: 'test' });
    const run = await scheduler.runIfDue();
    expect(run).toMatchObject({ days: 30, instance: 'test', counts: { leads: 2, newsletter: 1, outbox: 2, emlFiles: 1 } });
    expect(Date.parse(run?.cutoff ?? '')).toBeCloseTo(Date.now() - 30 * DAY, -4);
    expect(await names(store)).toEqual(['Recent', 'new-reader@example.com']);
    expect(readdirSync(outbox)).toEqual(['new.eml']);
    // the recent lead's notification, sent 5 days ago, stays with it
    const rows = await store.reader.rows({ text: 'SELECT lead_id FROM outbox', params: [] });
    expect(rows.map((r) => String(r.lead_id))).toEqual([recent.id]);
    // once a day: asked again at once, it does not run
    expect(await scheduler.runIfDue()).toBeNull();
  });

  it('runs by itself in site serve, and /api/admin/leads/retention shows its last run; unset keeps everything', async () => {
    const { store, dispose } = await kind.open();
    cleanups.push(dispose);
    await seedLead(store, 'Ancient', 400, 400);
    await seedLead(store, 'Fresh', 1, null);
    const kept = await startServer({ store, env: { ADMIN_TOKEN: testAdminToken }, retention: { firstAfterMs: 10, checkEveryMs: 50 } });
    await new Promise((r) => setTimeout(r, 400));
    const status = async (base: string) =>
      (await (
        await fetch(`${base}/api/admin/leads/retention`, { headers: { Authorization: `Bearer ${testAdminToken}` } })
      ).json()) as RetentionStatus;
    expect(await status(kept.url)).toEqual({ days: null, lastRun: null });
    await kept.close();
    expect(await names(store)).toEqual(['Ancient', 'Fresh']);

    const server = await startServer({
      store,
      env: { ADMIN_TOKEN: testAdminToken, LEADS_RETENTION_DAYS: '365' },
      retention: { firstAfterMs: 10, checkEveryMs: 50 },
    });
    cleanups.push(server.close);
    for (let i = 0; i < 100 && (await status(server.url)).lastRun === null; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await status(server.url)).toMatchObject({ days: 365, lastRun: { days: 365, counts: { leads: 1, outbox: 1 } } });
    expect(await names(store)).toEqual(['Fresh']);
  });
});

describe('LEADS_RETENTION_DAYS on two instances of one PostgreSQL', () => {
  it('runs on one of them', async () => {
    const url = await postgresUrl();
    const schema = testSchema('ret');
    // two pools, as two instances have
    const a = await PgLeadStore.open({ connectionString: url, schema });
    const other = new URL(url);
    other.searchParams.set('application_name', 'instance-b');
    const b = await PgLeadStore.open({ connectionString: other.toString(), schema });
    try {
      await seedLead(a, 'Old', 40, 40);
      const runs = await Promise.all(
        [a, b].flatMap((store, i) =>
          Array.from({ length: 3 }, () =>
            new RetentionScheduler(store, { days: 30, dataDir: '/nonexistent', instance: `i${i}` }).runIfDue(),
          ),
        ),
      );
      expect(runs.filter(Boolean)).toHaveLength(1);
      expect((await a.pool.query('SELECT count(*)::int AS n FROM retention_runs')).rows[0]).toEqual({ n: 1 });
    } finally {
      await a.close();
      await b.close();
      await dropSchema(url, schema);
    }
  });
});
