/**
 * The browser bundle of `site dev`, and the pages that wait for it. An edit to the code is rendered as
 * soon as the server entry is rebuilt; the browser bundle follows, one at a time and once for the edits
 * that came meanwhile. Until it is there, a page's script is `/__site/entry/<n>.js` (builds.ts,
 * pendingEntry), answered with the entry of bundle n, or of a later one, once that is built. A number
 * no page was ever given is refused, and a page that leaves stops waiting: nothing is kept for it.
 */
import type { DevBuilds } from './builds';
import type { DevError } from './errors';

export interface BundleWaiters {
  /** asks for a browser bundle, built after `after` (and after the one being built); resolves once it is in */
  build(after?: Promise<void>): Promise<void>;
  /** an edit to the code came: the bundle being built is of the past, and would slow this edit's builds */
  cancel(): void;
  /** the number of the bundle asked for and not in yet (pages name its entry), or undefined */
  pending(): number | undefined;
  /** the number the next bundle asked for gets: an edit's pages name it before it is asked for */
  next(): number;
  /** bundle n's number was given to pages (only those numbers are waited for) */
  issued(n: number): boolean;
  /** the last bundle asked for was stopped for an edit: the next edit asks for it again */
  stopped(): boolean;
  /** a bundle asked for is not in yet */
  busy(): boolean;
  /** resolves once the bundles asked for so far are built (or failed) */
  idle(): Promise<unknown>;
  /**
   * the entry script of bundle n (or a later one), once built; null when the build failed, or when
   * `gone` aborts first (the page left: its wait is dropped)
   */
  entryOf(n: number, gone?: AbortSignal): Promise<string | null>;
  /** how many pages wait for a bundle now */
  waiting(): number;
}

export function createBundleWaiters(opts: {
  builds: Pick<DevBuilds, 'client' | 'cancelClient' | 'entry'>;
  /** applies a step in turn with the edits */
  enqueue: (step: () => Promise<unknown>) => Promise<void>;
  isClosed: () => boolean;
  /** a bundle is in: the pages name its assets from now on (in turn with the edits) */
  onBuilt: () => Promise<void>;
  /** the last bundle asked for failed (in turn with the edits) */
  onFailed: (errors: DevError[]) => void;
}): BundleWaiters {
  const { builds } = opts;
  /** bundles asked for so far; the last one in */
  let asked = 0;
  let done = 0;
  /** the highest number pages were given: the next bundle's, named before it is asked for */
  let named = 0;
  /** pages whose script waits: resolved with the entry once a bundle at least that new is in */
  const waiters: Array<{ n: number; resolve: (entry: string | null) => void }> = [];
  let chain: Promise<unknown> = Promise.resolve();
  /** the bundle being built now (0: none), and the last one stopped for a newer edit */
  let building = 0;
  let cancelled = 0;

  /** bundle n is in: its waiters get its entry, then the pages name its assets */
  const settle = async (n: number) => {
    done = Math.max(done, n);
    for (const w of waiters.filter((x) => x.n <= done)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(builds.entry());
    }
    await opts.onBuilt();
  };

  return {
    build(after) {
      const n = ++asked;
      const run = chain.then(async () => {
        // (the pages show the edit first: the bundle's two cores of work would slow them)
        await after;
        // a later edit asked for another: that one covers this one
        if (n !== asked || opts.isClosed()) return;
        building = n;
        const outcome = await builds.client().finally(() => {
          building = 0;
        });
        // stopped for an edit to the code: the bundle that edit asks for covers this one
        if (cancelled === n) return;
        if (!outcome.ok) {
          for (const w of waiters.splice(0)) w.resolve(null);
          await opts.enqueue(async () => {
            done = Math.max(done, n);
            if (n !== asked || opts.isClosed()) return;
            opts.onFailed(outcome.errors);
          });
          return;
        }
        await opts.enqueue(() => settle(n));
      });
      chain = run.catch(() => undefined);
      return run;
    },
    cancel() {
      if (building === 0 || cancelled === building) return;
      cancelled = building;
      void builds.cancelClient();
    },
    pending: () => (asked > done ? asked : undefined),
    next() {
      named = Math.max(named, asked + 1);
      return asked + 1;
    },
    issued: (n) => Number.isSafeInteger(n) && n >= 1 && n <= Math.max(asked, named),
    stopped: () => cancelled > done && cancelled === asked,
    busy: () => asked > done,
    idle: () => chain,
    entryOf(n, gone) {
      // the page may have taken a later edit's HTML in place meanwhile: that edit's bundle serves it too
      const wanted = Math.max(n, asked);
      if (wanted <= done) return Promise.resolve(builds.entry());
      if (gone?.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const leave = () => {
          const at = waiters.indexOf(waiter);
          if (at >= 0) waiters.splice(at, 1);
          resolve(null);
        };
        const waiter = {
          n: wanted,
          resolve: (entry: string | null) => {
            gone?.removeEventListener('abort', leave);
            resolve(entry);
          },
        };
        waiters.push(waiter);
        gone?.addEventListener('abort', leave, { once: true });
      });
    },
    waiting: () => waiters.length,
  };
}
