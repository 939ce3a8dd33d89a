import ArrowLeft from 'lucide-react/icons/arrow-left';
import CircleCheck from 'lucide-react/icons/circle-check';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type CaseStudy, caseStudiesPage } from '../../content/caseStudies';

/** the back link and the page heading of a case study */
export function CaseStudyHeader({ study, subtitle, logo }: { study: CaseStudy; subtitle?: string; logo?: ReactNode }) {
  return (
    <>
      <Link to="/case-studies" className="flex w-fit items-center gap-2 text-sm font-medium no-underline hover:text-brand-200">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {caseStudiesPage.detail.backLabel}
      </Link>
      {logo && <div className="mt-8">{logo}</div>}
      <p className="mt-6 w-fit rounded-full border border-brand-400/40 bg-brand-400/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-200">
        {study.industry}
      </p>
      <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-5xl">{study.title}</h1>
      {subtitle && <p className="mt-5 text-lg text-slate-300 sm:text-xl">{subtitle}</p>}
    </>
  );
}

/** challenge, solution and results of a case study */
export function CaseStudyStory({ study }: { study: CaseStudy }) {
  const { challengeTitle, solutionTitle, resultsTitle } = caseStudiesPage.detail;
  return (
    <div className="space-y-12">
      <section aria-labelledby="challenge-heading">
        <h2 id="challenge-heading" className="text-2xl font-bold sm:text-3xl">
          {challengeTitle}
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-300">{study.challenge}</p>
      </section>
      <section aria-labelledby="solution-heading">
        <h2 id="solution-heading" className="text-2xl font-bold sm:text-3xl">
          {solutionTitle}
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-300">{study.solution}</p>
      </section>
      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-2xl font-bold sm:text-3xl">
          {resultsTitle}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {study.results.map((r) => (
            <li key={r} className="card flex gap-3 p-5 text-slate-200">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" aria-hidden="true" />
              {r}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
