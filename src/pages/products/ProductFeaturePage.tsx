import ArrowLeft from 'lucide-react/icons/arrow-left';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { subPageHeadings as h, type SubPage, subPageCta } from '../../content/products/subpageCommon';

// below the figures: pre-rendered with the page, hydrated from its own chunk (see LowerSections.md)
const FeaturePageLowerSections = lazy(() => import('./FeaturePageLowerSections'));

/**
 * A product capability page (/blokkey/mfa …), built from the shared sections. Each product's three
 * pages have a page module of their own (BlokKeyFeaturePage …) that passes in only its own copy.
 */
export function ProductFeaturePage({ pages }: { pages: SubPage[] }) {
  const { pathname } = useLocation();
  const page = pages.find((p) => p.path === pathname.replace(/\/+$/, ''));
  if (!page) throw new Error(`no sub-page content for ${pathname}`);
  return <FeaturePage page={page} siblings={pages.filter((p) => p !== page)} />;
}

function FeaturePage({ page, siblings }: { page: SubPage; siblings: SubPage[] }) {
  const cta = subPageCta(page.product);
  return (
    <>
      <PageMeta title={page.title} description={page.metaDescription} />
      <PageHero eyebrow={page.eyebrow} title={page.headline} text={page.lead}>
        <LinkButton to={cta.primaryCta.href} size="lg">
          {cta.primaryCta.label}
        </LinkButton>
        <LinkButton to={page.productHref} variant="secondary" size="lg">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {h.backTo} {page.product}
        </LinkButton>
      </PageHero>

      <section aria-label={`${page.product} in numbers`} className="border-b border-ink-800 bg-ink-900/50">
        <dl className={`container-page grid gap-6 py-10 sm:grid-cols-2 ${page.stats.length === 3 ? 'lg:grid-cols-3' : ''}`}>
          {page.stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-slate-300">{s.label}</dt>
              <dd className="bg-gradient-to-r from-brand-300 to-accent-400 bg-clip-text text-4xl font-bold text-transparent">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Suspense fallback={null}>
        <FeaturePageLowerSections page={page} siblings={siblings} cta={cta} />
      </Suspense>
    </>
  );
}
