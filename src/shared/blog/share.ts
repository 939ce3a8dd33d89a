/** Share links of a post: a professional network, a social network and a short-post network. */

export interface ShareLink {
  network: 'linkedin' | 'facebook' | 'x';
  label: string;
  href: string;
}

/** the spec's share window size */
export const SHARE_WINDOW_FEATURES = 'width=600,height=400,noopener,noreferrer';

/** the three share links for a page URL and title */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
  ];
}
