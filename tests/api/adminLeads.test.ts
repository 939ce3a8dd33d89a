import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadNotification } from '../../core/mail/notification';
import { type LeadRecord, type LeadStore, leadRecordFrom } from '../../core/store/types';
import type { LeadPayload } from '../../src/shared/forms/lead';
import type { InboxDetail, InboxPage } from '../../src/shared/leads/inbox';
import { startServer, type TestServer } from './helpers/server';
import { testAdminToken } from './helpers/siteProcess';
import { storeKinds } from './helpers/stores';

const auth = { Authorization: `Bearer ${testAdminToken}` };
const base = { companySize: 'Unknown', message: 'Hello', marketingConsent: false } as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** the seeded people, oldest first (each a few milliseconds after the last: the inbox orders by time) */
const people: Array<Partial<LeadPayload> & { name: string; email: string; formType: LeadPayload['formType'] }> = [
  { name: 'José Núñez', email: 'jose@example.com', company: 'Acme Ibérica', formType: 'contact' },
  { name: 'ZOË Adams', email: 'zoe@example.org', company: 'Straße Werke', formType: 'demo' },
  { name: '=HYPERLINK("x")', email: 'formula@example.com', company: '+1 Corp', formType: 'trial' },
  { name: 'Booth Visitor', email: 'booth@example.net', formType: 'event' },
];

describe.each(storeKinds)('/api/admin/leads ($name)', (kind) => {
  let store: LeadStore;
  let dispose: () => Promise<void>;
  let server: TestServer;
  const seeded: LeadRecord[] = [];
  const get = (path: string, headers: Record<string, string> = auth) => fetch(`${server.url}${path}`, { headers });
  const page = async (query = '') => {
    const res = await get(`/api/admin/leads${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as InboxPage;
  };

  beforeAll(async () => {
    ({ store, dispose } = await kind.open());
    // no worker: the notifications stay waiting until a test records them
    server = await startServer({ store, env: { ADMIN_TOKEN: testAdminToken }, worker: { pollMs: 3_600_000 } });
    for (const p of people) {
      const lead = leadRecordFrom({ ...base, ...p } as LeadPayload, crypto.randomUUID(), new Date());
      await store.addLead(lead, leadNotification(lead, { to: 'sales@example.com', from: 'site@example.com' }));
      seeded.push(lead);
      await sleep(3);
    }
    await store.addSubscriber('Reader@Example.com');
  });
  afterAll(async () => {
    await server?.close();
    await dispose?.();
  });

  it('needs the admin token', async () => {
    const res = await get('/api/admin/leads', {});
    expect(res.status).toBe(401);
    expect((await get('/api/admin/leads/export.csv', { Authorization: 'Bearer wrong' })).status).toBe(401);
  });

  it('lists leads and sign-ups together, newest first, with the total and the notification state', async () => {
    const all = await page();
    expect(all.total).toBe(5);
    expect(all.items.map((i) => i.form)).toEqual(['newsletter', 'event', 'trial', 'demo', 'contact']);
    expect(all.items[0]).toMatchObject({ kind: 'newsletter', email: 'Reader@Example.com', name: null, notification: null });
    expect(all.items[4]).toMatchObject({ kind: 'lead', name: 'José Núñez', company: 'Acme Ibérica', notification: 'waiting' });
    expect(all.older).toBeUndefined();
    expect(all.newer).toBeUndefined();
  });

  it('pages by position in both directions', async () => {
    const first = await page('?limit=2');
    expect(first.items.map((i) => i.form)).toEqual(['newsletter', 'event']);
    expect(first.total).toBe(5);
    expect(first.newer).toBeUndefined();
    const second = await page(`?limit=2&before=${first.older}`);
    expect(second.items.map((i) => i.form)).toEqual(['trial', 'demo']);
    const third = await page(`?limit=2&before=${second.older}`);
    expect(third.items.map((i) => i.form)).toEqual(['contact']);
    expect(third.older).toBeUndefined();
    const back = await page(`?limit=2&after=${third.newer}`);
    expect(back.items.map((i) => i.form)).toEqual(['trial', 'demo']);
    const start = await page(`?limit=2&after=${back.newer}`);
    expect(start.items.map((i) => i.form)).toEqual(['newsletter', 'event']);
    expect(start.newer).toBeUndefined();
  });

  it.each([
    ['jose', ['José Núñez']],
    ['NUNEZ', ['José Núñez']],
    ['iberica', ['José Núñez']],
    ['zoe', ['ZOË Adams']],
    ['strasse', ['ZOË Adams']],
    ['STRASSE adams', ['ZOË Adams']],
    ['@example.net', ['Booth Visitor']],
    ['ample.com', [null, '=HYPERLINK("x")', 'José Núñez']],
    ['reader', [null]],
    ['100%', []],
  ])('searches name, e-mail and company for %j, case and accents aside', async (q, names) => {
    const found = await page(`?q=${encodeURIComponent(q)}`);
    expect(found.items.map((i) => i.name)).toEqual(names);
    expect(found.total).toBe(names.length);
  });

  it('filters by form and by date range', async () => {
    expect((await page('?form=demo')).items.map((i) => i.name)).toEqual(['ZOË Adams']);
    expect((await page('?form=newsletter')).items.map((i) => i.email)).toEqual(['Reader@Example.com']);
    expect((await page('?form=event&q=zoe')).total).toBe(0);
    const since = seeded[2]?.createdAt ?? '';
    expect((await page(`?since=${encodeURIComponent(since)}&form=trial`)).total).toBe(1);
    expect((await page(`?until=${encodeURIComponent(since)}`)).items.map((i) => i.form)).toEqual(['demo', 'contact']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`?since=${today}&until=${today}`)).total).toBe(5);
    expect((await page('?until=2000-01-01')).total).toBe(0);
  });

  it('answers bad filters with 400 and the field', async () => {
    for (const [query, field] of [
      ['?form=fax', 'form'],
      ['?since=yesterday', 'since'],
      ['?limit=0', 'limit'],
      ['?limit=1000', 'limit'],
      [`?q=${'x'.repeat(201)}`, 'q'],
      ['?before=not*a*cursor', 'before'],
      ['?before=bm90IGEgY3Vyc29y', 'before'],
    ] as const) {
      const res = await get(`/api/admin/leads${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: object }).fields)).toEqual([field]);
    }
  });

  it("shows one lead with its notification's state: waiting, failing with the error and attempts, sent", async () => {
    const lead = seeded[0] as LeadRecord;
    const detail = async () => (await (await get(`/api/admin/leads/lead/${lead.id}`)).json()) as Extract<InboxDetail, { kind: 'lead' }>;
    expect(await detail()).toMatchObject({ kind: 'lead', id: lead.id, form: 'contact', name: 'José Núñez', message: 'Hello' });
    expect((await detail()).deliveries).toEqual([
      expect.objectContaining({ channel: 'email', state: 'waiting', attempts: 0, lastError: null }),
    ]);
    const [claimed] = (await store.claimOutbox({ limit: 10, leaseMs: 60_000, worker: 'w' })).filter((m) => m.leadId === lead.id);
    await store.markOutboxFailed(claimed?.id ?? '', { worker: 'w', error: '451 Mailbox busy', retryInMs: 60_000 });
    expect((await detail()).deliveries[0]).toMatchObject({ state: 'failing', attempts: 1, lastError: '451 Mailbox busy', sentAt: null });
    expect((await detail()).deliveries[0]?.nextAttemptAt).toEqual(expect.any(String));
    await store.markOutboxSent([claimed?.id ?? '']);
    expect((await detail()).deliveries[0]).toMatchObject({ state: 'sent', attempts: 2, lastError: null, nextAttemptAt: null });
    expect((await page('?q=jose')).items[0]?.notification).toBe('sent');
    const subscriber = (await page('?form=newsletter')).items[0];
    const res = await get(`/api/admin/leads/newsletter/${subscriber?.id}`);
    expect(await res.json()).toMatchObject({ kind: 'newsletter', email: 'Reader@Example.com' });
    expect((await get(`/api/admin/leads/lead/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await get('/api/admin/leads/lead/not-a-uuid')).status).toBe(404);
  });

  it('downloads exactly the filtered set as CSV, formulas neutralised', async () => {
    const res = await get('/api/admin/leads/export.csv?q=example.com');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe('id,created_at,form_type,name,email,company,company_size,phone,message,marketing_consent');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/,newsletter,,Reader@Example\.com,/);
    expect(lines[2]).toContain(`${seeded[2]?.id},`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(",'+1 Corp,");
    const newsletter = await (await get('/api/admin/leads/export.csv?form=newsletter')).text();
    expect(newsletter).toMatch(/^id,created_at,email\r\n[0-9a-f-]{36},[^,]+,Reader@Example\.com\r\n$/);
    expect((await get('/api/admin/leads/export.csv?form=fax')).status).toBe(400);
  });
});

describe('/api/admin/leads with ADMIN_ENABLED=false', () => {
  it('is not there', async () => {
    const { store, dispose } = await storeKinds[0]!.open();
    const server = await startServer({ store, env: { ADMIN_TOKEN: testAdminToken, ADMIN_ENABLED: 'false' } });
    try {
      expect((await fetch(`${server.url}/api/admin/leads`, { headers: auth })).status).toBe(404);
    } finally {
      await server.close();
      await dispose();
    }
  });
});
