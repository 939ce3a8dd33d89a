import path from 'node:path';
import { loadConfig } from '../../api/config';
import { failAndExit } from '../errors';
import type { ExportOptions } from '../export/exportSite';
import type { GenerationResult } from '../export/report';
import { failureResult, GenerationError } from '../export/results';

/** the options every export command shares */
export interface ResultCommandOptions {
  out: string;
  json?: boolean;
  quiet?: boolean;
  /** false with --no-check */
  check?: boolean;
}

/** how many failing pages or links are listed under the error line (--json lists all) */
const LISTED = 20;

/**
 * runs one exporter function for a command: prints the result object (--json) or a summary; on
 * failure prints the result object (--json), one line saying what failed, the failing pages or links
 * below it, and exits 1
 */
export async function runResultCommand(
  opts: ResultCommandOptions,
  run: (exportOpts: ExportOptions) => Promise<{ result: GenerationResult; summary?: string }>,
): Promise<void> {
  const outDir = path.resolve(opts.out);
  try {
    const config = loadConfig();
    const { result, summary } = await run({ outDir, config, quiet: opts.quiet || opts.json, check: opts.check });
    console.log(opts.json ? JSON.stringify(result, null, 2) : (summary ?? result.message));
  } catch (err) {
    const result = failureResult(err, outDir);
    if (opts.json) console.log(JSON.stringify(result, null, 2));
    else if (err instanceof GenerationError) {
      console.error(`site: ${result.message}`);
      for (const e of result.stats.errors.slice(0, LISTED)) console.error(`  ${e}`);
      if (result.stats.errors.length > LISTED) console.error(`  … and ${result.stats.errors.length - LISTED} more (--json lists them all)`);
      process.exit(1);
    }
    failAndExit(err);
  }
}
