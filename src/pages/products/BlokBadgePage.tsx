import { lazy, Suspense } from 'react';
import { LazyBadgeCostCalculator } from '../../components/calculator/LazyCalculators';
import { PageMeta } from '../../components/PageMeta';
import { LazyVideoPlayer } from '../../components/video/LazyVideoPlayer';
import { badgeCalculatorCopy, blokbadgePage as page } from '../../content/products/blokbadge';
import { CalculatorSection } from './sections/CalculatorSection';
import { ProductHero } from './sections/ProductHero';

// below the calculator: pre-rendered with the page, hydrated from its own chunk (see LowerSections.md)
const BlokBadgeLowerSections = lazy(() => import('./BlokBadgeLowerSections'));

export function BlokBadgePage() {
  return (
    <>
      <PageMeta title={page.meta.title} description={page.meta.description} />
      <ProductHero hero={page.hero} aside={<LazyVideoPlayer {...page.hero.video} />} />
      <CalculatorSection intro={page.calculator}>
        <LazyBadgeCostCalculator resultLabel={page.calculator.resultLabel} copy={badgeCalculatorCopy} />
      </CalculatorSection>
      <Suspense fallback={null}>
        <BlokBadgeLowerSections />
      </Suspense>
    </>
  );
}
