import { blokkeyPage as page } from '../../content/products/blokkey';
import { BenefitsSection } from './sections/BenefitsSection';
import { ComparisonSection } from './sections/ComparisonSection';
import { ComplianceSection } from './sections/ComplianceSection';
import { CtaBannerSection } from './sections/CtaBannerSection';
import { FaqSection } from './sections/FaqSection';
import { QuoteSection } from './sections/QuoteSection';
import { ResultsTableSection } from './sections/ResultsTableSection';
import { StepsSection } from './sections/StepsSection';

/** /blokkey from the comparison down, in the spec's order */
export default function BlokKeyLowerSections() {
  return (
    <>
      <ComparisonSection comparison={page.comparison} />
      <BenefitsSection benefits={page.benefits} />
      <StepsSection title={page.howItWorks.title} intro={page.howItWorks.text} steps={page.howItWorks.steps} />
      <ComplianceSection compliance={page.compliance} />
      <ResultsTableSection table={page.results} />
      <QuoteSection quote={page.quote} label="Customer quote" />
      <CtaBannerSection id="demo" cta={page.demoCta} />
      <FaqSection title={page.faq.title} entries={page.faq.entries} />
      <CtaBannerSection id="trial" cta={page.trialBanner} />
    </>
  );
}
