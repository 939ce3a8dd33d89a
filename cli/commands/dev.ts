import { watch } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../api/config';
import { createSiteServer } from '../../api/server';
import { failAndExit } from '../errors';
import { exportSite } from '../export/exportSite';
import { defaultOutDir, projectRoot } from '../export/paths';
import { summarize } from '../export/report';

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('export, serve, and export again whenever src/ or public/ changes')
    .addHelpText('after', '\nExample:\n  $ site dev   (then edit a file under src/ and reload the browser)')
    .action(async () => {
      try {
        const config = loadConfig();
        const build = async () => {
          try {
            const { report } = await exportSite({ outDir: defaultOutDir, config, quiet: true });
            site.staticSite.reload();
            console.log(summarize(report, defaultOutDir).split('\n')[0]);
          } catch (err) {
            console.error(`export failed: ${err instanceof Error ? err.message : String(err)}`);
          }
        };
        const site = createSiteServer(config, defaultOutDir);
        await build();
        const { host, port } = await site.listen();
        console.log(`Dev server on http://${host}:${port} (watching src/ and public/)`);
        let timer: NodeJS.Timeout | undefined;
        let running: Promise<void> = Promise.resolve();
        for (const dir of ['src', 'public']) {
          watch(path.join(projectRoot, dir), { recursive: true }, () => {
            clearTimeout(timer);
            timer = setTimeout(() => {
              running = running.then(build);
            }, 150);
          });
        }
      } catch (err) {
        failAndExit(err);
      }
    });
}
