import type { BlogPost } from '../../../src/shared/blog/types';
import type { ImageStore } from '../images';
import type { BlogLoadResult, BlogSource } from '../source';
import { postAlone, postsOf, premap } from './notionPosts';
import { NotionReader, type PageChange, type RunHooks, readerFor, type Snapshot } from './notionReader';
import { loadMemo, memoFile, PostMemo, saveMemo } from './postMemo';
import { createRateBudget, NOTION_REQUESTS_PER_SECOND, type RateBudget, sharedRateBudget, type ThrottleOptions } from './throttle';

export interface NotionSourceOptions {
  token: string;
  databaseId: string;
  /** the API origin; tests point it at a fake Notion server on loopback */
  baseUrl?: string;
  /** when set, Notion-hosted (expiring) files are copied there and their URLs rewritten */
  images?: ImageStore;
  /** a rate budget of this source's own (tests); without it, the token's one budget in the process is used */
  throttle?: ThrottleOptions;
  timeoutMs?: number;
  /** where raw pages and block trees are kept between runs (rawCache.ts); none: every run reads everything */
  cacheDir?: string;
  /** hears how far an operation is: requests done and left (and a wait for Notion's rate limit) */
  onProgress?: (progress: NotionProgress) => void;
  now?: () => number;
}

/** how far an operation on Notion is */
export interface NotionProgress {
  done: number;
  /** requests known to be still needed (a nested list found on the way adds to it) */
  left: number;
  /** the expected time left at Notion's 3 requests per second */
  secondsLeft: number;
  /** set while every request waits out a 429's Retry-After */
  waitMs?: number;
}

/** a Notion blog source, with the operations only Notion has */
export interface NotionBlogSource extends BlogSource {
  readonly kind: 'notion';
  /** the posts kept from earlier runs (the raw cache), without a request; null when none are kept */
  loadKept(): Promise<BlogLoadResult | null>;
  /** the kept posts with this one read again: its page found with one filtered query */
  loadOne(slug: string): Promise<BlogLoadResult>;
  /**
   * this post alone, read again with one filtered query, the other kept pages not even loaded (a
   * one-post update); null when it cannot be found so or cannot stand alone (loadOne then takes over,
   * without asking Notion again for a post this source just read)
   */
  readOne(slug: string): Promise<BlogPost | null>;
  /** these pages read as they are now (a webhook's), with what changed for each */
  refreshPages(ids: string[]): Promise<{ result: BlogLoadResult; changes: PageChange[] }>;
  /** the data source's schema changed: read it again with the next listing */
  forgetShape(): void;
}

/** hooks counting an operation's requests, reporting each step (and the rate limit's waits) */
function runProgress(budget: RateBudget, report: NotionSourceOptions['onProgress']): RunHooks & { end(): void } {
  let done = 0;
  let known = 0;
  const emit = (waitMs?: number) => {
    const left = Math.max(0, known - done);
    report?.({ done, left, secondsLeft: Math.ceil(left / NOTION_REQUESTS_PER_SECOND), ...(waitMs ? { waitMs } : {}) });
  };
  const unsubscribe = report ? budget.onWait(({ waitMs }) => emit(waitMs)) : () => undefined;
  return {
    planned: (n) => {
      known += n;
    },
    unplanned: (n) => {
      known -= n;
    },
    done: () => {
      done++;
      emit();
    },
    end: unsubscribe,
  };
}

const memos = new WeakMap<NotionReader, Map<string, { memo: PostMemo; ready: Promise<void> }>>();

/**
 * the mapped posts of a reader for one file store (postMemo.ts): the exports a serving process runs
 * share its API's reader, and so these; read from their file with the first use
 */
function memoFor(reader: NotionReader, store: string, file: string | undefined): { memo: PostMemo; ready: Promise<void> } {
  let byStore = memos.get(reader);
  if (!byStore) {
    byStore = new Map();
    memos.set(reader, byStore);
  }
  let kept = byStore.get(store);
  if (!kept) {
    const memo = new PostMemo();
    kept = { memo, ready: file ? loadMemo(memo, file) : Promise.resolve() };
    byStore.set(store, kept);
  }
  return kept;
}

/** posts from a Notion database (NOTION_TOKEN + NOTION_DATABASE_ID), read at the rate limit's floor (notionReader.ts) */
export function createNotionSource(opts: NotionSourceOptions): NotionBlogSource {
  const budget = opts.throttle ? createRateBudget(opts.throttle) : sharedRateBudget(opts.token, opts.baseUrl);
  const readerOptions = { ...opts, budget };
  // a source with its own budget (a test's) has its own reader too
  const reader = opts.throttle ? new NotionReader(readerOptions) : readerFor(readerOptions);
  const now = opts.now ?? Date.now;
  // with a file store, an unchanged page is mapped once per process (its copied files have stable names)
  const store = `${opts.images?.dir ?? ''}\0${opts.images?.urlBase ?? ''}`;
  const file = memoFile(opts.cacheDir, store);
  const kept = opts.images ? memoFor(reader, store, file) : undefined;
  const memo = kept?.memo;
  /** maps a snapshot through the memo (read from its file first), and writes the memo back when it changed */
  const mapped = async (snapshot: Snapshot) => {
    await kept?.ready;
    const out = await postsOf(snapshot, opts.images, now(), memo);
    if (memo?.dirty && file) await saveMemo(memo, file).catch(() => undefined);
    return out;
  };
  // the posts this source (one operation) read alone: they are current in the reader, not asked for again
  const readAlone = new Set<string>();

  /** runs an operation with progress hooks, then maps its snapshot (reading again the trees whose file links expired) */
  async function operate<T extends { snapshot: Snapshot }>(work: (hooks: RunHooks) => Promise<T>): Promise<T & { result: BlogLoadResult }> {
    const hooks: RunHooks & { end(): void } = runProgress(budget, opts.onProgress);
    const images = opts.images;
    // each page is mapped and its files copied as soon as it is read, while the next requests wait their turn
    if (images && memo) hooks.fetched = (id, entry) => premap(id, entry, images, memo, now()).catch(() => undefined);
    try {
      await kept?.ready;
      const out = await work(hooks);
      let posts = await mapped(out.snapshot);
      if (posts.expired.length > 0) posts = await mapped(await reader.refetchTrees(posts.expired, hooks));
      return { ...out, result: posts.result };
    } finally {
      hooks.end();
    }
  }

  return {
    kind: 'notion',
    load: async () => (await operate(async (hooks) => ({ snapshot: await reader.sync(hooks) }))).result,
    async loadKept() {
      const snapshot = await reader.kept();
      return snapshot ? (await mapped(snapshot)).result : null;
    },
    loadOne: async (slug) =>
      (
        await operate(async (hooks) => {
          const kept = readAlone.has(slug) ? await reader.kept() : null;
          return { snapshot: kept ?? (await reader.syncSlug(slug, hooks)) };
        })
      ).result,
    async readOne(slug) {
      const hooks = runProgress(budget, opts.onProgress);
      try {
        const entry = await reader.syncOne(slug, hooks);
        if (!entry) return null;
        readAlone.add(slug);
        return await postAlone(entry, opts.images, now());
      } finally {
        hooks.end();
      }
    },
    async refreshPages(ids) {
      const { result, changes } = await operate((hooks) => reader.syncPages(ids, hooks));
      return { result, changes };
    },
    forgetShape: () => reader.forgetShape(),
  };
}
