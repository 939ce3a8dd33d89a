import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorText, log } from '../log';
import type { LeadStore, OutboxMessage } from '../store/types';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  /** how often to look for due messages when nothing kicks the worker (default 5 s) */
  pollMs?: number;
  /** messages claimed per round (default 20) */
  batchSize?: number;
  /**
   * how long a claimed message stays hidden from other workers (default 15 s), renewed every third of
   * it while this worker holds the message: what a crashed instance's messages wait before another takes them
   */
  leaseMs?: number;
  /** first retry delay; doubles per failed attempt up to maxDelayMs (defaults 5 s and 15 min) */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** a store write that failed (the database is away) is tried again after this, doubling up to 1 s (default 250 ms) */
  storeRetryMs?: number;
  /** messages handed to the transport at once (default 2, the SMTP pool's connections) */
  concurrency?: number;
  /** a CRM webhook delivery's longest retry delay (default 1 h) */
  webhookMaxDelayMs?: number;
  /** how long a webhook delivery is retried before it gives up (default 3 days; an admin retry opens a new window) */
  webhookWindowMs?: number;
}

/** delay before the next attempt after `attempts` failures: exponential, capped, with jitter */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.75 + random() * 0.25));
}

const STORE_RETRY_CAP_MS = 1_000;

/** an error text for the log: e-mail addresses a server's answer may quote are left out */
export const redacted = (text: string): string => text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '<address>');

/**
 * Delivers the outbox: claims due messages, sends them, records each as sent, or schedules a retry
 * with backoff. A failing mail server only delays mail; the lead is already stored.
 *
 * What it guarantees (docs/deploy.md, "Lead notifications"): a message recorded as sent is never sent
 * again. Each send is recorded as soon as the server accepts it, and a lane starts its next send only
 * once that record has landed, so at any moment at most one accepted message per lane (`concurrency`)
 * is not recorded yet. A message is sent again only when its record could not land: the process died
 * between the acceptance and the record (normally a few milliseconds), or the database stayed away (and
 * did not restart) for longer than the lease, or for the whole shutdown time. Each copy carries the
 * same Message-ID. A record that fails is tried again until it lands; the lease is renewed meanwhile.
 * Right before each send the store is asked whether the message may still go (`beginSend`): one that
 * was erased, or sent by another worker, is skipped.
 */
export class OutboxWorker {
  /** this worker's name in the outbox's claimed_by column: host, process, and a random part */
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly opts: Required<OutboxWorkerOptions>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** aborted when a stop's grace time is over: no more sending, and failed store writes are not tried again */
  private readonly giveUp = new AbortController();
  /** resolves when the grace time is over (one listener for the worker's life, not one per round) */
  private readonly givenUp = new Promise<void>((resolve) => this.giveUp.signal.addEventListener('abort', () => resolve(), { once: true }));

  constructor(
    private readonly store: LeadStore,
    private readonly transport: MailTransport,
    opts: OutboxWorkerOptions = {},
  ) {
    this.opts = {
      pollMs: 5_000,
      batchSize: 20,
      leaseMs: 15_000,
      baseDelayMs: 5_000,
      maxDelayMs: 15 * 60_000,
      storeRetryMs: 250,
      concurrency: 2,
      webhookMaxDelayMs: 60 * 60_000,
      webhookWindowMs: 3 * 24 * 60 * 60_000,
      ...opts,
    };
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

  /**
   * one round: claim, then on each lane send one message at a time and record its outcome before the
   * next send, so a lane never holds more than one accepted message whose send is not recorded yet
   */
  async runOnce(): Promise<{ claimed: number; sent: number; failed: number }> {
    const { leaseMs, batchSize, concurrency } = this.opts;
    const batch = await this.store.claimOutbox({ limit: batchSize, leaseMs, worker: this.id });
    if (batch.length === 0) return { claimed: 0, sent: 0, failed: 0 };
    const held = new Set(batch.map((m) => m.id));
    const renewal = setInterval(() => {
      this.store.renewOutbox([...held], { leaseMs, worker: this.id }).catch(() => undefined);
    }, leaseMs / 3);
    const counts = { claimed: batch.length, sent: 0, failed: 0 };
    try {
      const waiting = [...batch];
      const lane = async () => {
        while (!this.giveUp.signal.aborted) {
          const m = waiting.shift();
          if (!m) return;
          const outcome = await this.deliver(m);
          if (outcome === 'stop') {
            // the store does not answer: what is left waits for the next round (or the lease)
            waiting.unshift(m);
            return;
          }
          held.delete(m.id);
          if (outcome !== 'skipped') counts[outcome]++;
        }
      };
      // after the grace time, a send still in progress is not waited for: it is neither recorded nor given back
      await Promise.race([Promise.all(Array.from({ length: concurrency }, lane)), this.givenUp]);
      const unsent = waiting.map((m) => m.id);
      if (unsent.length > 0)
        await this.untilStored('give back unsent notifications', unsent, () => this.store.releaseOutbox(unsent, this.id));
      return counts;
    } finally {
      clearInterval(renewal);
    }
  }

  /**
   * one message: asks the store whether it may still be sent (not erased, not sent, still ours), sends
   * it, and records the outcome at once; 'stop' when the store could not be asked
   */
  private async deliver(m: OutboxMessage): Promise<'sent' | 'failed' | 'skipped' | 'stop'> {
    let mayStart: boolean;
    try {
      mayStart = await this.store.beginSend(m.id, this.id);
    } catch (err) {
      log('warn', 'outbox: could not start a send; the store does not answer', { outboxId: m.id, error: errorText(err) });
      return 'stop';
    }
    if (!mayStart) return 'skipped';
    const error = await this.send(m);
    if (error === null) {
      await this.untilStored('record a notification as sent', [m.id], () => this.store.markOutboxSent([m.id]));
      return 'sent';
    }
    const webhook = m.kind === 'webhook';
    const retryInMs = retryDelayMs(m.attempts + 1, this.opts.baseDelayMs, webhook ? this.opts.webhookMaxDelayMs : this.opts.maxDelayMs);
    // an e-mail is retried for as long as it takes; a CRM delivery until its window ends
    const giveUp = webhook && Date.now() + retryInMs > Date.parse(m.windowStart) + this.opts.webhookWindowMs;
    const what = webhook ? 'CRM delivery' : 'lead notification';
    log(giveUp ? 'error' : 'warn', giveUp ? `${what} failed; given up (retry it from /admin/leads)` : `${what} not sent; will retry`, {
      outboxId: m.id,
      attempt: m.attempts + 1,
      ...(giveUp ? {} : { retryInMs }),
      error: redacted(error),
    });
    await this.untilStored('record a failed attempt', [m.id], () =>
      this.store.markOutboxFailed(m.id, { worker: this.id, error, retryInMs, giveUp }),
    );
    return 'failed';
  }

  /** sends one message; answers null when the server accepted it, else why not */
  private async send(m: OutboxMessage): Promise<string | null> {
    try {
      await this.transport.send(m);
      return null;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  /**
   * a store write that must land (a send not recorded is a send repeated): tried again while the
   * database is away, until it lands or the stop's grace time is over
   */
  private async untilStored(what: string, ids: string[], write: () => Promise<void>): Promise<boolean> {
    if (ids.length === 0) return true;
    let delay = this.opts.storeRetryMs;
    const since = Date.now();
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        if (attempt > 1) log('info', `outbox: ${what}: done after ${attempt} attempts`, { ms: Date.now() - since, count: ids.length });
        return true;
      } catch (err) {
        if (this.giveUp.signal.aborted) {
          log('error', `outbox: could not ${what} before shutting down`, {
            outboxIds: ids.join(' '),
            error: errorText(err),
            hint: 'another instance takes them once their lease ends; a message that was sent is then sent again, with the same Message-ID',
          });
          return false;
        }
        if (attempt === 1) log('warn', `outbox: could not ${what}; trying again until the database answers`, { error: errorText(err) });
        await sleep(delay, undefined, { signal: this.giveUp.signal }).catch(() => undefined);
        delay = Math.min(delay * 2, STORE_RETRY_CAP_MS);
      }
    }
  }

  /**
   * stops polling and lets the round in progress finish: its messages are sent and recorded. After
   * `graceMs`, nothing more is sent, what was not sent is given back, and a record that still fails
   * is left to the lease.
   */
  async stop({ graceMs = 10_000 }: { graceMs?: number } = {}): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const timer = setTimeout(() => this.giveUp.abort(), Math.max(0, graceMs));
    try {
      await this.running;
    } finally {
      clearTimeout(timer);
    }
  }
}
