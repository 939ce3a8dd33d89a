import ShieldCheck from 'lucide-react/icons/shield-check';
import { RevealSection } from '../../../components/RevealSection';
import type { ComplianceSection as Compliance } from '../../../content/products/blokkey';

export function ComplianceSection({ compliance }: { compliance: Compliance }) {
  return (
    <RevealSection id="compliance" title={compliance.title} intro={compliance.text}>
      <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
        {compliance.points.map((p) => (
          <li key={p} className="flex gap-4 rounded-xl border border-ink-700 bg-ink-900/60 p-5 text-slate-200">
            <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0 text-brand-300" aria-hidden="true" />
            {p}
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}
