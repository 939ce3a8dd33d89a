import type { Command } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { CommandContext } from '../site';
import { type ResultCommandOptions, runResultCommand } from './runResult';

export function registerBlog(program: Command, ctx: CommandContext): void {
  program
    .command('blog')
    .description('render only the blog list and post pages (with the feed and sitemap) into the existing export')
    .option('--out <dir>', 'exported site folder', defaultOutDir)
    .option('--json', 'print the result object as JSON')
    .option('--quiet', 'no progress output')
    .option('--no-check', 'skip the check of internal links, anchors and asset references')
    .option('--strict', 'fail (exit 1) when a blog post holds content the site cannot show, before anything is written')
    .addHelpText('after', '\nExamples:\n  $ site blog                 after adding or editing posts\n  $ site blog --json')
    .action((opts: ResultCommandOptions) =>
      runResultCommand(ctx, opts, async (o) => (await import('../export/blogOnly')).generateBlog(o), 'site blog'),
    );
}
