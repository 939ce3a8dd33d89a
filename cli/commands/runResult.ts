import path from 'node:path';
import type { ExportOptions } from '../export/exportSite';
import type { GenerationResult } from '../export/report';
import type { CommandContext } from '../site';

/** the options every export command shares */
export interface ResultCommandOptions {
  out: string;
  json?: boolean;
  quiet?: boolean;
  /** false with --no-check */
  check?: boolean;
}

/**
 * runs one exporter function for a command and prints the result object (--json) or a summary; a
 * failure is thrown to cli/site.ts, which prints it
 */
export async function runResultCommand(
  ctx: CommandContext,
  opts: ResultCommandOptions,
  run: (exportOpts: ExportOptions) => Promise<{ result: GenerationResult; summary?: string }>,
): Promise<void> {
  const outDir = path.resolve(opts.out);
  const { result, summary } = await run({ outDir, config: await ctx.config(), quiet: opts.quiet || opts.json, check: opts.check });
  console.log(opts.json ? JSON.stringify(result, null, 2) : (summary ?? result.message));
}
