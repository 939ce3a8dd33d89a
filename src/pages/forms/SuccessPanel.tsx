import CircleCheck from 'lucide-react/icons/circle-check';
import { type ReactNode, useEffect, useRef } from 'react';

interface SuccessPanelProps {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  /** heading level: h2 inside a page, h1 when the panel replaces the page */
  as?: 'h1' | 'h2';
}

/** the thank-you panel that replaces a sent form; focus moves to its heading so it is announced */
export function SuccessPanel({ title, children, actions, as: Heading = 'h2' }: SuccessPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // the panel is shorter than the form it replaces: bring all of it into view (below the fixed header)
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={panel} className="card flex flex-col items-center p-8 text-center sm:p-10">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-400/10 text-emerald-300 ring-1 ring-emerald-400/30">
        <CircleCheck className="h-7 w-7" aria-hidden="true" focusable="false" />
      </span>
      <Heading ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold outline-none sm:text-3xl">
        {title}
      </Heading>
      {children && <div className="mt-3 max-w-xl text-slate-300">{children}</div>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
