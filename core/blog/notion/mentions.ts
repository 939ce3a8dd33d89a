/**
 * Page mentions and links to pages, to post links. One page is mapped without knowing the others, so a
 * mention keeps the page's id (richText.ts) and no address, and a "link to page" block is kept as an
 * unsupported block with the page's id (blocks.ts); once the published posts are known, a mention of one
 * links to its page and a link to one becomes a paragraph linking to it. A mention of a page that is not a
 * published post stays plain text, a link block to one stays unsupported (and reported): the notion.so
 * address is private to the workspace.
 */
import { blogPostUrl } from '../../../src/shared/blog/paths';
import type { BlogBlock, BlogPost, RichText } from '../../../src/shared/blog/types';
import { normalizePageId } from './richText';

/** the post of a published page */
type Target = { slug: string; title: string };

const isRun = (v: unknown): v is RichText =>
  Boolean(v && typeof v === 'object' && typeof (v as RichText).plain_text === 'string' && (v as RichText).annotations);

/** a copy of a value (a block, a payload, a list of runs) with each page mention and link to a page resolved by `targetOf` */
function relink(value: unknown, targetOf: (pageId: string) => Target | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => relink(v, targetOf));
  if (isRun(value)) {
    if (!value.mention) return value;
    const target = targetOf(value.mention.page_id);
    return { ...value, href: target ? blogPostUrl(target.slug) : null };
  }
  if (value && typeof value === 'object') {
    const block = value as BlogBlock;
    if (block.type === 'unsupported' && block.unsupported.block_type === 'link_to_page' && block.unsupported.page_id) {
      const page_id = block.unsupported.page_id;
      const target = targetOf(page_id);
      if (target) {
        const run: RichText = {
          plain_text: target.title,
          annotations: { bold: false, italic: false, code: false },
          href: blogPostUrl(target.slug),
          mention: { type: 'page', page_id },
        };
        return { id: block.id, type: 'paragraph', paragraph: { rich_text: [run] } };
      }
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = typeof v === 'object' ? relink(v, targetOf) : v;
    return out;
  }
  return value;
}

/** the blocks with every page mention and link to a page resolved (targetOf: the post of a published page, by page id) */
export function linkPageMentions(content: BlogBlock[], targetOf: (pageId: string) => Target | undefined): BlogBlock[] {
  return relink(content, (pageId) => targetOf(normalizePageId(pageId))) as BlogBlock[];
}

/** whether a body mentions or links to a page (most do not: they are left as they are) */
export const hasMention = (content: BlogBlock[]) => {
  const json = JSON.stringify(content);
  return json.includes('"mention":') || json.includes('"page_id":');
};

/** posts read from Notion (their ids are their page ids) with their mentions of and links to each other resolved */
export function linkPostMentions(posts: BlogPost[]): BlogPost[] {
  const targets = new Map(posts.map((p) => [normalizePageId(p.id), { slug: p.slug, title: p.title }]));
  return posts.map((p) => (hasMention(p.content) ? { ...p, content: linkPageMentions(p.content, (id) => targets.get(id)) } : p));
}
