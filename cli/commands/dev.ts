import type { Command } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { CommandContext } from '../site';

export function registerDev(program: Command, ctx: CommandContext): void {
  program
    .command('dev')
    .description('serve the site rendered on request from the sources, with /api; the open page follows every edit')
    .option('--port <port>', 'port (overrides PORT)')
    .option('--host <host>', 'host (overrides HOST)')
    .option(
      '--allowed-hosts <names>',
      'host names answered besides localhost, 127.0.0.1, [::1] and --host, comma-separated; .example.com allows the names under it, * any (overrides ALLOWED_HOSTS)',
    )
    .addHelpText(
      'after',
      `
Watches src/, public/, the blog folder (BLOG_DIR) and .env. After a save the open page reloads itself
(keeping its place), or takes new classes and the stylesheet in place; errors show over the page.
Answers 403 to a request for any other host name than localhost, 127.0.0.1, [::1], --host (with
--host 0.0.0.0, this machine's addresses) and --allowed-hosts, so that no web page can read it.

Examples:
  $ site dev
  $ BLOG_DIR=~/posts site dev --port 4000
  $ site dev --host 0.0.0.0 --allowed-hosts mybox.lan`,
    )
    .action(async (opts: { port?: string; host?: string; allowedHosts?: string }) => {
      const [{ readDevConfig }, { createDevServer }, { devHostCheck }] = await Promise.all([
        import('../dev/envFile'),
        import('../dev/devServer'),
        import('../dev/routes'),
      ]);
      // the options win over the environment and .env, now and each time .env is read again
      const env = {
        ...process.env,
        ...(opts.port ? { PORT: opts.port } : {}),
        ...(opts.host ? { HOST: opts.host } : {}),
        ...(opts.allowedHosts !== undefined ? { ALLOWED_HOSTS: opts.allowedHosts } : {}),
        // one line per request would bury the dev server's own lines: LOG_LEVEL turns them back on
        LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      };
      const read = readDevConfig(env);
      if ('error' in read) throw new Error(read.error.file ? `.env line ${read.error.line}: ${read.error.message}` : read.error.message);
      const config = read.config;
      const dev = await createDevServer({ config, env });
      const site = await ctx.serveSite(config, defaultOutDir, { pages: dev.handle, blog: dev.blog, hostCheck: devHostCheck(config) });
      const { host, port } = await site.listen();
      console.log(`site dev on http://${host}:${port} (watching src/, public/, the blog folder and .env)`);
      const stop = () => void Promise.all([dev.close(), site.close()]).finally(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
