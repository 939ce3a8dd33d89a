import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Layers from 'lucide-react/icons/layers';
import { Link, useParams } from 'react-router';
import { LinkButton } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { RevealSection } from '../../components/RevealSection';
import { integrationPageCopy as copy, getIntegration, integrations } from '../../content/integrations';
import { IntegrationCard, IntegrationMark } from './IntegrationCard';
import { CtaBannerSection } from './sections/CtaBannerSection';
import { StepsSection } from './sections/StepsSection';

function UnknownIntegration() {
  return (
    <>
      <PageMeta title={copy.notFoundTitle} description={copy.notFoundText} robots="noindex" notFound />
      <PageHero title={copy.notFoundTitle} text={copy.notFoundText}>
        <ul className="flex flex-wrap justify-center gap-3">
          {integrations.map((i) => (
            <li key={i.slug}>
              <Link to={i.link} className="rounded-full border border-ink-600 px-4 py-2 text-slate-100 no-underline hover:border-brand-300">
                {i.name}
              </Link>
            </li>
          ))}
        </ul>
      </PageHero>
    </>
  );
}

/** /integrations/{slug}: how BlokSecure connects to one identity, PAM or CRM platform */
export function IntegrationPage() {
  const { slug = '' } = useParams();
  const integration = getIntegration(slug);
  if (!integration) return <UnknownIntegration />;
  const others = integrations.filter((i) => i.slug !== integration.slug);

  return (
    <>
      <PageMeta title={`${integration.name} ${copy.eyebrowSuffix}`} description={integration.metaDescription} />
      <PageHero
        eyebrow={`${integration.category} ${copy.eyebrowSuffix}`}
        title={`BlokSecure + ${integration.name}`}
        text={integration.description}
        aside={
          <div className="card p-6 sm:p-8">
            <div className="flex items-center gap-4">
              <IntegrationMark name={integration.name} size="lg" />
              <p className="text-2xl font-bold text-white">{integration.name}</p>
            </div>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl border border-ink-700 bg-ink-950/60 p-4">
                <dt className="flex items-center gap-2 text-sm text-slate-300">
                  <Clock className="h-4 w-4 text-brand-300" aria-hidden="true" />
                  {copy.setupTimeLabel}
                </dt>
                <dd className="mt-1 text-xl font-semibold text-white">{integration.setupTime}</dd>
              </div>
              <div className="rounded-xl border border-ink-700 bg-ink-950/60 p-4">
                <dt className="flex items-center gap-2 text-sm text-slate-300">
                  <Layers className="h-4 w-4 text-brand-300" aria-hidden="true" />
                  {copy.categoryLabel}
                </dt>
                <dd className="mt-1 text-xl font-semibold text-white">{integration.category}</dd>
              </div>
            </dl>
          </div>
        }
      >
        <LinkButton to={copy.cta.primaryCta.href} size="lg">
          {copy.cta.primaryCta.label}
        </LinkButton>
        <LinkButton to={copy.cta.secondaryCta.href} variant="secondary" size="lg">
          {copy.cta.secondaryCta.label}
        </LinkButton>
      </PageHero>

      <RevealSection id="overview" title={copy.overview}>
        <div className="mx-auto max-w-3xl space-y-5 text-lg text-slate-300">
          {integration.overview.map((p) => (
            <p key={p.slice(0, 48)}>{p}</p>
          ))}
        </div>
      </RevealSection>
      <StepsSection title={`${copy.steps} (${integration.setupTime})`} steps={integration.steps} />
      <RevealSection id="capabilities" title={copy.capabilities}>
        <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
          {integration.capabilities.map((c) => (
            <li key={c} className="flex gap-3 rounded-xl border border-ink-700 bg-ink-900/60 p-5 text-slate-200">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" aria-hidden="true" />
              {c}
            </li>
          ))}
        </ul>
      </RevealSection>
      <RevealSection id="other-integrations" title={copy.others} alt>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((i) => (
            <IntegrationCard key={i.slug} integration={i} />
          ))}
        </ul>
      </RevealSection>
      <CtaBannerSection id="get-started" cta={copy.cta} />
    </>
  );
}
