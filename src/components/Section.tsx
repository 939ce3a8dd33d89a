import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** heading level of the title; page sections are h2 */
  as?: 'h2' | 'h3';
}

/** a page section with an optional eyebrow, heading and intro, laid out in the page container */
export function Section({ id, eyebrow, title, intro, children, className = '', as: Heading = 'h2' }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`render-on-view py-16 sm:py-20 ${className}`}>
      <div className="container-page">
        {(eyebrow || title || intro) && (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-brand-300">{eyebrow}</p>}
            {title && (
              <Heading id={headingId} className="text-3xl font-bold sm:text-4xl">
                {title}
              </Heading>
            )}
            {intro && <p className="mt-4 text-lg text-slate-300">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
