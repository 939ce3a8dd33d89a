import type { BlogPost, BlogPostSummary } from '../../src/shared/blog/types';
import { toSummary } from '../../src/shared/blog/types';
import type { UnshownPost } from '../../src/shared/blog/unshown';
import { type BlogLoadResult, type BlogSource, describeProblems } from './source';
import { notionPageLabel, unshownReport } from './unshown';

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
  /** the published posts holding content the site cannot show, with what and where (issue 34, item 5); absent: not known */
  unshown?(): Promise<UnshownPost[]>;
  /** reads the source again now, whatever the cache's age, and waits for it (the admin page's view of what changed); a service that never caches has none */
  refresh?(): Promise<void>;
  /** takes posts read elsewhere (a webhook's pages read again) as the current ones */
  replace?(result: BlogLoadResult): void;
}

export interface BlogServiceOptions {
  /** how long a load is reused; Infinity (the default) loads once, as an export wants */
  ttlMs?: number;
  /** a step after each load, e.g. downloading expiring images */
  afterLoad?: (result: BlogLoadResult) => Promise<BlogLoadResult>;
  now?: () => number;
  /** where a failed refresh is reported while older posts keep being served */
  onStaleError?: (err: unknown) => void;
  /** start from the posts the source kept from earlier runs, refreshed at once in the background (the API; an export reads the source) */
  startFromKept?: boolean;
}

interface Loaded {
  result: BlogLoadResult;
  bySlug: Map<string, BlogPost>;
  summaries: BlogPostSummary[];
  /** worked out on first use */
  unshown?: UnshownPost[];
  at: number;
}

/**
 * caches a source's posts, stale-while-revalidate: once there are posts, a caller always gets them at
 * once, and a load older than the TTL starts a refresh in the background that no caller waits for. Only
 * a start with no posts at all waits, once: for the posts the source kept from earlier runs (Notion's
 * raw cache, no request: with `startFromKept`) or, without any, for a first load. A refresh that fails keeps the last good
 * posts (and reports the error).
 */
export function createBlogService(source: BlogSource, opts: BlogServiceOptions = {}): BlogService {
  const ttl = opts.ttlMs ?? Number.POSITIVE_INFINITY;
  const now = opts.now ?? Date.now;
  let current: Loaded | undefined;
  let pending: Promise<Loaded> | undefined;
  let starting: Promise<Loaded> | undefined;

  const settle = (result: BlogLoadResult, at: number): Loaded => {
    current = {
      result,
      bySlug: new Map(result.posts.map((p) => [p.slug, p])),
      summaries: result.posts.map(toSummary),
      at,
    };
    return current;
  };

  const refresh = (): Promise<Loaded> => {
    pending ??= (async () => {
      try {
        let result = await source.load();
        if (opts.afterLoad) result = await opts.afterLoad(result);
        return settle(result, now());
      } catch (err) {
        if (!current) throw err;
        opts.onStaleError?.(err);
        // try again after another TTL, not on every request
        current = { ...current, at: now() };
        return current;
      } finally {
        pending = undefined;
      }
    })();
    return pending;
  };

  /** the first posts: the kept ones when the source has them (then refreshed in the background), else a first load */
  const start = (): Promise<Loaded> => {
    starting ??= (async () => {
      const kept = opts.startFromKept ? await source.loadKept?.().catch(() => null) : null;
      if (kept && kept.posts.length > 0) return settle(kept, Number.NEGATIVE_INFINITY);
      return refresh();
    })().finally(() => {
      starting = undefined;
    });
    return starting;
  };

  const get = async (): Promise<Loaded> => {
    const loaded = current ?? (await start());
    if (now() - loaded.at >= ttl && !pending) refresh().catch(() => undefined);
    return loaded;
  };

  return {
    kind: source.kind,
    listPosts: async () => (await get()).summaries,
    allPosts: async () => (await get()).result.posts,
    getPost: async (slug) => (await get()).bySlug.get(slug) ?? null,
    problems: async () => describeProblems((await get()).result.problems),
    unshown: async () => {
      const loaded = await get();
      // a Notion post's id is its page's
      loaded.unshown ??= loaded.result.unshown ?? unshownReport(loaded.result.posts, (p) => notionPageLabel(p.id));
      return loaded.unshown;
    },
    refresh: async () => {
      await refresh();
    },
    replace: (result) => {
      settle(result, now());
    },
  };
}
