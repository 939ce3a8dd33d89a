/** 'Share Event' links and the 600x400 window they open in (spec section 7). */

export type ShareTarget = 'linkedin' | 'x' | 'facebook' | 'reddit' | 'email';

export interface ShareInput {
  /** absolute URL of the shared page */
  url: string;
  title: string;
  /** a short summary, used in the email body */
  text?: string;
}

export interface ShareLink {
  target: ShareTarget;
  label: string;
  href: string;
  /** opened in a 600x400 window; email links hand over to the mail app instead */
  popup: boolean;
}

export const SHARE_WINDOW = { width: 600, height: 400 } as const;

/** mailto: wants %20 for spaces, never '+' */
function mailto(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** the five share targets: professional network, short-post network, social network, another social network, email */
export function shareLinks({ url, title, text }: ShareInput): ShareLink[] {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { target: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}`, popup: true },
    { target: 'x', label: 'X (Twitter)', href: `https://x.com/intent/post?${q({ text: title, url })}`, popup: true },
    { target: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}`, popup: true },
    { target: 'reddit', label: 'Reddit', href: `https://www.reddit.com/submit?${q({ url, title })}`, popup: true },
    { target: 'email', label: 'Email', href: mailto(title, text ? `${text}\n\n${url}` : url), popup: false },
  ];
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
