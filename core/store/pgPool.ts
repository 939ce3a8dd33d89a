import pg from 'pg';
import { log } from '../log';

/**
 * One connection pool per process and database: the lead store, the outbox worker and the rate
 * limits all draw on it, so an instance holds at most DATABASE_POOL_SIZE connections (plus the one an
 * export's advisory lock holds while it runs). Each user takes a reference and gives it back; the pool
 * ends with the last one.
 */
export interface PgPoolOptions {
  connectionString: string;
  /** connections at most (DATABASE_POOL_SIZE); the first user of a pool sets it */
  max?: number;
  /** a schema first on the search path (tests keep their rows apart this way) */
  schema?: string;
}

export interface PgPoolRef {
  readonly pool: pg.Pool;
  /** gives the reference back; the pool ends when nobody holds one */
  release(): Promise<void>;
}

/** how long a query waits for a free or new connection before failing (the form answers 503, readiness 503) */
export const CONNECT_TIMEOUT_MS = 5_000;

const pools = new Map<string, { pool: pg.Pool; refs: number }>();

/** when each pool last had a query answered (a connection given back without an error) */
const answeredAt = new WeakMap<pg.Pool, number>();

/**
 * whether the pool is busy but serving: every connection taken and queries waiting, while one was
 * answered within `withinMs`. Readiness counts that as ready ("can serve"): a probe waiting its turn
 * behind the queue says how busy the instance is, not whether the database answers.
 */
export function busyButServing(pool: pg.Pool, withinMs: number): boolean {
  return pool.waitingCount > 0 && Date.now() - (answeredAt.get(pool) ?? 0) < withinMs;
}

/** the name an instance's connections carry in pg_stat_activity (at most 63 characters) */
export const applicationName = () => `site pid ${process.pid}`.slice(0, 63);

export function acquirePgPool(opts: PgPoolOptions): PgPoolRef {
  const key = `${opts.connectionString}\u0000${opts.schema ?? ''}`;
  let entry = pools.get(key);
  if (!entry) {
    const pool = new pg.Pool({
      connectionString: opts.connectionString,
      max: opts.max ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: applicationName(),
      keepAlive: true,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    // an idle client that loses its server (a PostgreSQL restart) must not crash the process; the next query reconnects
    pool.on('error', (err) => log('warn', 'postgres connection lost; the next query reconnects', { error: err.message }));
    pool.on('release', (err: Error | undefined) => {
      if (!err) answeredAt.set(pool, Date.now());
    });
    entry = { pool, refs: 0 };
    pools.set(key, entry);
  }
  const held = entry;
  held.refs++;
  let released = false;
  return {
    pool: held.pool,
    async release() {
      if (released) return;
      released = true;
      held.refs--;
      if (held.refs > 0) return;
      pools.delete(key);
      await held.pool.end();
    },
  };
}
