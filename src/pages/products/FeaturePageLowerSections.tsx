import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Link } from 'react-router';
import { IconCardGrid } from '../../components/CardGrid';
import { RevealSection } from '../../components/RevealSection';
import type { CtaBanner } from '../../content/products/blokkey';
import { subPageHeadings as h, type SubPage } from '../../content/products/subpageCommon';
import { products } from '../../content/site';
import { CtaBannerSection } from './sections/CtaBannerSection';
import { FaqSection } from './sections/FaqSection';
import { StepsSection } from './sections/StepsSection';

interface LowerSectionsProps {
  page: SubPage;
  siblings: SubPage[];
  cta: CtaBanner;
}

/** a capability page from its highlights down: capabilities, steps, use cases, FAQ, related pages, call to action */
export default function FeaturePageLowerSections({ page, siblings, cta }: LowerSectionsProps) {
  const overviewSummary = products.find((p) => p.href === page.productHref)?.summary ?? page.product;
  return (
    <>
      <RevealSection id="capabilities" title={h.highlights}>
        <IconCardGrid items={page.highlights} columns={4} />
      </RevealSection>
      <StepsSection title={h.howItWorks} steps={page.howItWorks} />
      <RevealSection id="use-cases" title={h.useCases}>
        <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
          {page.useCases.map((u) => (
            <li key={u} className="flex gap-3 rounded-xl border border-ink-700 bg-ink-900/60 p-5 text-slate-200">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" aria-hidden="true" />
              {u}
            </li>
          ))}
        </ul>
      </RevealSection>
      <FaqSection title={h.faq} entries={page.faq} />
      <RevealSection id="related" title={h.related} alt>
        <ul className="grid gap-6 md:grid-cols-3">
          {[...siblings, { path: page.productHref, eyebrow: `${page.product} ${h.overview}`, headline: overviewSummary }].map((s) => (
            <li key={s.path}>
              <Link to={s.path} className="card group flex h-full flex-col p-6 no-underline hover:border-brand-400/60">
                <span className="text-sm font-semibold uppercase tracking-widest text-brand-300">{s.eyebrow}</span>
                <span className="mt-2 flex-1 text-lg font-semibold text-white">{s.headline}</span>
                <ArrowRight className="mt-4 h-5 w-5 text-brand-300 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </RevealSection>
      <CtaBannerSection id="get-started" cta={cta} />
    </>
  );
}
