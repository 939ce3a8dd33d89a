import type { LeadPayload } from '../../src/shared/forms/lead';
import type { FormType } from '../../src/shared/forms/options';
import type { ErasureCounts } from '../../src/shared/leads/person';
import type { RetentionCounts } from '../../src/shared/leads/retention';
import type { ErasureRecordInput, StoreErasure } from './erase';
import type { StoreReader } from './reader';
import type { RetentionOutcome, RetentionRunInput } from './retention';

/** a stored lead: the payload's fields, an id and the time it arrived */
export interface LeadRecord {
  id: string;
  createdAt: string;
  formType: FormType;
  name: string;
  email: string;
  company: string | null;
  companySize: string | null;
  phone: string | null;
  message: string | null;
  marketingConsent: boolean;
}

export interface SubscriberRecord {
  id: string;
  email: string;
  createdAt: string;
}

/** a message waiting in the outbox: a lead's notification e-mail, or its delivery to the CRM webhook */
export interface OutboxMessage {
  id: string;
  leadId: string | null;
  /** email: SMTP (or an .eml file); webhook: a signed POST to LEADS_WEBHOOK_URL of the JSON in `text` */
  kind: 'email' | 'webhook';
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** delivery attempts made so far */
  attempts: number;
  /** when the message was stored, or last retried from /admin: a webhook gives up 3 days after it */
  windowStart: string;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/** an outbox row as both stores select it (id, lead_id, kind, mail_from, mail_to, reply_to, subject, body_text, attempts, created_at, retried_at) */
export function outboxMessageFromRow(r: Record<string, unknown>): OutboxMessage {
  return {
    id: String(r.id),
    leadId: r.lead_id === null ? null : String(r.lead_id),
    kind: r.kind === 'webhook' ? 'webhook' : 'email',
    from: String(r.mail_from),
    to: String(r.mail_to),
    replyTo: r.reply_to === null ? null : String(r.reply_to),
    subject: String(r.subject),
    text: String(r.body_text),
    attempts: Number(r.attempts),
    windowStart: iso(r.retried_at ?? r.created_at),
  };
}

/** the columns outboxMessageFromRow reads */
export const OUTBOX_MESSAGE_COLUMNS =
  'id, lead_id, kind, mail_from, mail_to, reply_to, subject, body_text, attempts, created_at, retried_at';

export type NewOutboxMessage = Omit<OutboxMessage, 'attempts' | 'windowStart'>;

/** who claims outbox messages (one id per worker, so per instance) and for how long */
export interface OutboxClaim {
  worker: string;
  leaseMs: number;
}

export interface OutboxCounts {
  /** not delivered yet */
  pending: number;
  /** of those, how many failed at least once */
  retrying: number;
  sent: number;
}

/** how long an Idempotency-Key is remembered: a repeat within this time answers the first answer */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;

/** an Idempotency-Key sent with a lead, and the fingerprint of the request it came with */
export interface IdempotencyClaim {
  key: string;
  /** a hash of the validated payload: the same key with another payload is refused */
  fingerprint: string;
}

/**
 * what addLead did: stored the lead; found the key's lead of the last 24 h (nothing stored, the first
 * answer stands); or found the key used with another payload (nothing stored)
 */
export type AddLeadResult = { outcome: 'stored'; id: string } | { outcome: 'replayed'; id: string } | { outcome: 'mismatch' };

/**
 * Where leads, newsletter sign-ups and the mail outbox live. Every write resolves only once it is
 * durable, so an answered request survives a crash of the process.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /** the inbox's reads (core/store/inbox.ts) */
  readonly reader: StoreReader;
  /**
   * stores a lead and its outbox messages (the notification, a webhook delivery) in one transaction;
   * with an idempotency claim, a key already stored within IDEMPOTENCY_WINDOW_MS stores nothing. A
   * repeat that arrives while the first is still being stored waits for it (PostgreSQL's unique index;
   * SQLite's single writer)
   */
  addLead(lead: LeadRecord, messages: NewOutboxMessage | NewOutboxMessage[], idempotency?: IdempotencyClaim): Promise<AddLeadResult>;
  /** stores an e-mail address once (case-insensitively); a repeat returns the first row's id */
  addSubscriber(email: string): Promise<{ id: string; created: boolean }>;
  /** newest first */
  listLeads(opts?: { limit?: number; formType?: FormType }): Promise<LeadRecord[]>;
  /** newest first */
  listSubscribers(opts?: { limit?: number }): Promise<SubscriberRecord[]>;
  /**
   * takes up to `limit` due messages for `worker` and hides them from other workers for `leaseMs` (by
   * the store's own clock: PostgreSQL's, so instances whose clocks differ agree)
   */
  claimOutbox(opts: OutboxClaim & { limit: number }): Promise<OutboxMessage[]>;
  /** extends the lease of messages `worker` still holds; answers the ids it still holds */
  renewOutbox(ids: string[], opts: OutboxClaim): Promise<string[]>;
  /** gives back messages `worker` holds but did not send, for any worker to take at once */
  releaseOutbox(ids: string[], worker: string): Promise<void>;
  /**
   * the last word before a send: true when `worker` still holds the message and it is neither sent nor
   * deleted (an erase); records that its send began. A message erased before this is never sent
   */
  beginSend(id: string, worker: string): Promise<boolean>;
  /** records delivery of these messages (again is harmless: a message is recorded as sent once) */
  markOutboxSent(ids: string[]): Promise<void>;
  /** records a failed attempt by `worker` and when to try again, or (giveUp) that no attempt follows */
  markOutboxFailed(id: string, opts: { worker: string; error: string; retryInMs: number; giveUp?: boolean }): Promise<void>;
  /** an unsent message (a failing or given-up delivery) is due now, with a new window; false when there is none */
  retryOutbox(id: string): Promise<boolean>;
  /**
   * erases one person's leads, their outbox messages and the newsletter sign-up (by e-mail key) and
   * writes the erasure record, in one transaction; 'sending' when a message of theirs is being sent
   * at this moment (nothing changed: the caller waits and tries again)
   */
  erasePerson(emailKey: string, record: ErasureRecordInput): Promise<StoreErasure>;
  /** completes an erasure record with what was erased outside the store (the .eml files) */
  noteErasure(id: string, counts: ErasureCounts): Promise<void>;
  /**
   * deletes what is older than `days` (leads with their outbox rows, sign-ups, sent outbox rows) and
   * records the run, unless another instance is running it or the last run started less than
   * `minIntervalMs` ago (then { ran: false })
   */
  runRetention(run: RetentionRunInput): Promise<RetentionOutcome>;
  /** completes a retention run's record with what went outside the store (the .eml files) */
  noteRetention(id: string, counts: RetentionCounts): Promise<void>;
  /** resolves when the store answers a trivial query (readiness) */
  ping(): Promise<void>;
  outboxCounts(): Promise<OutboxCounts>;
  close(): Promise<void>;
}

/** the record of a freshly validated payload */
export function leadRecordFrom(payload: LeadPayload, id: string, createdAt: Date): LeadRecord {
  return {
    id,
    createdAt: createdAt.toISOString(),
    formType: payload.formType,
    name: payload.name,
    email: payload.email,
    company: payload.company ?? null,
    companySize: 'companySize' in payload ? payload.companySize : null,
    phone: 'phone' in payload && payload.phone !== undefined ? payload.phone : null,
    message: payload.message ?? null,
    marketingConsent: payload.marketingConsent ?? false,
  };
}

/** the uniqueness key of a newsletter address */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
