import { LinkButton } from './Button';

export interface CtaPanelContent {
  title: string;
  text: string;
  primaryCta: { label: string; href: string };
  secondaryCta?: { label: string; href: string };
}

/** a call-to-action panel: heading, text, one or two buttons, on the brand gradient */
export function CtaPanel({ cta, id, className = 'py-12 sm:py-16' }: { cta: CtaPanelContent; id: string; className?: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="container-page">
        <div className="rounded-3xl border border-brand-400/30 bg-gradient-to-br from-brand-600/30 via-ink-900 to-accent-500/25 px-6 py-10 text-center sm:px-12 sm:py-14">
          <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
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
