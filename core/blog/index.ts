import path from 'node:path';
import type { Config } from '../config';
import { projectRoot } from '../exportPaths';
import { errorText, log } from '../log';
import { createImageStore, type ImageStore } from './images';
import type { ThrottleOptions } from './notion/throttle';
import { type BlogService, createBlogService } from './service';
import type { BlogSource } from './source';

export type { BlogLoadResult, BlogProblem, BlogSource } from './source';
export { type BlogService, createBlogService };

/** the shipped posts: src/content/blog */
export const defaultBlogDir = path.join(projectRoot, 'src', 'content', 'blog');

export type BlogConfig = Partial<Pick<Config, 'NOTION_TOKEN' | 'NOTION_DATABASE_ID' | 'NOTION_API_URL' | 'BLOG_DIR'>>;

export interface BlogSourceOptions {
  /** where Notion-hosted images are copied (the export's images/notion, or the API's cache) */
  images?: ImageStore;
  throttle?: ThrottleOptions;
}

/** where the configuration says posts come from */
export type BlogSourceChoice = { kind: 'notion'; token: string; databaseId: string; baseUrl?: string } | { kind: 'markdown'; dir: string };

/** the one place the source is chosen: Notion when NOTION_TOKEN and NOTION_DATABASE_ID are both set, else the markdown folder */
export function chooseBlogSource(config: BlogConfig): BlogSourceChoice {
  if (config.NOTION_TOKEN && config.NOTION_DATABASE_ID)
    return { kind: 'notion', token: config.NOTION_TOKEN, databaseId: config.NOTION_DATABASE_ID, baseUrl: config.NOTION_API_URL };
  return { kind: 'markdown', dir: config.BLOG_DIR ? path.resolve(config.BLOG_DIR) : defaultBlogDir };
}

/** a source whose code loads with its first read: the Notion client and the markdown parser cost a start that may not read posts */
function lazySource(kind: BlogSource['kind'], create: () => Promise<BlogSource>): BlogSource {
  let source: Promise<BlogSource> | undefined;
  return {
    kind,
    load: async () => {
      source ??= create();
      return (await source).load();
    },
  };
}

/** the source the configuration chooses (chooseBlogSource) */
export function createBlogSource(config: BlogConfig, opts: BlogSourceOptions = {}): BlogSource {
  const choice = chooseBlogSource(config);
  if (choice.kind === 'notion') {
    return lazySource('notion', async () => {
      const notion = (await import('./notion/notionSource')).createNotionSource({
        token: choice.token,
        databaseId: choice.databaseId,
        baseUrl: choice.baseUrl,
        images: opts.images,
        throttle: opts.throttle,
      });
      return {
        kind: 'notion',
        load: () =>
          notion.load().catch((err: unknown) => {
            const message = err instanceof Error ? err.message : String(err);
            throw new Error(
              `could not read blog posts from Notion (${message}); check NOTION_TOKEN, NOTION_DATABASE_ID and that the database is shared with the integration`,
            );
          }),
      };
    });
  }
  return lazySource('markdown', async () => (await import('./markdown/markdownSource')).createMarkdownSource(choice.dir));
}

/** how long the API reuses loaded posts: markdown files are cheap to re-read, Notion is rate-limited */
export const API_BLOG_TTL_MS = { markdown: 30_000, notion: 5 * 60_000 } as const;

/** the blog service behind /api/blog: cached, with Notion images copied to DATA_DIR/blog-images */
export function createApiBlog(config: Config): { service: BlogService; imagesDir: string } {
  const imagesDir = path.resolve(config.DATA_DIR, 'blog-images');
  const source = createBlogSource(config, { images: createImageStore({ dir: imagesDir, urlBase: '/api/blog/images' }) });
  const service = createBlogService(source, {
    ttlMs: API_BLOG_TTL_MS[source.kind],
    onStaleError: (err) => log('warn', 'blog refresh failed; serving the last posts read', { error: errorText(err) }),
  });
  return { service, imagesDir };
}
