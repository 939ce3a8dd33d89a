import type pg from 'pg';
import { searchTextOf } from './search';
import type { SqliteHandle } from './sqliteHandle';
import { emailKey } from './types';

/** rows read and written at a time */
const CHUNK = 5_000;

type Row = { seq: number | string; name?: string; email: string; company?: string | null };

/** what migration 4 fills in: each row's search text, and each lead's e-mail key */
const leadValues = (r: Row) => ({ search: searchTextOf(r.name, r.email, r.company), key: emailKey(r.email) });
const subscriberSearch = (r: Row) => searchTextOf(r.email);

/** fills search_text and email_key of every existing row (inside the migration's transaction) */
export function backfillSearchSqlite({ statement }: SqliteHandle): void {
  const page = (table: string, columns: string) =>
    statement(`SELECT seq, ${columns} FROM ${table} WHERE seq > ? ORDER BY seq LIMIT ${CHUNK}`);
  /** runs `each` over every row of `table`, a chunk at a time in seq order */
  const forEachRow = (table: string, columns: string, each: (r: Row) => void) => {
    for (let after = 0; ; ) {
      const rows = page(table, columns).all(after) as Row[];
      if (rows.length === 0) return;
      rows.forEach(each);
      after = Number(rows.at(-1)?.seq);
    }
  };
  const setLead = statement('UPDATE leads SET search_text = ?, email_key = ? WHERE seq = ?');
  forEachRow('leads', 'name, email, company', (r) => {
    const v = leadValues(r);
    setLead.run(v.search, v.key, r.seq);
  });
  const setSubscriber = statement('UPDATE newsletter_subscribers SET search_text = ? WHERE seq = ?');
  forEachRow('newsletter_subscribers', 'email', (r) => setSubscriber.run(subscriberSearch(r), r.seq));
}

/** the same on PostgreSQL, a chunk per statement */
export async function backfillSearchPg(c: pg.PoolClient): Promise<void> {
  for (let after = '0'; ; ) {
    const { rows } = await c.query<Row>(`SELECT seq, name, email, company FROM leads WHERE seq > $1 ORDER BY seq LIMIT ${CHUNK}`, [after]);
    if (rows.length === 0) break;
    const values = rows.map(leadValues);
    await c.query(
      `UPDATE leads SET search_text = v.search, email_key = v.key
       FROM unnest($1::bigint[], $2::text[], $3::text[]) AS v (seq, search, key) WHERE leads.seq = v.seq`,
      [rows.map((r) => r.seq), values.map((v) => v.search), values.map((v) => v.key)],
    );
    after = String(rows.at(-1)?.seq);
  }
  for (let after = '0'; ; ) {
    const { rows } = await c.query<Row>(`SELECT seq, email FROM newsletter_subscribers WHERE seq > $1 ORDER BY seq LIMIT ${CHUNK}`, [
      after,
    ]);
    if (rows.length === 0) break;
    await c.query(
      `UPDATE newsletter_subscribers SET search_text = v.search
       FROM unnest($1::bigint[], $2::text[]) AS v (seq, search) WHERE newsletter_subscribers.seq = v.seq`,
      [rows.map((r) => r.seq), rows.map(subscriberSearch)],
    );
    after = String(rows.at(-1)?.seq);
  }
}
