/**
 * The hidden field that people never see and bots fill in. A request that carries it non-empty is
 * answered like a success and dropped. Humans leave it empty, so their payload stays exactly the
 * spec's shape.
 */
export const honeypotField = 'website';

/** adds the honeypot value to a payload only when something was typed into it */
export function withHoneypot<T extends object>(payload: T, value: string | null | undefined): T {
  return value ? { ...payload, [honeypotField]: value } : payload;
}
