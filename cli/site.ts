import { Command } from 'commander';
import { registerBlog } from './commands/blog';
import { registerBudget } from './commands/budget';
import { registerDev } from './commands/dev';
import { registerExport } from './commands/export';
import { registerLeads } from './commands/leads';
import { registerRegenerate } from './commands/regenerate';
import { registerReplit } from './commands/replit';
import { registerServe } from './commands/serve';
import { registerZip } from './commands/zip';

const program = new Command();
program
  .name('site')
  .description('Build, serve and publish the BlokSecure marketing site')
  .showHelpAfterError('(run `site --help` for the commands)')
  .addHelpText(
    'after',
    `
Examples:
  $ site export              render every page into dist/site
  $ site serve               serve dist/site and /api on http://127.0.0.1:3000
  $ site dev                 export, serve and rebuild on change
  $ site blog                render only the blog pages into the existing export
  $ site regenerate <slug>   render one post again (with the blog list, feed and sitemap)
  $ site zip                 zip the export into dist/site.zip (reproducible bytes)
  $ site replit              dist/replit-export.zip: the site plus a zero-dependency server
  $ site leads list          the newest stored leads (leads export --format csv for all of them)`,
  );

registerExport(program);
registerServe(program);
registerDev(program);
registerBudget(program);
registerBlog(program);
registerRegenerate(program);
registerZip(program);
registerReplit(program);
registerLeads(program);

await program.parseAsync(process.argv);
