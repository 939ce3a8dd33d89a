import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeLink } from '../../shared/blog/links';
import type { RichText } from '../../shared/blog/types';
import { TEXT_COLOR_CLASSES } from './textColors';

/** a footnote reference: its number, raised, linking to the footnote at the end of the post */
function FootnoteRef({ run, id }: { run: RichText; id: string }) {
  const target = run.href?.startsWith('#fn-') ? run.href : undefined;
  return (
    <sup>
      <a id={id} href={target} aria-label={`Footnote ${run.plain_text}`} className="no-underline!">
        {run.plain_text}
      </a>
    </sup>
  );
}

/**
 * one run: bold, italic and code nest as strong > em > code, inside strikethrough, underline and colour;
 * a link only for http(s), mailto and site paths. An equation is the MathML the server made of it.
 */
function Run({ run }: { run: RichText }) {
  if (run.footnote) return <FootnoteRef run={run} id={run.footnote.id} />;
  // MathML from the server's TeX converter (core/blog/math.ts, trust off), never the writer's markup
  let node: ReactNode = run.equation ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: MathML made by the server from TeX; it holds no writer markup
    <span className="math-inline" dangerouslySetInnerHTML={{ __html: run.equation.mathml }} />
  ) : (
    run.plain_text
  );
  if (run.annotations.code) node = <code className="rounded bg-ink-800 px-1.5 py-0.5 font-mono text-[0.9em] text-brand-200">{node}</code>;
  if (run.annotations.italic) node = <em>{node}</em>;
  if (run.annotations.bold) node = <strong className="font-semibold text-white">{node}</strong>;
  if (run.annotations.strikethrough) node = <s>{node}</s>;
  if (run.annotations.underline) node = <u className="underline-offset-4">{node}</u>;
  if (run.annotations.color) node = <span className={TEXT_COLOR_CLASSES[run.annotations.color]}>{node}</span>;
  const link = safeLink(run.href);
  if (link?.kind === 'internal') return <Link to={link.to}>{node}</Link>;
  if (link?.kind === 'external') {
    return (
      <a href={link.href} rel="noopener noreferrer">
        {node}
      </a>
    );
  }
  return <>{node}</>;
}

/** a list of runs as inline elements */
export function RichTextView({ runs }: { runs: RichText[] }) {
  return (
    <>
      {runs.map((run, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: runs are a fixed sequence without ids
        <Run key={i} run={run} />
      ))}
    </>
  );
}
