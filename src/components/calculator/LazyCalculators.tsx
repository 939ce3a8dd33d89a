import { lazy, Suspense } from 'react';
import type { BadgeCostCalculatorProps } from './BadgeCostCalculator';
import type { PasswordCostCalculatorProps } from './PasswordCostCalculator';

const PasswordCostCalculator = lazy(() => import('./PasswordCostCalculator'));
const BadgeCostCalculator = lazy(() => import('./BadgeCostCalculator'));

/** keeps the calculator's place while its code loads after a client-side navigation */
function CalculatorPlaceholder({ rows }: { rows: number }) {
  return (
    <div className="card grid gap-8 p-6 sm:p-8 lg:grid-cols-[1.2fr_1fr] lg:gap-12" aria-busy="true">
      <div className="space-y-8">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
          <div key={i} className="h-[4.5rem] rounded-xl bg-ink-800/60" />
        ))}
      </div>
      <div className="min-h-48 rounded-2xl border border-brand-400/30 bg-ink-850" />
    </div>
  );
}

/*
 * The sliders (Radix) load as their own chunk, after the page's: pages are pre-rendered with the
 * calculator's HTML and default result, so nothing moves when its code arrives.
 */

export function LazyPasswordCostCalculator(props: PasswordCostCalculatorProps) {
  return (
    <Suspense fallback={<CalculatorPlaceholder rows={2} />}>
      <PasswordCostCalculator {...props} />
    </Suspense>
  );
}

export function LazyBadgeCostCalculator(props: BadgeCostCalculatorProps) {
  return (
    <Suspense fallback={<CalculatorPlaceholder rows={4} />}>
      <BadgeCostCalculator {...props} />
    </Suspense>
  );
}
