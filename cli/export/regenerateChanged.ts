import { exportedPostStates } from '../../core/blog/exportedPosts';
import { hasMention } from '../../core/blog/notion/mentions';
import { REGENERATE_CHANGED_ACTION } from '../../src/shared/adminActions';
import { blogPostPath, blogPostUrl, staticSnapshotPath } from '../../src/shared/blog/paths';
import type { BlogPost } from '../../src/shared/blog/types';
import type { ExportOptions } from './exportSite';
import { type UpdateOutcome, updateExport } from './partial';
import { alsoWritten } from './regenerate';
import type { GenerationResult } from './report';
import { successResult } from './results';
import { unshownMessage } from './unshown';

/** the pages whose data is the blog list's preview (as regenerate.ts) */
const LIST_PAGES = new Set(['/blog', '/']);

/**
 * `site regenerate --changed` and the admin page's Regenerate changed posts: every published post whose
 * source differs from the export's copy of it, or that the export lacks (core/blog/exportedPosts.ts), is
 * rendered with its JSON copy; the blog list and the home page when what they show changed, with the
 * feed and the sitemap; the pages of posts no longer published are deleted. Nothing else is rendered.
 * `only` (publish on edit) names the slugs an edit can have changed: the other posts are not compared,
 * but those that mention a page always are.
 */
export async function regenerateChangedPosts(
  opts: ExportOptions,
  only?: ReadonlySet<string>,
): Promise<{ result: GenerationResult; change: UpdateOutcome['change'] }> {
  let changed: string[] = [];
  let gone: string[] = [];
  const { rendered, unshown, change, written } = await updateExport(
    opts,
    { command: 'regenerate --changed', failure: REGENERATE_CHANGED_ACTION.failure },
    async (all, _previous, ctx) => {
      const posts = (await Promise.all((await ctx.blog.listPosts()).map((s) => ctx.blog.getPost(s.slug)))).filter(
        (p): p is BlogPost => p !== null,
      );
      // a post that mentions or links to another shows its title: it may change with any edit
      const compared = only && new Set([...only, ...posts.filter((p) => hasMention(p.content)).map((p) => p.slug)]);
      const { states, unpublished } = await exportedPostStates(posts, opts.outDir, compared);
      changed = Object.keys(states).sort();
      gone = unpublished;
      const paths = new Set(changed.map(blogPostUrl));
      return {
        render: all.filter((p) => paths.has(p.path)),
        refresh: all.filter((p) => LIST_PAGES.has(p.path)),
        remove: gone.map(blogPostUrl),
        removeFiles: gone.map((slug) => staticSnapshotPath(blogPostPath(slug)).slice(1)),
        blogPosts: new Set(changed),
      };
    },
  );
  const also = alsoWritten(written);
  const posts = `${changed.length} changed post${changed.length === 1 ? '' : 's'}`;
  const message =
    changed.length + gone.length === 0
      ? 'No post changed since the export: nothing to regenerate'
      : `Regenerated ${posts}${gone.length ? ` and removed ${gone.length} no longer published` : ''}${also ? `, with ${also}` : ''}${unshownMessage(unshown)}`;
  const result = successResult(message, { total: changed.length, unit: 'posts', outputDirectory: opts.outDir });
  result.stats.successCount = rendered.filter((p) => changed.some((slug) => p.path === blogPostUrl(slug))).length;
  if (unshown.length) result.unshown = unshown;
  return { result, change };
}
