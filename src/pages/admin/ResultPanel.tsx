import type { ReactNode } from 'react';
import type { GenerationResult } from '../../shared/adminActions';
import { adminCopy } from './copy';

const copy = adminCopy.result;

function Stat({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-950/60 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-400">{term}</dt>
      <dd className="mt-1 break-all text-lg font-semibold text-white">{value}</dd>
    </div>
  );
}

/** the outcome of the last action: Success or Failed, the message, the stats and each failing page */
export function ResultPanel({ result, label, children }: { result: GenerationResult; label: string; children?: ReactNode }) {
  const { stats } = result;
  const total =
    stats.totalPages !== undefined
      ? { term: copy.totalPages, value: stats.totalPages }
      : stats.totalPosts !== undefined
        ? { term: copy.totalPosts, value: stats.totalPosts }
        : null;
  const hasStats = total !== null || stats.outputDirectory !== '';
  return (
    <section
      aria-labelledby="admin-result-heading"
      className={`card p-6 ${result.success ? 'border-emerald-500/40' : 'border-red-500/50'}`}
    >
      <p className="text-sm font-medium text-slate-400">{label}</p>
      <h2 id="admin-result-heading" className={`mt-1 text-2xl font-bold ${result.success ? 'text-emerald-300' : 'text-red-300'}`}>
        {result.success ? copy.success : copy.failed}
      </h2>
      <p className="mt-2 break-words text-slate-200">{result.message}</p>
      {hasStats && (
        <dl className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {total && <Stat term={total.term} value={total.value} />}
          <Stat term={copy.successCount} value={stats.successCount} />
          <Stat term={copy.errorCount} value={stats.errorCount} />
          <Stat term={copy.outputDirectory} value={stats.outputDirectory} />
        </dl>
      )}
      {stats.errors.length > 0 && (
        <div className="mt-5">
          <h3 className="text-lg font-semibold">{copy.errors}</h3>
          <ul
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
            aria-label={copy.errorsRegion}
            className="mt-2 max-h-80 space-y-1 overflow-y-auto rounded-xl border border-ink-700 bg-ink-950/60 p-3 font-mono text-sm text-red-200"
          >
            {stats.errors.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: errors may repeat; the list is replaced as a whole
              <li key={i} className="break-words">
                {e}
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </section>
  );
}
