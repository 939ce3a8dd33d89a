import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationResult } from '../../src/shared/adminActions';
import { dropSchema, postgresUrl, testSchema } from './helpers/postgres';
import { type SiteProcess, startSiteProcess, testAdminToken } from './helpers/siteProcess';

/**
 * Two `site serve` processes on one PostgreSQL, as behind a load balancer: what one stores, counts or
 * locks, the other sees.
 */
const LEADS_LIMIT = 3;
const ADMIN_FAILURES = 4;

let url: string;
let schema: string;
let db: pg.Client;
let a: SiteProcess;
let b: SiteProcess;

/** DATABASE_URL with the test's own schema first on the search path */
const withSchema = (base: string, name: string) =>
  `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${name}`)}`;

beforeAll(async () => {
  const base = await postgresUrl();
  schema = testSchema('inst');
  db = new pg.Client({ connectionString: base });
  await db.connect();
  await db.query(`CREATE SCHEMA ${schema}`);
  url = withSchema(base, schema);
  const env = {
    DATABASE_URL: url,
    // the tests send X-Forwarded-For to play visitors from several addresses
    TRUST_PROXY: 'true',
    RATE_LIMIT_LEADS: String(LEADS_LIMIT),
    RATE_LIMIT_ADMIN_FAILURES: String(ADMIN_FAILURES),
  };
  [a, b] = await Promise.all([startSiteProcess(env), startSiteProcess(env)]);
}, 600_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.end();
  if (schema) await dropSchema(await postgresUrl(), schema);
});

const lead = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  companySize: 'Unknown',
  message: 'Hello from one of two instances',
  formType: 'contact',
  marketingConsent: false,
});

const sendLead = (site: SiteProcess, email: string, from: string) =>
  fetch(`${site.url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(lead(email)),
  });

const admin = (site: SiteProcess, path: string, token: string, from: string, method = 'POST') =>
  fetch(`${site.url}${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': from } });

describe('two `site serve` instances on one PostgreSQL', () => {
  it('stores a lead sent to either instance exactly once', async () => {
    const emails = ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com'];
    const answers = await Promise.all(emails.map((email, i) => sendLead(i % 2 ? b : a, email, `198.51.100.${i + 1}`)));
    expect(answers.map((r) => r.status)).toEqual(emails.map(() => 201));
    const { rows } = await db.query<{ email: string; n: string }>(
      `SELECT email, count(*) AS n FROM ${schema}.leads GROUP BY email ORDER BY email`,
    );
    expect(rows.map((r) => [r.email, Number(r.n)])).toEqual([...emails].sort().map((e) => [e, 1]));
  });

  it('holds the form limit across both: the (N+1)th from one address gets 429 on either instance', async () => {
    const from = '203.0.113.7';
    for (let i = 0; i < LEADS_LIMIT; i++) {
      const res = await sendLead(i % 2 ? b : a, `limit${i}@example.com`, from);
      expect(res.status, `lead ${i + 1}`).toBe(201);
    }
    for (const site of [a, b]) {
      const res = await sendLead(site, 'over@example.com', from);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: string }).error).toMatch(
        /^Too many submissions from your network\. Please try again in \d+ seconds\.$/,
      );
    }
    // an IPv6 visitor counts by its /64 across the instances too
    for (let i = 0; i < LEADS_LIMIT; i++)
      expect((await sendLead(i % 2 ? a : b, `v6-${i}@example.com`, `2001:db8:1:2::${i + 1}`)).status).toBe(201);
    expect((await sendLead(a, 'v6-over@example.com', '2001:db8:1:2:ffff::9')).status).toBe(429);
    // another address is not affected
    expect((await sendLead(b, 'other@example.com', '203.0.113.8')).status).toBe(201);
  });

  it('adds up failed admin sign-ins across the instances', async () => {
    const from = '192.0.2.44';
    for (let i = 0; i < ADMIN_FAILURES; i++) {
      const res = await admin(i % 2 ? b : a, '/api/admin/status', 'wrong-token-wrong-token-wrong-token', from, 'GET');
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    // over the limit: refused on both, even with the right token
    for (const site of [a, b]) {
      const res = await admin(site, '/api/admin/status', testAdminToken, from, 'GET');
      expect(res.status).toBe(429);
      expect(((await res.json()) as GenerationResult).message).toMatch(/^Too many failed admin sign-ins from your address\./);
    }
    expect((await admin(b, '/api/admin/status', testAdminToken, '192.0.2.45', 'GET')).status).toBe(200);
  });

  it('refuses a second export on the other instance as busy while the first runs', async () => {
    const from = '192.0.2.80';
    const first = admin(a, '/api/admin/generate-static-site', testAdminToken, from);
    // wait until the first holds the exporter's advisory lock in the database
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await db.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 20851 AND objid = hashtext($1)::oid",
        [schema],
      );
      if (Number(rows[0]?.n) > 0) break;
      if (Date.now() > deadline) throw new Error('the first export never took the lock');
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const path of ['/api/admin/generate-static-site', '/api/admin/create-static-zip', '/api/admin/generate-static-blog']) {
      const second = await admin(b, path, testAdminToken, from);
      const body = (await second.json()) as GenerationResult;
      expect(second.status, path).toBe(409);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/already running on an instance sharing DATABASE_URL \(site export, pid \d+/);
    }
    const done = await first;
    const result = (await done.json()) as GenerationResult;
    expect(done.status, result.message).toBe(200);
    expect(result.success).toBe(true);
    // once it is done, the lock is gone
    const { rows } = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 20851 AND objid = hashtext($1)::oid",
      [schema],
    );
    expect(Number(rows[0]?.n)).toBe(0);
  }, 600_000);
});
