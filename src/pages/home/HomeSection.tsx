import type { ReactNode } from 'react';
import { Reveal } from '../../components/Reveal';
import { Section } from '../../components/Section';

interface HomeSectionProps {
  id: string;
  title: string;
  intro?: string;
  alt?: boolean;
  children: ReactNode;
}

/** a home page section that animates in once when 10% of it is visible */
export function HomeSection({ id, title, intro, alt = false, children }: HomeSectionProps) {
  return (
    <Reveal>
      <Section id={id} title={title} intro={intro} className={alt ? 'bg-ink-900/50' : ''}>
        {children}
      </Section>
    </Reveal>
  );
}
