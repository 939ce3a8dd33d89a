import type { BlogBlock } from '../../shared/blog/types';

export type HeadingLevel = 2 | 3 | 4;

const DEPTH = { heading_1: 1, heading_2: 2, heading_3: 3 } as const;

/**
 * The element level of each heading of a post body, by block id. The page title is the h1, so the
 * shallowest kind of heading the post uses becomes h2 and the next kinds h3 and h4; a heading is never
 * more than one level below the one before it. Posts often start their sections at '##' (heading_2):
 * mapped by kind alone, that gave an h3 straight after the h1 (a skipped level for screen readers and
 * the HTML checker).
 */
export function headingLevels(blocks: BlogBlock[]): Map<string, HeadingLevel> {
  const headings = blocks.flatMap((b) => (b.type in DEPTH ? [{ id: b.id, depth: DEPTH[b.type as keyof typeof DEPTH] }] : []));
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
