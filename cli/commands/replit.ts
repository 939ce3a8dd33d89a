import type { Command } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { CommandContext } from '../site';
import { type ResultCommandOptions, runResultCommand } from './runResult';

export function registerReplit(program: Command, ctx: CommandContext): void {
  program
    .command('replit')
    .description('bundle the export with a zero-dependency Node server and .replit / replit.nix into dist/replit-export.zip')
    .option('--out <dir>', 'exported site folder', defaultOutDir)
    .option('--json', 'print the result object as JSON')
    .option('--quiet', 'no progress output')
    .option('--no-check', 'skip the link check when an export has to be made first')
    .addHelpText('after', '\nExamples:\n  $ site replit\n  $ unzip dist/replit-export.zip -d /tmp/app && node /tmp/app/server.js')
    .action((opts: ResultCommandOptions) =>
      runResultCommand(
        ctx,
        opts,
        async (exportOpts) => {
          const { createReplitExport } = await import('../export/replit');
          const { result, zipFile } = await createReplitExport(exportOpts);
          return { result, summary: `${result.message}\n${zipFile}` };
        },
        'site replit',
      ),
    );
}
