import type { Command } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { CommandContext } from '../site';
import { type ResultCommandOptions, runResultCommand } from './runResult';

export function registerExport(program: Command, ctx: CommandContext): void {
  program
    .command('export')
    .description('render every page of the route table to static HTML')
    .option('--out <dir>', 'output folder', defaultOutDir)
    .option('--json', 'print the result object as JSON')
    .option('--quiet', 'no progress output')
    .option('--zip', 'also zip the fresh export into <out>.zip (dist/site.zip)')
    .option('--no-check', 'skip the check of internal links, anchors and asset references')
    .option('--strict', 'fail (exit 1) when a blog post holds content the site cannot show, before anything is written')
    .addHelpText(
      'after',
      '\nExamples:\n  $ site export\n  $ site export --out /tmp/site --json\n  $ site export --zip            export, then zip into dist/site.zip\n  $ SITE_URL=https://www.example.com site export',
    )
    .action((opts: ResultCommandOptions & { zip?: boolean }) =>
      runResultCommand(
        ctx,
        opts,
        async (exportOpts) => {
          const { summarize, timingsOf } = await import('../export/report');
          if (opts.zip) {
            const { createCompleteStaticSite } = await import('../export/zip');
            const { result, report, zipFile } = await createCompleteStaticSite(exportOpts);
            return {
              result,
              report,
              timings: timingsOf(report),
              summary: `${summarize(report, exportOpts.outDir)}\nZipped into ${zipFile}`,
            };
          }
          const { exportSite } = await import('../export/exportSite');
          const { result, report } = await exportSite(exportOpts);
          return { result, report, timings: timingsOf(report), summary: summarize(report, exportOpts.outDir) };
        },
        opts.zip ? 'site export --zip' : 'site export',
      ),
    );
}
