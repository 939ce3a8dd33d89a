import CircleCheck from 'lucide-react/icons/circle-check';
import { LinkButton } from '../../components/Button';
import { Reveal } from '../../components/Reveal';
import { closingCta } from '../../content/home';

export function ClosingCta() {
  const c = closingCta;
  return (
    <Reveal>
      <section id="get-started" aria-labelledby="get-started-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <div className="relative overflow-hidden rounded-3xl border border-brand-400/30 bg-gradient-to-br from-brand-600/30 via-ink-900 to-accent-500/25 p-8 sm:p-12 lg:p-16">
            <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
              <div>
                <h2 id="get-started-heading" className="text-3xl font-bold sm:text-4xl">
                  {c.title}
                </h2>
                <p className="mt-4 text-lg text-slate-200">{c.text}</p>
                <LinkButton to={c.href} size="lg" className="mt-8">
                  {c.buttonLabel}
                </LinkButton>
              </div>
              <ul className="space-y-4">
                {c.benefits.map((b) => (
                  <li key={b} className="flex gap-3 text-slate-100">
                    <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" aria-hidden="true" />
                    {b}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>
    </Reveal>
  );
}
