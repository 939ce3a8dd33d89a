import type { Command } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { CommandContext } from '../site';
import { type ResultCommandOptions, runResultCommand } from './runResult';

export function registerZip(program: Command, ctx: CommandContext): void {
  program
    .command('zip')
    .description('zip the export into <out>.zip (dist/site.zip), exporting first when there is none; same input, same bytes')
    .option('--out <dir>', 'exported site folder', defaultOutDir)
    .option('--json', 'print the result object as JSON')
    .option('--quiet', 'no progress output')
    .option('--no-check', 'skip the link check when an export has to be made first')
    .addHelpText('after', '\nExamples:\n  $ site zip\n  $ site export --zip          a fresh export and its zip in one step')
    .action((opts: ResultCommandOptions) =>
      runResultCommand(
        ctx,
        opts,
        async (exportOpts) => {
          const { zipSite } = await import('../export/zip');
          const { result, zipFile } = await zipSite(exportOpts);
          return { result, summary: `${result.message}: ${zipFile}` };
        },
        'site zip',
      ),
    );
}
