import * as z from 'zod/mini';

/** a form text answer: trimmed, at least `min` characters (message when shorter), at most `max` */
export function formText(min: number, max: number, message: string, label: string) {
  return z.string(message).check(z.trim(), z.minLength(min, message), z.maxLength(max, `${label} must be at most ${max} characters.`));
}

/** an optional form text answer: trimmed, at most `max` characters */
export function optionalFormText(max: number, label: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`)));
}

// PostgreSQL text cannot hold U+0000, and no person types it
const noNul = (label: string) => z.refine<string>((v) => !v.includes('\u0000'), `${label} must not contain NUL characters.`);

/** a payload text: stored as given, so not trimmed, but never blank */
export function payloadText(max: number, message: string, label: string) {
  return z.string(message).check(
    z.refine((v) => v.trim() !== '', message),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    noNul(label),
  );
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
