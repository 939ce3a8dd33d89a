import type { ReactNode } from 'react';
import { useAnnouncement } from './useAnnouncement';

interface CalculatorPanelProps {
  /** the sliders */
  children: ReactNode;
  resultLabel: string;
  /** the formatted result, e.g. '$50,000' */
  result: string;
  /** how the result is made up, shown under it */
  breakdown: ReactNode;
  note: string;
}

/** the two-column calculator card: inputs on the left, the live result on the right */
export function CalculatorPanel({ children, resultLabel, result, breakdown, note }: CalculatorPanelProps) {
  const announcement = useAnnouncement(`${resultLabel}: ${result}`);
  return (
    <div className="card grid gap-8 overflow-hidden p-6 sm:p-8 lg:grid-cols-[1.2fr_1fr] lg:gap-12">
      <div className="space-y-8">{children}</div>
      <div className="flex flex-col justify-center rounded-2xl border border-brand-400/30 bg-gradient-to-br from-brand-500/15 via-ink-900 to-accent-500/10 p-6 text-center sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">{resultLabel}</p>
        <p className="mt-3 break-words text-4xl font-bold tabular-nums text-white sm:text-5xl" data-testid="calculator-result">
          {result}
        </p>
        <div className="mt-4 text-sm text-slate-300">{breakdown}</div>
        <p className="mt-6 text-xs text-slate-400">{note}</p>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
