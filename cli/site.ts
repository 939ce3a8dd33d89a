import { Command } from 'commander';
import type { Config } from '../core/config';
import { registerBlog } from './commands/blog';
import { registerBudget } from './commands/budget';
import { registerDeploy } from './commands/deploy';
import { registerDev } from './commands/dev';
import { registerExport } from './commands/export';
import { registerLeads } from './commands/leads';
import { registerRegenerate } from './commands/regenerate';
import { registerReplit } from './commands/replit';
import { registerServe, type ServeSite } from './commands/serve';
import { registerZip } from './commands/zip';
import { reportFailure } from './failure';

/** what every command gets: the configuration (read once, on first use) and the HTTP front door */
export interface CommandContext {
  /** the environment checked by the zod config; `overrides` replace variables (`site serve --port`) */
  config(overrides?: NodeJS.ProcessEnv): Promise<Config>;
  serveSite: ServeSite;
}

/** the HTTP front door, handed in by bin/main.ts so that the CLI never imports api/ */
export interface FrontDoors {
  serveSite: ServeSite;
}

function program(ctx: CommandContext): Command {
  const site = new Command();
  site
    .name('site')
    .description('Build, serve and publish the BlokSecure marketing site')
    .showHelpAfterError('(run `site --help` for the commands)')
    .addHelpText(
      'after',
      `
Examples:
  $ site export              render every page into dist/site
  $ site serve               serve dist/site and /api on http://127.0.0.1:3000
  $ site dev                 the site from its sources; the browser follows every edit
  $ site blog                render only the blog pages into the existing export
  $ site regenerate <slug>   render one post again (and the blog list, feed and sitemap when they change)
  $ site zip                 zip the export into dist/site.zip (reproducible bytes)
  $ site replit              dist/replit-export.zip: the site plus a zero-dependency server
  $ site deploy s3://bucket  upload the export's changed files to S3-compatible storage
  $ site leads list          the newest stored leads (leads export --format csv for all of them)`,
    );
  for (const register of [
    registerExport,
    registerServe,
    registerDev,
    registerBudget,
    registerBlog,
    registerRegenerate,
    registerZip,
    registerReplit,
    registerDeploy,
    registerLeads,
  ])
    register(site, ctx);
  return site;
}

/**
 * runs the `site` command line. Commands throw; this is the one place that catches: it prints what
 * failed (the result object with --json) and exits 1. Each command loads its implementation when it
 * runs, so the start stays light.
 */
export async function runSite(argv: string[], doors: FrontDoors): Promise<void> {
  let loaded: Config | undefined;
  const ctx: CommandContext = {
    serveSite: doors.serveSite,
    // loaded on first use: `site --help` starts without the zod schema
    async config(overrides) {
      const [{ loadConfig }, { setLogLevel }] = await Promise.all([import('../core/config'), import('../core/log')]);
      let config: Config;
      if (overrides) config = loadConfig({ ...process.env, ...overrides });
      else {
        loaded ??= loadConfig();
        config = loaded;
      }
      setLogLevel(config.LOG_LEVEL);
      return config;
    },
  };
  let action: Command | undefined;
  const site = program(ctx).hook('preAction', (_site, command) => {
    action = command;
  });
  try {
    await site.parseAsync(argv);
  } catch (err) {
    await reportFailure(err, action?.opts() ?? {}, async () => (await ctx.config()).DEBUG);
    process.exit(1);
  }
}
