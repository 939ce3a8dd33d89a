import { createHmac, timingSafeEqual } from 'node:crypto';

/** Notion's X-Notion-Signature of a raw body: `sha256=` and the hex HMAC-SHA256 of the bytes, keyed by the verification token */
export function notionSignature(body: Uint8Array, token: string): string {
  return `sha256=${createHmac('sha256', token).update(body).digest('hex')}`;
}

/** whether a signature header is the body's, compared in constant time (a missing or malformed one is not) */
export function isNotionSignature(body: Uint8Array, header: string | undefined, token: string): boolean {
  if (!header || !token) return false;
  const expected = Buffer.from(notionSignature(body, token));
  const given = Buffer.from(header.trim());
  // timingSafeEqual needs equal lengths; the length of a right signature is no secret
  return given.length === expected.length && timingSafeEqual(given, expected);
}
