import type { ReactNode } from 'react';
import type { BlogBlock } from '../../../shared/blog/types';
import type { HeadingLevel } from '../headingLevels';
import { RichTextView } from '../RichTextView';

type ToDo = Extract<BlogBlock, { type: 'to_do' }>;
type Footnote = Extract<BlogBlock, { type: 'footnote' }>;

function Check({ checked }: { checked: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="mt-1.5 shrink-0">
      <rect
        x="1.5"
        y="1.5"
        width="17"
        height="17"
        rx="4"
        className={checked ? 'fill-brand-400 stroke-brand-400' : 'fill-none stroke-slate-400'}
        strokeWidth="1.5"
      />
      {checked && <path d="m5.5 10.5 3 3 6-7" fill="none" className="stroke-ink-950" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}

/** consecutive to-dos: a checklist, each item with its box (and, for screen readers, whether it is done) */
export function ToDoList({ items, nested }: { items: ToDo[]; nested: (block: BlogBlock) => ReactNode }) {
  return (
    <ul className="my-5 space-y-2">
      {items.map((item) => (
        <li key={item.id} className="whitespace-pre-line">
          <span className="flex gap-3">
            <Check checked={item.to_do.checked} />
            <span className={item.to_do.checked ? 'text-slate-400 line-through' : undefined}>
              <span className="sr-only">{item.to_do.checked ? 'Done: ' : 'To do: '}</span>
              <RichTextView runs={item.to_do.rich_text} />
            </span>
          </span>
          {item.children && <div className="pl-8 [&>*]:my-2">{nested(item)}</div>}
        </li>
      ))}
    </ul>
  );
}

/** the footnotes of a markdown post: numbered, each linking back to where it was referenced */
export function Footnotes({ items, nested }: { items: Footnote[]; nested: (block: BlogBlock) => ReactNode }) {
  return (
    <section aria-label="Footnotes" className="mt-12 border-t border-ink-700 pt-6 text-base leading-7">
      <ol className="list-decimal space-y-3 pl-6 marker:text-brand-300">
        {items.map((note) => (
          <li key={note.id} id={note.footnote.anchor} className="pl-1 [&_p]:my-0 [&_p]:inline">
            {nested(note)}
            {note.footnote.ref && (
              <>
                {' '}
                <a href={`#${note.footnote.ref}`} aria-label="Back to the text" className="no-underline!">
                  ↩
                </a>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** a table of contents: links to the post's headings, indented by level */
export function TableOfContents({ entries }: { entries: Array<{ anchor: string; text: string; level: HeadingLevel }> }) {
  if (entries.length === 0) return null;
  const indent = { 2: '', 3: 'pl-4', 4: 'pl-8' } as const;
  return (
    <nav aria-label="Table of contents" className="my-8 rounded-xl border border-ink-700 bg-ink-900/60 px-5 py-4 text-base leading-7">
      <p className="font-semibold text-white">Contents</p>
      <ul className="mt-2 space-y-1">
        {entries.map((e) => (
          <li key={e.anchor} className={indent[e.level]}>
            <a href={`#${e.anchor}`}>{e.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
