import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import type { ReactNode } from 'react';
import { socialLinks } from '../../content/navigation';
import { postalAddress, site } from '../../content/site';
import { contactCopy } from './copy';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-white">{label}</p>
        <div className="mt-1 break-words text-slate-300">{children}</div>
      </div>
    </li>
  );
}

const iconClass = 'h-5 w-5';

/** the right-hand column of /contact: mailboxes, address and social links from src/content/site.ts */
export function ContactInfo() {
  const { info } = contactCopy;
  return (
    <aside className="card p-6 sm:p-8" aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className="text-2xl font-bold">
        {info.title}
      </h2>
      <ul className="mt-6 space-y-6">
        <Row icon={<Mail className={iconClass} aria-hidden="true" />} label={info.general}>
          <a href={`mailto:${site.emails.general}`}>{site.emails.general}</a>
        </Row>
        <Row icon={<Mail className={iconClass} aria-hidden="true" />} label={info.sales}>
          <a href={`mailto:${site.emails.sales}`}>{site.emails.sales}</a>
        </Row>
        <Row icon={<MapPin className={iconClass} aria-hidden="true" />} label={info.address}>
          <address className="not-italic">{postalAddress}</address>
        </Row>
      </ul>
      <h3 className="mt-8 text-sm font-semibold text-white">{info.social}</h3>
      <ul className="mt-3 flex flex-wrap gap-3">
        {socialLinks.map((l) => (
          <li key={l.href}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex rounded-full border border-ink-600 px-4 py-2 text-sm text-slate-200 no-underline hover:border-brand-300 hover:text-white"
            >
              {l.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
