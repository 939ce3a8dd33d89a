import ArrowRight from 'lucide-react/icons/arrow-right';
import MapPin from 'lucide-react/icons/map-pin';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { LinkButton } from '../../components/Button';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { PageMeta } from '../../components/PageMeta';
import { Section } from '../../components/Section';
import { caseStudiesPage, caseStudyTitleSuffix, realtrisPath, realtrisExtended as study } from '../../content/caseStudies';
import { AchievementIcon } from './AchievementIcon';
import { CaseStudyHeader, CaseStudyStory } from './CaseStudyStory';
import { CtaBand } from './CtaBand';
import { ImplementationTimeline } from './ImplementationTimeline';
import { MoreStories } from './MoreStories';
import { SideLinks } from './SideLinks';
import { TechnicalDetails } from './TechnicalDetails';
import { TestimonialCard } from './Testimonial';

/** the extended Realtris story, at /case-study-realtris and /case-studies/case-study-realtris */
export function RealtrisCaseStudy() {
  const t = caseStudiesPage.extended;
  return (
    <>
      <PageMeta title={`${study.title}${caseStudyTitleSuffix}`} description={study.subtitle} path={realtrisPath} type="article" />
      <article>
        <header className="border-b border-ink-800 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.16),_transparent_60%)] pt-32 pb-14 sm:pt-36 sm:pb-16">
          <div className="container-page grid items-center gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
            <div className="min-w-0">
              <CaseStudyHeader
                study={study}
                subtitle={study.subtitle}
                logo={
                  <ImageWithFallback
                    src={study.logoImage}
                    alt="Realtris Realty logo"
                    width={240}
                    height={64}
                    loading="eager"
                    className="h-12 w-auto"
                  />
                }
              />
              <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300" aria-label="Company facts">
                <li className="flex items-center gap-2">
                  <MapPin className="h-4 w-4 text-brand-300" aria-hidden="true" />
                  {study.location}
                </li>
                <li className="flex items-center gap-2">
                  <Users className="h-4 w-4 text-brand-300" aria-hidden="true" />
                  {study.companySize}
                </li>
              </ul>
              <ul className="mt-5 flex flex-wrap gap-2" aria-label="Products used">
                {study.products.map((p) => (
                  <li key={p} className="rounded-full border border-ink-600 bg-ink-900 px-3 py-1 text-sm font-medium text-white">
                    {p}
                  </li>
                ))}
              </ul>
            </div>
            <ImageWithFallback
              src={study.featuredImage}
              alt="Realtris agents signing in with BlokKey on their phones"
              width={1200}
              height={800}
              loading="eager"
              className="h-auto w-full rounded-2xl border border-ink-700 bg-ink-800"
            />
          </div>
        </header>

        <Section id="achievements" title={t.achievementsTitle}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {study.keyAchievements.map((a) => (
              <li key={a.title} className="card p-6">
                <AchievementIcon name={a.icon} />
                <h3 className="mt-4 text-lg font-semibold">{a.title}</h3>
                <p className="mt-2 text-slate-300">{a.description}</p>
              </li>
            ))}
          </ul>
        </Section>

        <div className="border-y border-ink-800 bg-ink-900/50">
          <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0">
              <CaseStudyStory study={study} />
            </div>
            <SideLinks study={study} />
          </div>
        </div>

        <Section id="implementation" title={t.implementationTitle}>
          <ImplementationTimeline phases={study.implementation} />
        </Section>

        <Section id="technical-details" title={t.technicalTitle} className="bg-ink-900/50">
          <TechnicalDetails details={study.technicalDetails} />
        </Section>

        <Section id="testimonials" title={t.testimonialsTitle}>
          <ul className="grid gap-6 lg:grid-cols-3">
            {study.testimonials.map((q) => (
              <li key={q.author}>
                <TestimonialCard testimonial={q} fill />
              </li>
            ))}
          </ul>
        </Section>

        <Section id="solutions-used" title={t.solutionsTitle} className="bg-ink-900/50">
          <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
            {study.solutionsUsed.map((s) => (
              <li
                key={s.href}
                className="card group relative p-8 transition-colors focus-within:border-brand-400/60 hover:border-brand-400/60"
              >
                <h3 className="text-2xl font-bold">
                  <Link to={s.href} className="text-white no-underline after:absolute after:inset-0 after:content-['']">
                    {s.name}
                  </Link>
                </h3>
                <p className="mt-3 text-slate-300">{s.description}</p>
                <span
                  className="mt-5 flex items-center gap-1 text-sm font-semibold text-brand-300 group-hover:text-brand-200"
                  aria-hidden="true"
                >
                  Explore {s.name} <ArrowRight className="h-4 w-4" />
                </span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="get-started">
          <CtaBand title={t.ctaTitle} text={t.ctaText}>
            {t.ctas.map((c, i) => (
              <LinkButton key={c.href} to={c.href} size="lg" variant={i === 0 ? 'primary' : 'secondary'}>
                {c.label}
              </LinkButton>
            ))}
          </CtaBand>
        </Section>
      </article>
      <MoreStories currentId={study.id} />
    </>
  );
}

/** /case-study-realtris */
export function RealtrisCaseStudyPage() {
  return <RealtrisCaseStudy />;
}
