import { Link } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import type { LegalBlock, LegalDocument, LegalText } from '../../content/legal/types';

function Text({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((run, i) =>
    typeof run === 'string' ? (
      run
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs of a fixed paragraph
      <Link key={i} to={run.href}>
        {run.text}
      </Link>
    ),
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <Text text={block.text} />
        </p>
      );
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'ul':
      return (
        <ul>
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol>
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ol>
      );
    case 'table':
      return (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <div className="my-6 overflow-x-auto rounded-xl border border-ink-700" tabIndex={0} role="region" aria-label={block.caption}>
          <table className="w-full min-w-[560px] text-left text-sm">
            <caption className="bg-ink-850 px-4 py-3 text-left font-semibold text-white">{block.caption}</caption>
            <thead className="bg-ink-800 text-white">
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="border-t border-ink-700 align-top">
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed-width row
                    <td key={i} className="px-4 py-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** a legal document: heading (with its last-updated date), table of contents, sections */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <article className="container-page max-w-4xl pt-32 pb-20">
      <PageMeta title={doc.title} description={doc.metaDescription} />
      <h1 className="text-4xl font-bold sm:text-5xl">{doc.heading}</h1>
      {doc.lastUpdated && <p className="mt-3 text-slate-400">{`${doc.title}, last updated ${doc.lastUpdated}`}</p>}
      <nav aria-label="Contents" className="card mt-8 p-6">
        <h2 className="text-sm font-semibold uppercase tracking-widest text-slate-400">Contents</h2>
        <ol className="mt-3 grid gap-2 sm:grid-cols-2">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-site mt-8">
        {doc.intro.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content in fixed order
          <Block key={i} block={b} />
        ))}
        {doc.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
            <h2 id={`${s.id}-h`}>{s.heading}</h2>
            {s.blocks.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static content in fixed order
              <Block key={i} block={b} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
