import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RetentionRun } from '../../src/shared/leads/retention';
import { errorText, log } from '../log';
import type { StoreReader } from './reader';
import type { LeadStore } from './types';

const HOUR_MS = 3_600_000;
/** a run counts as the day's when it started within this long (a day, less a margin for the timers) */
export const RETENTION_INTERVAL_MS = 24 * HOUR_MS - 5 * 60_000;

export interface RetentionOptions {
  days: number;
  /** DATA_DIR: its outbox folder's .eml files older than the cutoff go too */
  dataDir: string;
  /** who runs it (the outbox worker's id) */
  instance: string;
  /** how often each instance asks whether the day's run is due (default 1 h) */
  checkEveryMs?: number;
  /** the first ask after start (default 1 min) */
  firstAfterMs?: number;
}

/** the .eml files under DATA_DIR/outbox last written before the cutoff: removed, and counted */
async function removeOldEml(dataDir: string, cutoff: string): Promise<number> {
  const dir = path.resolve(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(dir, name);
    const s = await stat(file).catch(() => null);
    if (s && s.mtime.toISOString() < cutoff) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * LEADS_RETENTION_DAYS: every instance asks every hour whether the day's run is due; the store lets
 * one run at a time (PostgreSQL: an advisory lock, the others skip) and only once a day (by the last
 * run's start). The run deletes leads, sign-ups and sent outbox rows older than the cutoff, then this
 * instance's .eml files older than it.
 */
export class RetentionScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly store: LeadStore,
    private readonly opts: RetentionOptions,
  ) {}

  start(): void {
    this.schedule(this.opts.firstAfterMs ?? 60_000);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.running = this.runIfDue()
        .catch((err: unknown) => log('error', 'retention run failed; asking again in an hour', { error: errorText(err) }))
        .finally(() => {
          this.running = null;
          if (this.timer) this.schedule(this.opts.checkEveryMs ?? HOUR_MS);
        });
    }, ms);
    this.timer.unref();
  }

  /** runs when due and nobody else is running it; answers what it did (null when it did not run) */
  async runIfDue(): Promise<RetentionRun | null> {
    const id = crypto.randomUUID();
    const { days, instance, dataDir } = this.opts;
    const outcome = await this.store.runRetention({ id, days, instance, minIntervalMs: RETENTION_INTERVAL_MS });
    if (!outcome.ran) return null;
    const emlFiles = await removeOldEml(dataDir, outcome.cutoff);
    const counts = { ...outcome.counts, emlFiles };
    if (emlFiles > 0) await this.store.noteRetention(id, counts);
    log('info', 'retention run', { days, cutoff: outcome.cutoff, ...counts });
    return { id, startedAt: outcome.startedAt, days, cutoff: outcome.cutoff, instance, counts };
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}

/** the newest retention run, or null */
export async function lastRetentionRun(reader: StoreReader): Promise<RetentionRun | null> {
  const [r] = await reader.rows({ text: 'SELECT * FROM retention_runs ORDER BY started_at DESC LIMIT 1', params: [] });
  if (!r) return null;
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  return {
    id: String(r.id),
    startedAt: iso(r.started_at),
    days: Number(r.days),
    cutoff: iso(r.cutoff),
    instance: String(r.instance),
    counts: JSON.parse(String(r.counts)) as RetentionRun['counts'],
  };
}
