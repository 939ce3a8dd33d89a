import { LinkButton } from '../../components/Button';
import { RevealSection } from '../../components/RevealSection';
import { caseStudyTeaser, sectionIntros } from '../../content/home';

export function CaseStudySection() {
  const c = caseStudyTeaser;
  return (
    <RevealSection id="case-study" title={sectionIntros.caseStudy.title} intro={sectionIntros.caseStudy.text} alt>
      <article className="card grid gap-10 overflow-hidden p-6 sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-300">{c.eyebrow}</p>
          <h3 className="mt-3 text-2xl font-bold sm:text-3xl">{c.title}</h3>
          <p className="mt-4 text-lg text-slate-300">{c.summary}</p>
          <LinkButton to={c.link} size="lg" className="mt-8">
            {c.linkLabel}
          </LinkButton>
        </div>
        <dl className="grid gap-4">
          {c.metrics.map((m) => (
            <div key={m.label} className="flex flex-col-reverse rounded-xl border border-ink-700 bg-ink-950/60 p-5">
              <dt className="mt-1 text-sm text-slate-300">{m.label}</dt>
              <dd className="text-3xl font-bold text-white">{m.value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </RevealSection>
  );
}
