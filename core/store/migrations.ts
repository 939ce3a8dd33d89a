/**
 * Schema versions, applied in order inside one transaction each and recorded in schema_migrations.
 * Never edit a released migration: add the next version.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
  /**
   * rows to fill in after the SQL, in the same transaction, with values only JavaScript computes
   * (`core/store/backfill.ts` runs it on each store)
   */
  backfill?: 'search';
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'leads, newsletter subscribers, mail outbox',
    sqlite: `
      CREATE TABLE leads (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        form_type TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        company TEXT,
        company_size TEXT,
        phone TEXT,
        message TEXT,
        marketing_consent INTEGER NOT NULL CHECK (marketing_consent IN (0, 1))
      ) STRICT;
      CREATE INDEX leads_form_type ON leads (form_type, seq);
      CREATE TABLE newsletter_subscribers (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE outbox (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        lead_id TEXT REFERENCES leads (id),
        created_at TEXT NOT NULL,
        mail_from TEXT NOT NULL,
        mail_to TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        body_text TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        locked_until INTEGER NOT NULL DEFAULT 0,
        sent_at TEXT,
        last_error TEXT
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
    postgres: `
      CREATE TABLE leads (
        seq BIGSERIAL PRIMARY KEY,
        id UUID NOT NULL UNIQUE,
        created_at TIMESTAMPTZ NOT NULL,
        form_type TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        company TEXT,
        company_size TEXT,
        phone TEXT,
        message TEXT,
        marketing_consent BOOLEAN NOT NULL
      );
      CREATE INDEX leads_form_type ON leads (form_type, seq);
      CREATE TABLE newsletter_subscribers (
        seq BIGSERIAL PRIMARY KEY,
        id UUID NOT NULL UNIQUE,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE outbox (
        seq BIGSERIAL PRIMARY KEY,
        id UUID NOT NULL UNIQUE,
        lead_id UUID REFERENCES leads (id),
        created_at TIMESTAMPTZ NOT NULL,
        mail_from TEXT NOT NULL,
        mail_to TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        body_text TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        locked_until TIMESTAMPTZ NOT NULL DEFAULT 'epoch',
        sent_at TIMESTAMPTZ,
        last_error TEXT
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
  {
    version: 2,
    name: 'outbox claims: which worker holds a message, and since when',
    sqlite: `
      ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
      ALTER TABLE outbox ADD COLUMN claimed_at INTEGER;
    `,
    postgres: `
      ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
      ALTER TABLE outbox ADD COLUMN claimed_at TIMESTAMPTZ;
    `,
  },
  {
    version: 3,
    name: 'idempotency keys of leads; when the current send of an outbox message began',
    sqlite: `
      ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
      ALTER TABLE leads ADD COLUMN request_hash TEXT;
      CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key);
      ALTER TABLE outbox ADD COLUMN sending_at INTEGER;
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
      ALTER TABLE leads ADD COLUMN request_hash TEXT;
      CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key);
      ALTER TABLE outbox ADD COLUMN sending_at TIMESTAMPTZ;
    `,
  },
  {
    version: 4,
    name: 'leads inbox: search text, e-mail keys, indexes in the inbox order',
    sqlite: `
      ALTER TABLE leads ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      ALTER TABLE newsletter_subscribers ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
      CREATE INDEX leads_created ON leads (created_at, id);
      CREATE INDEX leads_form_created ON leads (form_type, created_at, id);
      CREATE INDEX leads_email_key ON leads (email_key);
      CREATE INDEX newsletter_created ON newsletter_subscribers (created_at, id);
      CREATE INDEX outbox_lead ON outbox (lead_id);
      CREATE INDEX leads_search ON leads (search_text, created_at, id, form_type);
      CREATE INDEX newsletter_search ON newsletter_subscribers (search_text, created_at, id);
    `,
    postgres: `
      ALTER TABLE leads ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      ALTER TABLE newsletter_subscribers ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
      -- the inbox pages by (created_at, id) at millisecond precision, which is all a lead's time has
      UPDATE newsletter_subscribers SET created_at = date_trunc('milliseconds', created_at);
      CREATE INDEX leads_created ON leads (created_at, id);
      CREATE INDEX leads_form_created ON leads (form_type, created_at, id);
      CREATE INDEX leads_email_key ON leads (email_key);
      CREATE INDEX newsletter_created ON newsletter_subscribers (created_at, id);
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
    backfill: 'search',
  },
  {
    version: 5,
    name: 'erasure records: when one person was erased, from which stores, how much; the address only as a keyed hash',
    sqlite: `
      CREATE TABLE erasures (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        erased_at TEXT NOT NULL,
        subject_hash TEXT NOT NULL,
        key_id TEXT NOT NULL,
        stores TEXT NOT NULL,
        counts TEXT NOT NULL
      ) STRICT;
      CREATE INDEX erasures_subject ON erasures (subject_hash);
    `,
    postgres: `
      CREATE TABLE erasures (
        seq BIGSERIAL PRIMARY KEY,
        id UUID NOT NULL UNIQUE,
        erased_at TIMESTAMPTZ NOT NULL,
        subject_hash TEXT NOT NULL,
        key_id TEXT NOT NULL,
        stores TEXT NOT NULL,
        counts TEXT NOT NULL
      );
      CREATE INDEX erasures_subject ON erasures (subject_hash);
    `,
  },
  {
    version: 6,
    name: 'retention runs: when LEADS_RETENTION_DAYS last deleted old leads, by which instance, how much',
    sqlite: `
      CREATE TABLE retention_runs (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        started_at TEXT NOT NULL,
        days INTEGER NOT NULL,
        cutoff TEXT NOT NULL,
        instance TEXT NOT NULL,
        counts TEXT NOT NULL
      ) STRICT;
      CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;
    `,
    postgres: `
      CREATE TABLE retention_runs (
        seq BIGSERIAL PRIMARY KEY,
        id UUID NOT NULL UNIQUE,
        started_at TIMESTAMPTZ NOT NULL,
        days INTEGER NOT NULL,
        cutoff TIMESTAMPTZ NOT NULL,
        instance TEXT NOT NULL,
        counts TEXT NOT NULL
      );
      CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;
    `,
  },
  {
    version: 7,
    name: 'outbox channels: e-mail or CRM webhook; a webhook delivery gives up after its window, an admin retry opens a new one',
    sqlite: `
      ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'email' CHECK (kind IN ('email', 'webhook'));
      ALTER TABLE outbox ADD COLUMN given_up_at TEXT;
      ALTER TABLE outbox ADD COLUMN retried_at TEXT;
    `,
    postgres: `
      ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'email' CHECK (kind IN ('email', 'webhook'));
      ALTER TABLE outbox ADD COLUMN given_up_at TIMESTAMPTZ;
      ALTER TABLE outbox ADD COLUMN retried_at TIMESTAMPTZ;
    `,
  },
];

/** the versions still to apply, in order */
export function pendingMigrations(applied: Iterable<number>): Migration[] {
  const done = new Set(applied);
  return migrations.filter((m) => !done.has(m.version)).sort((a, b) => a.version - b.version);
}
