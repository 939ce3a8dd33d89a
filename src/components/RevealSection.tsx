import type { ReactNode } from 'react';
import { Reveal } from './Reveal';
import { Section } from './Section';

interface RevealSectionProps {
  id: string;
  title: string;
  intro?: string;
  /** the alternate (slightly lighter) background */
  alt?: boolean;
  children: ReactNode;
}

/** a page section that animates in once when 10% of it is visible (home and product pages) */
export function RevealSection({ id, title, intro, alt = false, children }: RevealSectionProps) {
  return (
    <Reveal>
      <Section id={id} title={title} intro={intro} className={alt ? 'bg-ink-900/50' : ''}>
        {children}
      </Section>
    </Reveal>
  );
}
