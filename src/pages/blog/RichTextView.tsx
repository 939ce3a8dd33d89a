import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeLink } from '../../shared/blog/links';
import type { RichText } from '../../shared/blog/types';

/** one run: bold, italic and code nest as strong > em > code; a link only for http(s), mailto and site paths */
function Run({ run }: { run: RichText }) {
  let node: ReactNode = run.plain_text;
  if (run.annotations.code) node = <code className="rounded bg-ink-800 px-1.5 py-0.5 font-mono text-[0.9em] text-brand-200">{node}</code>;
  if (run.annotations.italic) node = <em>{node}</em>;
  if (run.annotations.bold) node = <strong className="font-semibold text-white">{node}</strong>;
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
