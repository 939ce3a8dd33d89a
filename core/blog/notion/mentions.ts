/**
 * Page mentions to post links. One page is mapped without knowing the others, so a mention keeps the
 * page's id (richText.ts) and no address; once the published posts are known, a mention of one of them
 * links to its page. A mention of a page that is not a published post stays plain text: its notion.so
 * address is private to the workspace.
 */
import { blogPostUrl } from '../../../src/shared/blog/paths';
import type { BlogBlock, BlogPost, RichText } from '../../../src/shared/blog/types';
import { normalizePageId } from './richText';

const isRun = (v: unknown): v is RichText =>
  Boolean(v && typeof v === 'object' && typeof (v as RichText).plain_text === 'string' && (v as RichText).annotations);

/** a copy of a value (a block, a payload, a list of runs) with each page mention's link set by `hrefOf` */
function relink(value: unknown, hrefOf: (pageId: string) => string | null): unknown {
  if (Array.isArray(value)) return value.map((v) => relink(v, hrefOf));
  if (isRun(value)) return value.mention ? { ...value, href: hrefOf(value.mention.page_id) } : value;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = typeof v === 'object' ? relink(v, hrefOf) : v;
    return out;
  }
  return value;
}

/** the blocks with every page mention linked to its post (slugOfPage: the slug of a published page's post, by page id) */
export function linkPageMentions(content: BlogBlock[], slugOfPage: (pageId: string) => string | undefined): BlogBlock[] {
  return relink(content, (pageId) => {
    const slug = slugOfPage(normalizePageId(pageId));
    return slug ? blogPostUrl(slug) : null;
  }) as BlogBlock[];
}

/** whether a body holds a page mention (most do not: they are left as they are) */
const hasMention = (content: BlogBlock[]) => JSON.stringify(content).includes('"mention":');

/** posts read from Notion (their ids are their page ids) with their mentions of each other linked */
export function linkPostMentions(posts: BlogPost[]): BlogPost[] {
  const slugs = new Map(posts.map((p) => [normalizePageId(p.id), p.slug]));
  return posts.map((p) => (hasMention(p.content) ? { ...p, content: linkPageMentions(p.content, (id) => slugs.get(id)) } : p));
}
