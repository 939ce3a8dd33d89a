import * as z from 'zod/mini';
import { limits } from './options';

const tooLong = `Email must be at most ${limits.email} characters.`;

/** the demo and trial forms' rule ("valid address"): zod's email check */
export function strictEmail(message: string) {
  return z.email(message).check(z.maxLength(limits.email, tooLong));
}

/** the rule of an <input type="email"> (contact, newsletter): the HTML standard's pattern */
export function browserEmail(message = 'Please enter a valid email address.') {
  return z.email({ pattern: z.regexes.html5Email, error: message }).check(z.maxLength(limits.email, tooLong));
}
