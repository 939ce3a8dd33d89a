import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { Config } from '../core/config';
import { errorText, log } from '../core/log';
import { acquirePgPool } from '../core/store/pgPool';
import { openSqlite } from '../core/store/sqliteHandle';

/** the table every limiter of every instance counts in (one row per limiter and client key) */
export const LIMITS_TABLE = 'rate_limits';

// one lock id for the instances creating the table together (any constant bigint unlike the migrations' one)
const LIMITS_TABLE_LOCK = 47_110_043;

/** where the API's rate limits are counted: shared by every instance on one PostgreSQL, else kept on disk */
export interface LimitStore {
  readonly kind: 'postgres' | 'sqlite' | 'memory';
  /** a counter of `points` per `durationSeconds` and key, stored under `name` */
  limiter(name: string, points: number, durationSeconds: number): Promise<RateLimiterAbstract>;
  close(): Promise<void>;
}

/**
 * A limiter backed by a store falls back to counting in this process's memory while the store fails
 * (rate-limiter-flexible's insurance limiter): a database hiccup neither blocks every visitor nor
 * lifts the limits.
 */
const insurance = (points: number, duration: number) => new RateLimiterMemory({ points, duration });

/** what a database-backed limiter is told by both stores: the shared table (made at open), its key prefix, its limit and its insurance */
const storedLimiterOptions = (name: string, points: number, duration: number) => ({
  tableName: LIMITS_TABLE,
  tableCreated: true,
  keyPrefix: name,
  points,
  duration,
  insuranceLimiter: insurance(points, duration),
});

/**
 * the limits in PostgreSQL (DATABASE_URL): every instance on the database counts in the same rows, on
 * the connections of the instance's one pool (DATABASE_POOL_SIZE, shared with the lead store)
 */
function postgresLimits(connectionString: string, max: number | undefined): LimitStore {
  const ref = acquirePgPool({ connectionString, max });
  const pool = ref.pool;
  // created once, under a lock: rate-limiter-flexible's own CREATE TABLE races between instances starting together
  const table = (async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [LIMITS_TABLE_LOCK]);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${LIMITS_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
      );
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  })();
  table.catch((err: unknown) => log('error', 'rate limit table not created', { error: errorText(err) }));
  return {
    kind: 'postgres',
    async limiter(name, points, duration) {
      if (
        !(await table.then(
          () => true,
          () => false,
        ))
      )
        return insurance(points, duration);
      return new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', ...storedLimiterOptions(name, points, duration) });
    },
    close: () => ref.release(),
  };
}

/** the limits in DATA_DIR/rate-limits.sqlite: one machine's instances share them, and a restart keeps them */
function sqliteLimits(file: string): LimitStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const handle = openSqlite(file);
  // a counter lost to a power cut costs nothing: no fsync per request, and wait for another process's write
  handle.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000');
  handle.db.exec(`CREATE TABLE IF NOT EXISTS ${LIMITS_TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`);
  return {
    kind: 'sqlite',
    limiter: async (name, points, duration) =>
      // the limiter prepares its statements on every request: it is given the handle's kept ones
      new RateLimiterSQLite({
        storeClient: handle.limiterClient,
        storeType: 'better-sqlite3',
        ...storedLimiterOptions(name, points, duration),
      }),
    close: async () => handle.close(),
  };
}

/** the limits in this process only (tests, or a store that is gone) */
export function memoryLimits(): LimitStore {
  return { kind: 'memory', limiter: async (_name, points, duration) => insurance(points, duration), close: async () => {} };
}

/** PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR */
export function openLimitStore(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Config, 'DATABASE_POOL_SIZE'>>,
): LimitStore {
  if (config.DATABASE_URL) return postgresLimits(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  return sqliteLimits(path.resolve(config.DATA_DIR, 'rate-limits.sqlite'));
}
