import path from 'node:path';
import { ConfigError } from '../core/configError';
import { ciStyle, formatAnnotation, pageErrorAnnotation } from './ciAnnotations';

/** how many failing pages or links are listed under the error line (--json lists all) */
const LISTED = 20;

/**
 * prints a failed command: with --json the spec's result object on stdout; otherwise one line saying
 * what failed and what to do, with the failing pages or links of an export below it
 */
export async function reportFailure(err: unknown, opts: { json?: boolean; out?: string }, debug: () => Promise<boolean>): Promise<void> {
  const { failureResult, GenerationError } = await import('./export/results');
  if (opts.json && opts.out !== undefined) {
    console.log(JSON.stringify(failureResult(err, path.resolve(opts.out)), null, 2));
    return;
  }
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof ConfigError) {
    console.error(`site: ${message}. Fix the variable in your environment and try again.`);
    return;
  }
  console.error(`site: ${message}`);
  if (err instanceof GenerationError) {
    const { errors } = err.result.stats;
    // in CI each failing page or broken link is an annotation on its source file (cli/ciAnnotations.ts)
    const style = ciStyle();
    for (const e of errors.slice(0, LISTED)) {
      if (style === 'github') console.log(formatAnnotation(style, pageErrorAnnotation(e, err.sources)));
      else console.error(style ? formatAnnotation(style, pageErrorAnnotation(e, err.sources)) : `  ${e}`);
    }
    if (errors.length > LISTED) console.error(`  … and ${errors.length - LISTED} more (--json lists them all)`);
  }
  // an invalid environment was reported above; reading it again for DEBUG would fail the same way
  if (err instanceof Error && (await debug().catch(() => false))) console.error(err.stack);
}
