import type { ReactNode } from 'react';
import { safeLink } from '../../../shared/blog/links';

export type CardIcon = 'link' | 'play' | 'file' | 'embed';

const PATHS: Record<CardIcon, ReactNode> = {
  link: <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />,
  play: <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />,
  file: <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5M9 13h6M9 17h6" />,
  embed: <path d="m8 8-4 4 4 4m8-8 4 4-4 4m-6 3 4-14" />,
};

/** 'example.com' of an address (the address itself when it has none) */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || url;
  } catch {
    return url;
  }
}

/** 'example.com/path' of an address, for the card's second line */
export function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    const rest = `${u.pathname}${u.search}`.replace(/\/$/, '');
    return `${u.hostname.replace(/^www\./, '')}${rest}`;
  } catch {
    return url;
  }
}

interface LinkCardProps {
  href: string;
  title: string;
  /** the second line: the address, or what the file is */
  detail: string;
  icon: CardIcon;
}

/**
 * a link shown as a card (bookmarks, link previews, embeds and videos that do not play here, files):
 * everything it shows comes from the post, nothing is fetched from the address. An address that is not
 * http(s) or a site path shows as text, without a link.
 */
export function LinkCard({ href, title, detail, icon }: LinkCardProps) {
  const body = (
    <>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-ink-800 text-brand-300">
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill={icon === 'play' ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          {PATHS[icon]}
        </svg>
      </span>
      <span className="min-w-0">
        <span className="block font-semibold break-words text-white">{title}</span>
        <span className="block truncate text-sm text-slate-400">{detail}</span>
      </span>
    </>
  );
  const card = 'my-6 flex items-center gap-4 rounded-xl border border-ink-700 bg-ink-900 p-4 leading-6';
  const link = safeLink(href);
  if (!link) return <div className={card}>{body}</div>;
  // a plain link, also to a site path: a copied file is not a route of the app
  return (
    <a
      href={link.kind === 'internal' ? link.to : link.href}
      rel={link.kind === 'external' ? 'noopener noreferrer' : undefined}
      className={`${card} no-underline! transition-colors hover:border-brand-400`}
    >
      {body}
    </a>
  );
}
