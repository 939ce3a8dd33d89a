import type { BlogPost, BlogPostSummary } from '../../src/shared/blog/types';
import { toSummary } from '../../src/shared/blog/types';
import { type BlogLoadResult, type BlogSource, describeProblems } from './source';

/** the one facade over a source that the API, the exporter and the home teasers read */
export interface BlogService {
  readonly kind: BlogSource['kind'];
  /** published posts without bodies, newest first */
  listPosts(): Promise<BlogPostSummary[]>;
  /** published posts with bodies, newest first */
  allPosts(): Promise<BlogPost[]>;
  getPost(slug: string): Promise<BlogPost | null>;
  /** 'file: reason' for each post that could not be read */
  problems(): Promise<string[]>;
  /** reads the source again now, whatever the cache's age (the admin page's view of what changed); a service that never caches has none */
  refresh?(): Promise<void>;
}

export interface BlogServiceOptions {
  /** how long a load is reused; Infinity (the default) loads once, as an export wants */
  ttlMs?: number;
  /** a step after each load, e.g. downloading expiring images */
  afterLoad?: (result: BlogLoadResult) => Promise<BlogLoadResult>;
  now?: () => number;
  /** where a failed refresh is reported while older posts keep being served */
  onStaleError?: (err: unknown) => void;
}

interface Loaded {
  result: BlogLoadResult;
  bySlug: Map<string, BlogPost>;
  summaries: BlogPostSummary[];
  at: number;
}

/** caches a source's posts; a refresh that fails keeps the last good posts (and reports the error) */
export function createBlogService(source: BlogSource, opts: BlogServiceOptions = {}): BlogService {
  const ttl = opts.ttlMs ?? Number.POSITIVE_INFINITY;
  const now = opts.now ?? Date.now;
  let current: Loaded | undefined;
  let pending: Promise<Loaded> | undefined;

  const refresh = (): Promise<Loaded> => {
    pending ??= (async () => {
      try {
        let result = await source.load();
        if (opts.afterLoad) result = await opts.afterLoad(result);
        current = {
          result,
          bySlug: new Map(result.posts.map((p) => [p.slug, p])),
          summaries: result.posts.map(toSummary),
          at: now(),
        };
        return current;
      } catch (err) {
        if (!current) throw err;
        opts.onStaleError?.(err);
        // try again on the next request, not on every one
        current = { ...current, at: now() };
        return current;
      } finally {
        pending = undefined;
      }
    })();
    return pending;
  };

  const get = async (): Promise<Loaded> => (current && now() - current.at < ttl ? current : refresh());

  return {
    kind: source.kind,
    listPosts: async () => (await get()).summaries,
    allPosts: async () => (await get()).result.posts,
    getPost: async (slug) => (await get()).bySlug.get(slug) ?? null,
    problems: async () => describeProblems((await get()).result.problems),
    refresh: async () => {
      await refresh();
    },
  };
}
