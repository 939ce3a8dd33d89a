import { type BlogBlock, plainText } from '../../shared/blog/types';

export type HeadingLevel = 2 | 3 | 4;

const DEPTH = { heading_1: 1, heading_2: 2, heading_3: 3 } as const;

type HeadingBlock = Extract<BlogBlock, { type: keyof typeof DEPTH }>;

const isHeading = (b: BlogBlock): b is HeadingBlock => b.type in DEPTH;

/** the headings of a body in reading order, those inside toggles, callouts and columns included */
export function headingsOf(blocks: BlogBlock[]): HeadingBlock[] {
  return blocks.flatMap((b) => [...(isHeading(b) ? [b] : []), ...(b.children ? headingsOf(b.children) : [])]);
}

/**
 * The element level of each heading of a post body, by block id. The page title is the h1, so the
 * shallowest kind of heading the post uses becomes h2 and the next kinds h3 and h4; a heading is never
 * more than one level below the one before it. Posts often start their sections at '##' (heading_2):
 * mapped by kind alone, that gave an h3 straight after the h1 (a skipped level for screen readers and
 * the HTML checker).
 */
export function headingLevels(blocks: BlogBlock[]): Map<string, HeadingLevel> {
  const headings = headingsOf(blocks).map((b) => ({ id: b.id, depth: DEPTH[b.type] }));
  const depths = [...new Set(headings.map((h) => h.depth))].sort();
  const levels = new Map<string, HeadingLevel>();
  let previous = 1;
  for (const h of headings) {
    const level = Math.min(2 + depths.indexOf(h.depth), previous + 1) as HeadingLevel;
    levels.set(h.id, level);
    previous = level;
  }
  return levels;
}

/** the text of a heading block */
export const headingText = (b: HeadingBlock): string => {
  const payload = b.type === 'heading_1' ? b.heading_1 : b.type === 'heading_2' ? b.heading_2 : b.heading_3;
  return plainText(payload.rich_text);
};

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** a table of contents' entries: each heading's id (its words, made unique), text and level */
export function contentsOf(blocks: BlogBlock[], levels: Map<string, HeadingLevel>) {
  const used = new Set<string>();
  return headingsOf(blocks).map((b) => {
    const text = headingText(b);
    const base = `section-${slug(text) || 'heading'}`;
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    return { id: b.id, anchor, text, level: levels.get(b.id) ?? 2 };
  });
}
