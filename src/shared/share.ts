/**
 * Share links (the event page's 'Share Event' menu, the blog post's share row) and the 600x400
 * window they open in (spec section 7). The one builder of share URLs: a page picks its targets.
 */

export type ShareTarget = 'linkedin' | 'x' | 'facebook' | 'reddit' | 'email';

export interface ShareInput {
  /** absolute URL of the shared page */
  url: string;
  title: string;
  /** a short summary, used in the email body */
  text?: string;
}

export interface ShareLink<T extends ShareTarget = ShareTarget> {
  target: T;
  label: string;
  href: string;
  /** opened in a 600x400 window; email links hand over to the mail app instead */
  popup: boolean;
}

export const SHARE_WINDOW = { width: 600, height: 400 } as const;

const enc = encodeURIComponent;

/** each target's share URL; mailto: wants %20 for spaces, never '+', and the blog's pre-rendered links use %20 too */
const hrefs: Record<ShareTarget, (input: ShareInput) => string> = {
  linkedin: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
  // the spec names no X intent: this is the one the blog's pre-rendered links have always carried
  x: ({ url, title }) => `https://x.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`,
  facebook: ({ url }) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
  reddit: ({ url, title }) => `https://www.reddit.com/submit?url=${enc(url)}&title=${enc(title)}`,
  email: ({ url, title, text }) => `mailto:?subject=${enc(title)}&body=${enc(text ? `${text}\n\n${url}` : url)}`,
};

const labels: Record<ShareTarget, string> = {
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
  facebook: 'Facebook',
  reddit: 'Reddit',
  email: 'Email',
};

/** the event menu's five targets: professional network, short-post network, social network, another social network, email */
export const EVENT_SHARE_TARGETS: readonly ShareTarget[] = ['linkedin', 'x', 'facebook', 'reddit', 'email'];

/** the share links of a page, in the order of `targets` */
export function shareLinks<T extends ShareTarget>(input: ShareInput, targets: readonly T[]): ShareLink<T>[] {
  return targets.map((target) => ({ target, label: labels[target], href: hrefs[target](input), popup: target !== 'email' }));
}

/** window.open features of a centred 600x400 popup (no opener access for the third-party page) */
export function popupFeatures(screenSize?: { width: number; height: number; left?: number; top?: number }): string {
  const { width, height } = SHARE_WINDOW;
  const parts = [`width=${width}`, `height=${height}`];
  if (screenSize) {
    const left = Math.max(0, Math.round((screenSize.left ?? 0) + (screenSize.width - width) / 2));
    const top = Math.max(0, Math.round((screenSize.top ?? 0) + (screenSize.height - height) / 2));
    parts.push(`left=${left}`, `top=${top}`);
  }
  parts.push('noopener', 'noreferrer');
  return parts.join(',');
}

/** opens a share or calendar link in a 600x400 window; false when there is nothing to open */
export function openInPopup(
  href: string,
  win: Pick<Window, 'open' | 'outerWidth' | 'outerHeight' | 'screenX' | 'screenY'> = window,
): boolean {
  if (!href) return false;
  win.open(href, '_blank', popupFeatures({ width: win.outerWidth, height: win.outerHeight, left: win.screenX, top: win.screenY }));
  return true;
}
