/**
 * Reads a Notion database at the rate limit's floor. Every operation lists the data source (100 pages
 * a request) and reads the block trees of the pages that are new or edited since the copy kept in the
 * raw cache (rawCache.ts); `site regenerate <slug>` finds its page with one filtered query; a webhook
 * reads the pages it names. The data source's id and the query's shape are kept with the listing, so
 * a warm run skips the database and schema reads (a query refused for its shape reads them again).
 * One reader per database and cache folder in a process (readerFor), one operation at a time, each
 * block list read once per operation (blockTree.ts).
 */
import { APIErrorCode, Client, isFullPage, isNotionClientError, LogLevel } from '@notionhq/client';
import { type BlogProblem, reasonOf } from '../source';
import { createTreeFetcher, type TreeHooks } from './blockTree';
import { isPublishedPage, mapPageProperties, type NotionPage } from './mapping';
import { queryShape, slugFilter } from './queryShape';
import { type CachedPage, createRawCache, isCurrent, type KeptPage, type Listing, type RawCache } from './rawCache';
import type { RateBudget } from './throttle';

export interface ReaderOptions {
  token: string;
  databaseId: string;
  baseUrl?: string;
  /** where raw pages and trees are kept between runs (none: nothing is kept) */
  cacheDir?: string;
  budget: RateBudget;
  timeoutMs?: number;
  now?: () => number;
}

/** hears of each request an operation plans and makes */
export interface RunHooks extends TreeHooks {
  done?(): void;
  /** a page's tree was just read: work on it (mapping, copying its files) while the next requests wait their turn */
  fetched?(id: string, entry: CachedPage): Promise<void>;
}

/** the published pages as last read: raw page objects and block trees, in the listing's order */
export interface Snapshot {
  order: string[];
  /** a page's blocks are there when this operation read them; else blocksOf reads the kept ones */
  entries: Map<string, KeptPage>;
  /** pages that could not be read (a kept copy stands in when there is one) */
  problems: BlogProblem[];
  /** a page's kept blocks; null when its copy is missing or not the one of these stamps (read the page again) */
  blocksOf(id: string): Promise<CachedPage['blocks'] | null>;
}

/** what a webhook's read found for a page */
export interface PageChange {
  id: string;
  change: 'added' | 'updated' | 'unchanged' | 'removed' | 'ignored';
  /** the post's slug before and after (to remove or regenerate its page) */
  before?: string;
  after?: string;
}

interface State {
  listing: Listing;
  entries: Map<string, KeptPage>;
}

/** what the listing keeps of a page (its blocks stay in the page's own file) */
const stampsOf = (e: KeptPage): Omit<KeptPage, 'blocks'> => ({ page: e.page, editedAt: e.editedAt, fetchedAt: e.fetchedAt });
/** whether a page file holds the read these stamps name */
const sameRead = (raw: CachedPage, e: Omit<KeptPage, 'blocks'>) => raw.editedAt === e.editedAt && raw.fetchedAt === e.fetchedAt;

const labelOf = (page: NotionPage) => `Notion page ${page.url ?? page.id}`;
const slugOf = (page: NotionPage) => mapPageProperties(page).slug;
const editedOf = (page: NotionPage) => (page as { last_edited_time?: string }).last_edited_time;
const isCode = (err: unknown, ...codes: string[]) => isNotionClientError(err) && 'code' in err && codes.includes(String(err.code));

export class NotionReader {
  private readonly client: Client;
  private readonly cache: RawCache;
  private readonly now: () => number;
  private current: State | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private syncing: Promise<Snapshot> | undefined;

  constructor(private readonly opts: ReaderOptions) {
    this.client = new Client({
      auth: opts.token,
      baseUrl: opts.baseUrl,
      fetch: opts.budget.fetch,
      // 429s are waited out by the rate budget, which also spaces the retry
      retry: false,
      timeoutMs: opts.timeoutMs ?? 30_000,
      logLevel: LogLevel.ERROR,
    });
    this.cache = createRawCache(opts.cacheDir);
    this.now = opts.now ?? Date.now;
  }

  /** the pages kept from earlier runs, without a request; null when nothing is kept */
  async kept(): Promise<Snapshot | null> {
    const state = await this.state();
    return state ? this.snapshot(state.listing.order, state.entries, []) : null;
  }

  /** lists the data source and reads the pages new or edited since the kept copies (concurrent calls share one) */
  sync(hooks: RunHooks = {}): Promise<Snapshot> {
    this.syncing ??= this.exclusive(() => this.syncNow(hooks)).finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  /** the kept pages with the one whose slug this is read again (one filtered query); the whole listing when it cannot be found so */
  syncSlug(slug: string, hooks: RunHooks = {}): Promise<Snapshot> {
    return this.exclusive(async () => {
      const state = await this.state();
      if (!state) return this.syncNow(hooks);
      const page = (await this.findBySlug(state, slug, hooks)) ?? null;
      if (!page) return this.syncNow(hooks);
      const fetcher = this.fetcher(hooks);
      const entry = await this.entryFor(page, state.entries.get(page.id) ?? null, fetcher, hooks, false);
      const order = state.listing.order.includes(page.id) ? state.listing.order : [page.id, ...state.listing.order];
      return this.commit(state.listing, order, new Map(state.entries).set(page.id, entry), []);
    });
  }

  /**
   * the page whose Slug property is this slug, read as it is now with one filtered query (its blocks
   * when edited), without loading the other kept pages; null when no listing is kept or the query does
   * not find it (the caller then reads as syncSlug does). A page new to the listing joins it.
   */
  syncOne(slug: string, hooks: RunHooks = {}): Promise<CachedPage | null> {
    return this.exclusive(async () => {
      const listing = this.current?.listing ?? (await this.cache.readListing());
      const filter = listing?.shape.filter ? slugFilter(listing.shape, slug) : null;
      if (!listing || !filter) return null;
      const found = await this.queryAll(listing, filter, hooks).catch(() => [] as NotionPage[]);
      const page = found.find((p) => isPublishedPage(p) && slugOf(p) === slug);
      if (!page) return null;
      const fetcher = this.fetcher(hooks);
      const known = this.current?.entries.get(page.id) ?? listing.kept?.[page.id];
      let entry = await this.entryFor(page, known ?? (await this.cache.readPage(page.id)), fetcher, hooks, false);
      // the post is mapped alone: its blocks are wanted now (read again when the kept copy is gone)
      if (!entry.blocks) {
        const raw = await this.cache.readPage(page.id);
        entry = raw && sameRead(raw, entry) ? { ...entry, blocks: raw.blocks } : await this.entryFor(page, null, fetcher, hooks, false);
      }
      if (!entry.blocks) return null;
      if (this.current) this.current.entries.set(page.id, entry);
      const next: Listing = {
        ...listing,
        order: listing.order.includes(page.id) ? listing.order : [page.id, ...listing.order],
        kept: { ...listing.kept, [page.id]: stampsOf(entry) },
      };
      if (this.current) this.current = { ...this.current, listing: next };
      await this.cache.writeListing(next);
      return { ...entry, blocks: entry.blocks };
    });
  }

  /** reads these pages as they are now (a webhook's pages) and says what changed for each */
  syncPages(ids: string[], hooks: RunHooks = {}): Promise<{ snapshot: Snapshot; changes: PageChange[] }> {
    return this.exclusive(async () => {
      const state = await this.state();
      if (!state) {
        const snapshot = await this.syncNow(hooks);
        return {
          snapshot,
          changes: ids.map((id) => ({ id, change: snapshot.entries.has(id) ? ('added' as const) : ('ignored' as const) })),
        };
      }
      const entries = new Map(state.entries);
      let order = state.listing.order;
      const changes: PageChange[] = [];
      const fetcher = this.fetcher(hooks);
      for (const id of ids) {
        const before = entries.get(id);
        hooks.planned?.(1);
        const page = await this.call(hooks, () => this.client.pages.retrieve({ page_id: id })).catch((err: unknown) => {
          if (isCode(err, APIErrorCode.ObjectNotFound, APIErrorCode.RestrictedResource)) return null;
          throw err;
        });
        const full = page && isFullPage(page as never) ? (page as unknown as NotionPage) : null;
        const ours = full && this.belongs(full, state.listing);
        if (!full || !ours || !isPublishedPage(full)) {
          if (before) {
            entries.delete(id);
            order = order.filter((x) => x !== id);
            await this.cache.removePage(id);
          }
          changes.push({ id, change: before ? 'removed' : 'ignored', ...(before ? { before: slugOf(before.page) } : {}) });
          continue;
        }
        const entry = await this.entryFor(full, before ?? null, fetcher, hooks, false);
        entries.set(id, entry);
        if (!order.includes(id)) order = [...order, id];
        const same =
          before && entry.fetchedAt === before.fetchedAt && JSON.stringify(before.page.properties) === JSON.stringify(full.properties);
        changes.push({
          id,
          change: !before ? 'added' : same ? 'unchanged' : 'updated',
          ...(before ? { before: slugOf(before.page) } : {}),
          after: slugOf(full),
        });
      }
      return { snapshot: await this.commit(state.listing, order, entries, []), changes };
    });
  }

  /** reads these pages' block trees again whatever their kept copy (a copy whose file links expired) */
  refetchTrees(ids: string[], hooks: RunHooks = {}): Promise<Snapshot> {
    return this.exclusive(async () => {
      const state = await this.state();
      if (!state) return this.syncNow(hooks);
      const entries = new Map(state.entries);
      const fetcher = this.fetcher(hooks);
      for (const id of ids) {
        const kept = entries.get(id);
        if (kept) entries.set(id, await this.entryFor(kept.page, null, fetcher, hooks, false));
      }
      return this.commit(state.listing, state.listing.order, entries, []);
    });
  }

  /** the data source's schema changed: its shape is read again by the next listing */
  forgetShape(): void {
    if (this.current) this.current = { ...this.current, listing: { ...this.current.listing, shape: { filter: null, sorts: [] } } };
  }

  private async syncNow(hooks: RunHooks): Promise<Snapshot> {
    const state = await this.state();
    let listing = state?.listing?.shape.filter ? state.listing : await this.readShape(hooks);
    let pages: NotionPage[];
    try {
      pages = await this.queryAll(listing, undefined, hooks);
    } catch (err) {
      // a kept shape the data source no longer fits (a renamed property, a new data source): read it again
      if (listing === state?.listing && isCode(err, APIErrorCode.ValidationError, APIErrorCode.ObjectNotFound)) {
        listing = await this.readShape(hooks);
        pages = await this.queryAll(listing, undefined, hooks);
      } else throw err;
    }
    const published = pages.filter(isPublishedPage);
    const kept = state?.entries ?? new Map<string, KeptPage>();
    const entries = new Map<string, KeptPage>();
    const stale: NotionPage[] = [];
    await eachLimit(published, 16, async (page) => {
      const entry = kept.get(page.id) ?? (state ? null : await this.cache.readPage(page.id));
      if (isCurrent(entry, editedOf(page), this.now())) entries.set(page.id, { ...entry, page });
      else stale.push(page);
    });
    hooks.planned?.(stale.length);
    const problems: BlogProblem[] = [];
    const fetcher = this.fetcher(hooks);
    // a few pages in flight keep the rate budget busy while answers travel
    await eachLimit(stale, 4, async (page) => {
      const before = kept.get(page.id) ?? null;
      try {
        const entry = await this.entryFor(page, null, fetcher, hooks, true);
        entries.set(page.id, entry);
        if (entry.blocks) await hooks.fetched?.(page.id, { ...entry, blocks: entry.blocks });
      } catch (err) {
        if (before) entries.set(page.id, { ...before, page });
        problems.push({ file: labelOf(page), reason: `${reasonOf(err)}${before ? ' (showing the copy read before)' : ''}` });
      }
    });
    const order = published.map((p) => p.id).filter((id) => entries.has(id));
    for (const id of kept.keys()) if (!entries.has(id)) await this.cache.removePage(id);
    return this.commit(listing, order, entries, problems);
  }

  /**
   * the kept copy when it is current for this page's last_edited_time, else the page's tree read now;
   * `counted`: the caller has told the hooks of the page's first children request
   */
  private async entryFor(
    page: NotionPage,
    kept: KeptPage | null | undefined,
    fetcher: ReturnType<typeof createTreeFetcher>,
    hooks: RunHooks,
    counted: boolean,
  ): Promise<KeptPage> {
    if (isCurrent(kept, editedOf(page), this.now())) {
      if (counted) hooks.unplanned?.(1);
      return { ...kept, page };
    }
    const fetchedAt = this.now();
    if (!counted) hooks.planned?.(1);
    const blocks = await fetcher.pageTree(page.id);
    const entry: CachedPage = { page, blocks, editedAt: editedOf(page) ?? '', fetchedAt };
    await this.cache.writePage(page.id, entry);
    return entry;
  }

  private fetcher(hooks: RunHooks) {
    return createTreeFetcher(
      (blockId, cursor) =>
        this.call(hooks, () => this.client.blocks.children.list({ block_id: blockId, page_size: 100, start_cursor: cursor })),
      hooks,
    );
  }

  private async findBySlug(state: State, slug: string, hooks: RunHooks) {
    const filter = slugFilter(state.listing.shape, slug);
    if (filter) {
      const found = await this.queryAll(state.listing, filter, hooks).catch(() => [] as NotionPage[]);
      const page = found.find((p) => isPublishedPage(p) && slugOf(p) === slug);
      if (page) return page;
    }
    // typed otherwise than the slug it makes ("Passkey Rollout"), or derived from the title: the kept copy knows its page
    const known = [...state.entries.values()].find((e) => slugOf(e.page) === slug);
    if (!known) return undefined;
    hooks.planned?.(1);
    const page = (await this.call(hooks, () => this.client.pages.retrieve({ page_id: known.page.id })).catch(
      () => null,
    )) as NotionPage | null;
    return page && isPublishedPage(page) && this.belongs(page, state.listing) && slugOf(page) === slug ? page : undefined;
  }

  private belongs(page: NotionPage, listing: Listing): boolean {
    const parent = (page as { parent?: { data_source_id?: string; database_id?: string } }).parent;
    const norm = (id: string | undefined) => id?.replace(/-/g, '');
    return norm(parent?.data_source_id) === norm(listing.dataSourceId) || norm(parent?.database_id) === norm(this.opts.databaseId);
  }

  private async readShape(hooks: RunHooks): Promise<Listing> {
    hooks.planned?.(2);
    const db = (await this.call(hooks, () => this.client.databases.retrieve({ database_id: this.opts.databaseId }))) as {
      data_sources?: Array<{ id: string }>;
    };
    const dataSourceId = db.data_sources?.[0]?.id;
    if (!dataSourceId) throw new Error(`Notion database ${this.opts.databaseId} has no data source the integration can read`);
    const schema = (await this.call(hooks, () => this.client.dataSources.retrieve({ data_source_id: dataSourceId }))) as {
      properties?: Record<string, { type?: string }>;
    };
    return { dataSourceId, shape: queryShape(schema.properties ?? {}), order: [], listedAt: 0 };
  }

  private async queryAll(listing: Listing, filter: unknown, hooks: RunHooks): Promise<NotionPage[]> {
    const pages: NotionPage[] = [];
    let cursor: string | undefined;
    hooks.planned?.(1);
    do {
      const res = await this.call(hooks, () =>
        this.client.dataSources.query({
          data_source_id: listing.dataSourceId,
          // biome-ignore lint/suspicious/noExplicitAny: the filter's shape depends on the property types (queryShape.ts)
          filter: (filter ?? listing.shape.filter) as any,
          // biome-ignore lint/suspicious/noExplicitAny: as above
          sorts: listing.shape.sorts as any,
          page_size: 100,
          start_cursor: cursor,
        }),
      );
      for (const r of res.results) if (isFullPage(r as never)) pages.push(r as unknown as NotionPage);
      cursor = res.has_more ? (res.next_cursor ?? undefined) : undefined;
      if (cursor) hooks.planned?.(1);
    } while (cursor);
    return pages;
  }

  private async call<T>(hooks: RunHooks, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } finally {
      hooks.done?.();
    }
  }

  /** the listing and the kept pages in memory, or read from the cache once (the listing's index: no page file is read) */
  private async state(): Promise<State | undefined> {
    if (this.current) return this.current;
    const listing = await this.cache.readListing();
    if (!listing) return undefined;
    const entries = new Map<string, KeptPage>();
    if (listing.kept) {
      for (const id of listing.order) {
        const k = listing.kept[id];
        if (k?.page && typeof k.editedAt === 'string' && typeof k.fetchedAt === 'number') entries.set(id, k);
      }
    } else {
      // a listing written before it kept its index: every page file once
      await eachLimit(listing.order, 16, async (id) => {
        const entry = await this.cache.readPage(id);
        if (entry) entries.set(id, entry);
      });
    }
    this.current = { listing: { ...listing, order: listing.order.filter((id) => entries.has(id)) }, entries };
    return this.current;
  }

  private async commit(listing: Listing, order: string[], entries: Map<string, KeptPage>, problems: BlogProblem[]): Promise<Snapshot> {
    const kept: Record<string, Omit<KeptPage, 'blocks'>> = {};
    for (const id of order) {
      const e = entries.get(id);
      if (e) kept[id] = stampsOf(e);
    }
    const next: Listing = { ...listing, order, listedAt: this.now(), kept };
    this.current = { listing: next, entries };
    await this.cache.writeListing(next);
    return this.snapshot(order, entries, problems);
  }

  /** a snapshot whose missing blocks are read from the kept page files */
  private snapshot(order: string[], entries: Map<string, KeptPage>, problems: BlogProblem[]): Snapshot {
    return {
      order,
      entries,
      problems,
      blocksOf: async (id) => {
        const entry = entries.get(id);
        if (!entry) return null;
        if (entry.blocks) return entry.blocks;
        const raw = await this.cache.readPage(id);
        return raw && sameRead(raw, entry) ? raw.blocks : null;
      },
    };
  }

  /** one operation at a time: each starts from what the one before kept */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

async function eachLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

const readers = new Map<string, NotionReader>();

/** the one reader of a database and cache folder in this process (the API, the webhook and an admin export share it) */
export function readerFor(opts: ReaderOptions): NotionReader {
  const key = [opts.baseUrl ?? '', opts.databaseId, opts.token, opts.cacheDir ?? ''].join('\0');
  let reader = readers.get(key);
  if (!reader) {
    reader = new NotionReader(opts);
    if (opts.cacheDir) readers.set(key, reader);
  }
  return reader;
}
