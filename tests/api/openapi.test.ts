import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../api/app';
import { openApiDocument } from '../../api/openapi/document';
import { registeredRoutes } from '../../api/routes/openapi';
import { loadConfig } from '../../core/config';
import { API_DOC_FILES, apiDocs } from '../../scripts/api-docs';
import { parseIdempotencyKey } from '../../src/shared/forms/idempotencyKey';
import { leadPayloadSchema } from '../../src/shared/forms/lead';
import { newsletterSchema } from '../../src/shared/forms/newsletter';
import { DATABASE_ID, TOKEN } from '../fixtures/notion/data';
import { type FakeNotion, startFakeNotion } from '../fixtures/notion/fakeNotion';
import { createConformance } from './helpers/openapiConformance';
import { routeDrift } from './helpers/openapiDrift';
import { schemaArbitraries } from './helpers/schemaArbitraries';

/**
 * The OpenAPI document (api/openapi/, docs/api.md) against the app: every route served is declared
 * and every declared route is served; a public instance's document names no admin path; the request
 * schemas in the document accept exactly what the server's zod schemas accept; docs/ is up to date.
 */
let dir: string;
let notion: FakeNotion;
const ADMIN_TOKEN = 'openapi-test-admin-token-0123456789abcdef';

const appWith = (env: Record<string, string>) =>
  createApiApp({ config: loadConfig({ DATA_DIR: dir, ADMIN_TOKEN, LOG_LEVEL: 'error', ...env }) });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-'));
  notion = await startFakeNotion({});
});
afterAll(async () => {
  await notion?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI document and the routes', () => {
  it('declares every route the app serves, and serves every route it declares (every feature on)', () => {
    // the publisher with Notion: the admin routes, the leads inbox, the webhook and the copied files
    const app = appWith({ NOTION_TOKEN: TOKEN, NOTION_DATABASE_ID: DATABASE_ID, NOTION_API_URL: notion.url });
    expect(routeDrift(app)).toEqual([]);
  });

  it('names a route that is served but not declared, and where to declare it', () => {
    const app = appWith({});
    app.get('/api/widgets/:id', (c) => c.json({}));
    app.post('/api/admin/widgets', (c) => c.json({}));
    const drift = routeDrift(app);
    expect(drift).toContain(
      'GET /api/widgets/:id is served but not in the API document: declare it in api/openapi/publicOperations.ts with the schemas it validates with, then run npm run docs:api',
    );
    expect(drift.some((line) => line.startsWith('POST /api/admin/widgets is served') && line.includes('adminOperations.ts'))).toBe(true);
    // without Notion, its webhook and its admin calls are declared but not served here
    expect(drift).toContain(
      'POST /api/notion/webhook is in the API document but no route serves it: remove it from api/openapi/publicOperations.ts (or register the route)',
    );
  });

  it('serves a public instance a document of its own routes, with no admin path (ADMIN_ENABLED=false)', async () => {
    const app = appWith({ ADMIN_ENABLED: 'false', NOTION_TOKEN: TOKEN, NOTION_DATABASE_ID: DATABASE_ID, NOTION_API_URL: notion.url });
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const text = await res.text();
    const doc = JSON.parse(text) as { openapi: string; paths: Record<string, unknown>; components: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.1');
    expect(text).not.toContain('/api/admin');
    expect(text).not.toContain('/api/notion/webhook');
    expect(doc.components).not.toHaveProperty('securitySchemes');
    expect(Object.keys(doc.paths).sort()).toEqual(
      ['/api/blog/images/{file}', '/api/blog/posts', '/api/blog/posts.json', '/api/blog/posts/{slug}', '/api/health', '/api/leads']
        .concat(['/api/newsletter/subscribe', '/api/openapi.json', '/api/ready'])
        .sort(),
    );
    expect(doc).toEqual(openApiDocument({ serverUrl: 'https://bloksecure.com', registered: registeredRoutes(app) }));
  });

  it("serves the publisher's document with the admin calls, each needing the admin token", async () => {
    const res = await appWith({}).request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, { security: unknown[] }>> };
    expect(doc.paths['/api/admin/status']?.get?.security).toEqual([{ adminToken: [] }]);
    expect(doc.paths['/api/leads']?.post?.security).toEqual([]);
    expect(doc.paths).not.toHaveProperty('/api/notion/webhook');
  });

  it('docs/openapi.json and docs/api.md are what `npm run docs:api` writes from the declarations', () => {
    const docs = apiDocs();
    expect(readFileSync(API_DOC_FILES.json, 'utf8'), 'docs/openapi.json is out of date: run npm run docs:api').toBe(docs.json);
    expect(readFileSync(API_DOC_FILES.markdown, 'utf8'), 'docs/api.md is out of date: run npm run docs:api').toBe(docs.markdown);
  });
});

describe("the document's request schemas and the server's", () => {
  const conformance = createConformance();
  const doc = conformance.doc as { components: { schemas: Record<string, Record<string, unknown>> } };
  const arbs = schemaArbitraries(doc.components.schemas);
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

  for (const [name, server] of [
    ['LeadPayload', leadPayloadSchema],
    ['NewsletterSignup', newsletterSchema],
  ] as const) {
    it(`${name}: the document accepts a body exactly when the server's zod schema does (generated bodies, valid and not)`, () => {
      const inDoc = conformance.validator(ref(name));
      let accepted = 0;
      fc.assert(
        fc.property(fc.oneof(arbs.valid(ref(name)), arbs.invalid(ref(name))), (body) => {
          const ok = inDoc(body);
          if (ok) accepted++;
          const why = JSON.stringify(inDoc.errors ?? server.safeParse(body).error?.issues)?.slice(0, 400);
          expect(server.safeParse(body).success, `${why} for ${JSON.stringify(body).slice(0, 300)}`).toBe(ok);
        }),
        { numRuns: 1_500 },
      );
      // both sides of the line were tried
      expect(accepted).toBeGreaterThan(300);
      expect(accepted).toBeLessThan(1_200);
    });
  }

  it('Idempotency-Key: the documented pattern accepts a header exactly when the server does', () => {
    const op = conformance.operationOf('POST', '/api/leads');
    const header = op?.operation.parameters?.find((p) => p.name === 'Idempotency-Key') as { schema: Record<string, unknown> };
    const inDoc = conformance.validator(header.schema);
    fc.assert(
      fc.property(fc.oneof(arbs.valid(header.schema), arbs.invalid(header.schema)), (value) => {
        if (typeof value !== 'string') return;
        expect(parseIdempotencyKey(value).ok, value).toBe(inDoc(value));
      }),
      { numRuns: 1_000 },
    );
  });
});
