import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_HEADER, parseIdempotencyKey } from '../src/shared/forms/idempotencyKey';

/** the same JSON text for the same value, whatever order its keys came in */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** what identifies a submission: a hash of its validated payload */
export const payloadFingerprint = (payload: unknown): string => createHash('sha256').update(canonical(payload)).digest('base64url');

/** the request's Idempotency-Key, or the 400 answer for a malformed one */
export function idempotencyKeyOf(c: Context): { ok: true; key?: string } | { ok: false; response: Response } {
  const parsed = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  if (parsed.ok) return parsed;
  return { ok: false, response: c.json({ error: parsed.message, fields: { [IDEMPOTENCY_KEY_HEADER]: [parsed.message] } }, 400) };
}

/** the 422 of the draft: the key was used for another payload */
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different submission within the last 24 hours: send a new key with a new submission.';

/** marks a repeated answer, as other APIs with idempotency keys do */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
