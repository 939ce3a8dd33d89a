import type { Command } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { CommandContext } from '../site';
import { type ResultCommandOptions, runResultCommand } from './runResult';

export function registerRegenerate(program: Command, ctx: CommandContext): void {
  program
    .command('regenerate')
    .description("render one post's page again, with the blog list, feed and sitemap, without rendering the rest")
    .argument('<slug>', 'the slug of a published post, e.g. reducing-helpdesk-load')
    .option('--out <dir>', 'exported site folder', defaultOutDir)
    .option('--json', 'print the result object as JSON')
    .option('--quiet', 'no progress output')
    .option('--no-check', 'skip the check of internal links, anchors and asset references')
    .addHelpText('after', '\nExamples:\n  $ site regenerate reducing-helpdesk-load\n  $ site regenerate fido2-webauthn-explained --json')
    .action((slug: string, opts: ResultCommandOptions) =>
      runResultCommand(ctx, opts, async (exportOpts) => (await import('../export/regenerate')).regeneratePost(slug, exportOpts)),
    );
}
