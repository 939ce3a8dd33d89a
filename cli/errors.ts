import { ConfigError } from '../api/config';

/** prints one line saying what went wrong (and what to do), then exits 1 */
export function failAndExit(err: unknown): never {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof ConfigError) {
    console.error(`site: ${message}. Fix the variable in your environment and try again.`);
  } else {
    console.error(`site: ${message}`);
    if (process.env.DEBUG && err instanceof Error) console.error(err.stack);
  }
  process.exit(1);
}
