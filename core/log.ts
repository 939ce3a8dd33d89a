/**
 * Structured logs: one JSON object per line (time, level, msg, then fields), info on stdout and
 * warnings and errors on stderr. Callers pass only what is safe to keep: never a lead's message,
 * email or phone, never a token or a query string.
 */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = Exclude<(typeof LOG_LEVELS)[number], 'silent'>;

const ORDER: Record<(typeof LOG_LEVELS)[number], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

let threshold = ORDER.info;

/** sets how much is logged: LOG_LEVEL of the configuration (the API and the CLI set it when they read it) */
export function setLogLevel(level: (typeof LOG_LEVELS)[number]): void {
  threshold = ORDER[level];
}

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  if (ORDER[level] < threshold) return;
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`;
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(line);
}

/** the message of an error, for a log field (no stack: stacks can carry request data) */
export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
