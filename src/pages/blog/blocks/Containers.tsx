import type { ReactNode } from 'react';
import { safeLink } from '../../../shared/blog/links';
import { type CalloutIcon, imageUrl, type RichText } from '../../../shared/blog/types';
import { RichTextView } from '../RichTextView';

/** a callout's icon: its emoji, a site image (a copied Notion icon), else a plain marker */
function Icon({ icon }: { icon?: CalloutIcon }) {
  if (icon?.type === 'emoji') return <span className="text-2xl leading-8">{icon.emoji}</span>;
  const src = icon ? imageUrl(icon) : '';
  // only the site's own images: the policy allows no other origin, and a broken image is worse than none
  if (src && safeLink(src)?.kind === 'internal') return <img src={src} alt="" width={28} height={28} className="mt-0.5 h-7 w-7" />;
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className="mt-1 text-brand-300"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5m0-8.5v.5" strokeLinecap="round" />
    </svg>
  );
}

/** a callout: its icon beside its text and contents */
export function Callout({ icon, runs, children }: { icon?: CalloutIcon; runs: RichText[]; children?: ReactNode }) {
  return (
    <div role="note" className="my-8 flex gap-4 rounded-xl border border-ink-700 bg-ink-900 p-5">
      <span aria-hidden="true" className="shrink-0">
        <Icon icon={icon} />
      </span>
      <div className="min-w-0 flex-1 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">
        {runs.length > 0 && (
          <p className="whitespace-pre-line">
            <RichTextView runs={runs} />
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

/** a toggle (or a toggle heading): the summary opens the contents, by mouse or keyboard (<details>) */
export function Toggle({ summary, children }: { summary: ReactNode; children?: ReactNode }) {
  return (
    <details className="group my-6 rounded-xl border border-ink-700 bg-ink-900/60 px-5 py-3">
      <summary className="cursor-pointer py-1 font-semibold text-white marker:text-brand-300 [&>*]:inline">{summary}</summary>
      <div className="pb-2 [&>*:last-child]:mb-0">{children}</div>
    </details>
  );
}

/** the blocks nested under a paragraph, an image or any block that only shows them below itself */
export function Indented({ children }: { children: ReactNode }) {
  return <div className="pl-6">{children}</div>;
}
