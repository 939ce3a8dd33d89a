import * as z from 'zod/mini';

/** a form text answer: trimmed, at least `min` characters (message when shorter), at most `max` */
export function formText(min: number, max: number, message: string, label: string) {
  return z.string(message).check(z.trim(), z.minLength(min, message), z.maxLength(max, `${label} must be at most ${max} characters.`));
}

/** an optional form text answer: trimmed, at most `max` characters */
export function optionalFormText(max: number, label: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`)));
}

// The rules are patterns (not functions) so that the API's OpenAPI document states them too (api/openapi/).
// PostgreSQL text cannot hold U+0000, and no person types it
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it refuses
const NO_NUL = /^[^\u0000]*$/;
const noNul = (label: string) => z.regex(NO_NUL, `${label} must not contain NUL characters.`);

/** a payload text: stored as given, so not trimmed, but never blank (\S: what trim() keeps) */
export function payloadText(max: number, message: string, label: string) {
  return z.string(message).check(z.regex(/\S/, message), z.maxLength(max, `${label} must be at most ${max} characters.`), noNul(label));
}

/** a payload text that may be empty, stored as given */
export function anyPayloadText(max: number, label: string) {
  return z.string(`${label} must be text.`).check(z.maxLength(max, `${label} must be at most ${max} characters.`), noNul(label));
}

/** an optional payload text, stored as given */
export function optionalPayloadText(max: number, label: string) {
  return z.optional(anyPayloadText(max, label));
}

/** a selection out of fixed options; an empty or unknown value gets the message */
export function choice(options: readonly string[], message: string) {
  return z.string(message).check(z.refine((v) => options.includes(v), message));
}
