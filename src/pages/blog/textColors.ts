import type { TextColor } from '../../shared/blog/types';

/**
 * Notion's text colours as classes (the pages carry no inline styles): light tints that keep the
 * contrast of body text on the site's dark background, and translucent highlights for the backgrounds.
 */
export const TEXT_COLOR_CLASSES: Record<TextColor, string> = {
  gray: 'text-slate-400',
  brown: 'text-orange-200',
  orange: 'text-orange-300',
  yellow: 'text-yellow-200',
  green: 'text-emerald-300',
  blue: 'text-sky-300',
  purple: 'text-violet-300',
  pink: 'text-pink-300',
  red: 'text-red-300',
  gray_background: 'rounded bg-slate-400/20 px-1 text-slate-100',
  brown_background: 'rounded bg-orange-900/50 px-1 text-slate-100',
  orange_background: 'rounded bg-orange-400/20 px-1 text-slate-100',
  yellow_background: 'rounded bg-yellow-400/20 px-1 text-slate-100',
  green_background: 'rounded bg-emerald-400/20 px-1 text-slate-100',
  blue_background: 'rounded bg-sky-400/20 px-1 text-slate-100',
  purple_background: 'rounded bg-violet-400/20 px-1 text-slate-100',
  pink_background: 'rounded bg-pink-400/20 px-1 text-slate-100',
  red_background: 'rounded bg-red-400/20 px-1 text-slate-100',
};
