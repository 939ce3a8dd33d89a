import type { Hono } from 'hono';
import { errorText, log } from '../../core/log';
import type { LeadBackend } from '../../core/store/backend';

/** the readiness probe's path: 200 while this instance can take leads, 503 otherwise */
export const READY_PATH = '/api/ready';

/** how long the store gets to answer a readiness check */
export const READY_TIMEOUT_MS = 1_000;

/** a check answered this recently is answered again without asking the store (probes from many balancers) */
const READY_CACHE_MS = 200;

type Readiness = { ready: true } | { ready: false; error: string };

/**
 * GET /api/health: liveness (the process answers HTTP), always 200 while it runs.
 * GET /api/ready: readiness ("can serve"). 503 from the moment a shutdown begins, and while the lead store
 * does not answer a trivial query within a second (PostgreSQL away); a busy pool whose queries are being
 * answered counts as answering (core/store/pgPool.ts busyButServing). 200 again as soon as it does.
 * Answered with `Connection: close`.
 */
export function registerHealthRoutes(app: Hono, opts: { leads: LeadBackend; stopping: () => boolean; storeName: string }): void {
  app.get('/api/health', (c) => c.json({ ok: true }));

  let last: { at: number; result: Promise<Readiness> } | null = null;
  let wasReady: boolean | undefined;
  const check = (): Promise<Readiness> => {
    const now = Date.now();
    if (last && now - last.at < READY_CACHE_MS) return last.result;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
    });
    const result = Promise.race([opts.leads.ready(), timeout])
      .then((): Readiness => {
        if (wasReady === false) log('info', 'ready again: the lead store answers');
        wasReady = true;
        return { ready: true };
      })
      .catch((err: unknown): Readiness => {
        // logged when it changes, not at every probe
        if (wasReady !== false) log('warn', 'not ready: the lead store does not answer', { error: errorText(err) });
        wasReady = false;
        return { ready: false, error: `The lead store (${opts.storeName}) cannot be reached.` };
      })
      .finally(() => clearTimeout(timer));
    last = { at: now, result };
    return result;
  };

  app.get(READY_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    // a probe does not keep its connection: an idle one would hold a stopping instance until its deadline
    c.header('Connection', 'close');
    if (opts.stopping()) return c.json({ ready: false, error: 'This instance is shutting down.' }, 503);
    const readiness = await check();
    return c.json(readiness, readiness.ready ? 200 : 503);
  });
}
