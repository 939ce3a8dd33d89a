import Cloud from 'lucide-react/icons/cloud';
import Fingerprint from 'lucide-react/icons/fingerprint-pattern';
import Plug from 'lucide-react/icons/plug';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import type { TechnicalDetails as Details } from '../../content/caseStudies';

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="card p-6">
      <h3 className="flex items-center gap-3 text-lg font-semibold">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
          {icon}
        </span>
        {title}
      </h3>
      <div className="mt-4 text-slate-300">{children}</div>
    </div>
  );
}

/** integrations, security standards, authentication method and deployment model */
export function TechnicalDetails({ details }: { details: Details }) {
  const cls = 'h-5 w-5';
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Block icon={<Plug className={cls} aria-hidden="true" />} title="Integrations">
        <ul className="space-y-2">
          {details.integrations.map((i) => (
            <li key={i} className="flex gap-2">
              <span className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-400" aria-hidden="true" />
              {i}
            </li>
          ))}
        </ul>
      </Block>
      <Block icon={<ShieldCheck className={cls} aria-hidden="true" />} title="Security Standards">
        <ul className="flex flex-wrap gap-2">
          {details.securityStandards.map((s) => (
            <li key={s} className="rounded-full border border-ink-600 bg-ink-850 px-3 py-1 text-sm text-white">
              {s}
            </li>
          ))}
        </ul>
      </Block>
      <Block icon={<Fingerprint className={cls} aria-hidden="true" />} title="Authentication Method">
        <p>{details.authentication}</p>
      </Block>
      <Block icon={<Cloud className={cls} aria-hidden="true" />} title="Deployment Model">
        <p>{details.deploymentModel}</p>
      </Block>
    </div>
  );
}
