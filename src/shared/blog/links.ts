/** Which link targets in post content become links; everything else renders as plain text. */

export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * http(s) and mailto URLs become links, and so do site paths ('/blokkey'), which resolve to the site's
 * own https origin. javascript:, data:, vbscript:, protocol-relative ('//host') and anything unparseable
 * give null, so the text shows without a link.
 */
export function safeLink(href: string | null | undefined): SafeLink | null {
  if (typeof href !== 'string') return null;
  // browsers ignore tabs and newlines inside URLs ('java\tscript:'), and leading/trailing spaces
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const url = href.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (url === '') return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return { kind: 'internal', to: url };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    try {
      const parsed = new URL(url);
      return parsed.hostname ? { kind: 'external', href: parsed.href } : null;
    } catch {
      return null;
    }
  }
  if (scheme === 'mailto' && url.length > 'mailto:'.length) return { kind: 'external', href: url };
  return null;
}

/**
 * an image source that may be shown: what the link filter takes as a site path or an http(s) address.
 * Body images and a post's featuredImage (from front matter or Notion) alike; null for anything else.
 */
export function safeImageSrc(src: string | null | undefined): string | null {
  const link = safeLink(src);
  if (link?.kind === 'internal') return link.to;
  if (link?.kind === 'external' && /^https?:/i.test(link.href)) return link.href;
  return null;
}
