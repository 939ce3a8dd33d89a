import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../api/config';
import { failAndExit } from '../errors';
import { exportSite } from '../export/exportSite';
import { defaultOutDir } from '../export/paths';
import { summarize } from '../export/report';

export function registerExport(program: Command): void {
  program
    .command('export')
    .description('render every page of the route table to static HTML')
    .option('--out <dir>', 'output folder', defaultOutDir)
    .option('--json', 'print the result object as JSON')
    .option('--quiet', 'no progress output')
    .addHelpText('after', '\nExamples:\n  $ site export\n  $ site export --out /tmp/site --json\n  $ SITE_URL=https://www.example.com site export')
    .action(async (opts: { out: string; json?: boolean; quiet?: boolean }) => {
      try {
        const outDir = path.resolve(opts.out);
        const { result, report } = await exportSite({ outDir, config: loadConfig(), quiet: opts.quiet || opts.json });
        console.log(opts.json ? JSON.stringify(result, null, 2) : summarize(report, outDir));
      } catch (err) {
        const result = (err as { result?: unknown }).result;
        if (opts.json && result) console.log(JSON.stringify(result, null, 2));
        failAndExit(err);
      }
    });
}
