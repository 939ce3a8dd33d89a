import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShownGate } from '../../../../cli/dev/shownGate';

/** whether a promise has settled, after the pending callbacks ran */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('the browser bundle waits for the pages that take an edit in place', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes on at once when no page takes the edit in place', async () => {
    expect(await settled(createShownGate(600).waitFor(0))).toBe(true);
  });

  it('goes on once every page told of the edit has said it shows it, not before', async () => {
    const gate = createShownGate(600);
    const wait = gate.waitFor(2);
    gate.shown();
    expect(await settled(wait)).toBe(false);
    gate.shown();
    expect(await settled(wait)).toBe(true);
  });

  it('goes on after its time when a page never says so (closed or hidden)', async () => {
    const gate = createShownGate(600);
    const wait = gate.waitFor(1);
    await vi.advanceTimersByTimeAsync(599);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });

  it('a newer edit ends the wait for the older one, and later reports count for the newer', async () => {
    const gate = createShownGate(600);
    const older = gate.waitFor(3);
    const newer = gate.waitFor(1);
    expect(await settled(older)).toBe(true);
    expect(await settled(newer)).toBe(false);
    gate.shown();
    expect(await settled(newer)).toBe(true);
  });

  it('a report with no edit waiting is ignored', async () => {
    const gate = createShownGate(600);
    gate.shown();
    const wait = gate.waitFor(1);
    expect(await settled(wait)).toBe(false);
    gate.shown();
    expect(await settled(wait)).toBe(true);
  });
});
