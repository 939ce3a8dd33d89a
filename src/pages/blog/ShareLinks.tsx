import type { MouseEvent } from 'react';
import { SHARE_WINDOW, type ShareTarget, shareLinks } from '../../shared/share';
import { blogCopy } from './copy';
import { ShareIcon } from './icons';

/** the post's targets, in the spec's order: a professional, a social and a short-post network */
const POST_TARGETS = ['linkedin', 'facebook', 'x'] as const satisfies readonly ShareTarget[];
const WINDOW_FEATURES = `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height}`;

/** opens the share page in a 600x400 window; when pop-ups are blocked the link opens a tab instead */
function openShareWindow(e: MouseEvent<HTMLAnchorElement>) {
  const win = window.open(e.currentTarget.href, '_blank', WINDOW_FEATURES);
  if (!win) return;
  win.opener = null;
  e.preventDefault();
}

/** links to share the post on a professional, a social and a short-post network */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="inline-flex items-center gap-2 text-sm font-medium text-slate-300">
        <ShareIcon className="h-4 w-4" />
        {blogCopy.post.shareTitle}
      </span>
      <ul className="flex flex-wrap gap-2">
        {shareLinks({ url, title }, POST_TARGETS).map((link) => {
          const label = blogCopy.post.shareLabels[link.target];
          return (
            <li key={link.target}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={openShareWindow}
                aria-label={blogCopy.post.shareOn(label)}
                data-network={link.target}
                className="inline-flex items-center rounded-full border border-ink-600 px-3.5 py-1.5 text-sm font-medium text-slate-200 no-underline hover:border-brand-300 hover:text-white"
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
