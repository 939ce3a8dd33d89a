import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}

/** the first block of an inner page: h1, lead text, actions, optional illustration */
export function PageHero({ eyebrow, title, text, children, aside }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-ink-800 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.16),_transparent_60%)] pt-32 pb-16 sm:pt-36 sm:pb-20">
      <div className={`container-page ${aside ? 'grid items-center gap-12 lg:grid-cols-2' : ''}`}>
        <div className={aside ? '' : 'mx-auto max-w-3xl text-center'}>
          {eyebrow && <p className="mb-4 text-sm font-semibold uppercase tracking-widest text-brand-300">{eyebrow}</p>}
          <h1 className="text-4xl font-bold leading-tight sm:text-5xl">{title}</h1>
          {text && <p className="mt-6 text-lg text-slate-300">{text}</p>}
          {children && <div className={`mt-8 flex flex-wrap gap-4 ${aside ? '' : 'justify-center'}`}>{children}</div>}
        </div>
        {aside && <div>{aside}</div>}
      </div>
    </section>
  );
}
