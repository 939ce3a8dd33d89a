import { lazy, Suspense } from 'react';
import { LazyPasswordCostCalculator } from '../../components/calculator/LazyCalculators';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { PageMeta } from '../../components/PageMeta';
import { blokkeyPage as page, passwordCalculatorCopy } from '../../content/products/blokkey';
import { CalculatorSection } from './sections/CalculatorSection';
import { ProductHero } from './sections/ProductHero';

// below the calculator: pre-rendered with the page, hydrated from its own chunk (see LowerSections.md)
const BlokKeyLowerSections = lazy(() => import('./BlokKeyLowerSections'));

export function BlokKeyPage() {
  return (
    <>
      <PageMeta title={page.meta.title} description={page.meta.description} />
      <ProductHero
        hero={page.hero}
        aside={
          <ImageWithFallback
            src={page.hero.image.src}
            alt={page.hero.image.alt}
            width={640}
            height={360}
            loading="eager"
            className="aspect-video h-auto w-full rounded-2xl border border-ink-700 bg-ink-900 object-cover shadow-2xl shadow-black/40"
          />
        }
      />
      <CalculatorSection intro={page.calculator}>
        <LazyPasswordCostCalculator resultLabel={page.calculator.resultLabel} copy={passwordCalculatorCopy} />
      </CalculatorSection>
      <Suspense fallback={null}>
        <BlokKeyLowerSections />
      </Suspense>
    </>
  );
}
