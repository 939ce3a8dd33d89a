import { errorText, log } from '../log';
import type { LeadStore, OutboxMessage } from '../store/types';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  /** how often to look for due messages when nothing kicks the worker (default 5 s) */
  pollMs?: number;
  /** messages claimed per round (default 20) */
  batchSize?: number;
  /** how long a claimed message stays hidden from other workers (default 60 s) */
  leaseMs?: number;
  /** first retry delay; doubles per failed attempt up to maxDelayMs (defaults 5 s and 15 min) */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** delay before the next attempt after `attempts` failures: exponential, capped, with jitter */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.75 + random() * 0.25));
}

/**
 * Delivers the outbox: claims due messages, sends them, marks them sent, or schedules a retry with
 * backoff. A failing mail server only delays mail; the lead is already stored.
 */
export class OutboxWorker {
  private readonly opts: Required<OutboxWorkerOptions>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly store: LeadStore,
    private readonly transport: MailTransport,
    opts: OutboxWorkerOptions = {},
  ) {
    this.opts = { pollMs: 5_000, batchSize: 20, leaseMs: 60_000, baseDelayMs: 5_000, maxDelayMs: 15 * 60_000, ...opts };
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** look for work now (after a new lead) instead of at the next poll */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.kick();
      } else {
        this.timer = setTimeout(() => this.kick(), this.opts.pollMs);
        this.timer.unref();
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        const { claimed } = await this.runOnce();
        if (claimed < this.opts.batchSize || this.stopped) return;
      }
    } catch (err) {
      // the store is unreachable: try again at the next poll
      log('error', 'outbox worker round failed; retrying at the next poll', { error: errorText(err) });
    }
  }

  /** one round: claim, send, record; answers what happened */
  async runOnce(): Promise<{ claimed: number; sent: number; failed: number }> {
    const batch = await this.store.claimOutbox({ limit: this.opts.batchSize, leaseMs: this.opts.leaseMs });
    const results = await Promise.all(batch.map((m) => this.deliver(m)));
    const sent = batch.filter((_, i) => results[i]).map((m) => m.id);
    // one write for the whole round; a crash before it only means these are sent again
    await this.store.markOutboxSent(sent);
    return { claimed: batch.length, sent: sent.length, failed: batch.length - sent.length };
  }

  private async deliver(m: OutboxMessage): Promise<boolean> {
    try {
      await this.transport.send(m);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const delay = retryDelayMs(m.attempts + 1, this.opts.baseDelayMs, this.opts.maxDelayMs);
      log('error', 'lead notification not sent; will retry', { outboxId: m.id, attempt: m.attempts + 1, retryInMs: delay, error });
      await this.store.markOutboxFailed(m.id, error, new Date(Date.now() + delay));
      return false;
    }
    return true;
  }

  /** stops polling and waits for the round in flight */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
