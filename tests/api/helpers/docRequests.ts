import fc from 'fast-check';
import type { Conformance, DocOperation } from './openapiConformance';
import { schemaArbitraries } from './schemaArbitraries';

/**
 * Requests to the public operations of an OpenAPI document (those without security), generated from
 * its schemas: path parameters, header parameters and JSON bodies, each valid or not, the content type
 * mostly right. Whether a body and its headers are valid is decided by the document (tests/api/openapiFuzz.test.ts).
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}

export interface DocRequest {
  op: DocOperation;
  /** the path as sent, parameters filled in and encoded */
  path: string;
  headers: Record<string, string>;
  /** the JSON value sent (undefined: no body) */
  body?: unknown;
  /** the body's text as sent (a JSON text, or something else under another content type) */
  text?: string;
}

/**
 * header values fetch can send: visible ASCII and spaces (which HTTP trims at the ends), within the HTTP
 * server's 16 KB for all headers (beyond it Node answers 431 before any route: tests/api/fuzz.test.ts sends those)
 */
const sendable = (v: unknown): v is string => typeof v === 'string' && v.length <= 8_192 && /^[\x20-\x7e]*$/.test(v);

const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', ''];

/** values the test knows a path parameter can take (the published slugs), by parameter name */
export type KnownValues = Record<string, readonly string[]>;

export function docRequestArb(conformance: Conformance, known: KnownValues = {}): fc.Arbitrary<DocRequest> {
  const doc = conformance.doc as { components: { schemas: Record<string, Schema> } };
  const arbs = schemaArbitraries(doc.components.schemas);
  const value = (schema: Schema) => fc.oneof({ weight: 3, arbitrary: arbs.valid(schema) }, { weight: 2, arbitrary: arbs.invalid(schema) });
  const publicOps = conformance.operations.filter((op) => Array.isArray(op.operation.security) && op.operation.security.length === 0);
  if (!publicOps.length) throw new Error('the document has no public operation');

  const requestFor = (op: DocOperation): fc.Arbitrary<DocRequest> => {
    const params = (op.operation.parameters ?? []) as unknown as Parameter[];
    const pathParams = params.filter((p) => p.in === 'path');
    const headerParams = params.filter((p) => p.in === 'header');
    const path = fc
      .tuple(
        ...pathParams.map((p) =>
          fc.oneof(
            ...(known[p.name]?.length ? [fc.constantFrom(...(known[p.name] ?? []))] : []),
            arbs.valid(p.schema).filter((v): v is string => typeof v === 'string' && v.length > 0),
          ),
        ),
      )
      .map((values) => values.reduce((p, v, i) => p.replace(`{${pathParams[i]?.name}}`, encodeURIComponent(v)), op.path));
    const headers = fc
      .tuple(...headerParams.map((p) => fc.option(value(p.schema).filter(sendable), { freq: p.required ? 10 : 2 })))
      .map((values) => Object.fromEntries(values.flatMap((v, i) => (v === null ? [] : [[headerParams[i]?.name ?? '', v]]))));
    const body = op.operation.requestBody as { content: Record<string, { schema: Schema }> } | undefined;
    const schema = body?.content['application/json']?.schema;
    const bodyArb = schema
      ? fc.record({
          value: value(schema),
          type: fc.oneof(
            { weight: 12, arbitrary: fc.constant('application/json') },
            { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
          ),
        })
      : fc.constant(null);
    return fc.tuple(path, headers, bodyArb).map(([p, h, b]): DocRequest => {
      if (!b) return { op, path: p, headers: h };
      return { op, path: p, headers: { ...h, 'Content-Type': b.type }, body: b.value, text: JSON.stringify(b.value) ?? 'null' };
    });
  };
  // the forms take most of the cases: their bodies have the most to get wrong
  return fc.oneof(...publicOps.map((op) => ({ weight: op.operation.requestBody ? 8 : 1, arbitrary: requestFor(op) })));
}
