/**
 * The wait of a browser bundle for the open pages that take an edit in place: each such page says it
 * painted the edit (`/__site/shown`, or it connects to the events again), and the bundle is built once
 * all have, or after `waitMs` at most (a page may be closed or hidden). A newer edit's wait ends the
 * older one: its bundle is what the pages need now.
 */
export interface ShownGate {
  /** resolves once `pages` pages have said they show the edit, or after the gate's time; 0 pages: at once */
  waitFor(pages: number): Promise<void>;
  /** one open page shows the edit it was told of */
  shown(): void;
}

export function createShownGate(waitMs: number): ShownGate {
  let waiting: { left: number; done: () => void } | null = null;
  return {
    waitFor(pages) {
      waiting?.done();
      if (pages <= 0) return Promise.resolve();
      return new Promise((resolve) => {
        const entry = {
          left: pages,
          done: () => {
            clearTimeout(timer);
            if (waiting === entry) waiting = null;
            resolve();
          },
        };
        const timer = setTimeout(entry.done, waitMs);
        waiting = entry;
      });
    },
    shown() {
      if (waiting && --waiting.left <= 0) waiting.done();
    },
  };
}
