/** reports progress: a redrawn bar on a terminal, a plain line every 10% elsewhere (CI logs) */
export interface Progress {
  tick(label: string): void;
  done(): void;
}

export type ProgressSink = (event: { done: number; total: number; label: string }) => void;

/** the progress settings of an export command: quiet, an admin's sink, plain lines in CI */
export const progressOptions = (opts: { quiet?: boolean; onProgress?: ProgressSink; config: { CI?: boolean } }) => ({
  quiet: opts.quiet,
  sink: opts.onProgress,
  plain: opts.config.CI,
});

export function createProgress(
  total: number,
  title: string,
  opts: { quiet?: boolean; sink?: ProgressSink /** plain lines even on a terminal (CI) */; plain?: boolean } = {},
): Progress {
  const tty = Boolean(process.stderr.isTTY) && !opts.plain;
  let done = 0;
  let lastDecile = -1;
  return {
    tick(label) {
      done++;
      opts.sink?.({ done, total, label });
      if (opts.quiet) return;
      if (tty) {
        const width = 30;
        const filled = Math.round((done / total) * width);
        process.stderr.write(
          `\r${title} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${label.slice(0, 40).padEnd(40)}`,
        );
      } else {
        const decile = Math.floor((done / total) * 10);
        if (decile !== lastDecile || done === total) {
          lastDecile = decile;
          process.stderr.write(`${title}: ${done}/${total}\n`);
        }
      }
    },
    done() {
      if (tty && !opts.quiet) process.stderr.write('\n');
    },
  };
}

/** '5 min 05 s', '40 s' */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** a read of Notion as it goes: requests done and left, the time left at 3 requests per second */
export interface NotionProgressEvent {
  done: number;
  left: number;
  secondsLeft: number;
  waitMs?: number;
}

/**
 * reports a read of Notion: a redrawn line on a terminal, a plain line every 10% (or 30 s) and on each
 * rate-limit wait elsewhere (CI logs), nothing when quiet. The admin's sink hears every step.
 */
export function createNotionProgress(opts: { quiet?: boolean; sink?: ProgressSink; plain?: boolean } = {}) {
  const tty = Boolean(process.stderr.isTTY) && !opts.plain;
  let lastLine = 0;
  let lastShare = -1;
  let drawn = false;
  const text = (e: NotionProgressEvent) =>
    `Reading Notion: ${e.done} requests done, ${e.left} left, about ${durationText(e.secondsLeft)} at 3 requests/s`;
  return {
    update(e: NotionProgressEvent) {
      opts.sink?.({ done: e.done, total: e.done + e.left, label: e.waitMs ? 'Notion rate limit' : 'Notion' });
      if (opts.quiet) return;
      if (e.waitMs) {
        if (tty && drawn) process.stderr.write('\n');
        drawn = false;
        process.stderr.write(`Notion asked to slow down: every request waits ${durationText(e.waitMs / 1000)} (Retry-After)\n`);
        return;
      }
      if (tty) {
        const total = e.done + e.left;
        const width = 30;
        const filled = total ? Math.round((e.done / total) * width) : width;
        process.stderr.write(`\r${text(e).padEnd(80)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`);
        drawn = true;
        return;
      }
      const share = Math.floor((e.done / Math.max(1, e.done + e.left)) * 10);
      const now = Date.now();
      if (e.done === 1 || share !== lastShare || now - lastLine >= 30_000 || e.left === 0) {
        lastShare = share;
        lastLine = now;
        process.stderr.write(`${text(e)}\n`);
      }
    },
    done() {
      if (tty && drawn && !opts.quiet) process.stderr.write('\n');
      drawn = false;
    },
  };
}
