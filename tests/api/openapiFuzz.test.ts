import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../../core/store';
import { honeypotField } from '../../src/shared/forms/honeypot';
import { type DocRequest, docRequestArb } from './helpers/docRequests';
import { type Conformance, createConformance } from './helpers/openapiConformance';
import { type SiteProcess, startSiteProcess } from './helpers/siteProcess';

/**
 * The public routes fuzzed from the OpenAPI document that a real `site serve` publishes at
 * /api/openapi.json: OPENAPI_FUZZ_RUNS requests (5,000 by default) with path parameters, headers and
 * JSON bodies generated from its schemas, valid and invalid. No answer may be a 5xx or outside the
 * document (status, media type, body schema); a form the document calls valid must be stored (201),
 * one it calls invalid must be refused. OPENAPI_FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.OPENAPI_FUZZ_RUNS ?? 5_000);
const SEED = Number(process.env.OPENAPI_FUZZ_SEED ?? Date.now() % 2 ** 31);
const IN_FLIGHT = 6;
const MAX_BODY = 16 * 1024;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** whether a string of the value (a key too) holds half a character, which the server refuses (docs/api.md) */
function halfCharacter(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => LONE_SURROGATE.test(k) || halfCharacter(v));
  return false;
}

type Expectation = 'stored' | 'refused' | 'any';

/** what a form POST must be answered, as the document says (the honeypot aside) */
function expectationOf(req: DocRequest, conformance: Conformance, sharedKeys: Set<string>): Expectation {
  const op = req.op.operation;
  if (!op.requestBody) return 'any';
  const body = req.body as Record<string, unknown> | undefined;
  const trap = body && typeof body === 'object' && !Array.isArray(body) ? body[honeypotField] : undefined;
  const json = req.headers['Content-Type'] === 'application/json';
  const text = req.text ?? '';
  if (json && trap !== undefined && trap !== null && trap !== '' && Buffer.byteLength(text) <= MAX_BODY && !halfCharacter(body))
    return 'any'; // a bot: answered 201 and not stored, whatever else the body holds
  if (sharedKeys.has(req.headers['Idempotency-Key'] ?? '')) return 'any'; // the same key sent with other bodies: 201 or 422
  const params = (op.parameters ?? []) as Array<{ name: string; in: string; schema: Record<string, unknown> }>;
  const headersValid = params
    .filter((p) => p.in === 'header' && req.headers[p.name] !== undefined)
    .every((p) => conformance.validator(p.schema)((req.headers[p.name] ?? '').trim()));
  const schema = (op.requestBody as { content: Record<string, { schema: Record<string, unknown> }> }).content['application/json']?.schema;
  const bodyValid = json && Buffer.byteLength(text) <= MAX_BODY && !halfCharacter(body) && schema && conformance.validator(schema)(body);
  return bodyValid && headersValid ? 'stored' : 'refused';
}

describe(`the public API fuzzed from its OpenAPI document (${RUNS} runs, seed ${SEED})`, () => {
  let site: SiteProcess;
  let conformance: Conformance;
  let slugs: string[] = [];

  beforeAll(async () => {
    site = await startSiteProcess();
    const res = await fetch(`${site.url}/api/openapi.json`);
    conformance = createConformance((await res.json()) as Record<string, unknown>);
    slugs = ((await (await fetch(`${site.url}/api/blog/posts`)).json()) as { posts: Array<{ slug: string }> }).posts.map((p) => p.slug);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('answers every request as the document says: no 5xx, no status or body outside it', { timeout: 15 * 60_000 }, async () => {
    const requests = fc.sample(docRequestArb(conformance, { slug: [...slugs, ...slugs.map((s) => `${s}.json`)] }), {
      numRuns: RUNS,
      seed: SEED,
    });
    const keyUses = new Map<string, number>();
    for (const r of requests) {
      const key = r.headers['Idempotency-Key'];
      if (key !== undefined) keyUses.set(key, (keyUses.get(key) ?? 0) + 1);
    }
    const sharedKeys = new Set([...keyUses].filter(([, n]) => n > 1).map(([k]) => k));
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    const stored: Array<{ table: 'leads' | 'newsletter_subscribers'; id: string }> = [];
    let serverErrors = 0;
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const i = next++;
        const req = requests[i] as DocRequest;
        const method = req.op.method;
        const what = `#${i} ${method} ${req.path.slice(0, 120)} ${JSON.stringify(req.headers).slice(0, 200)} ${(req.text ?? '').slice(0, 300)}`;
        let res: Response;
        let text: string;
        try {
          res = await fetch(site.url + req.path, { method, headers: req.headers, body: req.text });
          text = await res.text();
        } catch (err) {
          failures.push(`no answer (${(err as Error).message}: ${String((err as Error).cause)}) <- ${what}`);
          continue;
        }
        const key = `${method} ${req.op.path} ${res.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (res.status >= 500) serverErrors++;
        const problem = conformance.problemWith({
          method,
          path: req.path,
          status: res.status,
          contentType: res.headers.get('content-type'),
          body: text,
        });
        if (problem) failures.push(`${problem} <- ${what}`);
        const expected = expectationOf(req, conformance, sharedKeys);
        if (expected === 'stored' && res.status !== 201)
          failures.push(`a valid body was answered ${res.status} ${text.slice(0, 200)} <- ${what}`);
        if (expected === 'refused' && res.status === 201) failures.push(`an invalid body was answered 201 <- ${what}`);
        if (expected === 'stored' && res.status === 201)
          stored.push({
            table: req.op.path === '/api/leads' ? 'leads' : 'newsletter_subscribers',
            id: (JSON.parse(text) as { id: string }).id,
          });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    const byStatus = Object.fromEntries([...statuses].sort());
    console.log(`openapi fuzz: ${requests.length} cases (seed ${SEED}), ${serverErrors} answers 5xx; ${JSON.stringify(byStatus)}`);
    expect(serverErrors).toBe(0);
    expect(failures.slice(0, 15), `${failures.length} of ${requests.length} answers were wrong (OPENAPI_FUZZ_SEED=${SEED})`).toEqual([]);
    expect(site.errorLines('unhandled API error')).toEqual([]);
    // both sides of the line were tried, and every body called valid was stored
    expect(stored.length).toBeGreaterThan(RUNS * 0.1);
    expect([...statuses.keys()].some((k) => k.startsWith('POST /api/leads 400'))).toBe(true);
    const db = new Database(sqliteFile(path.resolve(site.dataDir)), { readonly: true });
    try {
      for (const s of stored) expect(db.prepare(`SELECT id FROM ${s.table} WHERE id = ?`).get(s.id), `${s.table} ${s.id}`).toBeDefined();
    } finally {
      db.close();
    }
  });
});
