// The processes a bench or a tool of bench/ starts (site serve, s3rver, nginx, peers' dev servers) end with it:
// when it exits (normally, by an error, or on SIGINT, SIGTERM or SIGHUP) each one still running gets SIGTERM,
// its whole process group for one started detached. A SIGKILL cannot be caught: a child that must outlive
// no parent even then watches its stdin instead (bench/s3rver.mjs).
const children = new Map();
let installed = false;

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

function stopAll() {
  for (const [child, group] of children) {
    try {
      if (group) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** ties `child` to this process's life; `group`: it was started detached, and its process group goes with it */
export function endWithThisProcess(child, { group = false } = {}) {
  if (child.pid === undefined) return child;
  children.set(child, group);
  child.once('exit', () => children.delete(child));
  if (!installed) {
    installed = true;
    process.once('exit', stopAll);
    for (const [signal, number] of Object.entries(SIGNALS)) {
      // a bench's own handler (support.mjs deadline) cleans up and exits; without one, this one exits
      process.on(signal, () => {
        if (process.listenerCount(signal) === 1) process.exit(128 + number);
      });
    }
  }
  return child;
}
