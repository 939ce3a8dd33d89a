import { Section } from '../../components/Section';
import { caseStudiesPage, otherCaseStudies } from '../../content/caseStudies';
import { CaseStudyCard } from './CaseStudyCard';

/** up to three other case studies, never the current one */
export function MoreStories({ currentId }: { currentId: string }) {
  const others = otherCaseStudies(currentId, 3);
  if (others.length === 0) return null;
  return (
    <Section id="more-stories" title={caseStudiesPage.detail.moreTitle} className="bg-ink-900/50">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="more-stories">
        {others.map((study) => (
          <CaseStudyCard key={study.id} study={study} headingLevel="h3" />
        ))}
      </ul>
    </Section>
  );
}
