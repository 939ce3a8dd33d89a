import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Command } from 'commander';
import type { BlogService } from '../../core/blog/index';
import type { Config } from '../../core/config';
import { defaultOutDir } from '../../core/exportPaths';
import type { HostCheck } from '../../core/hostCheck';
import type { CommandContext } from '../site';

/** a running `site serve`: the exported folder and /api on one port */
export interface ServedSite {
  /** resolves with the bound address once listening */
  listen(): Promise<{ host: string; port: number }>;
  /** forget the folder's index now (after an export in this process) */
  reload(): void;
  /** the graceful stop of SIGTERM and SIGINT (readiness 503, no new connections, in-flight work finished) */
  shutdown(): Promise<{ ms: number; cutBusy: number; cutIdle: number }>;
  close(): Promise<void>;
}

/** what `site dev` puts in place of the exported folder and the API's blog reader */
export interface ServeSiteOptions {
  /** answers every GET and HEAD outside /api instead of the exported folder */
  pages?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** the posts behind /api/blog */
  blog?: BlogService;
  /** the Host names answered (default: ALLOWED_HOSTS when set, else any) */
  hostCheck?: HostCheck;
}

/** the HTTP front door (api/server.ts), handed to the CLI by bin/main.ts */
export type ServeSite = (config: Config, siteDir: string, opts?: ServeSiteOptions) => Promise<ServedSite>;

export function registerServe(program: Command, ctx: CommandContext): void {
  program
    .command('serve')
    .description('serve the exported site and the /api on HOST:PORT (default 127.0.0.1:3000)')
    .option('--dir <dir>', 'exported site folder', defaultOutDir)
    .option('--port <port>', 'port (overrides PORT)')
    .option('--host <host>', 'host (overrides HOST)')
    .addHelpText('after', '\nExamples:\n  $ site serve\n  $ PORT=8080 site serve\n  $ site serve --dir /tmp/site --port 0')
    .action(async (opts: { dir: string; port?: string; host?: string }) => {
      const config = await ctx.config({ ...(opts.port ? { PORT: opts.port } : {}), ...(opts.host ? { HOST: opts.host } : {}) });
      const dir = path.resolve(opts.dir);
      if (!existsSync(path.join(dir, 'report.json'))) {
        throw new Error(`no exported site in ${dir}: run \`site export\` first`);
      }
      const site = await ctx.serveSite(config, dir);
      const { host, port } = await site.listen();
      console.log(`Serving ${dir} and /api on http://${host}:${port}`);
      // the admin page's actions run the exporter in this process: it is readied once the site is up
      // (best effort: a failure here shows again, with its message, in the action that meets it)
      if (config.ADMIN_TOKEN && config.ADMIN_ENABLED) {
        setTimeout(() => {
          import('../export/warm')
            .then((m) => m.warmExporter(config))
            .then((warmed) => warmed && console.log('Admin actions ready: the exporter is loaded'))
            .catch(() => undefined);
        }, 0).unref();
      }
      // SIGTERM or SIGINT: drain and exit 0 (docs/deploy.md, "Stopping an instance"); a second signal exits at once
      let stopping = false;
      const stop = (signal: NodeJS.Signals) => {
        if (stopping) {
          console.log(`${signal} again: exiting without waiting`);
          process.exit(1);
        }
        stopping = true;
        // a backstop: the drain is bounded by SITE_SHUTDOWN_TIMEOUT_MS, closing the pools by their connect timeout
        setTimeout(() => {
          console.error('shutdown did not finish in time: exiting');
          process.exit(1);
        }, config.SITE_SHUTDOWN_TIMEOUT_MS + 10_000).unref();
        console.log(`${signal}: shutting down (readiness 503, no new connections, finishing requests in flight)`);
        site.shutdown().then(
          ({ ms, cutBusy, cutIdle }) => {
            const cut = cutBusy + cutIdle > 0 ? `; at the deadline, ${cutBusy} busy and ${cutIdle} idle connections were closed` : '';
            console.log(`Stopped in ${(ms / 1000).toFixed(1)} s${cut}`);
            process.exit(0);
          },
          (err: unknown) => {
            console.error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
