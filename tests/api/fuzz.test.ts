import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../../core/store';
import { emailKey, leadRecordFrom } from '../../core/store/types';
import { honeypotField } from '../../src/shared/forms/honeypot';
import { leadPayloadSchema } from '../../src/shared/forms/lead';
import { newsletterSchema } from '../../src/shared/forms/newsletter';
import { encode, type Form, type FuzzRequest, jsonType, MAX_BODY, requestArb } from './helpers/fuzzRequests';
import { createConformance } from './helpers/openapiConformance';
import { type RawAnswer, rawExchange } from './helpers/rawHttp';
import { type SiteProcess, startSiteProcess, testAdminToken } from './helpers/siteProcess';

/**
 * Fuzzed inputs against a real `site serve` (SQLite): FUZZ_RUNS generated requests (10,000 by default)
 * with near-valid and arbitrary bodies, headers, methods, paths and query strings reach every /api route.
 * No answer may be a 5xx, an answer to a plain request must be one the OpenAPI document describes, no
 * invalid lead or subscriber may be stored, the server must stay up, and its memory must stay bounded.
 * FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const IN_FLIGHT = 8;
const MAX_RSS_GROWTH_MB = 150;
const conformance = createConformance();
/** how many answers were checked against the document */
let checkedAgainstDoc = 0;

// ---------- the oracle: what the API must answer for a well-formed form POST ----------

const isWellFormedText = (s: string) => Buffer.from(s, 'utf8').toString('utf8') === s;
/** every string, keys too, is well-formed UTF-16; walked without recursion, as bodies nest thousands deep */
function allTextWellFormed(root: unknown): boolean {
  const stack = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string' && !isWellFormedText(v)) return false;
    if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (!isWellFormedText(k)) return false;
        stack.push(x);
      }
    }
  }
  return true;
}

type Verdict = { kind: 'accept'; value: Record<string, unknown> } | { kind: 'bot' } | { kind: 'refuse' } | { kind: 'unknown' };

/** a request sent plainly: its route's exact path and method, known framing, ordinary headers */
function isPlain(req: FuzzRequest): boolean {
  return (
    req.method === req.base.method &&
    req.target.split('?')[0] === req.base.path &&
    req.target.length < 1_000 &&
    req.host === null &&
    (req.framing === 'length' || req.framing === 'chunked') &&
    req.headers.every(([k, v]) => /^[a-z0-9-]+$/i.test(k) && /^[\x20-\x7e]*$/.test(v) && v.length < 1_000 && k.toLowerCase() !== 'expect')
  );
}

/** for a form POST sent plainly (and with one JSON content type), whether it must be stored */
function verdictFor(req: FuzzRequest): Verdict {
  const form = req.base.form;
  const onlyType = req.headers.filter(([k]) => k.toLowerCase() === 'content-type');
  const plain = form && isPlain(req) && onlyType.length === 1;
  if (!plain) return { kind: 'unknown' };
  if (onlyType[0]?.[1].split(';')[0]?.trim().toLowerCase() !== jsonType) return { kind: 'refuse' };
  const body = req.body ?? Buffer.alloc(0);
  if (body.length > MAX_BODY) return { kind: 'refuse' };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { kind: 'refuse' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'refuse' };
  // half a character is refused while reading, before the honeypot is looked at
  if (!allTextWellFormed(value)) return { kind: 'refuse' };
  const record = value as Record<string, unknown>;
  const trap = record[honeypotField];
  if (Object.hasOwn(record, honeypotField) && trap !== undefined && trap !== null && trap !== '') return { kind: 'bot' };
  const parsed = form === 'leads' ? leadPayloadSchema.safeParse(value) : newsletterSchema.safeParse(value);
  return parsed.success ? { kind: 'accept', value: parsed.data as Record<string, unknown> } : { kind: 'refuse' };
}

// ---------- the run ----------

interface Outcome {
  req: FuzzRequest;
  verdict: Verdict;
  answer: RawAnswer | null;
}

function describeRequest(req: FuzzRequest): string {
  const body = req.body === null ? '(none)' : JSON.stringify(req.body.subarray(0, 300).toString('latin1'));
  const headers = req.headers.map(([k, v]) => `${k}: ${v.slice(0, 80)}`).join(' | ');
  return `${req.method} ${req.target.slice(0, 200)} [${req.framing}] host=${req.host ?? 'ok'} headers=${headers} body=${body}`;
}

describe(`fuzzed requests against site serve (${RUNS} runs, seed ${SEED})`, () => {
  let site: SiteProcess;
  let slugs: string[] = [];

  beforeAll(async () => {
    site = await startSiteProcess();
    const res = await fetch(`${site.url}/api/blog/posts`);
    slugs = ((await res.json()) as { posts: Array<{ slug: string }> }).posts.map((p) => p.slug);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('answers a valid admin token on GET /api/admin/status (so the fuzzed tokens are refused for their value)', async () => {
    const res = await fetch(`${site.url}/api/admin/status`, { headers: { Authorization: `Bearer ${testAdminToken}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('hasExport');
  });

  it('never answers 5xx, stores only valid records, stays up and keeps its memory bounded', { timeout: 15 * 60_000 }, async () => {
    expect(slugs.length).toBeGreaterThan(0);
    const requests = fc.sample(requestArb(slugs), { numRuns: RUNS, seed: SEED });
    const outcomes: Outcome[] = [];
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    const rss: number[] = [site.rssMb()];
    const started = Date.now();

    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const i = next++;
        const req = requests[i] as FuzzRequest;
        if (i % 500 === 0) rss.push(site.rssMb());
        const verdict = verdictFor(req);
        let answer: RawAnswer | null;
        try {
          answer = await rawExchange(site.port, encode(req, site.port), {
            method: req.method,
            timeoutMs: 20_000,
            halfClose: req.framing === 'long',
          });
        } catch (err) {
          failures.push(`#${i} ${(err as Error).message}: ${describeRequest(req)}`);
          continue;
        }
        const key = answer ? String(answer.status) : 'closed';
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        outcomes.push({ req, verdict, answer });
        const problem = problemWith(req, verdict, answer);
        if (problem) failures.push(`#${i} ${problem}: ${describeRequest(req)}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    rss.push(site.rssMb());
    const seconds = (Date.now() - started) / 1000;

    // the server is still up and answering
    expect(site.alive(), site.output().slice(-2000)).toBe(true);
    const health = await fetch(`${site.url}/api/health`);
    expect(health.status).toBe(200);
    rss.push(site.rssMb());

    const byStatus = Object.fromEntries([...statuses].sort());
    const growth = Math.max(...rss) - (rss[0] ?? 0);
    console.log(
      `fuzz: ${requests.length} requests in ${seconds.toFixed(1)} s (seed ${SEED}), ${checkedAgainstDoc} answers checked against the OpenAPI document; ` +
        `answers ${JSON.stringify(byStatus)}; ` +
        `RSS MB start ${rss[0]?.toFixed(1)}, max ${Math.max(...rss).toFixed(1)}, end ${rss.at(-1)?.toFixed(1)} (samples ${rss.map((m) => m.toFixed(0)).join(' ')})`,
    );
    expect(failures.slice(0, 20), `${failures.length} of ${requests.length} requests failed (FUZZ_SEED=${SEED})`).toEqual([]);
    expect(outcomes.length).toBe(requests.length);
    // nothing went wrong out of sight either (e.g. a 500 for a client that had already left)
    expect(site.errorLines('unhandled API error')).toEqual([]);
    expect(growth, `RSS grew by ${growth.toFixed(1)} MB`).toBeLessThan(MAX_RSS_GROWTH_MB);

    // enough traffic was valid for the store checks to mean something
    const accepted = outcomes.filter((o) => o.verdict.kind === 'accept');
    expect(accepted.length).toBeGreaterThan(RUNS * 0.05);
    checkStore(site.dataDir, outcomes);
  });
});

/** what is wrong with one answer, or null */
function problemWith(req: FuzzRequest, verdict: Verdict, answer: RawAnswer | null): string | null {
  if (!answer) {
    // CONNECT is not served at all, and a body cut short may simply be dropped
    return req.method === 'CONNECT' || req.framing === 'long' ? null : 'closed without an answer';
  }
  if (answer.status >= 500) return `answered ${answer.status} ${answer.body.subarray(0, 200).toString()}`;
  const isApi = req.target.startsWith('/api');
  if (isApi && req.method !== 'HEAD' && answer.body.length > 0 && (answer.headers['content-type'] ?? '').includes('application/json')) {
    try {
      JSON.parse(answer.body.toString('utf8'));
    } catch {
      return `answered ${answer.status} with a body that is not JSON: ${answer.body.subarray(0, 200).toString()}`;
    }
  }
  // the parser takes 'POST ' for POST
  if (answer.status === 201 && !(req.base.form && req.method.trim() === 'POST')) return 'answered 201 outside a form POST';
  // the form limits are off: only the admin calls may be rate-limited (failed authentications)
  if (answer.status === 429 && !req.base.path.startsWith('/api/admin/')) return 'answered 429 with the rate limits off';
  if ((verdict.kind === 'accept' || verdict.kind === 'bot') && answer.status !== 201) {
    return `a valid ${req.base.form} body answered ${answer.status} ${answer.body.subarray(0, 300).toString()}`;
  }
  if (verdict.kind === 'refuse' && answer.status === 201) return `an invalid ${req.base.form} body answered 201`;
  // a plain request to a route of the OpenAPI document gets an answer the document describes
  if (isPlain(req) && req.method !== 'HEAD' && conformance.operationOf(req.method, req.base.path)) {
    checkedAgainstDoc++;
    const problem = conformance.problemWith({
      method: req.method,
      path: req.base.path,
      status: answer.status,
      contentType: answer.headers['content-type'] ?? null,
      body: answer.body.toString('utf8'),
    });
    if (problem) return problem;
  }
  return null;
}

const idOf = (o: Outcome) => (JSON.parse(o.answer?.body.toString() ?? '{}') as { id?: string }).id ?? '';

/** every stored row is valid, was answered 201, and matches what was sent */
function checkStore(dataDir: string, outcomes: Outcome[]): void {
  const db = new Database(sqliteFile(path.resolve(dataDir)), { readonly: true });
  try {
    const created = (form: Form) => outcomes.filter((o) => o.req.base.form === form && o.answer?.status === 201);
    const leadIds = new Set(created('leads').map(idOf));
    const subscriberIds = new Set(created('newsletter').map(idOf));

    type LeadRow = Record<'id' | 'form_type' | 'name' | 'email', string> &
      Record<'company' | 'company_size' | 'phone' | 'message', string | null> & { marketing_consent: number };
    const leads = db
      .prepare('SELECT seq, id, created_at, form_type, name, email, company, company_size, phone, message, marketing_consent FROM leads')
      .all() as LeadRow[];
    const rowsById = new Map(leads.map((r) => [r.id, r]));
    for (const r of leads) {
      const payload = {
        formType: r.form_type,
        name: r.name,
        email: r.email,
        ...(r.company === null ? {} : { company: r.company }),
        ...(r.company_size === null ? {} : { companySize: r.company_size }),
        ...(r.phone === null ? {} : { phone: r.phone }),
        ...(r.message === null ? {} : { message: r.message }),
        marketingConsent: r.marketing_consent === 1,
      };
      const parsed = leadPayloadSchema.safeParse(payload);
      expect(parsed.success, `stored lead ${r.id} is invalid: ${JSON.stringify(payload).slice(0, 500)}`).toBe(true);
      expect(leadIds.has(r.id), `stored lead ${r.id} was never answered 201`).toBe(true);
    }
    // each accepted lead is stored exactly as validated; a bot's is not stored at all
    for (const o of created('leads')) {
      const row = rowsById.get(idOf(o));
      if (o.verdict.kind === 'bot') expect(row, 'a honeypot lead was stored').toBeUndefined();
      if (o.verdict.kind !== 'accept') continue;
      expect(row, `an accepted lead is missing: ${describeRequest(o.req)}`).toBeDefined();
      const want = leadRecordFrom(o.verdict.value as Parameters<typeof leadRecordFrom>[0], idOf(o), new Date());
      expect({ ...row, created_at: undefined, seq: undefined }).toEqual({
        id: want.id,
        created_at: undefined,
        seq: undefined,
        form_type: want.formType,
        name: want.name,
        email: want.email,
        company: want.company,
        company_size: want.companySize,
        phone: want.phone,
        message: want.message,
        marketing_consent: want.marketingConsent ? 1 : 0,
      });
    }
    // one notification per lead, no more
    expect((db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n).toBe(leads.length);
    // rows = 201 answers minus the honeypot's (never stored); any other 201 without a row is a lost lead
    const unknownBots = created('leads').filter((o) => o.verdict.kind === 'unknown' && !rowsById.has(idOf(o)));
    for (const o of unknownBots) {
      const text = o.req.body?.toString('utf8') ?? '';
      expect(text.includes(`"${honeypotField}"`), `a lead answered 201 was not stored: ${describeRequest(o.req)}`).toBe(true);
    }

    const subscribers = db.prepare('SELECT id, email, email_key FROM newsletter_subscribers').all() as Array<
      Record<'id' | 'email' | 'email_key', string>
    >;
    const subscriberById = new Map(subscribers.map((s) => [s.id, s]));
    for (const s of subscribers) {
      expect(newsletterSchema.safeParse({ email: s.email }).success, `stored subscriber ${JSON.stringify(s.email)} is invalid`).toBe(true);
      expect(s.email_key).toBe(emailKey(s.email));
      expect(subscriberIds.has(s.id), `stored subscriber ${s.id} was never answered 201`).toBe(true);
    }
    // a repeated address answers 201 with the first row's id: rows = distinct ids answered, minus the honeypot's
    for (const o of created('newsletter')) {
      const row = subscriberById.get(idOf(o));
      if (o.verdict.kind === 'bot') expect(row, 'a honeypot sign-up was stored').toBeUndefined();
      if (o.verdict.kind !== 'accept') continue;
      expect(row, `an accepted sign-up is missing: ${describeRequest(o.req)}`).toBeDefined();
      expect(row?.email_key).toBe(emailKey(String(o.verdict.value.email)));
    }
    for (const o of created('newsletter')) {
      if (o.verdict.kind !== 'unknown' || subscriberById.has(idOf(o))) continue;
      const text = o.req.body?.toString('utf8') ?? '';
      expect(text.includes(`"${honeypotField}"`), `a sign-up answered 201 was not stored: ${describeRequest(o.req)}`).toBe(true);
    }
  } finally {
    db.close();
  }
}
