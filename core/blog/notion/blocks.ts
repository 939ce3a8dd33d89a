/**
 * Notion blocks (API version 2025-09-03) to the blog model, children included: the fetcher hands over
 * each block with `has_children` set carrying its `children` (docs: NOTION-CONTRACT in the team's notes;
 * synced blocks carry their original's). Written against the few fields it reads, so a new Notion block
 * type never breaks a build: it becomes an `unsupported` block with the text it held, which the export
 * reports (core/blog/unshown.ts).
 */
import type { BlogBlock, CalloutIcon, ImageSource, MediaPayload, RichText } from '../../../src/shared/blog/types';
import { TEXT_BLOCK_TYPES } from '../../../src/shared/blog/types';
import { texToMathml } from '../math';
import { unsupportedBlock } from '../unshown';
import { mapRichText, type NotionRichText, normalizePageId } from './richText';

export interface NotionFile {
  type?: string;
  name?: string;
  file?: { url?: string; expiry_time?: string };
  external?: { url?: string };
}

export interface NotionBlock {
  object?: string;
  id: string;
  type: string;
  has_children?: boolean;
  /** the block's children, fetched in full (absent for child pages and databases) */
  children?: NotionBlock[];
  /** a synced block whose original the integration cannot read */
  synced_unavailable?: boolean;
  [payload: string]: unknown;
}

/** a URL Notion hosts itself: signed, and expired after about an hour */
export interface ExpiringUrl {
  url: string;
  expiry?: string;
}

type Payload = Record<string, unknown> & { rich_text?: NotionRichText[]; caption?: NotionRichText[] };

const TEXT_TYPES = new Set<string>(TEXT_BLOCK_TYPES);
const HEADINGS = new Set(['heading_1', 'heading_2', 'heading_3']);
const MEDIA = new Set(['video', 'file', 'pdf', 'audio']);

/** a Notion file object as the model's source; a Notion-hosted URL is collected as expiring */
export function sourceOf(file: NotionFile | null | undefined, expiring: ExpiringUrl[]): ImageSource | null {
  if (file?.type === 'file' && file.file?.url) {
    expiring.push({ url: file.file.url, expiry: file.file.expiry_time });
    return { type: 'file', file: { url: file.file.url, ...(file.file.expiry_time ? { expiry_time: file.file.expiry_time } : {}) } };
  }
  if (file?.type === 'external' && file.external?.url) return { type: 'external', external: { url: file.external.url } };
  return null;
}

function iconOf(icon: unknown, expiring: ExpiringUrl[]): CalloutIcon | undefined {
  const i = icon as { type?: string; emoji?: string; custom_emoji?: { url?: string } } | null | undefined;
  if (i?.type === 'emoji' && i.emoji) return { type: 'emoji', emoji: i.emoji };
  if (i?.type === 'custom_emoji' && i.custom_emoji?.url) return { type: 'external', external: { url: i.custom_emoji.url } };
  return sourceOf(i as NotionFile, expiring) ?? undefined;
}

/** every word a Notion block holds (its rich text, caption, title, cells, and its children's), for the report */
export function notionText(block: NotionBlock): string {
  const parts: string[] = [];
  const collect = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      if (key === 'children') for (const child of value as NotionBlock[]) parts.push(notionText(child));
      else for (const item of value) collect(item, key);
    } else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (typeof o.plain_text === 'string') parts.push(o.plain_text);
      else for (const [k, v] of Object.entries(o)) if (k !== 'parent' && k !== 'created_by' && k !== 'last_edited_by') collect(v, k);
    } else if (typeof value === 'string' && (key === 'title' || key === 'expression')) parts.push(value);
  };
  collect(block[block.type], block.type);
  if (block.children) collect(block.children, 'children');
  return parts.filter(Boolean).join(' ');
}

const runsOf = (p: Payload | undefined): RichText[] => mapRichText(p?.rich_text);
const captionOf = (p: Payload | undefined): RichText[] => mapRichText(p?.caption);

/** one block without its children; null for a block that maps to nothing of its own (a synced block) */
function mapOne(block: NotionBlock, expiring: ExpiringUrl[]): BlogBlock | null {
  const { id, type } = block;
  const p = block[type] as Payload | undefined;
  if (TEXT_TYPES.has(type)) {
    const payload: Record<string, unknown> = { rich_text: runsOf(p) };
    if (HEADINGS.has(type) && p?.is_toggleable === true) payload.is_toggleable = true;
    return { id, type, [type]: payload } as unknown as BlogBlock;
  }
  switch (type) {
    case 'divider':
      return { id, type: 'divider', divider: {} };
    case 'code': {
      const language = typeof p?.language === 'string' ? p.language : 'plain text';
      const caption = captionOf(p);
      return { id, type: 'code', code: { rich_text: runsOf(p), language, ...(caption.length ? { caption } : {}) } };
    }
    case 'image': {
      const source = sourceOf(p as NotionFile, expiring);
      return source ? { id, type: 'image', image: { ...source, caption: captionOf(p) } } : unsupportedBlock(id, type, notionText(block));
    }
    case 'to_do':
      return { id, type: 'to_do', to_do: { rich_text: runsOf(p), checked: p?.checked === true } };
    case 'toggle':
      return { id, type: 'toggle', toggle: { rich_text: runsOf(p) } };
    case 'callout': {
      const icon = iconOf(p?.icon, expiring);
      return { id, type: 'callout', callout: { rich_text: runsOf(p), ...(icon ? { icon } : {}) } };
    }
    case 'table': {
      const width = Number(p?.table_width);
      return {
        id,
        type: 'table',
        table: {
          table_width: Number.isInteger(width) && width > 0 ? width : 1,
          has_column_header: p?.has_column_header === true,
          has_row_header: p?.has_row_header === true,
        },
      };
    }
    case 'table_row': {
      const cells = Array.isArray(p?.cells) ? (p.cells as NotionRichText[][]).map((c) => mapRichText(c)) : [];
      return { id, type: 'table_row', table_row: { cells } };
    }
    case 'bookmark':
    case 'link_preview':
    case 'embed': {
      const url = typeof p?.url === 'string' ? p.url : '';
      if (!url) return unsupportedBlock(id, type, notionText(block));
      return type === 'embed'
        ? { id, type: 'embed', embed: { url, caption: captionOf(p) } }
        : { id, type: 'bookmark', bookmark: { url, caption: captionOf(p) } };
    }
    case 'equation': {
      const expression = typeof p?.expression === 'string' ? p.expression : '';
      const mathml = texToMathml(expression, true);
      // TeX that does not parse shows as what was typed
      if (!mathml) return { id, type: 'code', code: { rich_text: mapRichText([{ plain_text: expression }]), language: 'latex' } };
      return { id, type: 'equation', equation: { expression, mathml } };
    }
    case 'column_list':
      return { id, type: 'column_list', column_list: {} };
    case 'column': {
      const ratio = Number(p?.width_ratio);
      return { id, type: 'column', column: Number.isFinite(ratio) && ratio > 0 ? { width_ratio: ratio } : {} };
    }
    case 'table_of_contents':
      return { id, type: 'table_of_contents', table_of_contents: {} };
    case 'link_to_page': {
      // a link to another page: it becomes a link to its post once the published pages are known (mentions.ts)
      const to = p as { type?: string; page_id?: string } | undefined;
      const kept = unsupportedBlock(id, type, '', 0);
      return to?.type === 'page_id' && to.page_id
        ? { ...kept, unsupported: { ...kept.unsupported, page_id: normalizePageId(to.page_id) } }
        : kept;
    }
    case 'synced_block':
      // the original's contents take its place; an original the integration cannot read is reported
      return block.synced_unavailable || !block.children ? unsupportedBlock(id, 'synced_block', notionText(block)) : null;
    default:
      if (MEDIA.has(type)) {
        const source = sourceOf(p as NotionFile, expiring);
        if (!source) return unsupportedBlock(id, type, notionText(block));
        const name = typeof p?.name === 'string' && p.name ? p.name : undefined;
        const media: MediaPayload = { ...source, caption: captionOf(p), ...(name ? { name } : {}) };
        return { id, type, [type]: media } as unknown as BlogBlock;
      }
      // child pages and databases, breadcrumbs, links to pages, Notion's own 'unsupported' and any newer type
      return unsupportedBlock(id, type, notionText(block));
  }
}

const isSyncedCopy = (block: NotionBlock) => Boolean((block.synced_block as { synced_from?: unknown } | undefined)?.synced_from);

/** a block and its children with `prefix` before their ids */
function reId(block: BlogBlock, prefix: string): BlogBlock {
  return {
    ...block,
    id: `${prefix}${block.id}`,
    ...(block.children ? { children: block.children.map((c) => reId(c, prefix)) } : {}),
  } as BlogBlock;
}

/**
 * the blocks of a page (or of a block), in order, with their children; expiring (Notion-hosted) file
 * URLs are collected. A synced block is replaced by its original's contents.
 */
export function mapBlocks(blocks: NotionBlock[], expiring: ExpiringUrl[] = []): BlogBlock[] {
  const out: BlogBlock[] = [];
  for (const block of blocks) {
    const id = block.id;
    const mapped = mapOne(block, expiring);
    const children = mapped?.type === 'unsupported' || !block.children?.length ? [] : mapBlocks(block.children, expiring);
    // a synced copy holds its original's blocks, ids and all: they are named after the copy, so no id occurs twice
    if (!mapped) out.push(...(isSyncedCopy(block) ? children.map((c) => reId(c, `${id}:`)) : children));
    else out.push(children.length ? { ...mapped, children } : mapped);
    // children the fetcher did not hand over (child pages and databases are other pages): reported, words unknown
    if (mapped && mapped.type !== 'unsupported' && block.has_children && !block.children)
      out.push(unsupportedBlock(`${id}-children`, `${block.type} contents`, '', 0));
  }
  return out;
}
