import type { Command } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { CommandContext } from '../site';
import { type ResultCommandOptions, runResultCommand } from './runResult';

export function registerRegenerate(program: Command, ctx: CommandContext): void {
  program
    .command('regenerate')
    .description(
      "render one post's page again, and the blog list, feed and sitemap when what they show changed, without rendering the rest; --changed: every post changed since the export",
    )
    .argument('[slug]', 'the slug of a published post, e.g. reducing-helpdesk-load')
    .option('--changed', 'every post whose source changed since the export, or that it lacks (posts no longer published are removed)')
    .option('--out <dir>', 'exported site folder', defaultOutDir)
    .option('--json', 'print the result object as JSON')
    .option('--quiet', 'no progress output')
    .option('--no-check', 'skip the check of internal links, anchors and asset references')
    .option('--strict', 'fail (exit 1) when a blog post holds content the site cannot show, before anything is written')
    .addHelpText(
      'after',
      '\nExamples:\n  $ site regenerate reducing-helpdesk-load\n  $ site regenerate fido2-webauthn-explained --json\n  $ site regenerate --changed',
    )
    .action((slug: string | undefined, opts: ResultCommandOptions & { changed?: boolean }) => {
      if (opts.changed === (slug !== undefined))
        throw new Error('give either the slug of one post or --changed (every post changed since the export), not both or neither');
      return runResultCommand(
        ctx,
        opts,
        async (exportOpts) =>
          slug === undefined
            ? (await import('../export/regenerateChanged')).regenerateChangedPosts(exportOpts)
            : (await import('../export/regenerate')).regeneratePost(slug, exportOpts),
        slug === undefined ? 'site regenerate --changed' : `site regenerate ${slug}`,
        true,
      );
    });
}
