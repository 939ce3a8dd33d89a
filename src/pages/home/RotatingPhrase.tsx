import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useEffect, useRef, useState } from 'react';

/** time each phrase stays on screen (spec: 3 s) */
export const PHRASE_INTERVAL_MS = 3000;

/**
 * 'a', 'a and b', 'a, b, and c': what Intl.ListFormat('en', long conjunction) gives, written out because
 * the first Intl object a page creates costs tens of milliseconds of main thread (ICU set-up) on a phone
 */
function englishList(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/** 'for Knowledge Workers, Frontline Workers, … and Remote Teams' from the six phrases */
function spokenList(phrases: string[]): string {
  const [first = ''] = phrases;
  const prefix = /^for\s/i.exec(first)?.[0] ?? '';
  return prefix + englishList(phrases.map((p) => p.slice(prefix.length)));
}

/**
 * Cycles through the phrases every 3 s, wrapping to the first, starting once the hero section is
 * 10% visible. The server renders the first phrase. All phrases share one grid cell so the line
 * never changes size. Screen readers get the whole list once instead of a change every 3 s,
 * and a pause button stops the motion (WCAG 2.2.2).
 */
export function RotatingPhrase({ phrases }: { phrases: string[] }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const section = ref.current?.closest('section') ?? ref.current;
    if (!section) return;
    if (typeof IntersectionObserver === 'undefined') {
      setStarted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setStarted(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!started || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % phrases.length), PHRASE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [started, paused, phrases.length]);

  return (
    <span ref={ref} className="inline-flex max-w-full items-center gap-3">
      <span className="sr-only">{spokenList(phrases)}</span>
      <span className="grid justify-items-center" aria-hidden="true" data-testid="rotating-phrase" data-index={index}>
        {phrases.map((phrase, i) => (
          <span
            key={phrase}
            data-active={i === index || undefined}
            className={`col-start-1 row-start-1 bg-gradient-to-r from-brand-300 via-sky-300 to-accent-400 bg-clip-text text-transparent transition-[opacity,transform] duration-500 motion-reduce:transition-none ${
              i === index ? 'opacity-100' : 'pointer-events-none translate-y-2 opacity-0 motion-reduce:translate-y-0'
            }`}
          >
            {phrase}
          </span>
        ))}
      </span>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label="Pause rotating phrases"
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-ink-600 text-slate-300 hover:border-brand-300 hover:text-white"
      >
        {paused ? <Play className="h-3.5 w-3.5" aria-hidden="true" /> : <Pause className="h-3.5 w-3.5" aria-hidden="true" />}
      </button>
    </span>
  );
}
