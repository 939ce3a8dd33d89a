/**
 * The nine product sub-pages (three per product, e.g. /blokkey/mfa), in menu order.
 * Copy lives per product (blokkeySubpages.ts, …); shapes and shared headings in subpageCommon.ts.
 */
import { blokbadgeSubpages } from './blokbadgeSubpages';
import { blokkeySubpages } from './blokkeySubpages';
import { bloksafeSubpages } from './bloksafeSubpages';
import type { SubPage } from './subpageCommon';

export * from './subpageCommon';

export const subpages: SubPage[] = [...blokkeySubpages, ...blokbadgeSubpages, ...bloksafeSubpages];

/** Looks up a sub-page by its path, e.g. '/blokkey/mfa'. */
export function getSubPage(path: string): SubPage | undefined {
  return subpages.find((page) => page.path === path);
}
