import type pg from 'pg';
import type { ErasureCounts } from '../../src/shared/leads/person';
import type { SqliteStatement } from './sqliteHandle';

/** the record an erase writes in the same transaction as the deletes */
export interface ErasureRecordInput {
  id: string;
  erasedAt: string;
  subjectHash: string;
  keyId: string;
}

/** what an erase of the store's rows did; the .eml files are the caller's (core/privacy/person.ts) */
export type StoreErasure =
  | { status: 'erased'; counts: Omit<ErasureCounts, 'emlFiles'>; leadIds: string[]; outboxIds: string[] }
  /** a message to this person is being handed to its server right now: try again in a moment */
  | { status: 'sending' };

/** the stores an erase touches, as its record names them */
export const ERASED_STORES = ['leads', 'newsletter_subscribers', 'outbox', 'eml_files'];

const countsJson = (c: Omit<ErasureCounts, 'emlFiles'>) => JSON.stringify({ ...c, emlFiles: 0 });

/**
 * SQLite: runs inside the store's write transaction (one writer, so no send can begin meanwhile: the
 * worker's beginSend is a write too). A message whose send began and is neither recorded nor past its
 * lease is being sent now: the erase waits for it rather than let it out after the erase.
 */
export function eraseSqlite(sql: (text: string) => SqliteStatement, key: string, rec: ErasureRecordInput): StoreErasure {
  const leadIds = (sql('SELECT id FROM leads WHERE email_key = ?').all(key) as Array<{ id: string }>).map((r) => r.id);
  const ids = JSON.stringify(leadIds);
  const outbox = sql(
    `SELECT id, sent_at IS NULL AS unsent, (sent_at IS NULL AND sending_at IS NOT NULL AND claimed_by IS NOT NULL AND locked_until > ?) AS sending
     FROM outbox WHERE lead_id IN (SELECT value FROM json_each(?))`,
  ).all(Date.now(), ids) as Array<{ id: string; unsent: number; sending: number }>;
  if (outbox.some((m) => m.sending)) return { status: 'sending' };
  sql('DELETE FROM outbox WHERE lead_id IN (SELECT value FROM json_each(?))').run(ids);
  sql('DELETE FROM leads WHERE email_key = ?').run(key);
  const newsletter = sql('DELETE FROM newsletter_subscribers WHERE email_key = ?').run(key).changes;
  const counts = { leads: leadIds.length, newsletter, outbox: outbox.length, outboxUnsent: outbox.filter((m) => m.unsent).length };
  sql('INSERT INTO erasures (id, erased_at, subject_hash, key_id, stores, counts) VALUES (?, ?, ?, ?, ?, ?)').run(
    rec.id,
    rec.erasedAt,
    rec.subjectHash,
    rec.keyId,
    ERASED_STORES.join(','),
    countsJson(counts),
  );
  return { status: 'erased', counts, leadIds, outboxIds: outbox.map((m) => m.id) };
}

/**
 * PostgreSQL: one transaction that locks the person's leads and outbox rows first. A worker's
 * beginSend on a locked row waits for the commit and then finds the row gone; a claim skips locked
 * rows. A send already begun (and not recorded, within its lease) makes the erase roll back and wait.
 */
export async function erasePg(pool: pg.Pool, key: string, rec: ErasureRecordInput): Promise<StoreErasure> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const { rows: leads } = await c.query<{ id: string }>('SELECT id FROM leads WHERE email_key = $1 FOR UPDATE', [key]);
    const leadIds = leads.map((r) => r.id);
    const { rows: outbox } = await c.query<{ id: string; unsent: boolean; sending: boolean }>(
      `SELECT id, sent_at IS NULL AS unsent,
         (sent_at IS NULL AND sending_at IS NOT NULL AND claimed_by IS NOT NULL AND locked_until > clock_timestamp()) AS sending
       FROM outbox WHERE lead_id = ANY($1::uuid[]) FOR UPDATE`,
      [leadIds],
    );
    if (outbox.some((m) => m.sending)) {
      await c.query('ROLLBACK');
      return { status: 'sending' };
    }
    await c.query('DELETE FROM outbox WHERE lead_id = ANY($1::uuid[])', [leadIds]);
    await c.query('DELETE FROM leads WHERE email_key = $1', [key]);
    const newsletter = (await c.query('DELETE FROM newsletter_subscribers WHERE email_key = $1', [key])).rowCount ?? 0;
    const counts = { leads: leadIds.length, newsletter, outbox: outbox.length, outboxUnsent: outbox.filter((m) => m.unsent).length };
    await c.query('INSERT INTO erasures (id, erased_at, subject_hash, key_id, stores, counts) VALUES ($1, $2, $3, $4, $5, $6)', [
      rec.id,
      rec.erasedAt,
      rec.subjectHash,
      rec.keyId,
      ERASED_STORES.join(','),
      countsJson(counts),
    ]);
    await c.query('COMMIT');
    return { status: 'erased', counts, leadIds, outboxIds: outbox.map((m) => m.id) };
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    c.release();
  }
}
