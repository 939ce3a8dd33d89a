import ArrowRight from 'lucide-react/icons/arrow-right';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { type CaseStudy, caseStudiesPage } from '../../content/caseStudies';

/** a case study teaser: image, industry, title (the card's link), challenge clamped to 2 lines */
export function CaseStudyCard({ study, headingLevel = 'h2' }: { study: CaseStudy; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <li className="card group relative flex flex-col overflow-hidden transition-colors focus-within:border-brand-400/60 hover:border-brand-400/60">
      <ImageWithFallback src={study.image} alt="" width={640} height={360} className="aspect-video h-auto w-full bg-ink-800 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-300">{study.industry}</p>
        <Heading className="mt-2 text-xl font-semibold leading-snug">
          {/* the link covers the whole card through its ::after box */}
          <Link to={`/case-studies/${study.id}`} className="text-white no-underline after:absolute after:inset-0 after:content-['']">
            {study.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-2 text-slate-300" data-testid="case-challenge">
          {study.challenge}
        </p>
        <p className="mt-4 flex items-start gap-2 text-sm text-slate-400">
          <Users className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {study.companySize}
        </p>
        <span
          className="mt-auto flex items-center gap-1 pt-5 text-sm font-semibold text-brand-300 group-hover:text-brand-200"
          aria-hidden="true"
        >
          {caseStudiesPage.readMore} <ArrowRight className="h-4 w-4" />
        </span>
      </div>
    </li>
  );
}
