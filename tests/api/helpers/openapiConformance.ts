import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../../api/openapi/document';

/**
 * Whether an answer of the API is one its OpenAPI document describes: its route and status are listed,
 * its media type is one the document gives for that status, and a JSON body validates against the
 * document's schema (ajv, JSON Schema 2020-12). Used by every test's fetch (tests/openapiSetup.ts) and
 * by the fuzz (tests/api/fuzz.test.ts).
 */

type Json = Record<string, unknown>;
interface MediaObject {
  schema?: Json;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}
export interface DocOperation {
  method: string;
  /** the document's path (`/api/blog/posts/{slug}`) */
  path: string;
  operation: Json & { responses: Record<string, ResponseObject>; parameters?: Json[]; requestBody?: Json; security?: unknown[] };
}

export interface Answer {
  method: string;
  /** the request's path, without the query */
  path: string;
  status: number;
  contentType: string | null;
  /** the body as text (null: not read, e.g. a stream) */
  body: string | null;
}

/** how api/app.ts answers a path it has no route for */
const NOT_SERVED = '{"error":"No API route for ';

const mediaType = (type: string | null) => (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export interface Conformance {
  doc: Json;
  operations: DocOperation[];
  /** the documented operation a request reaches, or undefined */
  operationOf(method: string, path: string): DocOperation | undefined;
  /** null when the answer is described, else what is wrong (undescribed routes are not this check's business) */
  problemWith(answer: Answer): string | null;
  /** a validator of a named component (`#/components/schemas/<name>`) or of an inline schema */
  validator(schema: Json): ValidateFunction;
}

/** the document's paths as patterns: literal paths before templated ones */
function matchers(operations: DocOperation[]) {
  const pattern = (p: string) => new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return operations
    .map((op) => ({ op, re: pattern(op.path), literal: !op.path.includes('{') }))
    .sort((a, b) => Number(b.literal) - Number(a.literal));
}

export function createConformance(doc: Json = openApiDocument({ serverUrl: 'https://bloksecure.com' })): Conformance {
  const schemas = (doc.components as { schemas: Json }).schemas;
  // the components under $defs of one schema, their references rewritten to point there
  const defs = JSON.parse(JSON.stringify(schemas).replaceAll('"#/components/schemas/', '"api#/$defs/')) as Json;
  // formats are annotations in JSON Schema 2020-12: the patterns carry the rules
  const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'api', $defs: defs });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (schema: Json): ValidateFunction => {
    const key = JSON.stringify(schema).replaceAll('"#/components/schemas/', '"api#/$defs/');
    let v = compiled.get(key);
    if (!v) {
      v = ajv.compile(JSON.parse(key) as Json);
      compiled.set(key, v);
    }
    return v;
  };

  const operations: DocOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, DocOperation['operation']>>))
    for (const [method, operation] of Object.entries(item)) operations.push({ method: method.toUpperCase(), path, operation });
  const byPath = matchers(operations);
  const operationOf = (method: string, path: string) => byPath.find((m) => m.op.method === method && m.re.test(path))?.op;

  return {
    doc,
    operations,
    operationOf,
    validator,
    problemWith(a) {
      const op = operationOf(a.method, a.path);
      // a route this instance does not serve (an admin path where ADMIN_ENABLED=false): the app's not-found answer
      if (!op || (a.status === 404 && a.body?.startsWith(NOT_SERVED))) return null;
      const name = `${a.method} ${a.path} (${op.method} ${op.path})`;
      const response = op.operation.responses[String(a.status)];
      if (!response) return `${name} answered ${a.status}, a status the document does not list: ${(a.body ?? '').slice(0, 200)}`;
      const content = response.content ?? {};
      const types = Object.keys(content);
      if (types.length === 0) return a.body ? `${name} answered ${a.status} with a body, which the document does not describe` : null;
      const type = types.find((t) => mediaType(t) === mediaType(a.contentType));
      if (!type) return `${name} answered ${a.status} as ${a.contentType ?? '(no type)'}, not ${types.join(' or ')}`;
      const schema = content[type]?.schema;
      if (!schema || a.body === null || mediaType(type) !== 'application/json') return null;
      let value: unknown;
      try {
        value = JSON.parse(a.body);
      } catch {
        return `${name} answered ${a.status} with a body that is not JSON: ${a.body.slice(0, 200)}`;
      }
      const validate = validator(schema);
      if (validate(value)) return null;
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
      return `${name} answered ${a.status} with a body outside the document (${errors.join('; ')}): ${a.body.slice(0, 300)}`;
    },
  };
}
