/** What the parts of `site dev` share: the configuration and posts of now, where the builds stand, and the queue of changes. */
import type { Config } from '../../core/config';
import type { DevPosts } from './posts';

export interface DevState {
  config: Config;
  posts: DevPosts;
  /** a server entry is loaded: pages can be rendered */
  built: boolean;
  /** how many edits were applied: a page shows the number of the last one in its tag (devTag) */
  applied: number;
  /** how many batches of edits came so far (applied or not yet) */
  edits: number;
  /** the stylesheet pages name (its URL path) */
  stylesheet: string | undefined;
  closed: boolean;
}

export interface ChangeQueue {
  /** applies a step after those before it (a build, an edit, a browser bundle's arrival) */
  enqueue(step: () => Promise<unknown>): Promise<void>;
  /** resolves once the steps asked for so far are applied (a request for a page waits for it) */
  settled(): Promise<unknown>;
}

/** builds, edits and the arrival of a browser bundle, applied one at a time in the order they came */
export function createChangeQueue(state: Pick<DevState, 'closed'>, hide: (text: string) => string): ChangeQueue {
  let settled: Promise<unknown> = Promise.resolve();
  return {
    enqueue(step) {
      const run = settled.then(step).then(() => undefined);
      settled = run.catch((err: unknown) => state.closed || console.error(`site dev: ${hide(messageOf(err))}`));
      return run;
    },
    settled: () => settled,
  };
}

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
