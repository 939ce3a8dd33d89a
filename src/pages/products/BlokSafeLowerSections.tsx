import { bloksafePage as page } from '../../content/products/bloksafe';
import { BenefitsSection } from './sections/BenefitsSection';
import { ComplianceSection } from './sections/ComplianceSection';
import { CtaBannerSection } from './sections/CtaBannerSection';
import { FaqSection } from './sections/FaqSection';
import { QuoteSection } from './sections/QuoteSection';
import { ResultsTableSection } from './sections/ResultsTableSection';
import { StepsSection } from './sections/StepsSection';

/** /bloksafe from the six benefits down, in the spec's order */
export default function BlokSafeLowerSections() {
  return (
    <>
      <BenefitsSection benefits={page.benefits} />
      <StepsSection title={page.howItWorks.title} intro={page.howItWorks.text} steps={page.howItWorks.steps} />
      <ComplianceSection compliance={page.compliance} />
      <ResultsTableSection id="business-impact" table={page.impact} />
      <QuoteSection quote={page.testimonial} label="Customer testimonial" />
      <CtaBannerSection id="demo" cta={page.demoCta} />
      <FaqSection title={page.faq.title} entries={page.faq.entries} />
      <CtaBannerSection id="trial" cta={page.closingCta} />
    </>
  );
}
