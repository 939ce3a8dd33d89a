import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../api/config';
import { createSiteServer } from '../../api/server';
import { failAndExit } from '../errors';
import { defaultOutDir } from '../export/paths';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve the exported site and the /api on HOST:PORT (default 127.0.0.1:3000)')
    .option('--dir <dir>', 'exported site folder', defaultOutDir)
    .option('--port <port>', 'port (overrides PORT)')
    .option('--host <host>', 'host (overrides HOST)')
    .addHelpText('after', '\nExamples:\n  $ site serve\n  $ PORT=8080 site serve\n  $ site serve --dir /tmp/site --port 0')
    .action(async (opts: { dir: string; port?: string; host?: string }) => {
      try {
        const config = loadConfig({ ...process.env, ...(opts.port ? { PORT: opts.port } : {}), ...(opts.host ? { HOST: opts.host } : {}) });
        const dir = path.resolve(opts.dir);
        if (!existsSync(path.join(dir, 'report.json'))) {
          throw new Error(`no exported site in ${dir}: run \`site export\` first`);
        }
        const site = createSiteServer(config, dir);
        const { host, port } = await site.listen();
        console.log(`Serving ${dir} and /api on http://${host}:${port}`);
        const stop = () => void site.close().then(() => process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      } catch (err) {
        failAndExit(err);
      }
    });
}
