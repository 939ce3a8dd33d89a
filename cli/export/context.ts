import path from 'node:path';
import { createImageStore } from '../../core/blog/images';
import { type BlogConfig, createBlogService, createBlogSource } from '../../core/blog/index';
import { loadConfig } from '../../core/config';
import type { RouteDataContext } from '../../src/shared/routeTypes';

export interface RouteDataContextOptions {
  /** selects the blog source (Notion when NOTION_TOKEN and NOTION_DATABASE_ID are set, else BLOG_DIR or the shipped posts); read from the environment when absent */
  config?: BlogConfig;
  /** the folder being exported: Notion-hosted images are copied to its images/notion */
  outDir?: string;
}

/** URL path of the copied Notion images inside an export */
export const NOTION_IMAGES_PATH = '/images/notion';

/** the data dynamic routes read while exporting; the posts are loaded once, up front, so a broken source fails before rendering */
export async function createRouteDataContext(opts: RouteDataContextOptions = {}): Promise<RouteDataContext> {
  const images = opts.outDir
    ? createImageStore({ dir: path.join(opts.outDir, ...NOTION_IMAGES_PATH.split('/')), urlBase: NOTION_IMAGES_PATH })
    : undefined;
  const blog = createBlogService(createBlogSource(opts.config ?? loadConfig(), { images }));
  await blog.listPosts();
  return {
    blog: {
      listPosts: () => blog.listPosts(),
      getPost: (slug) => blog.getPost(slug),
      problems: () => blog.problems(),
    },
  };
}
