import { type Config, leadWebhookConfig } from '../config';
import { createMailTransport, type MailTransport } from '../mail/transport';
import { deliveryTransport, webhookTransport } from '../mail/webhook';
import { OutboxWorker, type OutboxWorkerOptions } from '../mail/worker';
import { openLeadStore } from './index';
import { type RetentionOptions, RetentionScheduler } from './retentionScheduler';
import type { LeadStore } from './types';

/** what the form routes need: the store, and a way to say "a notification is waiting" */
export interface LeadBackend {
  /** the opened store; opens it on first use */
  store(): Promise<LeadStore>;
  /** a lead was stored: deliver its notification soon */
  notify(): void;
  /** opens the store and starts the outbox worker (`site serve` calls it before listening) */
  start(): Promise<void>;
  /** resolves when the store answers now (readiness); rejects with why not */
  ready(): Promise<void>;
  /** stops the outbox worker, letting the round in progress finish (up to `graceMs`); the store stays open */
  quiesce(opts?: { graceMs?: number }): Promise<void>;
  /** quiesces, then closes the transport and the store */
  stop(opts?: { graceMs?: number }): Promise<void>;
  describe(): string;
}

/** the store from the configuration (SQLite or PostgreSQL) plus the outbox worker over the mail transport */
export function createLeadBackend(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'SMTP_URL'> &
    Partial<Pick<Config, 'DATABASE_POOL_SIZE' | 'LEADS_RETENTION_DAYS' | 'LEADS_WEBHOOK_URL' | 'LEADS_WEBHOOK_SECRET'>>,
  opts: {
    store?: LeadStore;
    transport?: MailTransport;
    worker?: OutboxWorkerOptions;
    /** the timing of LEADS_RETENTION_DAYS's runs (tests) */
    retention?: Pick<RetentionOptions, 'checkEveryMs' | 'firstAfterMs'>;
  } = {},
): LeadBackend {
  const ownsStore = !opts.store;
  let opening: Promise<LeadStore> | null = opts.store ? Promise.resolve(opts.store) : null;
  let worker: OutboxWorker | null = null;
  let retention: RetentionScheduler | null = null;
  // the CRM webhook when configured (half of its pair stops start-up here, with the variable to set)
  const webhook = leadWebhookConfig(config);
  const transport = deliveryTransport(opts.transport ?? createMailTransport(config), webhook ? webhookTransport(webhook) : undefined);
  const store = () => {
    opening ??= openLeadStore(config);
    return opening;
  };
  const quiesce = async (stopOpts: { graceMs?: number } = {}) => {
    await Promise.all([worker?.stop(stopOpts), retention?.stop()]);
    worker = null;
    retention = null;
  };
  return {
    store,
    notify: () => worker?.kick(),
    async start() {
      const s = await store().catch((err: unknown) => {
        opening = null;
        const where = config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `SQLite in ${config.DATA_DIR}`;
        throw new Error(`cannot open the lead store (${where}): ${err instanceof Error ? err.message : String(err)}`);
      });
      worker ??= new OutboxWorker(s, transport, opts.worker);
      worker.start();
      const days = config.LEADS_RETENTION_DAYS;
      if (days && !retention) {
        retention = new RetentionScheduler(s, { days, dataDir: config.DATA_DIR, instance: worker.id, ...opts.retention });
        retention.start();
      }
    },
    async ready() {
      await (await store()).ping();
    },
    quiesce,
    async stop(stopOpts = {}) {
      await quiesce(stopOpts);
      transport.close();
      if (opening && ownsStore)
        await opening.then(
          (s) => s.close(),
          () => undefined,
        );
      if (ownsStore) opening = null;
    },
    describe: () => `${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.DATA_DIR}`}; mail: ${transport.description}`,
  };
}
