import { LinkButton } from '../../components/Button';
import { IconCardGrid } from '../../components/CardGrid';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { Section } from '../../components/Section';
import { careers } from '../../content/careers';

export function CareersPage() {
  const { hero, valuesTitle, values, workWithPurposeTitle, workWithPurpose, openings, meta } = careers;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHero eyebrow="Careers" title={hero.title} text={hero.text} />
      <Section id="values" title={valuesTitle}>
        <IconCardGrid items={values} />
      </Section>
      <Section id="purpose" title={workWithPurposeTitle} className="bg-ink-900/50">
        <ul className="mx-auto grid max-w-4xl gap-4 md:grid-cols-2">
          {workWithPurpose.map((item) => (
            <li key={item} className="card flex gap-3 p-5 text-slate-300">
              <span className="mt-1 h-2 w-2 shrink-0 rounded-full bg-brand-400" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="openings" title={openings.title} intro={openings.text}>
        <div className="flex justify-center">
          <LinkButton to={openings.href} size="lg">
            {openings.ctaLabel}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
