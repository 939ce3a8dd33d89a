import { BLOG_FEED_PATH, blogPostUrl } from '../../src/shared/blog/paths';
import type { ExportOptions } from './exportSite';
import { type UpdateOutcome, updateExport } from './partial';
import type { GenerationResult } from './report';
import { DEFAULT_FAILURE, successResult } from './results';
import { assertSafeSlug, UnknownPostError } from './slug';
import { unshownMessage } from './unshown';

/** the pages whose data is the blog list's preview (src/routes.tsx: blogListEntries) */
const LIST_PAGES = new Set(['/blog', '/']);

/** the files an update writes beside the posts' own pages only when what they show changed, and their names */
const SHOWN_BESIDE: Array<[file: string, name: string]> = [
  ['blog/index.html', 'the blog list'],
  ['index.html', 'the home page'],
  [BLOG_FEED_PATH.slice(1), 'the feed'],
  ['sitemap.xml', 'the sitemap'],
];

/** which of the blog list, the home page, the feed and the sitemap an update wrote, in words ('' for none) */
export function alsoWritten(written: readonly string[]): string {
  const names = SHOWN_BESIDE.filter(([file]) => written.includes(file)).map(([, name]) => name);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * `site regenerate <slug>`: one post's page, plus the blog list, the home page's teasers, the feed and
 * the sitemap (each only when what it shows changed), without rendering the rest. When the post shows
 * in the list as before, no other post is read (onePost.ts). An unsafe slug is refused before anything
 * is read; an unknown one before anything is written.
 */
export async function regeneratePost(
  slugInput: string,
  opts: ExportOptions,
): Promise<{ result: GenerationResult; change: UpdateOutcome['change'] }> {
  const slug = assertSafeSlug(slugInput);
  const postPath = blogPostUrl(slug);
  const { rendered, unshown, change, written } = await updateExport(
    opts,
    { command: `regenerate ${slug}`, failure: DEFAULT_FAILURE.regenerate, fewPages: true, post: slug },
    async (all) => {
      const post = all.find((p) => p.path === postPath);
      if (!post)
        throw new UnknownPostError(
          `no published post has the slug "${slug}": check the slug (GET /api/blog/posts lists them) and that the post is published`,
        );
      // the pages that embed the list's preview (the blog list, the home page's teasers) are rendered when it changed
      const refresh = all.filter((p) => LIST_PAGES.has(p.path));
      return { render: [post], refresh, remove: [], removeFiles: [], blogPosts: new Set([slug]) };
    },
  );
  // the list, the feed and the sitemap are named only when this run wrote them (a body-only edit does not)
  const also = alsoWritten(written);
  const result = successResult(`Regenerated ${postPath}${also ? ` and ${also}` : ''}${unshownMessage(unshown)}`, {
    total: 1,
    unit: 'posts',
    outputDirectory: opts.outDir,
  });
  result.stats.successCount = rendered.some((p) => p.path === postPath) ? 1 : 0;
  if (unshown.length) result.unshown = unshown;
  return { result, change };
}
