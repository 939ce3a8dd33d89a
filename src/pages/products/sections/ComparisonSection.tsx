import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { RevealSection } from '../../../components/RevealSection';
import type { Comparison } from '../../../content/products/blokkey';

/** the current state (or problem) beside the state with the product (or solution) */
export function ComparisonSection({ comparison }: { comparison: Comparison }) {
  const { before, after } = comparison;
  return (
    <RevealSection id="comparison" title={comparison.title} alt>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="card p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-slate-200">{before.title}</h3>
          <ul className="mt-6 space-y-4">
            {before.points.map((p) => (
              <li key={p} className="flex gap-3 text-slate-300">
                <CircleX className="mt-0.5 h-5 w-5 shrink-0 text-rose-300" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <div className="card border-brand-400/40 bg-gradient-to-br from-brand-500/10 to-ink-900 p-6 sm:p-8">
          <h3 className="text-xl font-semibold">{after.title}</h3>
          <ul className="mt-6 space-y-4">
            {after.points.map((p) => (
              <li key={p} className="flex gap-3 text-slate-100">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </RevealSection>
  );
}
