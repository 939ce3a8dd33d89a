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
