/**
 * A page's whole block tree, as the mapper takes it (docs/../NOTION-CONTRACT: the fetched tree shape):
 * Notion's own block objects, in order, where every block whose `has_children` is true carries
 * `children` with all of its children, at every depth, every page of each listing followed. Not
 * followed: `child_page` and `child_database` (other pages). A duplicate synced block carries its
 * original's children, read by listing the original block (Notion's documented way); when the original
 * cannot be read (not shared with the integration) the block gets `synced_unavailable: true` instead.
 * Each block's children are listed once per fetcher, however often they are referenced.
 */
import { APIErrorCode, isFullBlock, isNotionClientError } from '@notionhq/client';
import type { NotionBlock } from './mapping';

/** one answer of Notion's block children listing */
export interface ChildrenPage {
  results: unknown[];
  has_more: boolean;
  next_cursor: string | null;
}

export type ListChildren = (blockId: string, cursor: string | undefined) => Promise<ChildrenPage>;

export interface TreeHooks {
  /** a request more is known to be needed (a nested list, a further page of one) */
  planned?(n: number): void;
  /** a planned request will not be made after all */
  unplanned?(n: number): void;
}

const NOT_FOLLOWED = new Set(['child_page', 'child_database']);

function syncedOriginal(block: NotionBlock): string | undefined {
  if (block.type !== 'synced_block') return undefined;
  const from = (block.synced_block as { synced_from?: { block_id?: string } | null } | undefined)?.synced_from;
  return from?.block_id ?? undefined;
}

const notShared = (err: unknown) =>
  isNotionClientError(err) && 'code' in err && (err.code === APIErrorCode.ObjectNotFound || err.code === APIErrorCode.RestrictedResource);

/** reads block trees through `list`; one fetcher is one run, and never lists a block twice */
export function createTreeFetcher(list: ListChildren, hooks: TreeHooks = {}) {
  const memo = new Map<string, Promise<NotionBlock[]>>();

  async function listAll(blockId: string): Promise<NotionBlock[]> {
    const blocks: NotionBlock[] = [];
    let cursor: string | undefined;
    do {
      const res = await list(blockId, cursor);
      for (const b of res.results) if (isFullBlock(b as never)) blocks.push(b as unknown as NotionBlock);
      cursor = res.has_more ? (res.next_cursor ?? undefined) : undefined;
      if (cursor) hooks.planned?.(1);
    } while (cursor);
    // the nested lists go out together: the rate budget paces them
    await Promise.all(blocks.map(attachChildren));
    return blocks;
  }

  /** the children of a block id, listed once; `counted`: the caller already planned this request */
  function childrenOf(blockId: string, counted: boolean): Promise<NotionBlock[]> {
    let p = memo.get(blockId);
    if (p) {
      if (counted) hooks.unplanned?.(1);
      return p;
    }
    if (!counted) hooks.planned?.(1);
    p = listAll(blockId);
    memo.set(blockId, p);
    return p;
  }

  async function attachChildren(block: NotionBlock): Promise<void> {
    if (block.has_children !== true || NOT_FOLLOWED.has(block.type)) return;
    const original = syncedOriginal(block);
    try {
      block.children = await childrenOf(original ?? block.id, false);
    } catch (err) {
      if (!original || !notShared(err)) throw err;
      block.synced_unavailable = true;
    }
  }

  return {
    /** the page's blocks, children nested (the page's own listing was planned by the caller) */
    pageTree: (pageId: string): Promise<NotionBlock[]> => childrenOf(pageId, true),
  };
}
