import { lazy, Suspense } from 'react';
import { RevealSection } from '../../components/RevealSection';
import { sectionIntros } from '../../content/home';
import { CaseStudySection } from './CaseStudySection';
import { ClosingCta } from './ClosingCta';
import { FeaturesSection } from './FeaturesSection';
import { IntegrationsSection } from './IntegrationsSection';
import { ProductsSection } from './ProductsSection';
import { ResourcesSection } from './ResourcesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { ThreatsSection } from './ThreatsSection';

// the only user of react-query on the page: a chunk of its own
const BlogTeasers = lazy(() => import('./BlogTeasers'));

/** the home page below the overview video, in the spec's order */
export default function HomeSections() {
  return (
    <>
      <ThreatsSection />
      <FeaturesSection />
      <ProductsSection />
      <IntegrationsSection />
      <CaseStudySection />
      <TestimonialsSection />
      <ResourcesSection />
      <RevealSection id="blog" title={sectionIntros.blog.title} intro={sectionIntros.blog.text}>
        <Suspense fallback={<div className="min-h-[28rem]" />}>
          <BlogTeasers />
        </Suspense>
      </RevealSection>
      <ClosingCta />
    </>
  );
}
