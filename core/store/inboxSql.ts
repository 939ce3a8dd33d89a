import type { FormType } from '../../src/shared/forms/options';

/** which table an inbox query reads: leads, or newsletter sign-ups */
export type InboxSource = 'leads' | 'newsletter';

/** the inbox's filters, normalised (core/store/inbox.ts makes them from the API's or the CLI's query) */
export interface InboxFilter {
  /** one lead form (only with source 'leads') */
  formType?: FormType;
  /** created at or after (ISO instant) */
  since?: string;
  /** created before (ISO instant) */
  until?: string;
  /** folded words that must all appear in search_text */
  words: string[];
}

/** a row's place in the inbox order (newest first, then by id) */
export interface InboxCursor {
  createdAt: string;
  id: string;
}

export interface InboxPageRequest {
  cursor?: InboxCursor;
  /** older: the rows after the cursor in the inbox order; newer: the rows before it, nearest first */
  direction: 'older' | 'newer';
  limit: number;
}

type Dialect = 'sqlite' | 'postgres';

/** SQL text with its parameters; `?` for SQLite, `$n` (with casts) for PostgreSQL */
export interface Sql {
  text: string;
  params: unknown[];
}

const TABLE: Record<InboxSource, string> = { leads: 'leads', newsletter: 'newsletter_subscribers' };

/** builds a WHERE clause: each `p(value, pgType)` adds a parameter and answers its placeholder */
function conditions(dialect: Dialect, source: InboxSource, filter: InboxFilter, cursor?: InboxPageRequest) {
  const params: unknown[] = [];
  const p = (value: unknown, pgType?: string) => {
    params.push(value);
    return dialect === 'sqlite' ? '?' : `$${params.length}${pgType ? `::${pgType}` : ''}`;
  };
  const where: string[] = [];
  if (source === 'leads' && filter.formType) where.push(`form_type = ${p(filter.formType)}`);
  if (filter.since) where.push(`created_at >= ${p(filter.since, 'timestamptz')}`);
  if (filter.until) where.push(`created_at < ${p(filter.until, 'timestamptz')}`);
  for (const word of filter.words) where.push(`${dialect === 'sqlite' ? 'instr' : 'strpos'}(search_text, ${p(word)}) > 0`);
  if (cursor?.cursor) {
    const op = cursor.direction === 'older' ? '<' : '>';
    where.push(`(created_at, id) ${op} (${p(cursor.cursor.createdAt, 'timestamptz')}, ${p(cursor.cursor.id, 'uuid')})`);
  }
  return { params, p, clause: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '' };
}

/**
 * SQLite finds words through the covering index of search_text (with the time, id and form): scanning
 * it is a fraction of scanning the table, and its rows sort by time without touching the table, so a
 * rare word and a common one cost alike. PostgreSQL's planner picks its own way (a sequential scan).
 */
const searched = (dialect: Dialect, source: InboxSource, filter: InboxFilter) =>
  dialect === 'sqlite' && filter.words.length > 0 ? ` INDEXED BY ${source === 'leads' ? 'leads_search' : 'newsletter_search'}` : '';

/** one page of a source in the inbox order (or its reverse, for 'newer'), every column of the row */
export function inboxPageSql(dialect: Dialect, source: InboxSource, filter: InboxFilter, page: InboxPageRequest): Sql {
  const { params, p, clause } = conditions(dialect, source, filter, page);
  const order = page.direction === 'older' ? 'DESC' : 'ASC';
  const orderBy = `ORDER BY created_at ${order}, id ${order}`;
  const limit = p(page.limit, 'int');
  const via = searched(dialect, source, filter);
  const text = via
    ? `SELECT * FROM ${TABLE[source]} WHERE id IN (SELECT id FROM ${TABLE[source]}${via} ${clause} ${orderBy} LIMIT ${limit}) ${orderBy}`
    : `SELECT * FROM ${TABLE[source]} ${clause} ${orderBy} LIMIT ${limit}`;
  return { text, params };
}

/** how many rows of a source match */
export function inboxCountSql(dialect: Dialect, source: InboxSource, filter: InboxFilter): Sql {
  const { params, clause } = conditions(dialect, source, filter);
  return { text: `SELECT COUNT(*) AS n FROM ${TABLE[source]}${searched(dialect, source, filter)} ${clause}`, params };
}
