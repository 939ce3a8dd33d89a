import type { FormType } from '../../src/shared/forms/options';
import {
  type DeliveryState,
  INBOX_PAGE_SIZE,
  type InboxDetail,
  type InboxItem,
  type InboxPage,
  type InboxQuery,
} from '../../src/shared/leads/inbox';
import { csvCell } from './csv';
import type { InboxCursor, InboxFilter, InboxSource } from './inboxSql';
import { deliveriesOf, type InboxRecord, inboxCount, inboxRecordById, inboxRecords } from './reader';
import { searchWords } from './search';
import type { LeadStore } from './types';

/**
 * The leads inbox: one list of leads and newsletter sign-ups, newest first, filtered by form, date
 * range and search words, in pages. /api/admin/leads and `site leads` both call these functions.
 */

/** the filters of a query, normalised: the sources it reads and what each must match */
export interface InboxSelection {
  sources: InboxSource[];
  filter: InboxFilter;
}

const DAY_MS = 86_400_000;
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** the API's (or CLI's) query as sources and a filter: days are UTC days, `until` a day includes it */
export function inboxSelection(q: Pick<InboxQuery, 'form' | 'since' | 'until' | 'q'>): InboxSelection {
  const since = q.since ? new Date(Date.parse(q.since)).toISOString() : undefined;
  const until = q.until ? new Date(Date.parse(q.until) + (isDay(q.until) ? DAY_MS : 0)).toISOString() : undefined;
  const words = searchWords(q.q);
  if (q.form === 'newsletter') return { sources: ['newsletter'], filter: { since, until, words } };
  if (q.form) return { sources: ['leads'], filter: { formType: q.form as FormType, since, until, words } };
  return { sources: ['leads', 'newsletter'], filter: { since, until, words } };
}

/** a page position as the API hands it out: base64url of "created_at id" */
export const encodeCursor = (c: InboxCursor): string => Buffer.from(`${c.createdAt} ${c.id}`).toString('base64url');

export function decodeCursor(s: string): InboxCursor | null {
  const [createdAt, id, extra] = Buffer.from(s, 'base64url').toString('utf8').split(' ');
  if (!createdAt || !id || extra !== undefined || Number.isNaN(Date.parse(createdAt))) return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null;
  return { createdAt: new Date(Date.parse(createdAt)).toISOString(), id };
}

/** newest first: later created_at, then the greater id */
const newerFirst = (a: InboxRecord, b: InboxRecord) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.createdAt < b.createdAt ? 1 : -1;

/**
 * `limit` rows from the cursor on, merged from the sources in the inbox order (each source reads at
 * most limit + 1 rows through its index), plus whether more lie beyond
 */
async function mergedRows(
  store: LeadStore,
  sel: InboxSelection,
  page: { cursor?: InboxCursor; direction: 'older' | 'newer'; limit: number },
): Promise<{ rows: InboxRecord[]; more: boolean }> {
  const parts = await Promise.all(sel.sources.map((s) => inboxRecords(store.reader, s, sel.filter, { ...page, limit: page.limit + 1 })));
  const all = parts.flat().sort(newerFirst);
  if (page.direction === 'newer') all.reverse();
  const rows = all.slice(0, page.limit);
  if (page.direction === 'newer') rows.reverse();
  return { rows, more: all.length > page.limit };
}

const toItem = (r: InboxRecord, notification: DeliveryState | null): InboxItem =>
  r.kind === 'lead'
    ? { kind: 'lead', id: r.id, createdAt: r.createdAt, form: r.formType, name: r.name, email: r.email, company: r.company, notification }
    : { kind: 'newsletter', id: r.id, createdAt: r.createdAt, form: 'newsletter', name: null, email: r.email, company: null, notification };

export class BadCursorError extends Error {
  override name = 'BadCursorError';
}

/** one page of the inbox with the total of the filtered set and the positions of the pages around it */
export async function listInbox(store: LeadStore, q: InboxQuery): Promise<InboxPage> {
  const sel = inboxSelection(q);
  const limit = q.limit ?? INBOX_PAGE_SIZE;
  const position = q.before ?? q.after;
  const cursor = position ? decodeCursor(position) : undefined;
  if (cursor === null) throw new BadCursorError('before/after is not a page position this server gave');
  const direction = q.after ? 'newer' : 'older';
  const [{ rows, more }, counts] = await Promise.all([
    mergedRows(store, sel, { cursor, direction, limit }),
    Promise.all(sel.sources.map((s) => inboxCount(store.reader, s, sel.filter))),
  ]);
  const leadIds = rows.filter((r) => r.kind === 'lead').map((r) => r.id);
  const email = new Map<string, DeliveryState>();
  for (const d of await deliveriesOf(store.reader, leadIds)) if (d.channel === 'email' && d.leadId) email.set(d.leadId, d.state);
  const first = rows[0];
  const last = rows.at(-1);
  // going older, newer rows exist when we came from a position; going newer, when more lay beyond
  const hasNewer = direction === 'older' ? Boolean(cursor) : more;
  const hasOlder = direction === 'older' ? more : true;
  return {
    items: rows.map((r) => toItem(r, r.kind === 'lead' ? (email.get(r.id) ?? null) : null)),
    total: counts.reduce((a, b) => a + b, 0),
    ...(hasOlder && last ? { older: encodeCursor(last) } : {}),
    ...(hasNewer && first ? { newer: encodeCursor(first) } : {}),
  };
}

/** one lead with its outbox messages, or one sign-up; null when there is none with that id */
export async function inboxDetail(store: LeadStore, kind: 'lead' | 'newsletter', id: string): Promise<InboxDetail | null> {
  const r = await inboxRecordById(store.reader, kind === 'lead' ? 'leads' : 'newsletter', id);
  if (!r) return null;
  if (r.kind === 'newsletter') return { kind: 'newsletter', id: r.id, createdAt: r.createdAt, form: 'newsletter', email: r.email };
  const deliveries = (await deliveriesOf(store.reader, [r.id])).map(({ leadId: _l, ...d }) => d);
  const { kind: _k, formType, ...lead } = r;
  return { kind: 'lead', ...lead, form: formType, deliveries };
}

const LEAD_COLUMNS = ['id', 'created_at', 'form_type', 'name', 'email', 'company', 'company_size', 'phone', 'message', 'marketing_consent'];
const SUBSCRIBER_COLUMNS = ['id', 'created_at', 'email'];

function csvLine(r: InboxRecord, newsletterOnly: boolean): string {
  const cells =
    r.kind === 'newsletter'
      ? newsletterOnly
        ? [r.id, r.createdAt, r.email]
        : [r.id, r.createdAt, 'newsletter', null, r.email, null, null, null, null, null]
      : [r.id, r.createdAt, r.formType, r.name, r.email, r.company, r.companySize, r.phone, r.message, r.marketingConsent];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** rows read per query while a CSV streams */
export const CSV_CHUNK = 1_000;

/**
 * The filtered set as RFC 4180 CSV, newest first, in chunks of CSV_CHUNK rows read by position, so
 * memory stays flat at any size and no read transaction stays open between chunks. Sign-ups alone get
 * their own three columns; a mixed set gets the lead columns, with `newsletter` as the form.
 */
export async function* inboxCsv(
  store: LeadStore,
  q: Pick<InboxQuery, 'form' | 'since' | 'until' | 'q'>,
  /** told how many rows each chunk held */
  onRows?: (n: number) => void,
): AsyncGenerator<string> {
  const sel = inboxSelection(q);
  const newsletterOnly = q.form === 'newsletter';
  yield `${(newsletterOnly ? SUBSCRIBER_COLUMNS : LEAD_COLUMNS).join(',')}\r\n`;
  let cursor: InboxCursor | undefined;
  for (;;) {
    const { rows, more } = await mergedRows(store, sel, { cursor, direction: 'older', limit: CSV_CHUNK });
    if (rows.length > 0) {
      onRows?.(rows.length);
      yield rows.map((r) => csvLine(r, newsletterOnly)).join('');
    }
    const last = rows.at(-1);
    if (!more || !last) return;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}
