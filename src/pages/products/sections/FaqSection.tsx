import ChevronDown from 'lucide-react/icons/chevron-down';
import { JsonLd } from '../../../components/JsonLd';
import { RevealSection } from '../../../components/RevealSection';
import type { FaqEntry } from '../../../content/products/blokkey';
import { faqPageJsonLd } from '../../../shared/jsonLd';

/** questions as native disclosure widgets (keyboard and no-JS friendly), plus FAQPage structured data */
export function FaqSection({ title, entries }: { title: string; entries: FaqEntry[] }) {
  return (
    <RevealSection id="faq" title={title}>
      <JsonLd data={faqPageJsonLd(entries)} />
      <div className="mx-auto max-w-3xl space-y-4">
        {entries.map((e) => (
          <details key={e.question} className="group card p-0 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-lg font-semibold text-white">
              {e.question}
              <ChevronDown className="h-5 w-5 shrink-0 text-brand-300 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="px-6 pb-6 text-slate-300">{e.answer}</p>
          </details>
        ))}
      </div>
    </RevealSection>
  );
}
