import { lazy, Suspense } from 'react';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { PageMeta } from '../../components/PageMeta';
import { bloksafeHeroImage, bloksafePage as page } from '../../content/products/bloksafe';
import { ComparisonSection } from './sections/ComparisonSection';
import { ProductHero } from './sections/ProductHero';

// below the comparison: pre-rendered with the page, hydrated from its own chunk (see LowerSections.md)
const BlokSafeLowerSections = lazy(() => import('./BlokSafeLowerSections'));

export function BlokSafePage() {
  return (
    <>
      <PageMeta title={page.meta.title} description={page.meta.description} />
      <ProductHero
        hero={page.hero}
        aside={
          <ImageWithFallback
            src={bloksafeHeroImage.src}
            alt={bloksafeHeroImage.alt}
            width={640}
            height={360}
            loading="eager"
            className="aspect-video h-auto w-full rounded-2xl border border-ink-700 bg-ink-900 object-cover shadow-2xl shadow-black/40"
          />
        }
      />
      <ComparisonSection comparison={page.comparison} />
      <Suspense fallback={null}>
        <BlokSafeLowerSections />
      </Suspense>
    </>
  );
}
