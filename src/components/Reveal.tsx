import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';

/** share of the element that must be on screen before it animates in (spec: 10%) */
export const REVEAL_THRESHOLD = 0.1;

type Phase = 'static' | 'pending' | 'shown';

/** any part of the element is inside the viewport */
function onScreen(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight;
}

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** stagger within a group, in ms */
  delay?: number;
  as?: 'div' | 'li';
}

/**
 * Fades and slides its content in once, when 10% of it is visible. Opacity and transform only, so
 * nothing shifts. The server HTML is always visible: only after hydration, and only for content that
 * is entirely off screen, is it hidden (at once, without a transition) to animate in later. Under
 * prefers-reduced-motion (or without IntersectionObserver) nothing is hidden or animated.
 */
export function Reveal({ children, className = '', delay = 0, as = 'div' }: RevealProps) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // never hide what the visitor can already see, not even a sliver of it
    if (onScreen(el)) return;
    setPhase('pending');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const Tag = as;
  const style: CSSProperties | undefined = delay ? { transitionDelay: `${delay}ms` } : undefined;
  return (
    <Tag
      ref={ref}
      data-reveal={phase === 'static' ? undefined : phase}
      style={style}
      className={`data-[reveal=pending]:translate-y-4 data-[reveal=pending]:opacity-0 data-[reveal=shown]:transition-[opacity,transform] data-[reveal=shown]:duration-700 data-[reveal=shown]:ease-out motion-reduce:transition-none ${className}`}
    >
      {children}
    </Tag>
  );
}
