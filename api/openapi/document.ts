/**
 * The OpenAPI 3.1 document of /api/*, built from the declared operations (publicOperations.ts,
 * adminOperations.ts) and their zod schemas with zod's own JSON Schema conversion (JSON Schema 2020-12,
 * the dialect of OpenAPI 3.1). Request bodies and parameters are described as the routes read them
 * (zod's input side), answers as they are sent (its output side).
 */
import * as z from 'zod';
import { HEALTH_PATHS } from '../../core/hostCheck';
import { routeKey } from '../routes/openapi';
import { adminOperations } from './adminOperations';
import { type ApiOperation, type ApiTag, HOST_REFUSAL, type Named, RESPONSE_HEADERS, type Schema } from './operation';
import { blogComponents, publicOperations } from './publicOperations';

/** bump with every change a client would notice (a route, a field, a status) */
export const API_VERSION = '1.0.0';

/** every route of the API, public and admin: the one list the document, the drift test and docs/api.md read */
export const API_OPERATIONS: readonly ApiOperation[] = [...publicOperations, ...adminOperations];

const TAGS: Record<ApiTag, string> = {
  Health: 'Liveness and readiness, for load balancers.',
  Blog: 'The published blog posts, as the site renders them.',
  Forms: 'The lead forms and the newsletter sign-up of the site.',
  Notion: 'Publish on edit: Notion’s webhook on the publisher, and its state on the admin page.',
  Admin: 'The admin page’s calls (ADMIN_ENABLED only): exports, publishing, status.',
  'Leads inbox': 'The stored leads and sign-ups (ADMIN_ENABLED only).',
  Document: 'This description of the API.',
};

type Json = Record<string, unknown>;
const COMPONENT = '#/components/schemas/';
/** the formats JSON Schema defines; zod's own (`starts_with`...) are left out, their pattern says it */
const STANDARD_FORMATS = new Set(['email', 'date-time', 'date', 'time', 'duration', 'uri', 'uuid', 'ipv4', 'ipv6', 'hostname', 'regex']);

/** `/api/blog/posts/:slug` as OpenAPI writes it: `/api/blog/posts/{slug}` */
export const openApiPath = (honoPath: string): string => honoPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function clean(node: unknown): void {
  if (Array.isArray(node)) for (const x of node) clean(x);
  else if (node && typeof node === 'object') {
    const o = node as Json;
    if (typeof o.format === 'string' && !STANDARD_FORMATS.has(o.format)) delete o.format;
    if ('$defs' in o) throw new Error('a schema refers to itself outside a named component: name it in the operations');
    for (const v of Object.values(o)) clean(v);
  }
}

/** one schema alone (a parameter's), without the dialect line */
function plain(schema: Schema, io: 'input' | 'output'): Json {
  const { $schema: _s, ...out } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw' }) as Json;
  clean(out);
  return out;
}

/** the named schemas, each a component; those naming each other refer by $ref */
function components(list: Named[], io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string; description?: string }>();
  for (const n of list)
    if (!registry.has(n.schema)) registry.add(n.schema, { id: n.name, ...(n.description ? { description: n.description } : {}) });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io, unrepresentable: 'throw', uri: (id) => `${COMPONENT}${id}` });
  const out: Record<string, Json> = {};
  for (const [id, s] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = s as Json;
    clean(rest);
    out[id] = rest;
  }
  return out;
}

function parameters(op: ApiOperation): Json[] {
  const out: Json[] = [];
  for (const [name, description] of Object.entries(op.pathParams ?? {}))
    out.push({ name, in: 'path', required: true, description, schema: { type: 'string' } });
  if (op.query) {
    const q = plain(op.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      const { description, ...rest } = schema;
      out.push({ name, in: 'query', required: q.required?.includes(name) ?? false, ...(description ? { description } : {}), schema: rest });
    }
  }
  for (const h of op.headers ?? [])
    out.push({ name: h.name, in: 'header', required: h.required ?? false, description: h.description, schema: plain(h.schema, 'input') });
  return out;
}

const ref = (name: string) => ({ $ref: `${COMPONENT}${name}` });

function operationObject(op: ApiOperation): Json {
  const responses: Json = {};
  const answers = HEALTH_PATHS.has(op.path) ? op.responses : { ...op.responses, 403: HOST_REFUSAL };
  for (const [status, r] of Object.entries(answers).sort(([a], [b]) => Number(a) - Number(b))) {
    const content: Json = {};
    if (r.json) content['application/json'] = { schema: ref(r.json.name) };
    for (const type of r.media ?? []) content[type] = {};
    responses[status] = {
      description: r.description,
      ...(r.headers ? { headers: Object.fromEntries(r.headers.map((h) => [h, { $ref: `#/components/headers/${h}` }])) } : {}),
      ...(Object.keys(content).length ? { content } : {}),
    };
  }
  const params = parameters(op);
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.admin ? [{ adminToken: [] }] : [],
    ...(params.length ? { parameters: params } : {}),
    ...(op.body
      ? {
          requestBody: {
            description: op.body.description,
            required: op.body.required ?? false,
            content: { 'application/json': { schema: ref(op.body.json.name) } },
          },
        }
      : {}),
    responses,
  };
}

/** the names a node refers to, followed through the components */
function referenced(root: unknown, schemas: Record<string, Json>): Set<string> {
  const seen = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const x of node) walk(x);
    else if (node && typeof node === 'object') {
      const r = (node as Json).$ref;
      if (typeof r === 'string' && r.startsWith(COMPONENT)) {
        const name = r.slice(COMPONENT.length);
        if (!seen.has(name)) {
          seen.add(name);
          walk(schemas[name]);
        }
      }
      for (const v of Object.values(node)) walk(v);
    }
  };
  walk(root);
  return seen;
}

export interface DocumentOptions {
  /** where the API is: the site's origin (SITE_URL) */
  serverUrl: string;
  /** only the routes in this set of routeKey()s (the ones an app registered); default every declared route */
  registered?: ReadonlySet<string>;
}

/** the OpenAPI document of the declared routes (those registered, when given) */
export function openApiDocument(opts: DocumentOptions): Json {
  const ops = API_OPERATIONS.filter((op) => !opts.registered || opts.registered.has(routeKey(op.method, op.path)));
  const inputs = ops.flatMap((op) => (op.body ? [op.body.json] : []));
  const outputs = [...blogComponents, ...ops.flatMap((op) => Object.values(op.responses).flatMap((r) => (r.json ? [r.json] : [])))];
  const input = components(inputs, 'input');
  const output = components(outputs, 'output');
  for (const name of Object.keys(input))
    if (name in output) throw new Error(`schema name ${name} is used for a request body and an answer: give them different names`);
  const all = { ...input, ...output };

  const paths: Record<string, Json> = {};
  for (const op of ops) {
    const p = openApiPath(op.path);
    const item = paths[p] ?? {};
    paths[p] = item;
    if (item[op.method]) throw new Error(`${routeKey(op.method, op.path)} is declared twice`);
    item[op.method] = operationObject(op);
  }
  const used = referenced(paths, all);
  const tags = [...new Set(ops.map((op) => op.tag))];
  const headers = new Set(ops.flatMap((op) => Object.values(op.responses).flatMap((r) => r.headers ?? [])));
  return {
    openapi: '3.1.1',
    info: {
      title: 'BlokSecure site API',
      version: API_VERSION,
      description:
        'The API of the BlokSecure website: the lead forms, the newsletter, the blog, health checks and (on the publisher only) the admin calls. ' +
        'Every answer is JSON unless said otherwise; a refusal names what to change. Generated from the zod schemas the server validates with. ' +
        'Formats (`email`) are annotations: the patterns state the rules.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: opts.serverUrl, description: 'The site: the API is served under /api on the same origin.' }],
    tags: tags.map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name))),
      headers: Object.fromEntries(Object.entries(RESPONSE_HEADERS).filter(([name]) => headers.has(name as keyof typeof RESPONSE_HEADERS))),
      ...(ops.some((op) => op.admin)
        ? {
            securitySchemes: {
              adminToken: { type: 'http', scheme: 'bearer', description: 'The admin token: ADMIN_TOKEN, or the one kept in DATA_DIR.' },
            },
          }
        : {}),
    },
  };
}
