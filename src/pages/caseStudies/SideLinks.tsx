import Building2 from 'lucide-react/icons/building-2';
import Users from 'lucide-react/icons/users';
import { LinkButton } from '../../components/Button';
import { type CaseStudy, caseStudiesPage } from '../../content/caseStudies';

/** the detail page's sidebar: facts at a glance, then the demo and free-trial links */
export function SideLinks({ study }: { study: CaseStudy }) {
  const { atAGlanceTitle, sideTitle, sideText, demo, trial } = caseStudiesPage.detail;
  return (
    <aside className="space-y-6 lg:sticky lg:top-24" aria-label="About this case study">
      <div className="card p-6">
        <h2 className="text-lg font-semibold">{atAGlanceTitle}</h2>
        <dl className="mt-4 space-y-4 text-sm">
          <div>
            <dt className="flex items-center gap-2 text-slate-400">
              <Building2 className="h-4 w-4 shrink-0 text-brand-300" aria-hidden="true" />
              Industry
            </dt>
            <dd className="mt-0.5 pl-6 font-medium text-white">{study.industry}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-slate-400">
              <Users className="h-4 w-4 shrink-0 text-brand-300" aria-hidden="true" />
              Company size
            </dt>
            <dd className="mt-0.5 pl-6 font-medium text-white">{study.companySize}</dd>
          </div>
        </dl>
      </div>
      <div className="card border-brand-400/30 bg-gradient-to-br from-brand-400/10 to-accent-500/10 p-6">
        <h2 className="text-lg font-semibold">{sideTitle}</h2>
        <p className="mt-2 text-sm text-slate-300">{sideText}</p>
        <div className="mt-5 flex flex-col gap-3">
          <LinkButton to={demo.href}>{demo.label}</LinkButton>
          <LinkButton to={trial.href} variant="secondary">
            {trial.label}
          </LinkButton>
        </div>
      </div>
    </aside>
  );
}
