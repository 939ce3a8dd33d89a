/**
 * How a route of /api/* is described in the OpenAPI document (api/openapi/document.ts). Every route the
 * app registers is declared once, in publicOperations.ts or adminOperations.ts, with the zod schemas it
 * validates with; tests/api/openapi.test.ts fails naming any route that is served but not declared.
 */
import type * as z from 'zod/v4/core';
import { errorSchema } from './schemas';

export type Schema = z.$ZodType;

/** a schema with its name among the document's components (`#/components/schemas/<name>`) */
export interface Named {
  name: string;
  schema: Schema;
  description?: string;
}
export const named = (name: string, schema: Schema, description?: string): Named => ({ name, schema, description });

/** response headers, described once in the document's components */
export const RESPONSE_HEADERS = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
  'Idempotent-Replayed': {
    description: '`true` when this answer repeats the first one for the same Idempotency-Key: nothing new was stored.',
    schema: { type: 'string', const: 'true' },
  },
  'Content-Disposition': { description: 'The file name to save the answer under.', schema: { type: 'string' } },
  'WWW-Authenticate': { description: 'The scheme the admin calls take: `Bearer realm="admin"`.', schema: { type: 'string' } },
} as const;
export type ResponseHeader = keyof typeof RESPONSE_HEADERS;

export interface ApiResponse {
  description: string;
  /** a JSON body of this shape */
  json?: Named;
  /** bodies of other media types, as bytes */
  media?: readonly string[];
  headers?: readonly ResponseHeader[];
}

export interface ApiParameter {
  name: string;
  description: string;
  schema: Schema;
  required?: boolean;
}

export type ApiTag = 'Health' | 'Blog' | 'Forms' | 'Notion' | 'Admin' | 'Leads inbox' | 'Document';

/**
 * The answer of every route to a Host the server does not answer to (`site serve` with ALLOWED_HOSTS,
 * `site dev`), but the health checks, which answer whatever the Host (core/hostCheck.ts): added by the document.
 */
export const HOST_REFUSAL: ApiResponse = {
  description: 'The `Host` is not one this server answers to (ALLOWED_HOSTS): a plain-text line says so.',
  media: ['text/plain; charset=utf-8'],
};

export interface ApiOperation {
  method: 'get' | 'post';
  /** the path as the Hono app registers it: `:name` for a path parameter */
  path: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  /** an admin call: registered only with ADMIN_ENABLED (never on a public instance), and needs the admin token */
  admin?: boolean;
  /** the path parameters, by name (each a string) */
  pathParams?: Record<string, string>;
  /** the query string: a zod object of the parameters */
  query?: Schema;
  headers?: readonly ApiParameter[];
  body?: { description: string; json: Named; required?: boolean };
  responses: Record<number, ApiResponse>;
}

export const errorBody = named('Error', errorSchema, 'A refused or failed call: what went wrong, and per field for a form.');

/** an answer with the Error body */
export const error = (description: string, headers?: readonly ResponseHeader[]): ApiResponse => ({
  description,
  json: errorBody,
  ...(headers ? { headers } : {}),
});
