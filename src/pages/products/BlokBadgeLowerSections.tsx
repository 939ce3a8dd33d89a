import { blokbadgePage as page } from '../../content/products/blokbadge';
import { BenefitsSection } from './sections/BenefitsSection';
import { ComparisonSection } from './sections/ComparisonSection';
import { ComplianceSection } from './sections/ComplianceSection';
import { CtaBannerSection } from './sections/CtaBannerSection';
import { FaqSection } from './sections/FaqSection';
import { ResultsTableSection } from './sections/ResultsTableSection';
import { StepsSection } from './sections/StepsSection';

/** /blokbadge from the comparison down, in the spec's order */
export default function BlokBadgeLowerSections() {
  return (
    <>
      <ComparisonSection comparison={page.comparison} />
      <BenefitsSection benefits={page.benefits} />
      <StepsSection title={page.howItWorks.title} intro={page.howItWorks.text} steps={page.howItWorks.steps} />
      <ComplianceSection compliance={page.compliance} />
      <ResultsTableSection table={page.results} />
      <FaqSection title={page.faq.title} entries={page.faq.entries} />
      <CtaBannerSection id="get-started" cta={page.cta} />
    </>
  );
}
