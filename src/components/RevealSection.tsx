import { type ReactNode, Suspense } from 'react';
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

/**
 * a page section that animates in once when 10% of it is visible (home and product pages).
 * Each one is its own Suspense boundary: React hydrates boundaries one by one (selective hydration),
 * so the page's hydration is committed in several small tasks instead of one long one. Nothing inside
 * suspends on the client (the page's chunks are loaded before hydrating), and the server HTML only
 * gains React's boundary comments.
 */
export function RevealSection({ id, title, intro, alt = false, children }: RevealSectionProps) {
  return (
    <Suspense fallback={null}>
      <Reveal>
        <Section id={id} title={title} intro={intro} className={alt ? 'bg-ink-900/50' : ''}>
          {children}
        </Section>
      </Reveal>
    </Suspense>
  );
}
