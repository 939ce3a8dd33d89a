import type { ReactNode } from 'react';

/** a closing call to action: heading, one line of text, buttons */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="relative overflow-hidden rounded-3xl border border-brand-400/30 bg-[radial-gradient(ellipse_at_top_left,_rgba(56,189,248,0.18),_transparent_55%),radial-gradient(ellipse_at_bottom_right,_rgba(139,92,246,0.16),_transparent_55%)] px-6 py-12 text-center sm:px-12">
      <h2 className="text-3xl font-bold sm:text-4xl">{title}</h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
    </div>
  );
}
