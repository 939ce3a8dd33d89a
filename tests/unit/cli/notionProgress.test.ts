import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotionProgress, durationText } from '../../../cli/export/progress';

/** what the progress wrote to stderr */
function captureStderr(): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

describe('progress lines while reading Notion', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('in CI: a plain line at the first request, every tenth of the way and at the end, with the time left at 3 a second', () => {
    const out = captureStderr();
    const p = createNotionProgress({ plain: true });
    for (let done = 1; done <= 100; done++) p.update({ done, left: 100 - done, secondsLeft: Math.ceil((100 - done) / 3) });
    p.done();
    expect(out[0]).toBe('Reading Notion: 1 requests done, 99 left, about 33 s at 3 requests/s\n');
    expect(out.length).toBeGreaterThanOrEqual(10);
    expect(out.length).toBeLessThanOrEqual(12);
    expect(out.at(-1)).toBe('Reading Notion: 100 requests done, 0 left, about 0 s at 3 requests/s\n');
  });

  it('says when Notion asks to wait (a 429), and is silent when quiet; an admin sink hears every step', () => {
    const out = captureStderr();
    createNotionProgress({ plain: true }).update({ done: 5, left: 10, secondsLeft: 4, waitMs: 2000 });
    expect(out).toEqual(['Notion asked to slow down: every request waits 2 s (Retry-After)\n']);
    out.length = 0;
    const heard: Array<{ done: number; total: number }> = [];
    const quiet = createNotionProgress({ quiet: true, sink: (e) => heard.push(e) });
    quiet.update({ done: 1, left: 2, secondsLeft: 1 });
    quiet.update({ done: 2, left: 1, secondsLeft: 1 });
    quiet.done();
    expect(out).toEqual([]);
    expect(heard.map((e) => `${e.done}/${e.total}`)).toEqual(['1/3', '2/3']);
  });

  it('words durations', () => {
    expect(durationText(40)).toBe('40 s');
    expect(durationText(305)).toBe('5 min 05 s');
  });
});
