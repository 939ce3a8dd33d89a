import type { DeliveryState } from '../../src/shared/leads/inbox';
import {
  type InboxCursor,
  type InboxFilter,
  type InboxPageRequest,
  type InboxSource,
  inboxCountSql,
  inboxPageSql,
  type Sql,
} from './inboxSql';
import type { LeadRecord, SubscriberRecord } from './types';

/** what both stores give the inbox's queries: their dialect and a way to run a read */
export interface StoreReader {
  readonly dialect: 'sqlite' | 'postgres';
  rows(sql: Sql): Promise<Array<Record<string, unknown>>>;
}

/** a row of either table, marked with where it came from */
export type InboxRecord = ({ kind: 'lead' } & LeadRecord) | ({ kind: 'newsletter' } & SubscriberRecord);

/** an outbox message as the inbox shows it */
export interface DeliveryRecord {
  id: string;
  leadId: string | null;
  channel: 'email' | 'webhook';
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

// SQLite keeps instants as ISO text (and outbox due times as epoch ms), PostgreSQL as timestamptz
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : typeof v === 'number' ? new Date(v).toISOString() : String(v));
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export function leadFromRow(r: Record<string, unknown>): LeadRecord {
  return {
    id: String(r.id),
    createdAt: iso(r.created_at),
    formType: r.form_type as LeadRecord['formType'],
    name: String(r.name),
    email: String(r.email),
    company: textOrNull(r.company),
    companySize: textOrNull(r.company_size),
    phone: textOrNull(r.phone),
    message: textOrNull(r.message),
    marketingConsent: r.marketing_consent === true || r.marketing_consent === 1,
  };
}

export const subscriberFromRow = (r: Record<string, unknown>): SubscriberRecord => ({
  id: String(r.id),
  email: String(r.email),
  createdAt: iso(r.created_at),
});

/** sent; failing once an attempt failed; given up once retries ended (webhooks, after 3 days); else waiting */
export function deliveryState(r: Record<string, unknown>): DeliveryState {
  if (r.sent_at !== null && r.sent_at !== undefined) return 'sent';
  if (r.given_up_at !== null && r.given_up_at !== undefined) return 'given-up';
  return Number(r.attempts) > 0 ? 'failing' : 'waiting';
}

export function deliveryFromRow(r: Record<string, unknown>): DeliveryRecord {
  const state = deliveryState(r);
  return {
    id: String(r.id),
    leadId: textOrNull(r.lead_id),
    channel: r.kind === 'webhook' ? 'webhook' : 'email',
    state,
    attempts: Number(r.attempts),
    lastError: textOrNull(r.last_error),
    createdAt: iso(r.created_at),
    sentAt: isoOrNull(r.sent_at),
    nextAttemptAt: state === 'waiting' || state === 'failing' ? isoOrNull(r.next_attempt_at) : null,
  };
}

/** one page of one source */
export async function inboxRecords(
  reader: StoreReader,
  source: InboxSource,
  filter: InboxFilter,
  page: InboxPageRequest,
): Promise<InboxRecord[]> {
  const rows = await reader.rows(inboxPageSql(reader.dialect, source, filter, page));
  return source === 'leads'
    ? rows.map((r) => ({ kind: 'lead' as const, ...leadFromRow(r) }))
    : rows.map((r) => ({ kind: 'newsletter' as const, ...subscriberFromRow(r) }));
}

export async function inboxCount(reader: StoreReader, source: InboxSource, filter: InboxFilter): Promise<number> {
  const [row] = await reader.rows(inboxCountSql(reader.dialect, source, filter));
  return Number(row?.n ?? 0);
}

/** the outbox messages of these leads, oldest first */
export async function deliveriesOf(reader: StoreReader, leadIds: string[]): Promise<DeliveryRecord[]> {
  if (leadIds.length === 0) return [];
  const text =
    reader.dialect === 'sqlite'
      ? // one statement text whatever the number of ids (SQLite statements are kept for the process's life)
        'SELECT * FROM outbox WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY seq'
      : 'SELECT * FROM outbox WHERE lead_id = ANY($1::uuid[]) ORDER BY seq';
  const rows = await reader.rows({ text, params: [reader.dialect === 'sqlite' ? JSON.stringify(leadIds) : leadIds] });
  return rows.map(deliveryFromRow);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** one row by id, or null (an id that is not a UUID finds nothing) */
export async function inboxRecordById(reader: StoreReader, source: InboxSource, id: string): Promise<InboxRecord | null> {
  if (!UUID.test(id)) return null;
  const table = source === 'leads' ? 'leads' : 'newsletter_subscribers';
  const [row] = await reader.rows({
    text: `SELECT * FROM ${table} WHERE id = ${reader.dialect === 'sqlite' ? '?' : '$1'}`,
    params: [id.toLowerCase()],
  });
  if (!row) return null;
  return source === 'leads' ? { kind: 'lead', ...leadFromRow(row) } : { kind: 'newsletter', ...subscriberFromRow(row) };
}

/** the messages that failed: failing (attempted, not sent) or given up, newest first, with their lead's name */
export async function failedDeliveries(
  reader: StoreReader,
  limit = 50,
): Promise<{ rows: Array<DeliveryRecord & { leadName: string | null }>; total: number }> {
  const failed = 'o.sent_at IS NULL AND (o.attempts > 0 OR o.given_up_at IS NOT NULL)';
  const rows = await reader.rows({
    text: `SELECT o.*, l.name AS lead_name FROM outbox o LEFT JOIN leads l ON l.id = o.lead_id WHERE ${failed}
      ORDER BY o.seq DESC LIMIT ${reader.dialect === 'sqlite' ? '?' : '$1'}`,
    params: [limit],
  });
  const [count] = await reader.rows({ text: `SELECT COUNT(*) AS n FROM outbox o WHERE ${failed}`, params: [] });
  return {
    rows: rows.map((r) => ({ ...deliveryFromRow(r), leadName: r.lead_name === null ? null : String(r.lead_name) })),
    total: Number(count?.n ?? 0),
  };
}

export type { InboxCursor, InboxFilter, InboxPageRequest, InboxSource };
