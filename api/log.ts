/**
 * Structured logs: one JSON object per line (time, level, msg, then fields), info on stdout and
 * warnings and errors on stderr. Callers pass only what is safe to keep: never a lead's message,
 * email or phone, never a token or a query string.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** LOG_LEVEL=debug|info|warn|error|silent (default info); read at each call so tests can change it */
function threshold(): number {
  const level = process.env.LOG_LEVEL as LogLevel | 'silent' | undefined;
  return level && level in ORDER ? ORDER[level] : ORDER.info;
}

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  if (ORDER[level] < threshold()) return;
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`;
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(line);
}

/** the message of an error, for a log field (no stack: stacks can carry request data) */
export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
