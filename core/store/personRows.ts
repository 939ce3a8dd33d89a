import type { ErasureRecord, PersonData } from '../../src/shared/leads/person';
import { leadFromRow, type StoreReader, subscriberFromRow } from './reader';

/** the store's rows of one person (by e-mail key): leads, the sign-up, and the leads' outbox messages */
export async function personRows(reader: StoreReader, key: string): Promise<Pick<PersonData, 'leads' | 'newsletter' | 'outboxMessages'>> {
  const p = reader.dialect === 'sqlite' ? '?' : '$1';
  const leads = (await reader.rows({ text: `SELECT * FROM leads WHERE email_key = ${p} ORDER BY created_at, id`, params: [key] })).map(
    leadFromRow,
  );
  const [sub] = await reader.rows({ text: `SELECT * FROM newsletter_subscribers WHERE email_key = ${p}`, params: [key] });
  const ids = leads.map((l) => l.id);
  const outbox =
    ids.length === 0
      ? []
      : await reader.rows(
          reader.dialect === 'sqlite'
            ? { text: 'SELECT * FROM outbox WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY seq', params: [JSON.stringify(ids)] }
            : { text: 'SELECT * FROM outbox WHERE lead_id = ANY($1::uuid[]) ORDER BY seq', params: [ids] },
        );
  const iso = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));
  return {
    leads,
    newsletter: sub ? subscriberFromRow(sub) : null,
    outboxMessages: outbox.map((r) => ({
      id: String(r.id),
      leadId: r.lead_id === null ? null : String(r.lead_id),
      channel: r.kind === 'webhook' ? 'webhook' : 'email',
      to: String(r.mail_to),
      replyTo: r.reply_to === null ? null : String(r.reply_to),
      subject: String(r.subject),
      body: String(r.body_text),
      createdAt: iso(r.created_at) ?? '',
      sentAt: iso(r.sent_at),
      attempts: Number(r.attempts),
      lastError: r.last_error === null ? null : String(r.last_error),
    })),
  };
}

const toRecord = (r: Record<string, unknown>): ErasureRecord => ({
  id: String(r.id),
  erasedAt: r.erased_at instanceof Date ? r.erased_at.toISOString() : String(r.erased_at),
  subject: String(r.subject_hash).slice(0, 12),
  keyId: String(r.key_id),
  stores: String(r.stores).split(','),
  counts: JSON.parse(String(r.counts)) as ErasureRecord['counts'],
});

/** the erasure records of one address hash, or the newest `limit` of all */
export async function erasureRecords(reader: StoreReader, opts: { subjectHash?: string; limit?: number }): Promise<ErasureRecord[]> {
  const p = (n: number) => (reader.dialect === 'sqlite' ? '?' : `$${n}`);
  const rows = opts.subjectHash
    ? await reader.rows({ text: `SELECT * FROM erasures WHERE subject_hash = ${p(1)} ORDER BY seq DESC`, params: [opts.subjectHash] })
    : await reader.rows({ text: `SELECT * FROM erasures ORDER BY seq DESC LIMIT ${p(1)}`, params: [opts.limit ?? 50] });
  return rows.map(toRecord);
}
