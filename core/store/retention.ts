import type pg from 'pg';
import type { RetentionCounts } from '../../src/shared/leads/retention';
import type { SqliteStatement } from './sqliteHandle';

/** what a retention run deletes: rows created (sign-ups: signed up; outbox: sent) before `cutoff` */
export interface RetentionRunInput {
  id: string;
  days: number;
  /** who runs it: the outbox worker's id (host, process) */
  instance: string;
  /** a run within this long after the last one's start is skipped (a day, less a margin for timers) */
  minIntervalMs: number;
}

export type RetentionOutcome = { ran: false } | { ran: true; startedAt: string; cutoff: string; counts: Omit<RetentionCounts, 'emlFiles'> };

const DAY_MS = 86_400_000;

/**
 * SQLite (one instance): inside the store's write transaction. Deletes leads older than the cutoff
 * with all their outbox rows (a message still unsent that long is dropped with its lead), sign-ups
 * older than the cutoff, and outbox rows sent before it; then records the run.
 */
export function retentionSqlite(sql: (text: string) => SqliteStatement, run: RetentionRunInput): RetentionOutcome {
  const now = Date.now();
  const last = sql('SELECT max(started_at) AS at FROM retention_runs').get() as { at: string | null };
  if (last.at && Date.parse(last.at) > now - run.minIntervalMs) return { ran: false };
  const startedAt = new Date(now).toISOString();
  const cutoff = new Date(now - run.days * DAY_MS).toISOString();
  const old = 'SELECT id FROM leads WHERE created_at < ?';
  const leadOutbox = sql(`DELETE FROM outbox WHERE lead_id IN (${old})`).run(cutoff).changes;
  const sent = sql('DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < ?').run(cutoff).changes;
  const leads = sql('DELETE FROM leads WHERE created_at < ?').run(cutoff).changes;
  const newsletter = sql('DELETE FROM newsletter_subscribers WHERE created_at < ?').run(cutoff).changes;
  const counts = { leads, newsletter, outbox: leadOutbox + sent };
  sql('INSERT INTO retention_runs (id, started_at, days, cutoff, instance, counts) VALUES (?, ?, ?, ?, ?, ?)').run(
    run.id,
    startedAt,
    run.days,
    cutoff,
    run.instance,
    JSON.stringify({ ...counts, emlFiles: 0 }),
  );
  return { ran: true, startedAt, cutoff, counts };
}

// the advisory lock's first key: retention's own (the second is the schema's hash, so schemas never meet)
const RETENTION_LOCK = 47_110_043;

/**
 * PostgreSQL (N instances): one transaction under a transaction-scoped advisory lock taken without
 * waiting, so at most one instance runs at a time and the others skip; the last run's start (by the
 * database's clock) decides whether a day has passed.
 */
export async function retentionPg(pool: pg.Pool, run: RetentionRunInput): Promise<RetentionOutcome> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const { rows: lock } = await c.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema())) AS got', [
      RETENTION_LOCK,
    ]);
    const { rows: due } = await c.query<{ due: boolean; now: Date; cutoff: Date }>(
      `SELECT coalesce(max(started_at) <= now() - $1 * interval '1 millisecond', true) AS due, now() AS now,
         now() - $2 * interval '1 day' AS cutoff FROM retention_runs`,
      [run.minIntervalMs, run.days],
    );
    const d = due[0];
    if (!lock[0]?.got || !d?.due) {
      await c.query('ROLLBACK');
      return { ran: false };
    }
    const q = (text: string) => c.query(text, [d.cutoff]).then((r) => r.rowCount ?? 0);
    const leadOutbox = await q('DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < $1)');
    const sent = await q('DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < $1');
    const leads = await q('DELETE FROM leads WHERE created_at < $1');
    const newsletter = await q('DELETE FROM newsletter_subscribers WHERE created_at < $1');
    const counts = { leads, newsletter, outbox: leadOutbox + sent };
    await c.query('INSERT INTO retention_runs (id, started_at, days, cutoff, instance, counts) VALUES ($1, $2, $3, $4, $5, $6)', [
      run.id,
      d.now,
      run.days,
      d.cutoff,
      run.instance,
      JSON.stringify({ ...counts, emlFiles: 0 }),
    ]);
    await c.query('COMMIT');
    return { ran: true, startedAt: d.now.toISOString(), cutoff: d.cutoff.toISOString(), counts };
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    c.release();
  }
}
