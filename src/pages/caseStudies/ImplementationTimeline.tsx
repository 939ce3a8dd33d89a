import type { ImplementationPhase } from '../../content/caseStudies';

/** the implementation phases as a numbered timeline with their timeframes */
export function ImplementationTimeline({ phases }: { phases: ImplementationPhase[] }) {
  return (
    <ol className="mx-auto max-w-3xl">
      {phases.map((p, i) => (
        <li key={p.phase} className="relative flex gap-5 pb-10 last:pb-0">
          {i < phases.length - 1 && <span className="absolute top-12 bottom-0 left-6 w-px bg-ink-600" aria-hidden="true" />}
          <span className="relative flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-brand-400/50 bg-ink-900 font-bold text-brand-200">
            {i + 1}
          </span>
          <div className="card min-w-0 flex-1 p-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">{p.phase}</h3>
              <span className="rounded-full bg-brand-400/10 px-3 py-1 text-xs font-semibold text-brand-200 ring-1 ring-brand-400/30">
                <span className="sr-only">Timeframe: </span>
                {p.timeframe}
              </span>
            </div>
            <p className="mt-3 text-slate-300">{p.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
