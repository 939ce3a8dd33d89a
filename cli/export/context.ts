import path from 'node:path';
import { createImageStore, type ImageStore } from '../../core/blog/images';
import { type BlogConfig, type BlogSource, createBlogService, createBlogSource, servingNotionCache } from '../../core/blog/index';
import type { NotionProgress } from '../../core/blog/notion/notionSource';
import { loadConfig } from '../../core/config';
import type { RouteDataContext } from '../../src/shared/routeTypes';

export interface RouteDataContextOptions {
  /** selects the blog source (Notion when NOTION_TOKEN and NOTION_DATABASE_ID are set, else BLOG_DIR or the shipped posts); read from the environment when absent */
  config?: BlogConfig;
  /** where Notion-hosted files are copied (notionFileStore: kept in the build cache, installed into the export by the caller) */
  images?: ImageStore;
  /** the build cache folder: Notion's raw pages and block trees are kept in it between runs */
  cacheRoot?: string;
  /** a one-post update: only this post is read again from Notion, the others are taken as kept */
  slug?: string;
  /** the posts as kept from the last read, no request (a webhook just read what changed); a source keeping none reads */
  kept?: boolean;
  /** hears how far a read of Notion is */
  onNotionProgress?: (progress: NotionProgress) => void;
  /** a source made already for this run (then config, images, cacheRoot and onNotionProgress are its own) */
  source?: BlogSource;
}

/** URL path of the copied Notion images inside an export */
export const NOTION_IMAGES_PATH = '/images/notion';

/** the export's folder of copied Notion files, relative to its root */
export const NOTION_IMAGES_DIR = NOTION_IMAGES_PATH.slice(1);

/**
 * the copies of Notion-hosted files for exports: kept in the build cache (so a file whose signed URL
 * changed but whose bytes did not is never downloaded again), linked into each export by installCopies
 */
export function notionFileStore(cacheRoot: string): ImageStore {
  const dir = servingNotionCache()?.filesDir ?? path.join(cacheRoot, 'notion-files');
  return createImageStore({ dir, urlBase: NOTION_IMAGES_PATH });
}

/** the data dynamic routes read while exporting; the posts are loaded once, up front, so a broken source fails before rendering */
export async function createRouteDataContext(opts: RouteDataContextOptions = {}): Promise<RouteDataContext> {
  const source =
    opts.source ??
    createBlogSource(opts.config ?? loadConfig(), {
      images: opts.images,
      // in `site serve`, the API's reader and folders (core/blog/index.ts: servingNotionCache)
      cacheRoot: servingNotionCache()?.cacheRoot ?? opts.cacheRoot,
      onProgress: opts.onNotionProgress,
    });
  const slug = opts.slug;
  const loadOne = source.loadOne?.bind(source);
  const loadKept = source.loadKept?.bind(source);
  const blog = createBlogService(
    opts.kept && loadKept
      ? { kind: source.kind, load: async () => (await loadKept()) ?? source.load() }
      : slug && loadOne
        ? { kind: source.kind, load: () => loadOne(slug) }
        : source,
  );
  await blog.listPosts();
  return {
    blog: {
      listPosts: () => blog.listPosts(),
      getPost: (slug) => blog.getPost(slug),
      problems: () => blog.problems(),
      unshown: () => blog.unshown?.() ?? Promise.resolve([]),
    },
  };
}
