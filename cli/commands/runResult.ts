import path from 'node:path';
import type { ExportChange, ReportPages } from '../../core/history';
import { blogWarningAnnotation, ciStyle, formatAnnotation } from '../ciAnnotations';
import type { ExportOptions } from '../export/exportSite';
import type { ExportTimings } from '../export/phases';
import type { GenerationResult } from '../export/report';
import type { CommandContext } from '../site';

/** the options every export command shares */
export interface ResultCommandOptions {
  out: string;
  json?: boolean;
  quiet?: boolean;
  /** false with --no-check */
  check?: boolean;
  /** --strict: fail (exit 1) when a post holds content the site cannot show, before anything is written */
  strict?: boolean;
}

/** what an exporter function gives a command */
interface RunOutcome {
  result: GenerationResult;
  summary?: string;
  timings?: Partial<ExportTimings>;
  /** the report.json the run wrote, for the history (which then does not read it back) */
  report?: ReportPages;
}

/** an exporter function of a command */
type ExportRun<T extends RunOutcome> = (exportOpts: ExportOptions) => Promise<T>;

/**
 * runs one exporter function for a command, records it in the export's history (core/history.ts) and
 * prints the result object (--json) or a summary; a failure is thrown to cli/site.ts, which prints it.
 * With `handsOverChange`, the function updates the export in place and every run of it hands over what
 * it changed (`change`): the history does not read report.json around it.
 */
export async function runResultCommand(
  ctx: CommandContext,
  opts: ResultCommandOptions,
  run: ExportRun<RunOutcome & { change: ExportChange }>,
  /** the command as the admin page's history names it ('site export') */
  label: string,
  handsOverChange: true,
): Promise<void>;
export async function runResultCommand(
  ctx: CommandContext,
  opts: ResultCommandOptions,
  run: ExportRun<RunOutcome>,
  label: string,
): Promise<void>;
export async function runResultCommand(
  ctx: CommandContext,
  opts: ResultCommandOptions,
  run: ExportRun<RunOutcome & { change?: ExportChange }>,
  label: string,
  handsOverChange = false,
): Promise<void> {
  const outDir = path.resolve(opts.out);
  const config = await ctx.config();
  const [{ withHistory }, { UnsafeSlugError }] = await Promise.all([import('../../core/history'), import('../export/slug')]);
  // an unsafe slug is refused before anything is read or written, the history too
  const ignore = (err: unknown) => err instanceof UnsafeSlugError;
  // the overloads make every run of a command that hands over what it changed return it
  const change = handsOverChange ? (o: { change?: ExportChange }) => o.change as ExportChange : undefined;
  const report = (o: RunOutcome) => o.report;
  const { result, summary, timings } = await withHistory({ outDir, label, source: 'cli', ignore, change, report }, () =>
    run({ outDir, config, quiet: opts.quiet || opts.json, check: opts.check, strict: opts.strict }),
  );
  // --json: the spec's result object, plus where the time went for the commands that measure it
  console.log(opts.json ? JSON.stringify({ ...result, ...timings }, null, 2) : (summary ?? result.message));
  // a successful export's errors are the blog posts it left out: in CI, warnings on their files
  const style = ciStyle();
  if (style && !opts.json) {
    const write = style === 'github' ? console.log : console.error;
    for (const w of result.stats.errors) write(formatAnnotation(style, blogWarningAnnotation(w)));
    // and the content its posts hold that the site cannot show
    if (result.unshown?.length) {
      const { describeUnshown } = await import('../../core/blog/unshown');
      for (const w of describeUnshown(result.unshown))
        write(formatAnnotation(style, { ...blogWarningAnnotation(`blog post ${w}`), title: 'Blog post content not shown' }));
    }
  }
}
