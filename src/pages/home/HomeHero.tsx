import ArrowDown from 'lucide-react/icons/arrow-down';
import type { MouseEvent } from 'react';
import { buttonClass, LinkButton } from '../../components/Button';
import { hero, overview } from '../../content/home';
import { SCROLL_OFFSET } from '../../lib/scroll';
import { RotatingPhrase } from './RotatingPhrase';

/** the element's top in the page, ignoring transforms (a section may still be sliding in) */
function layoutTop(el: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
  return top;
}

/** smooth scroll to the overview (80px below the top) and move keyboard focus to its heading */
function goToOverview(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(overview.id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: layoutTop(target) - SCROLL_OFFSET, behavior: reduce ? 'auto' : 'smooth' });
  const heading = target.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

export function HomeHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b border-ink-800 pt-32 pb-16 sm:pt-40 sm:pb-20">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.22),_transparent_55%),radial-gradient(ellipse_at_bottom_right,_rgba(139,92,246,0.16),_transparent_50%)]"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(rgba(148,163,184,0.06)_1px,transparent_1px),linear-gradient(90deg,rgba(148,163,184,0.06)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
        aria-hidden="true"
      />
      <div className="container-page relative text-center">
        <h1 id="hero-heading" className="mx-auto max-w-4xl text-4xl font-bold leading-tight sm:text-6xl">
          {hero.headline}
        </h1>
        <p className="mt-5 text-xl font-semibold sm:text-4xl">
          <RotatingPhrase phrases={hero.rotatingPhrases} />
        </p>
        <p className="mx-auto mt-6 max-w-3xl text-lg text-slate-300">{hero.lead}</p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-4 sm:flex-row sm:items-center">
          <LinkButton to={hero.primaryCta.href} size="lg">
            {hero.primaryCta.label}
          </LinkButton>
          <a href={hero.secondaryCta.href} onClick={goToOverview} className={buttonClass('secondary', 'lg')}>
            {hero.secondaryCta.label}
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </a>
        </div>
        <div className="mt-16">
          <p className="text-sm font-medium text-slate-400">{hero.trustedLabel}</p>
          <ul className="mx-auto mt-5 flex max-w-4xl flex-wrap items-center justify-center gap-x-8 gap-y-4" aria-label="Trusted platforms">
            {hero.trustedLogos.map((name) => (
              <li key={name} className="text-lg font-semibold tracking-tight text-slate-300 sm:text-xl">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
