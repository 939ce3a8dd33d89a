/**
 * The Idempotency-Key request header (IETF httpapi draft "The Idempotency-Key HTTP Header Field"): a
 * Structured Field string, one per filled form, the same on every retry of it. The forms send a UUID;
 * the server accepts any key of 16 to 255 visible ASCII characters, quoted as the draft writes it
 * (`"8e03978e-40d5-43e8-bc93-6894a57f9324"`) or bare, as many clients send it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be a string of 16 to 255 visible ASCII characters (no quotes, backslashes or spaces inside), ' +
  'quoted or bare, such as "8e03978e-40d5-43e8-bc93-6894a57f9324".';

/**
 * the header's value (surrounding spaces aside): the key, quoted or bare; the key is visible ASCII but the
 * quote and the backslash. Plain data, no zod: the footer's newsletter form imports this module. The API's
 * OpenAPI document states this very pattern (api/openapi/publicOperations.ts).
 */
export const IDEMPOTENCY_KEY_HEADER_PATTERN = /^(?:"[\x21\x23-\x5b\x5d-\x7e]{16,255}"|[\x21\x23-\x5b\x5d-\x7e]{16,255})$/;

export type IdempotencyKeyHeader = { ok: true; key?: string } | { ok: false; message: string };

/** the header's key (undefined when absent), or why it is refused */
export function parseIdempotencyKey(header: string | undefined | null): IdempotencyKeyHeader {
  if (header === undefined || header === null) return { ok: true };
  const trimmed = header.trim();
  if (!IDEMPOTENCY_KEY_HEADER_PATTERN.test(trimmed)) return { ok: false, message: IDEMPOTENCY_KEY_MESSAGE };
  return { ok: true, key: trimmed.replace(/^"(.*)"$/, '$1') };
}

/** the header's value as the forms send it: the key as a Structured Field string */
export const idempotencyKeyHeaderValue = (key: string): string => `"${key}"`;
