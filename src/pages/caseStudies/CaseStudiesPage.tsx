import { useState } from 'react';
import { LinkButton } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { Section } from '../../components/Section';
import { caseStudies, caseStudiesPage } from '../../content/caseStudies';
import { ALL_INDUSTRIES, filterByIndustry, industryOptions } from '../../shared/caseFilters';
import { CaseStudyCard } from './CaseStudyCard';
import { CtaBand } from './CtaBand';

const industries = industryOptions(caseStudies);

/** /case-studies: every story, filterable by industry */
export function CaseStudiesPage() {
  const { meta, hero, filterLabel, cta } = caseStudiesPage;
  const [industry, setIndustry] = useState(ALL_INDUSTRIES);
  const shown = filterByIndustry(caseStudies, industry);
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <section aria-labelledby="case-list-heading" className="py-14 sm:py-16">
        <div className="container-page">
          <h2 id="case-list-heading" className="sr-only">
            Case studies
          </h2>
          <fieldset className="flex flex-wrap justify-center gap-2">
            <legend className="sr-only">{filterLabel}</legend>
            {industries.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={industry === name}
                onClick={() => setIndustry(name)}
                className="rounded-full border border-ink-600 px-4 py-2 text-sm font-medium text-slate-200 transition-colors hover:border-brand-300 hover:text-white aria-pressed:border-brand-400 aria-pressed:bg-brand-400 aria-pressed:text-ink-950"
              >
                {name}
              </button>
            ))}
          </fieldset>
          <p className="sr-only" aria-live="polite">
            {`Showing ${shown.length} of ${caseStudies.length} case studies`}
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2" aria-label="Case studies" data-testid="case-list">
            {shown.map((study) => (
              <CaseStudyCard key={study.id} study={study} headingLevel="h3" />
            ))}
          </ul>
        </div>
      </section>
      <Section id="get-started" className="bg-ink-900/50">
        <CtaBand title={cta.title} text={cta.text}>
          <LinkButton to={cta.primary.href} size="lg">
            {cta.primary.label}
          </LinkButton>
          <LinkButton to={cta.secondary.href} variant="secondary" size="lg">
            {cta.secondary.label}
          </LinkButton>
        </CtaBand>
      </Section>
    </>
  );
}
