import { watch } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { defaultOutDir, projectRoot } from '../../core/exportPaths';
import type { CommandContext } from '../site';

export function registerDev(program: Command, ctx: CommandContext): void {
  program
    .command('dev')
    .description('export, serve, and export again whenever src/ or public/ changes')
    .addHelpText('after', '\nExample:\n  $ site dev   (then edit a file under src/ and reload the browser)')
    .action(async () => {
      const config = await ctx.config();
      const [{ exportSite }, { summarize }] = await Promise.all([import('../export/exportSite'), import('../export/report')]);
      const site = await ctx.serveSite(config, defaultOutDir);
      // a failed rebuild is reported and the last good export stays served; the next change tries again
      const build = async () => {
        try {
          const { report } = await exportSite({ outDir: defaultOutDir, config, quiet: true });
          site.reload();
          console.log(summarize(report, defaultOutDir).split('\n')[0]);
        } catch (err) {
          console.error(`export failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      };
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
    });
}
