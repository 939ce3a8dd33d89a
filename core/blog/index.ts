import path from 'node:path';
import type { Config } from '../config';
import { projectRoot } from '../exportPaths';
import { errorText, log } from '../log';
import { createImageStore, type ImageStore } from './images';
import type { NotionBlogSource, NotionProgress } from './notion/notionSource';
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
  /** the folder Notion's raw pages and block trees are kept in between runs (a notion-<key> folder is made in it) */
  cacheRoot?: string;
  /** hears how far a read of Notion is */
  onProgress?: (progress: NotionProgress) => void;
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
function lazyMarkdown(dir: string): BlogSource {
  let source: Promise<BlogSource> | undefined;
  return {
    kind: 'markdown',
    load: async () => {
      source ??= import('./markdown/markdownSource').then((m) => m.createMarkdownSource(dir));
      return (await source).load();
    },
  };
}

/** what a failed read of Notion says: the cause, and what to check */
function notionFailure(err: unknown): Error {
  const message = err instanceof Error ? err.message : String(err);
  return new Error(
    `could not read blog posts from Notion (${message}); check NOTION_TOKEN, NOTION_DATABASE_ID and that the database is shared with the integration`,
  );
}

/** the Notion source, loaded with its first read, its failures saying what to check */
function lazyNotion(choice: Extract<BlogSourceChoice, { kind: 'notion' }>, opts: BlogSourceOptions): NotionBlogSource {
  let source: Promise<NotionBlogSource> | undefined;
  const get = () => {
    source ??= Promise.all([import('./notion/notionSource'), import('./notion/rawCache')]).then(
      ([{ createNotionSource }, { rawCacheDir }]) =>
        createNotionSource({
          token: choice.token,
          databaseId: choice.databaseId,
          baseUrl: choice.baseUrl,
          images: opts.images,
          throttle: opts.throttle,
          cacheDir: opts.cacheRoot ? rawCacheDir(opts.cacheRoot, choice) : undefined,
          onProgress: opts.onProgress,
        }),
    );
    return source;
  };
  const wrap =
    <A extends unknown[], R>(call: (s: NotionBlogSource, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const s = await get();
      return call(s, ...args).catch((err: unknown) => Promise.reject(notionFailure(err)));
    };
  return {
    kind: 'notion',
    load: wrap((s) => s.load()),
    loadKept: wrap((s) => s.loadKept()),
    loadOne: wrap((s, slug: string) => s.loadOne(slug)),
    readOne: wrap((s, slug: string) => s.readOne(slug)),
    refreshPages: wrap((s, ids: string[]) => s.refreshPages(ids)),
    forgetShape: () => {
      void get().then((s) => s.forgetShape());
    },
  };
}

/** the source the configuration chooses (chooseBlogSource) */
export function createBlogSource(config: BlogConfig, opts: BlogSourceOptions = {}): BlogSource {
  const choice = chooseBlogSource(config);
  return choice.kind === 'notion' ? lazyNotion(choice, opts) : lazyMarkdown(choice.dir);
}

/** how long the API reuses loaded posts before a background refresh: markdown files are cheap to re-read, Notion is rate-limited */
export const API_BLOG_TTL_MS = { markdown: 30_000, notion: 5 * 60_000 } as const;

/** where the serving process keeps Notion's raw pages and copied files (set by createApiBlog) */
let servingNotion: { cacheRoot: string; filesDir: string } | undefined;

/**
 * in the serving process, the folders its API keeps Notion's pages and files in: the exports it runs
 * (admin actions, webhooks) read through them too, so one reader serves both and nothing is read or
 * downloaded twice; undefined in any other process (the CLI keeps them beside the build cache)
 */
export const servingNotionCache = () => servingNotion;

/** the API's blog: stale-while-revalidate over the source, Notion's pages kept in DATA_DIR/notion-cache and its files in DATA_DIR/blog-images */
export function createApiBlog(config: Config): { service: BlogService; imagesDir: string; source: BlogSource } {
  const imagesDir = path.resolve(config.DATA_DIR, 'blog-images');
  const cacheRoot = path.resolve(config.DATA_DIR, 'notion-cache');
  const source = createBlogSource(config, { images: createImageStore({ dir: imagesDir, urlBase: '/api/blog/images' }), cacheRoot });
  if (source.kind === 'notion') servingNotion = { cacheRoot, filesDir: imagesDir };
  const service = createBlogService(source, {
    ttlMs: config.BLOG_REFRESH_SECONDS ? config.BLOG_REFRESH_SECONDS * 1000 : API_BLOG_TTL_MS[source.kind],
    startFromKept: true,
    onStaleError: (err) => log('warn', 'blog refresh failed; serving the last posts read', { error: errorText(err) }),
  });
  return { service, imagesDir, source };
}
