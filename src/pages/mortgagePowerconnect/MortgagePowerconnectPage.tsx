import ArrowDown from 'lucide-react/icons/arrow-down';
import CircleCheck from 'lucide-react/icons/circle-check';
import MapPin from 'lucide-react/icons/map-pin';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../components/Button';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { PageMeta } from '../../components/PageMeta';
import { Section } from '../../components/Section';
import { boothForm, mortgagePowerconnect, mortgagePowerconnectThankYouPath, submissionGuidParam } from '../../content/mortgagePowerconnect';
import { BoothSignup } from './BoothSignup';
import { OfferIcon } from './OfferIcon';

/** /mortgage-powerconnect: the conference landing page with the booth sign-up */
export function MortgagePowerconnectPage() {
  const { hero, offersTitle, offers, formTitle, formIntro, meta } = mortgagePowerconnect;
  const { search } = useLocation();
  const navigate = useNavigate();
  // the form provider sends visitors back with ?submissionGuid=...: they belong on the thank-you page
  useEffect(() => {
    if (new URLSearchParams(search).has(submissionGuidParam)) navigate(mortgagePowerconnectThankYouPath, { replace: true });
  }, [search, navigate]);

  return (
    <>
      <PageMeta title={meta.landing.title} description={meta.landing.description} />
      <section className="relative overflow-hidden border-b border-ink-800 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.16),_transparent_60%)] pt-32 pb-16 sm:pt-36 sm:pb-20">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="mb-4 text-sm font-semibold uppercase tracking-widest text-brand-300">{hero.eyebrow}</p>
            <h1 className="text-4xl font-bold leading-tight sm:text-5xl">{hero.title}</h1>
            <p className="mt-6 text-lg text-slate-300">{hero.subtitle}</p>
            <p className="mt-5 flex items-start gap-2 text-slate-200">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" aria-hidden="true" />
              {hero.dateVenue}
            </p>
            <a href="#booth-signup" className={buttonClass('primary', 'lg', 'mt-8')}>
              {formTitle}
              <ArrowDown className="h-5 w-5" aria-hidden="true" />
            </a>
          </div>
          <ImageWithFallback
            src="/images/events/mortgage-powerconnect.svg"
            alt=""
            width={1200}
            height={800}
            loading="eager"
            className="h-auto w-full rounded-2xl border border-ink-700 bg-ink-800"
          />
        </div>
      </section>
      <Section id="why-visit" title={offersTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {offers.map((o) => (
            <li key={o.title} className="card p-6">
              <OfferIcon name={o.icon} />
              <h3 className="mt-4 text-lg font-semibold">{o.title}</h3>
              <p className="mt-2 text-slate-300">{o.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section id="booth-signup" aria-labelledby="booth-signup-heading" className="scroll-mt-20 bg-ink-900/50 py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
          <div>
            <h2 id="booth-signup-heading" className="text-3xl font-bold sm:text-4xl">
              {formTitle}
            </h2>
            <p className="mt-4 text-lg text-slate-300">{formIntro}</p>
            <ul className="mt-6 space-y-3">
              {boothForm.perks.map((p) => (
                <li key={p} className="flex gap-3 text-slate-200">
                  <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" aria-hidden="true" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <div className="card p-6 sm:p-8">
            <BoothSignup />
          </div>
        </div>
      </section>
    </>
  );
}
