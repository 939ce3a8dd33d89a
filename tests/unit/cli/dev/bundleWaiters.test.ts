import { describe, expect, it } from 'vitest';
import { createBundleWaiters } from '../../../../cli/dev/bundleWaiters';
import type { DevError } from '../../../../cli/dev/errors';

/** a browser bundle build the test finishes by hand */
function manualBuilds() {
  const pending: Array<(ok: boolean) => void> = [];
  let built = 0;
  return {
    builds: {
      client: () =>
        new Promise<{ ok: true; value: undefined } | { ok: false; errors: DevError[] }>((resolve) =>
          pending.push((ok) => {
            if (ok) built++;
            resolve(ok ? { ok: true, value: undefined } : { ok: false, errors: [{ kind: 'compile', message: 'bad' }] });
          }),
        ),
      cancelClient: async () => {
        pending.shift()?.(false);
      },
      entry: () => (built ? `/assets/main-${built}.js` : null),
    },
    /** the build asked for ends */
    finish: async (ok = true) => {
      for (let i = 0; i < 50 && pending.length === 0; i++) await new Promise((r) => setTimeout(r, 1));
      pending.shift()?.(ok);
    },
  };
}

function waitersWith() {
  const manual = manualBuilds();
  const failed: DevError[][] = [];
  let builtCalls = 0;
  const waiters = createBundleWaiters({
    builds: manual.builds,
    enqueue: async (step) => {
      await step();
    },
    isClosed: () => false,
    onBuilt: async () => {
      builtCalls++;
    },
    onFailed: (errors) => failed.push(errors),
  });
  return { waiters, manual, failed, built: () => builtCalls };
}

describe('createBundleWaiters', () => {
  it('answers a page waiting for bundle n once it is in, and at once after', async () => {
    const { waiters, manual, built } = waitersWith();
    expect(waiters.next()).toBe(1);
    const done = waiters.build();
    expect(waiters.pending()).toBe(1);
    const entry = waiters.entryOf(1);
    await manual.finish();
    await done;
    expect(await entry).toBe('/assets/main-1.js');
    expect(await waiters.entryOf(1)).toBe('/assets/main-1.js');
    expect(waiters.pending()).toBeUndefined();
    expect(waiters.busy()).toBe(false);
    expect(built()).toBe(1);
  });

  it('answers the waiters with nothing when the bundle fails, and reports its errors', async () => {
    const { waiters, manual, failed } = waitersWith();
    const done = waiters.build();
    const entry = waiters.entryOf(1);
    await manual.finish(false);
    await done;
    expect(await entry).toBeNull();
    expect(failed).toEqual([[{ kind: 'compile', message: 'bad' }]]);
  });

  it('builds once for the edits that came while a bundle was built', async () => {
    const { waiters, manual, built } = waitersWith();
    const first = waiters.build();
    await manual.finish();
    await first;
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const second = waiters.build(gate);
    const third = waiters.build();
    release();
    await manual.finish();
    await Promise.all([second, third]);
    expect(built()).toBe(2);
    expect(await waiters.entryOf(2)).toBe('/assets/main-2.js');
  });

  it('knows the numbers it gave pages: those of the bundles asked for, and the next one once named', async () => {
    const { waiters, manual } = waitersWith();
    expect(waiters.issued(1)).toBe(false);
    expect(waiters.next()).toBe(1);
    expect(waiters.issued(1)).toBe(true);
    expect(waiters.issued(2)).toBe(false);
    const done = waiters.build();
    expect(waiters.issued(1)).toBe(true);
    expect(waiters.issued(99_999_999)).toBe(false);
    expect(waiters.issued(0)).toBe(false);
    expect(waiters.issued(2 ** 60)).toBe(false);
    await manual.finish();
    await done;
  });

  it('drops a waiter whose page left, and keeps nothing of it', async () => {
    const { waiters, manual } = waitersWith();
    const done = waiters.build();
    const left = new AbortController();
    const stays = waiters.entryOf(1);
    const leaves = waiters.entryOf(1, left.signal);
    expect(waiters.waiting()).toBe(2);
    left.abort();
    expect(await leaves).toBeNull();
    expect(waiters.waiting()).toBe(1);
    await manual.finish();
    await done;
    expect(await stays).toBe('/assets/main-1.js');
    expect(waiters.waiting()).toBe(0);
    const gone = new AbortController();
    gone.abort();
    const third = waiters.build();
    expect(await waiters.entryOf(2, gone.signal)).toBeNull();
    expect(waiters.waiting()).toBe(0);
    await manual.finish();
    await third;
  });
});
