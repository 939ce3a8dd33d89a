import { Command } from 'commander';
import { registerBudget } from './commands/budget';
import { registerDev } from './commands/dev';
import { registerExport } from './commands/export';
import { registerServe } from './commands/serve';

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
  $ site dev                 export, serve and rebuild on change`,
  );

registerExport(program);
registerServe(program);
registerDev(program);
registerBudget(program);

await program.parseAsync(process.argv);
