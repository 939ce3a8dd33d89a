/**
 * Where an export's time goes. Phases are wall-clock milliseconds of the steps of one run, in order;
 * page work is the time spent on each step of every page, summed over the threads that did it (with
 * workers it can exceed the render phase's wall time). Both land in report.json and in `--json`.
 */
export const PHASES = ['bundle', 'posts', 'render', 'blogFiles', 'sitemap', 'linkCheck', 'compress', 'report', 'swap'] as const;
export type PhaseName = (typeof PHASES)[number];

export type PhaseTimes = Partial<Record<PhaseName, number>>;

export interface PageWork {
  renderMs: number;
  writeMs: number;
  compressMs: number;
  linksMs: number;
}

export interface ExportTimings {
  phases: PhaseTimes;
  pageWork: PageWork;
  /** pages taken from the previous export because their inputs did not change (reuse.ts) */
  reusedPages: number;
}

/** times the phases of one run: each `lap` ends the phase that ran since the previous one */
export function phaseClock() {
  const phases: PhaseTimes = {};
  let last = performance.now();
  return {
    phases,
    lap(name: PhaseName): void {
      const now = performance.now();
      phases[name] = Math.round((phases[name] ?? 0) + now - last);
      last = now;
    },
  };
}

/** the page work of rendered pages, summed */
export function sumPageWork(pages: Iterable<Partial<PageWork>>): PageWork {
  const sum: PageWork = { renderMs: 0, writeMs: 0, compressMs: 0, linksMs: 0 };
  for (const p of pages) {
    sum.renderMs += p.renderMs ?? 0;
    sum.writeMs += p.writeMs ?? 0;
    sum.compressMs += p.compressMs ?? 0;
    sum.linksMs += p.linksMs ?? 0;
  }
  for (const k of Object.keys(sum) as Array<keyof PageWork>) sum[k] = Math.round(sum[k]);
  return sum;
}
