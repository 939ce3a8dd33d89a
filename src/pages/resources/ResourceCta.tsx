import { LinkButton } from '../../components/Button';
import type { SectionCta } from '../../content/resources';

export function ResourceCta({ cta }: { cta: SectionCta }) {
  return (
    <section aria-labelledby="resource-cta-heading" className="pb-16 sm:pb-20">
      <div className="container-page">
        <div className="rounded-3xl border border-brand-400/30 bg-gradient-to-br from-brand-600/30 via-ink-900 to-accent-500/25 px-6 py-10 text-center sm:px-12 sm:py-14">
          <h2 id="resource-cta-heading" className="text-3xl font-bold sm:text-4xl">
            {cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{cta.text}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-4 sm:flex-row sm:items-center">
            <LinkButton to={cta.primaryCta.href} size="lg">
              {cta.primaryCta.label}
            </LinkButton>
            {cta.secondaryCta && (
              <LinkButton to={cta.secondaryCta.href} variant="secondary" size="lg">
                {cta.secondaryCta.label}
              </LinkButton>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
