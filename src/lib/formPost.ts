import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyHeaderValue } from '../shared/forms/idempotencyKey';
import { errorOf, send } from './api';

/** a random (version 4) UUID; crypto.randomUUID exists only on https and localhost pages, getRandomValues everywhere */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** what each form last sent and with which key: a resubmission of the same contents reuses the key */
const pending = new Map<string, { body: string; key: string }>();

/** answers worth one more try: the request may not have reached the API, or a proxy lost the answer */
const RETRIABLE = new Set([502, 503]);
export const FORM_RETRY_DELAY_MS = 1_000;

/**
 * POSTs a form's JSON with an Idempotency-Key: one key per filled form, the same when the same contents
 * are sent again (a visitor's second press, or the retry here), a new one once they were stored or
 * changed. After a network error or a 502/503 it tries once more by itself with the same key, so the
 * API stores the lead once whichever attempt reached it. A non-OK answer throws ApiError.
 */
export async function postForm(form: string, url: string, data: unknown): Promise<Response> {
  const body = JSON.stringify(data);
  let entry = pending.get(form);
  if (!entry || entry.body !== body) {
    entry = { body, key: newIdempotencyKey() };
    pending.set(form, entry);
  }
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyHeaderValue(entry.key) };
  const attempt = () => send(url, { method: 'POST', data, headers });
  let res: Response;
  try {
    res = await attempt();
    if (RETRIABLE.has(res.status)) throw new Error(String(res.status));
  } catch {
    await new Promise((r) => setTimeout(r, FORM_RETRY_DELAY_MS));
    res = await attempt();
  }
  if (!res.ok) throw await errorOf(res);
  pending.delete(form);
  return res;
}
