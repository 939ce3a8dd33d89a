import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Config } from '../../core/config';
import { errorText, log } from '../../core/log';
import { honeypotField } from '../../src/shared/forms/honeypot';
import { rateLimitKey } from '../clientKey';
import type { LimitStore } from '../limitStore';
import { createRateLimiter, rateLimit } from '../rateLimit';

/** the largest form body accepted (spec: over 16 KB gets 413) */
export const MAX_BODY_BYTES = 16 * 1024;

type Issue = { path: PropertyKey[]; message: string };

/** zod issues as { field: [messages] } for a 400 answer */
export function fieldMessages(issues: readonly Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/** the visitor's address: the socket peer, or the proxy's last X-Forwarded-For entry when TRUST_PROXY is set */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // not running on a Node socket (e.g. app.request in tests)
    return 'unknown';
  }
}

/** cross-origin calls only from the configured site origins; same-origin calls need no CORS at all */
export function formCors(origins: string[]) {
  const allowed = new Set(origins.map((o) => new URL(o).origin));
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key'],
    credentials: true,
    maxAge: 600,
  });
}

type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** the deepest nesting of objects and arrays a form body may have (forms are flat: 1) */
export const MAX_JSON_DEPTH = 32;

export type ReadResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'tooLarge' | 'cutOff' };

export async function readLimited(req: Request, max: number): Promise<ReadResult> {
  if (!req.body) return { ok: true, bytes: new Uint8Array() };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // the client went away before the declared end of its body
      return { ok: false, reason: 'cutOff' };
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return { ok: false, reason: 'tooLarge' };
    }
    chunks.push(chunk.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes: out };
}

/** true when objects and arrays nest deeper than `max` (scanned before parsing, so nothing recurses that deep) */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

// a \uD800-style escape without its partner: storage would silently turn it into U+FFFD
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** the JSON object of a form POST, or the answer to send: 415 not JSON, 413 too large, 400 unreadable */
export async function readJsonObject(c: Context): Promise<BodyResult> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return { ok: false, response: c.json({ error: 'Send the form as JSON (Content-Type: application/json).' }, 415) };
  }
  const tooLarge = () => c.json({ error: `The form is too large: at most ${MAX_BODY_BYTES / 1024} KB are accepted.` }, 413);
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, response: tooLarge() };
  const read = await readLimited(c.req.raw, MAX_BODY_BYTES);
  if (!read.ok) {
    if (read.reason === 'tooLarge') return { ok: false, response: tooLarge() };
    return { ok: false, response: c.json({ error: 'The request body ended before its declared length.' }, 400) };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return { ok: false, response: c.json({ error: 'The request body is not valid UTF-8 text.' }, 400) };
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return {
      ok: false,
      response: c.json({ error: `The request body nests too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.` }, 400),
    };
  }
  let body: unknown;
  let wellFormed = true;
  try {
    body = JSON.parse(text, (key, value: unknown) => {
      if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) wellFormed = false;
      return value;
    });
  } catch {
    return { ok: false, response: c.json({ error: 'The request body is not valid JSON.' }, 400) };
  }
  if (!wellFormed) {
    return { ok: false, response: c.json({ error: 'The request body holds a \\u escape of half a character (a lone surrogate).' }, 400) };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, response: c.json({ error: 'The request body must be a JSON object.' }, 400) };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

/** true when the hidden honeypot field was filled in: a bot */
function isBot(body: Record<string, unknown>): boolean {
  const v = body[honeypotField];
  return v !== undefined && v !== null && v !== '';
}

/** logs a store failure and answers 503 without details */
function storeUnavailable(c: Context, err: unknown): Response {
  log('error', 'form submission not stored', { route: c.req.path, error: errorText(err) });
  c.header('Retry-After', '30');
  return c.json({ error: 'Your submission could not be saved just now. Please try again in a minute.' }, 503);
}

type FormRouteConfig = Pick<Config, 'SITE_URL' | 'CORS_ORIGINS' | 'TRUST_PROXY' | 'RATE_LIMIT_WINDOW_SECONDS'>;

/** a form's submission limit: `limit` per client and window, counted under `name` in the shared store */
export interface FormLimit {
  name: string;
  limit: number;
  store: LimitStore;
}

/**
 * POST <path> for a form: CORS for the site's origins, a limit of submissions per client (an IPv4
 * address or an IPv6 /64) and window, no caching, a bounded JSON object body. A bot (the honeypot
 * filled in) gets the 201 a person would get and nothing is stored. `handle` validates and stores; a
 * store failure answers 503.
 */
export function registerFormRoute(
  app: Hono,
  path: string,
  config: FormRouteConfig,
  limit: FormLimit,
  handle: (c: Context, body: Record<string, unknown>) => Promise<Response>,
): void {
  const limiter = createRateLimiter(limit.store, { name: limit.name, limit: limit.limit, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS });
  app.use(path, formCors(config.CORS_ORIGINS ?? [config.SITE_URL]));
  app.post(
    path,
    rateLimit(limiter, (c) => rateLimitKey(clientIp(c, config.TRUST_PROXY))),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const read = await readJsonObject(c);
      if (!read.ok) return read.response;
      if (isBot(read.body)) return c.json({ id: randomUUID() }, 201);
      try {
        return await handle(c, read.body);
      } catch (err) {
        if (err instanceof StoreError) return storeUnavailable(c, err.cause);
        throw err;
      }
    },
  );
}

/** a store that could not be reached or written: the form route answers 503 */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** runs a store call, turning its failure into a StoreError */
export async function storing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new StoreError(errorText(err), { cause: err });
  }
}
