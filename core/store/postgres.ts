import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FormType } from '../../src/shared/forms/options';
import { log } from '../log';
import { pendingMigrations } from './migrations';
import {
  emailKey,
  type LeadRecord,
  type LeadStore,
  type NewOutboxMessage,
  type OutboxCounts,
  type OutboxMessage,
  outboxMessageFromRow,
  type SubscriberRecord,
} from './types';

// one lock id for every instance migrating the same database (any constant bigint works)
const MIGRATION_LOCK = 47_110_042;

interface LeadRow {
  id: string;
  created_at: Date;
  form_type: FormType;
  name: string;
  email: string;
  company: string | null;
  company_size: string | null;
  phone: string | null;
  message: string | null;
  marketing_consent: boolean;
}

const toLead = (r: LeadRow): LeadRecord => ({
  id: r.id,
  createdAt: r.created_at.toISOString(),
  formType: r.form_type,
  name: r.name,
  email: r.email,
  company: r.company,
  companySize: r.company_size,
  phone: r.phone,
  message: r.message,
  marketingConsent: r.marketing_consent,
});

export interface PgStoreOptions {
  connectionString: string;
  /** a schema of its own (tests); created when missing. Default: the connection's search_path */
  schema?: string;
  maxConnections?: number;
}

/** PostgreSQL store (DATABASE_URL): several API instances can share it */
export class PgLeadStore implements LeadStore {
  readonly kind = 'postgres' as const;
  readonly pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** connects, creates the schema if asked, applies pending migrations */
  static async open(opts: PgStoreOptions): Promise<PgLeadStore> {
    if (opts.schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(opts.schema)) throw new Error(`invalid schema name "${opts.schema}"`);
    if (opts.schema) {
      const admin = new pg.Client({ connectionString: opts.connectionString });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: opts.connectionString,
      max: opts.maxConnections ?? 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    // an idle client that loses its server must not crash the process; the next query reconnects
    pool.on('error', (err) => log('error', 'postgres pool error', { error: err.message }));
    const store = new PgLeadStore(pool);
    try {
      await store.migrate();
    } catch (err) {
      await pool.end();
      throw err;
    }
    return store;
  }

  private async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const out = await fn(client);
      await client.query('COMMIT');
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  async migrate(): Promise<void> {
    await this.tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await c.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
      );
      const { rows } = await c.query<{ version: number }>('SELECT version FROM schema_migrations');
      for (const m of pendingMigrations(rows.map((r) => r.version))) {
        await c.query(m.postgres);
        await c.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())', [m.version, m.name]);
      }
    });
  }

  /** one statement, so one round trip and one implicit transaction: both rows or neither */
  async addLead(lead: LeadRecord, n: NewOutboxMessage): Promise<void> {
    await this.pool.query(
      `WITH lead AS (
         INSERT INTO leads (id, created_at, form_type, name, email, company, company_size, phone, message, marketing_consent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, created_at)
       INSERT INTO outbox (id, lead_id, created_at, mail_from, mail_to, reply_to, subject, body_text, next_attempt_at)
       SELECT $11, id, created_at, $12, $13, $14, $15, $16, created_at FROM lead`,
      [
        lead.id,
        lead.createdAt,
        lead.formType,
        lead.name,
        lead.email,
        lead.company,
        lead.companySize,
        lead.phone,
        lead.message,
        lead.marketingConsent,
        n.id,
        n.from,
        n.to,
        n.replyTo,
        n.subject,
        n.text,
      ],
    );
  }

  async addSubscriber(email: string): Promise<{ id: string; created: boolean }> {
    const key = emailKey(email);
    const id = randomUUID();
    const ins = await this.pool.query<{ id: string }>(
      'INSERT INTO newsletter_subscribers (id, email, email_key, created_at) VALUES ($1, $2, $3, now()) ON CONFLICT (email_key) DO NOTHING RETURNING id',
      [id, email, key],
    );
    if (ins.rows[0]) return { id: ins.rows[0].id, created: true };
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM newsletter_subscribers WHERE email_key = $1', [key]);
    if (!rows[0]) throw new Error('newsletter subscriber vanished between insert and lookup');
    return { id: rows[0].id, created: false };
  }

  async listLeads(opts: { limit?: number; formType?: FormType } = {}): Promise<LeadRecord[]> {
    const limit = opts.limit ?? 100;
    const { rows } = opts.formType
      ? await this.pool.query<LeadRow>('SELECT * FROM leads WHERE form_type = $1 ORDER BY seq DESC LIMIT $2', [opts.formType, limit])
      : await this.pool.query<LeadRow>('SELECT * FROM leads ORDER BY seq DESC LIMIT $1', [limit]);
    return rows.map(toLead);
  }

  async listSubscribers(opts: { limit?: number } = {}): Promise<SubscriberRecord[]> {
    const { rows } = await this.pool.query<{ id: string; email: string; created_at: Date }>(
      'SELECT id, email, created_at FROM newsletter_subscribers ORDER BY seq DESC LIMIT $1',
      [opts.limit ?? 100],
    );
    return rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.created_at.toISOString() }));
  }

  async claimOutbox({ limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date }): Promise<OutboxMessage[]> {
    const { rows } = await this.pool.query<Record<string, string | number | null>>(
      `UPDATE outbox SET locked_until = $2 WHERE id IN (
         SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1 AND locked_until <= $1
         ORDER BY next_attempt_at, seq LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, lead_id, mail_from, mail_to, reply_to, subject, body_text, attempts`,
      [now, new Date(now.getTime() + leaseMs), limit],
    );
    return rows.map(outboxMessageFromRow);
  }

  async markOutboxSent(ids: string[], at = new Date()): Promise<void> {
    if (ids.length === 0) return;
    await this.pool.query('UPDATE outbox SET sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = ANY($1::uuid[])', [
      ids,
      at,
    ]);
  }

  async markOutboxFailed(id: string, error: string, retryAt: Date): Promise<void> {
    await this.pool.query(
      "UPDATE outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3, locked_until = 'epoch' WHERE id = $1",
      [id, error.slice(0, 1000), retryAt],
    );
  }

  async outboxCounts(): Promise<OutboxCounts> {
    const { rows } = await this.pool.query<Record<keyof OutboxCounts, string>>(
      `SELECT COUNT(*) FILTER (WHERE sent_at IS NULL) AS pending, COUNT(*) FILTER (WHERE sent_at IS NULL AND attempts > 0) AS retrying,
       COUNT(sent_at) AS sent FROM outbox`,
    );
    const r = rows[0];
    return { pending: Number(r?.pending ?? 0), retrying: Number(r?.retrying ?? 0), sent: Number(r?.sent ?? 0) };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
