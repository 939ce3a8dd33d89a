/**
 * What a post's source holds that the site cannot show (issue 34, item 5). The mappers keep such
 * content as `unsupported` blocks (nothing is rendered for them); this module counts their words and
 * says where each one was, for the export's warnings, report.json, --json, --strict and the admin badge.
 */
import type { BlogBlock, BlogPost, RichText, UnsupportedBlock } from '../../src/shared/blog/types';
import { plainText } from '../../src/shared/blog/types';
import type { UnshownBlock, UnshownPost } from '../../src/shared/blog/unshown';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** the words of a text, as the report and the fidelity check count them */
export const words = (text: string): string[] => text.match(WORD) ?? [];

/** how much of a block's text the report keeps */
const TEXT_LIMIT = 280;

/** an unsupported block for content of `blockType` holding `text` (its words are counted unless given) */
export function unsupportedBlock(id: string, blockType: string, text: string, wordCount?: number): UnsupportedBlock {
  const clean = text.replace(/\s+/g, ' ').trim();
  return {
    id,
    type: 'unsupported',
    unsupported: {
      block_type: blockType,
      text: clean.length > TEXT_LIMIT ? `${clean.slice(0, TEXT_LIMIT - 1)}…` : clean,
      words: wordCount ?? words(clean).length,
    },
  };
}

const HEADINGS = new Set(['heading_1', 'heading_2', 'heading_3']);

/** the text a block shows as its own (not its children's): a heading's or a toggle's title */
function ownText(block: BlogBlock): string {
  const payload = (block as unknown as Record<string, unknown>)[block.type] as { rich_text?: RichText[] } | undefined;
  return payload?.rich_text ? plainText(payload.rich_text) : '';
}

const short = (text: string, max = 40) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/** 'toggle "More details"' or 'column 2' for a block that holds others */
function container(block: BlogBlock, index: number): string {
  const text = ownText(block);
  if (block.type === 'column') return `column ${index + 1}`;
  return text ? `${block.type.replace(/_/g, ' ')} "${short(text)}"` : block.type.replace(/_/g, ' ');
}

/**
 * every unsupported block of a body, in reading order, with where it was: its place among the page's
 * top-level blocks, the heading before it, and the blocks it sits in
 */
export function unshownIn(content: BlogBlock[]): UnshownBlock[] {
  const found: UnshownBlock[] = [];
  let heading = '';
  const walk = (blocks: BlogBlock[], path: string[], top: number | null) => {
    blocks.forEach((block, i) => {
      const position = top ?? i + 1;
      if (block.type === 'unsupported') {
        const parts = [`block ${position} of the page`];
        if (heading) parts.push(`under "${short(heading)}"`);
        if (path.length) parts.push(`in ${path.join(' › ')}`);
        const u = block.unsupported;
        found.push({ type: u.block_type, where: parts.join(', '), words: u.words, text: u.text });
      } else if (HEADINGS.has(block.type)) heading = ownText(block);
      if (block.children?.length) walk(block.children, [...path, container(block, i)], position);
    });
  };
  walk(content, [], null);
  return found;
}

/** the report of one post: null when everything it holds is shown */
export function unshownOf(post: Pick<BlogPost, 'slug' | 'title' | 'content'>, file: string): UnshownPost | null {
  const blocks = unshownIn(post.content);
  return blocks.length ? { file, slug: post.slug, title: post.title, blocks } : null;
}

/** the posts among `posts` that hold content the site cannot show, each named by `fileOf` */
export function unshownReport<P extends Pick<BlogPost, 'slug' | 'title' | 'content'>>(
  posts: P[],
  fileOf: (post: P) => string,
): UnshownPost[] {
  return posts.flatMap((p) => unshownOf(p, fileOf(p)) ?? []);
}

/** how a Notion post is named in reports: its page's address, as the load's problems name it */
export const notionPageLabel = (pageId: string): string => `Notion page https://www.notion.so/${pageId.replace(/-/g, '')}`;

/** 'file: child_database block not shown (block 4 of the page, under "Setup"; 12 words: "…")', one per block */
export function describeUnshown(posts: UnshownPost[]): string[] {
  return posts.flatMap((p) =>
    p.blocks.map(
      (b) =>
        `${p.file}: ${b.type} block not shown (${b.where}; ${b.words} word${b.words === 1 ? '' : 's'}${b.text ? `: "${short(b.text, 80)}"` : ''})`,
    ),
  );
}
