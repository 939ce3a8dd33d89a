/**
 * What was read from Notion, kept between runs: each page's raw page object and raw block tree (the
 * fetcher's shape, children nested), keyed by page id and the page's last_edited_time, plus the data
 * source's listing (its id, the query's shape and the published pages in order). The mapped post is
 * not kept: mapping is cheap, and a change of the mapping then needs no flush. Each file is written
 * whole (core/jsonFile.ts); a missing or damaged one reads as absent and is fetched again.
 */
import { createHash } from 'node:crypto';
import { rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../../jsonFile';
import type { NotionBlock, NotionPage } from './mapping';

/** a kept page: its page object and when its blocks were read; the blocks themselves are read when wanted */
export interface KeptPage {
  page: NotionPage;
  editedAt: string;
  fetchedAt: number;
  blocks?: NotionBlock[];
}

/** a page's blocks as fetched for one last_edited_time */
export interface CachedPage {
  page: NotionPage;
  blocks: NotionBlock[];
  /** the page's last_edited_time the blocks were read at */
  editedAt: string;
  /** when the blocks were read (this machine's clock, ms) */
  fetchedAt: number;
}

/** the query that lists the published pages, from the data source's schema */
export interface QueryShape {
  // biome-ignore lint/suspicious/noExplicitAny: the filter's shape depends on the property type found
  filter: any;
  sorts: Array<Record<string, string>>;
  /** the rich_text property the slug is typed in, when there is one (regenerate <slug> filters on it) */
  slugProperty?: string;
}

export interface Listing {
  dataSourceId: string;
  shape: QueryShape;
  /** the published pages' ids, in the query's order */
  order: string[];
  listedAt: number;
  /** each listed page's object and when its blocks were read (a start reads this one file, not every page's) */
  kept?: Record<string, Omit<KeptPage, 'blocks'>>;
}

/**
 * Notion rounds last_edited_time down to the minute, so an edit in the same minute as the read keeps
 * the value the read saw. A copy is trusted only when it was read after that minute was over (with
 * half a minute for the two clocks to differ); until then the next run reads the page again.
 */
const SETTLED_AFTER_MS = 90_000;

/** whether a cached copy still holds the page as it is at this last_edited_time */
export function isCurrent<T extends Omit<KeptPage, 'blocks'>>(
  entry: T | null | undefined,
  lastEdited: string | undefined,
  now: number,
): entry is T {
  if (!entry || !lastEdited || entry.editedAt !== lastEdited) return false;
  const edited = Date.parse(lastEdited);
  return Number.isFinite(edited) && entry.fetchedAt >= edited + SETTLED_AFTER_MS && entry.fetchedAt <= now;
}

/** the cache folder of one database read through one API origin and token, under root */
export function rawCacheDir(root: string, who: { databaseId: string; baseUrl?: string; token: string }): string {
  const key = createHash('sha256')
    .update(`${who.baseUrl ?? 'https://api.notion.com'}\0${who.databaseId}\0${who.token}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(root, `notion-${key}`);
}

const safeId = (id: string) => id.replace(/[^a-zA-Z0-9-]/g, '');

export interface RawCache {
  readPage(id: string): Promise<CachedPage | null>;
  writePage(id: string, entry: CachedPage): Promise<void>;
  removePage(id: string): Promise<void>;
  readListing(): Promise<Listing | null>;
  writeListing(listing: Listing): Promise<void>;
}

/** the cache in a folder; without one, a cache that keeps nothing */
export function createRawCache(dir: string | undefined): RawCache {
  if (!dir) {
    return {
      readPage: async () => null,
      writePage: async () => {},
      removePage: async () => {},
      readListing: async () => null,
      writeListing: async () => {},
    };
  }
  const pageFile = (id: string) => path.join(dir, 'pages', `${safeId(id)}.json`);
  const listingFile = path.join(dir, 'listing.json');
  const isEntry = (v: CachedPage | null): v is CachedPage =>
    Boolean(
      v && typeof v === 'object' && v.page && Array.isArray(v.blocks) && typeof v.editedAt === 'string' && typeof v.fetchedAt === 'number',
    );
  return {
    async readPage(id) {
      const entry = await readCacheJson<CachedPage>(pageFile(id));
      return isEntry(entry) && entry.page.id === id ? entry : null;
    },
    writePage: (id, entry) => writeCacheJson(pageFile(id), entry),
    removePage: (id) => rm(pageFile(id), { force: true }),
    async readListing() {
      const l = await readCacheJson<Listing>(listingFile);
      if (!l || typeof l.dataSourceId !== 'string' || !Array.isArray(l.order) || !l.shape) return null;
      // its time stamp says when the cache was last used (stale caches are pruned by it)
      await utimes(listingFile, new Date(), new Date()).catch(() => undefined);
      return l;
    },
    writeListing: (listing) => writeCacheJson(listingFile, listing),
  };
}
