import { blogPostPath, staticSnapshotPath } from '../../src/shared/blog/paths';
import type { ExportOptions } from './exportSite';
import type { PageSpec } from './pages';
import { updateExport } from './partial';
import type { GenerationResult } from './report';
import { DEFAULT_FAILURE, successResult } from './results';
import { unshownMessage } from './unshown';

const BLOG_LIST = '/blog';
const BLOG_POST = '/blog/:slug';

/** the blog's pages in a page list: the list page and one page per post */
export const isBlogPage = (p: PageSpec): boolean => p.route.path === BLOG_LIST || p.route.path === BLOG_POST;

/**
 * `site blog`: renders only the blog list and post pages (and rewrites the feed, the blog's JSON
 * copies and the sitemap) into the existing export; pages of posts no longer published are deleted
 */
export async function generateBlog(opts: ExportOptions): Promise<{ result: GenerationResult }> {
  let posts = 0;
  const { rendered, warnings, unshown } = await updateExport(
    opts,
    { command: 'blog', failure: DEFAULT_FAILURE.blog },
    async (all, previous) => {
      const render = all.filter(isBlogPage);
      posts = render.filter((p) => p.route.path === BLOG_POST).length;
      const now = new Set(render.map((p) => p.path));
      const remove = previous.pages.map((p) => p.path).filter((p) => p.startsWith(`${BLOG_LIST}/`) && !now.has(p));
      const removeFiles = remove.map((p) => staticSnapshotPath(blogPostPath(decodeURIComponent(p.slice(BLOG_LIST.length + 1)))).slice(1));
      return { render, remove, removeFiles };
    },
  );
  const message = `Generated ${rendered.length} blog pages (the list and ${posts} post${posts === 1 ? '' : 's'}), the feed and the sitemap${
    warnings.length ? `; ${warnings.length} blog post(s) could not be read and were left out` : ''
  }${unshownMessage(unshown)}`;
  const result = successResult(message, { total: posts, unit: 'posts', outputDirectory: opts.outDir, errors: warnings });
  return { result: unshown.length ? { ...result, unshown } : result };
}
