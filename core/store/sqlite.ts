import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { FormType } from '../../src/shared/forms/options';
import type { ErasureCounts } from '../../src/shared/leads/person';
import type { RetentionCounts } from '../../src/shared/leads/retention';
import { backfillSearchSqlite } from './backfill';
import { type ErasureRecordInput, eraseSqlite, type StoreErasure } from './erase';
import { pendingMigrations } from './migrations';
import type { StoreReader } from './reader';
import { type RetentionOutcome, type RetentionRunInput, retentionSqlite } from './retention';
import { searchTextOf } from './search';
import { openSqlite, type SqliteHandle } from './sqliteHandle';
import {
  type AddLeadResult,
  emailKey,
  IDEMPOTENCY_WINDOW_MS,
  type IdempotencyClaim,
  type LeadRecord,
  type LeadStore,
  type NewOutboxMessage,
  OUTBOX_MESSAGE_COLUMNS,
  type OutboxClaim,
  type OutboxCounts,
  type OutboxMessage,
  outboxMessageFromRow,
  type SubscriberRecord,
} from './types';

type Db = Database.Database;
interface Job {
  run: () => unknown;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

interface LeadRow {
  id: string;
  created_at: string;
  form_type: FormType;
  name: string;
  email: string;
  company: string | null;
  company_size: string | null;
  phone: string | null;
  message: string | null;
  marketing_consent: number;
}

const toLead = (r: LeadRow): LeadRecord => ({
  id: r.id,
  createdAt: r.created_at,
  formType: r.form_type,
  name: r.name,
  email: r.email,
  company: r.company,
  companySize: r.company_size,
  phone: r.phone,
  message: r.message,
  marketingConsent: r.marketing_consent === 1,
});

/** applies the pending schema versions, each in its own immediate transaction */
export function migrateSqlite(handle: SqliteHandle): void {
  const { db, statement } = handle;
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = () => (statement('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version);
  for (const m of pendingMigrations(applied())) {
    db.transaction(() => {
      // another process may have applied it since we looked
      if (applied().includes(m.version)) return;
      db.exec(m.sqlite);
      if (m.backfill === 'search') backfillSearchSqlite(handle);
      statement('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        new Date().toISOString(),
      );
    }).immediate();
  }
}

/**
 * The default store: one SQLite file under DATA_DIR. WAL with synchronous=FULL makes every commit
 * durable before it returns. Writes that arrive together are committed together (one fsync for the
 * batch, each write in its own savepoint), which keeps throughput up without weakening durability:
 * a write's promise resolves only after its batch has committed.
 */
export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite' as const;
  readonly db: Db;
  /** the statement of a SQL text: every statement is prepared once and kept (sqliteHandle.ts says why) */
  readonly sql: (text: string) => Database.Statement;
  private readonly handle: SqliteHandle;
  private queue: Job[] = [];
  private scheduled = false;
  private closed = false;
  private readonly statements;
  /** the inbox's reads (core/store/reader.ts) */
  readonly reader: StoreReader = {
    dialect: 'sqlite',
    rows: async (q) => this.sql(q.text).all(...q.params) as Array<Record<string, unknown>>,
  };

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.handle = openSqlite(file);
    this.db = this.handle.db;
    this.sql = this.handle.statement;
    // secure_delete: a deleted row's bytes are overwritten, so an erased person is not left in free pages
    this.db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON',
    );
    migrateSqlite(this.handle);
    this.statements = {
      insertLead: this.sql(
        `INSERT INTO leads (id, created_at, form_type, name, email, company, company_size, phone, message, marketing_consent,
           idempotency_key, request_hash, search_text, email_key)
         VALUES (@id, @createdAt, @formType, @name, @email, @company, @companySize, @phone, @message, @consent, @idempotencyKey, @requestHash,
           @searchText, @emailKey)`,
      ),
      insertOutbox: this.sql(
        `INSERT INTO outbox (id, lead_id, kind, created_at, mail_from, mail_to, reply_to, subject, body_text, next_attempt_at)
         VALUES (@id, @leadId, @kind, @createdAt, @from, @to, @replyTo, @subject, @text, @due)`,
      ),
      insertSubscriber: this.sql(
        'INSERT INTO newsletter_subscribers (id, email, email_key, created_at, search_text) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING',
      ),
      subscriberByKey: this.sql('SELECT id FROM newsletter_subscribers WHERE email_key = ?'),
    };
  }

  /** queues a write for the next batch; resolves after the batch's commit */
  private write<T>(run: () => T): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the lead store is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run, resolve: resolve as (v: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const jobs = this.queue;
    this.queue = [];
    if (jobs.length === 0) return;
    const one = this.db.transaction((job: Job) => job.run());
    const results: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      this.db
        .transaction(() => {
          for (const job of jobs) {
            try {
              results.push({ ok: true, value: one(job) });
            } catch (error) {
              results.push({ ok: false, error });
            }
          }
        })
        .immediate();
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, i) => {
      const r = results[i];
      if (r?.ok) job.resolve(r.value);
      else job.reject(r?.error);
    });
  }

  addLead(lead: LeadRecord, messages: NewOutboxMessage | NewOutboxMessage[], idem?: IdempotencyClaim): Promise<AddLeadResult> {
    return this.write((): AddLeadResult => {
      if (idem) {
        const first = this.sql('SELECT id, created_at, request_hash FROM leads WHERE idempotency_key = ?').get(idem.key) as
          | { id: string; created_at: string; request_hash: string | null }
          | undefined;
        if (first && Date.parse(first.created_at) > Date.now() - IDEMPOTENCY_WINDOW_MS) {
          return first.request_hash === idem.fingerprint ? { outcome: 'replayed', id: first.id } : { outcome: 'mismatch' };
        }
        // older than the window: the key is forgotten, and may name a new lead
        if (first) this.sql('UPDATE leads SET idempotency_key = NULL WHERE id = ?').run(first.id);
      }
      this.statements.insertLead.run({
        ...lead,
        consent: lead.marketingConsent ? 1 : 0,
        idempotencyKey: idem?.key ?? null,
        requestHash: idem?.fingerprint ?? null,
        searchText: searchTextOf(lead.name, lead.email, lead.company),
        emailKey: emailKey(lead.email),
      });
      for (const n of [messages].flat())
        this.statements.insertOutbox.run({ ...n, createdAt: lead.createdAt, due: Date.parse(lead.createdAt) });
      return { outcome: 'stored', id: lead.id };
    });
  }

  addSubscriber(email: string): Promise<{ id: string; created: boolean }> {
    return this.write(() => {
      const key = emailKey(email);
      const id = randomUUID();
      const created = this.statements.insertSubscriber.run(id, email, key, new Date().toISOString(), searchTextOf(email)).changes === 1;
      if (created) return { id, created };
      const row = this.statements.subscriberByKey.get(key) as { id: string };
      return { id: row.id, created };
    });
  }

  async listLeads(opts: { limit?: number; formType?: FormType } = {}): Promise<LeadRecord[]> {
    const limit = opts.limit ?? 100;
    const rows = opts.formType
      ? this.sql('SELECT * FROM leads WHERE form_type = ? ORDER BY seq DESC LIMIT ?').all(opts.formType, limit)
      : this.sql('SELECT * FROM leads ORDER BY seq DESC LIMIT ?').all(limit);
    return (rows as LeadRow[]).map(toLead);
  }

  async listSubscribers(opts: { limit?: number } = {}): Promise<SubscriberRecord[]> {
    const rows = this.sql('SELECT id, email, created_at FROM newsletter_subscribers ORDER BY seq DESC LIMIT ?').all(opts.limit ?? 100);
    return (rows as Array<{ id: string; email: string; created_at: string }>).map((r) => ({
      id: r.id,
      email: r.email,
      createdAt: r.created_at,
    }));
  }

  claimOutbox({ limit, leaseMs, worker }: OutboxClaim & { limit: number }): Promise<OutboxMessage[]> {
    return this.write(() => {
      const t = Date.now();
      const rows = this.sql(
        `SELECT ${OUTBOX_MESSAGE_COLUMNS} FROM outbox
           WHERE sent_at IS NULL AND given_up_at IS NULL AND next_attempt_at <= ? AND locked_until <= ? ORDER BY next_attempt_at, seq LIMIT ?`,
      ).all(t, t, limit) as Array<Record<string, string | number | null>>;
      const lock = this.sql('UPDATE outbox SET locked_until = ?, claimed_by = ?, claimed_at = ? WHERE id = ?');
      for (const r of rows) lock.run(t + leaseMs, worker, t, r.id);
      return rows.map(outboxMessageFromRow);
    });
  }

  renewOutbox(ids: string[], { leaseMs, worker }: OutboxClaim): Promise<string[]> {
    return this.write(() => {
      const renew = this.sql('UPDATE outbox SET locked_until = ? WHERE id = ? AND sent_at IS NULL AND claimed_by = ?');
      return ids.filter((id) => renew.run(Date.now() + leaseMs, id, worker).changes === 1);
    });
  }

  releaseOutbox(ids: string[], worker: string): Promise<void> {
    return this.write(() => {
      const release = this.sql(
        'UPDATE outbox SET locked_until = 0, claimed_by = NULL, claimed_at = NULL WHERE id = ? AND sent_at IS NULL AND claimed_by = ?',
      );
      for (const id of ids) release.run(id, worker);
    });
  }

  beginSend(id: string, worker: string): Promise<boolean> {
    return this.write(
      () =>
        this.sql('UPDATE outbox SET sending_at = ? WHERE id = ? AND claimed_by = ? AND sent_at IS NULL').run(Date.now(), id, worker)
          .changes === 1,
    );
  }

  markOutboxSent(ids: string[]): Promise<void> {
    return this.write(() => {
      const mark = this.sql(
        'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, claimed_by = NULL WHERE id = ? AND sent_at IS NULL',
      );
      for (const id of ids) mark.run(new Date().toISOString(), id);
    });
  }

  markOutboxFailed(id: string, opts: { worker: string; error: string; retryInMs: number; giveUp?: boolean }): Promise<void> {
    return this.write(() => {
      this.sql(
        `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, given_up_at = ?, locked_until = 0, claimed_by = NULL,
           claimed_at = NULL WHERE id = ? AND sent_at IS NULL AND claimed_by = ?`,
      ).run(opts.error.slice(0, 1000), Date.now() + opts.retryInMs, opts.giveUp ? new Date().toISOString() : null, id, opts.worker);
    });
  }

  retryOutbox(id: string): Promise<boolean> {
    return this.write(
      () =>
        this.sql(
          `UPDATE outbox SET next_attempt_at = ?, given_up_at = NULL, retried_at = ? WHERE id = ? AND sent_at IS NULL
             AND NOT (claimed_by IS NOT NULL AND locked_until > ?)`,
        ).run(Date.now(), new Date().toISOString(), id, Date.now()).changes === 1,
    );
  }

  async erasePerson(key: string, record: ErasureRecordInput): Promise<StoreErasure> {
    const result = await this.write(() => eraseSqlite(this.sql, key, record));
    // the erased rows' pages are zeroed (secure_delete); the old frames leave the write-ahead log too
    if (result.status === 'erased') this.sql('PRAGMA wal_checkpoint(TRUNCATE)').get();
    return result;
  }

  noteErasure(id: string, counts: ErasureCounts): Promise<void> {
    return this.write(() => {
      this.sql('UPDATE erasures SET counts = ? WHERE id = ?').run(JSON.stringify(counts), id);
    });
  }

  runRetention(run: RetentionRunInput): Promise<RetentionOutcome> {
    return this.write(() => retentionSqlite(this.sql, run));
  }

  noteRetention(id: string, counts: RetentionCounts): Promise<void> {
    return this.write(() => {
      this.sql('UPDATE retention_runs SET counts = ? WHERE id = ?').run(JSON.stringify(counts), id);
    });
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('the lead store is closed');
    this.sql('SELECT 1').get();
  }

  async outboxCounts(): Promise<OutboxCounts> {
    return this.sql(
      `SELECT COUNT(*) FILTER (WHERE sent_at IS NULL) AS pending, COUNT(*) FILTER (WHERE sent_at IS NULL AND attempts > 0) AS retrying,
         COUNT(sent_at) AS sent FROM outbox`,
    ).get() as OutboxCounts;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // let queued writes commit first
    if (this.queue.length > 0) this.flush();
    this.closed = true;
    this.handle.close();
  }
}
