import { Link } from 'react-router';
import { buttonClass } from '../components/Button';
import { Logo } from '../components/Logo';
import { NavItemLink } from '../components/NavItemLink';
import { footerGroups, socialLinks } from '../content/navigation';
import { postalAddress, site } from '../content/site';
import { track } from './analytics';
import { Copyright } from './Copyright';
import { NewsletterForm } from './NewsletterForm';

/** the site footer on every page */
export function Footer() {
  return (
    <footer className="render-on-view border-t border-ink-800 bg-ink-900">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Link to="/" className="no-underline" aria-label="BlokSecure home">
            <Logo />
          </Link>
          <p className="mt-4 text-sm text-slate-300">{site.tagline}</p>
          <address className="mt-4 text-sm not-italic text-slate-300">
            {postalAddress}
            <br />
            General: <a href={`mailto:${site.emails.general}`}>{site.emails.general}</a>
            <br />
            Sales: <a href={`mailto:${site.emails.sales}`}>{site.emails.sales}</a>
          </address>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={`${group.title} links`}>
            <h2 className="text-sm font-semibold text-white">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((l) => (
                <li key={l.href}>
                  <NavItemLink href={l.href} external={l.external} className="text-slate-300 no-underline hover:text-white">
                    {l.label}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold text-white">Newsletter</h2>
          <p className="mt-3 text-sm text-slate-300">Security insights and product news, once a month.</p>
          <NewsletterForm />
          <Link
            to="/demo"
            onClick={() => track('cta_click', { category: 'engagement', label: 'request_demo_footer' })}
            className={buttonClass('secondary', 'sm', 'mt-6 w-full')}
          >
            Request a Demo
          </Link>
        </div>
      </div>
      <div className="border-t border-ink-800">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-sm text-slate-400 sm:flex-row">
          <Copyright />
          <ul className="flex gap-4" aria-label="Social media">
            {socialLinks.map((l) => (
              <li key={l.href}>
                <NavItemLink href={l.href} external className="text-slate-300 no-underline hover:text-white">
                  {l.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
