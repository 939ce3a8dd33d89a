import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FormType } from '../../src/shared/forms/options';
import type { ErasureCounts } from '../../src/shared/leads/person';
import type { RetentionCounts } from '../../src/shared/leads/retention';
import { backfillSearchPg } from './backfill';
import { type ErasureRecordInput, erasePg, type StoreErasure } from './erase';
import { pendingMigrations } from './migrations';
import { acquirePgPool, busyButServing, type PgPoolRef } from './pgPool';
import type { StoreReader } from './reader';
import { type RetentionOutcome, type RetentionRunInput, retentionPg } from './retention';
import { searchTextOf } from './search';
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
  /** DATABASE_POOL_SIZE: the process's pool, shared with the rate limits */
  maxConnections?: number;
}

/** the tables the store reads and writes */
const TABLES = ['schema_migrations', 'leads', 'newsletter_subscribers', 'outbox', 'erasures', 'retention_runs'];

/**
 * PostgreSQL's "insufficient privilege" at start-up, as one message that names the fix for this role,
 * database and schema (the exact commands of docs/deploy.md, section 4)
 */
async function privilegeError(pool: pg.Pool, detail: string): Promise<Error> {
  const { rows } = await pool
    .query<{ role: string; db: string; schema: string | null }>(
      'SELECT current_user AS role, current_database() AS db, current_schema() AS schema',
    )
    .catch(() => ({ rows: [] as Array<{ role: string; db: string; schema: string | null }> }));
  const { role = 'site', db = 'site', schema = 'public' } = rows[0] ?? {};
  // quoted only when PostgreSQL needs it, so the commands read as an operator would type them
  const ident = (s: string | null) => (/^[a-z_][a-z0-9_]*$/.test(s ?? 'public') ? (s ?? 'public') : pg.escapeIdentifier(s ?? ''));
  return new Error(
    `PostgreSQL refused the lead store's tables (${detail}). The role ${role} needs to own database ${db} ` +
      `(PostgreSQL 15 and later let only the owner create tables in schema public). As a superuser, run: ` +
      `ALTER DATABASE ${ident(db)} OWNER TO ${ident(role)}; or, when the tables already belong to another role: ` +
      `GRANT USAGE ON SCHEMA ${ident(schema)} TO ${ident(role)}; GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${ident(schema)} TO ${ident(role)}; ` +
      `GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${ident(schema)} TO ${ident(role)}; (docs/deploy.md, section 4)`,
  );
}

/** a query answered this recently proves the database answers while the pool is busy (readiness: api/routes/health.ts) */
const READY_EVIDENCE_MS = 1_000;

/** PostgreSQL store (DATABASE_URL): several API instances can share it */
export class PgLeadStore implements LeadStore {
  readonly kind = 'postgres' as const;
  readonly pool: pg.Pool;
  /** the inbox's reads (core/store/reader.ts) */
  readonly reader: StoreReader = {
    dialect: 'postgres',
    rows: async (q) => (await this.pool.query(q.text, q.params)).rows,
  };

  private constructor(private readonly ref: PgPoolRef) {
    this.pool = ref.pool;
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
    const ref = acquirePgPool({ connectionString: opts.connectionString, max: opts.maxConnections, schema: opts.schema });
    const store = new PgLeadStore(ref);
    try {
      await store.checkPrivileges();
      await store.migrate();
    } catch (err) {
      const reported = (err as { code?: string }).code === '42501' ? await privilegeError(ref.pool, (err as Error).message) : err;
      await ref.release();
      throw reported;
    }
    return store;
  }

  /** fails at start, not at the first lead, when the role may not read, write or delete from (erase, retention) a table it did not create */
  private async checkPrivileges(): Promise<void> {
    const { rows } = await this.pool.query<{ missing: string }>(
      `SELECT t || ' (' || p || ')' AS missing FROM unnest($1::text[]) AS t, unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE']) AS p
       WHERE to_regclass(quote_ident(current_schema()) || '.' || quote_ident(t)) IS NOT NULL
         AND NOT has_table_privilege(quote_ident(current_schema()) || '.' || quote_ident(t), p)`,
      [TABLES],
    );
    if (rows.length > 0) {
      throw Object.assign(new Error(`missing privileges on ${rows.map((r) => r.missing).join(', ')}`), { code: '42501' });
    }
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
      // looked up first: CREATE TABLE IF NOT EXISTS needs the right to create even when the table is there
      const { rows: present } = await c.query<{ yes: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS yes");
      if (!present[0]?.yes)
        await c.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)');
      const { rows } = await c.query<{ version: number }>('SELECT version FROM schema_migrations');
      for (const m of pendingMigrations(rows.map((r) => r.version))) {
        await c.query(m.postgres);
        if (m.backfill === 'search') await backfillSearchPg(c);
        await c.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())', [m.version, m.name]);
      }
    });
  }

  /**
   * One statement, so one round trip and one implicit transaction: the lead and its messages or
   * nothing. With a key, a lead holding the key makes the insert do nothing (ON CONFLICT); an insert of
   * the same key still in flight in another session makes this one wait for its commit.
   */
  async addLead(lead: LeadRecord, messages: NewOutboxMessage | NewOutboxMessage[], idem?: IdempotencyClaim): Promise<AddLeadResult> {
    const list = [messages].flat();
    const params: unknown[] = [
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
      idem?.key ?? null,
      idem?.fingerprint ?? null,
      searchTextOf(lead.name, lead.email, lead.company),
      emailKey(lead.email),
    ];
    const values = list.map((n) => {
      const at = params.push(n.id, n.kind, n.from, n.to, n.replyTo, n.subject, n.text) - 7;
      return `($${at + 1}::uuid, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
    });
    const insert = () =>
      this.pool.query<{ id: string }>(
        `WITH lead AS (
           INSERT INTO leads (id, created_at, form_type, name, email, company, company_size, phone, message, marketing_consent,
             idempotency_key, request_hash, search_text, email_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at),
         messages AS (
           INSERT INTO outbox (id, lead_id, kind, created_at, mail_from, mail_to, reply_to, subject, body_text, next_attempt_at)
           SELECT m.id, lead.id, m.kind, lead.created_at, m.mail_from, m.mail_to, m.reply_to, m.subject, m.body_text, now()
           FROM lead, (VALUES ${values.join(', ')}) AS m (id, kind, mail_from, mail_to, reply_to, subject, body_text))
         SELECT id FROM lead`,
        params,
      );
    if ((await insert()).rows[0]) return { outcome: 'stored', id: lead.id };
    if (!idem) throw new Error('the lead was not stored');
    const { rows } = await this.pool.query<{ id: string; request_hash: string | null; fresh: boolean }>(
      `SELECT id, request_hash, created_at > now() - $2 * interval '1 millisecond' AS fresh FROM leads WHERE idempotency_key = $1`,
      [idem.key, IDEMPOTENCY_WINDOW_MS],
    );
    const first = rows[0];
    if (first?.fresh) return first.request_hash === idem.fingerprint ? { outcome: 'replayed', id: first.id } : { outcome: 'mismatch' };
    // older than the window (or erased meanwhile): the key is forgotten, and may name this lead
    await this.pool.query(
      `UPDATE leads SET idempotency_key = NULL WHERE idempotency_key = $1 AND created_at <= now() - $2 * interval '1 millisecond'`,
      [idem.key, IDEMPOTENCY_WINDOW_MS],
    );
    if ((await insert()).rows[0]) return { outcome: 'stored', id: lead.id };
    return this.addLead(lead, list, idem);
  }

  async addSubscriber(email: string): Promise<{ id: string; created: boolean }> {
    const key = emailKey(email);
    const id = randomUUID();
    const ins = await this.pool.query<{ id: string }>(
      `INSERT INTO newsletter_subscribers (id, email, email_key, created_at, search_text) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (email_key) DO NOTHING RETURNING id`,
      [id, email, key, new Date().toISOString(), searchTextOf(email)],
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

  /**
   * Claims by PostgreSQL's clock. A claim made before the server last started is kept for one lease
   * after that start, however old it is: its worker may have sent the message and be retrying the
   * mark that the restart interrupted.
   */
  async claimOutbox({ limit, leaseMs, worker }: OutboxClaim & { limit: number }): Promise<OutboxMessage[]> {
    const { rows } = await this.pool.query<Record<string, string | number | Date | null>>(
      `UPDATE outbox SET locked_until = clock_timestamp() + $2 * interval '1 millisecond', claimed_by = $3, claimed_at = clock_timestamp()
       WHERE id IN (
         SELECT id FROM outbox WHERE sent_at IS NULL AND given_up_at IS NULL AND next_attempt_at <= now() AND locked_until <= now()
           AND (claimed_at IS NULL OR claimed_at >= pg_postmaster_start_time()
                OR now() >= pg_postmaster_start_time() + $2 * interval '1 millisecond')
         ORDER BY next_attempt_at, seq LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING ${OUTBOX_MESSAGE_COLUMNS}, seq, next_attempt_at`,
      [limit, leaseMs, worker],
    );
    // RETURNING gives the rows in the order they were updated: they are sent in the order they were due
    const due = (r: (typeof rows)[number]) => Number(r.next_attempt_at);
    return rows.sort((a, b) => due(a) - due(b) || Number(a.seq) - Number(b.seq)).map(outboxMessageFromRow);
  }

  async renewOutbox(ids: string[], { leaseMs, worker }: OutboxClaim): Promise<string[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<{ id: string }>(
      `UPDATE outbox SET locked_until = clock_timestamp() + $2 * interval '1 millisecond'
       WHERE id = ANY($1::uuid[]) AND sent_at IS NULL AND claimed_by = $3 RETURNING id`,
      [ids, leaseMs, worker],
    );
    return rows.map((r) => r.id);
  }

  async releaseOutbox(ids: string[], worker: string): Promise<void> {
    if (ids.length === 0) return;
    await this.pool.query(
      `UPDATE outbox SET locked_until = 'epoch', claimed_by = NULL, claimed_at = NULL
       WHERE id = ANY($1::uuid[]) AND sent_at IS NULL AND claimed_by = $2`,
      [ids, worker],
    );
  }

  async beginSend(id: string, worker: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'UPDATE outbox SET sending_at = clock_timestamp() WHERE id = $1 AND claimed_by = $2 AND sent_at IS NULL',
      [id, worker],
    );
    return rowCount === 1;
  }

  async markOutboxSent(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.pool.query(
      `UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL, claimed_by = NULL
       WHERE id = ANY($1::uuid[]) AND sent_at IS NULL`,
      [ids],
    );
  }

  async markOutboxFailed(id: string, opts: { worker: string; error: string; retryInMs: number; giveUp?: boolean }): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + $3 * interval '1 millisecond',
       given_up_at = CASE WHEN $5 THEN now() END, locked_until = 'epoch', claimed_by = NULL, claimed_at = NULL
       WHERE id = $1 AND sent_at IS NULL AND claimed_by = $4`,
      [id, opts.error.slice(0, 1000), opts.retryInMs, opts.worker, Boolean(opts.giveUp)],
    );
  }

  async retryOutbox(id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const { rowCount } = await this.pool.query(
      `UPDATE outbox SET next_attempt_at = now(), given_up_at = NULL, retried_at = now()
       WHERE id = $1 AND sent_at IS NULL AND NOT (claimed_by IS NOT NULL AND locked_until > clock_timestamp())`,
      [id],
    );
    return rowCount === 1;
  }

  erasePerson(key: string, record: ErasureRecordInput): Promise<StoreErasure> {
    return erasePg(this.pool, key, record);
  }

  async noteErasure(id: string, counts: ErasureCounts): Promise<void> {
    await this.pool.query('UPDATE erasures SET counts = $1 WHERE id = $2', [JSON.stringify(counts), id]);
  }

  runRetention(run: RetentionRunInput): Promise<RetentionOutcome> {
    return retentionPg(this.pool, run);
  }

  async noteRetention(id: string, counts: RetentionCounts): Promise<void> {
    await this.pool.query('UPDATE retention_runs SET counts = $1 WHERE id = $2', [JSON.stringify(counts), id]);
  }

  /** answers at once while the pool is busy but serving (pgPool.ts), else runs a trivial query */
  async ping(): Promise<void> {
    if (busyButServing(this.pool, READY_EVIDENCE_MS)) return;
    await this.pool.query('SELECT 1');
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
    await this.ref.release();
  }
}
