import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leadNotification } from '../../core/mail/notification';
import { type MailTransport, messageIdFor } from '../../core/mail/transport';
import { OutboxWorker, retryDelayMs } from '../../core/mail/worker';
import type { SqliteLeadStore } from '../../core/store/sqlite';
import { type LeadStore, leadRecordFrom, type OutboxMessage } from '../../core/store/types';
import { post, startServer } from './helpers/server';
import { freePort, startSmtpPeer } from './helpers/smtp';
import { storeKinds } from './helpers/stores';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Engines',
  companySize: 'Engines',
  message: 'Please call me.',
  formType: 'contact',
  marketingConsent: false,
};
const fastRetries = { pollMs: 100, baseDelayMs: 100, maxDelayMs: 300 };

async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(storeKinds)('lead notifications ($name)', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('mails the sales inbox through SMTP, with the lead in a plain-text body', async () => {
    const port = await freePort();
    const peer = await startSmtpPeer(port);
    cleanups.push(peer.close);
    const { store, dispose } = await kind.open();
    cleanups.push(dispose);
    const server = await startServer({
      store,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SALES_INBOX: 'leads@sales.example',
        MAIL_FROM: 'Website <web@bloksecure.example>',
        RATE_LIMIT_LEADS: '0',
      },
      worker: fastRetries,
    });
    cleanups.push(server.close);

    const res = await post(`${server.url}/api/leads`, contact);
    const { id } = (await res.json()) as { id: string };
    const mail = await waitFor('the notification', async () => peer.received[0]);
    expect(mail.to).toEqual(['leads@sales.example']);
    expect(mail.from).toBe('web@bloksecure.example');
    expect(mail.raw).toMatch(/^Subject: New contact message: Ada Lovelace \(Engines\)$/m);
    expect(mail.raw).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(mail.raw).toContain(`Lead id: ${id}`);
    // the same Message-ID from any instance and any attempt: made from the lead
    expect(mail.raw).toMatch(new RegExp(`^Message-ID: <lead\\.${id}@bloksecure\\.example>\r?$`, 'm'));
    expect(mail.raw).toContain('Please call me.');
    await waitFor('sent mark', async () => (await store.outboxCounts()).sent === 1);
  });

  it('keeps answering during an SMTP outage and delivers every notification once the server is back', async () => {
    const port = await freePort();
    const { store, dispose } = await kind.open();
    cleanups.push(dispose);
    const server = await startServer({ store, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_LEADS: '0' }, worker: fastRetries });
    cleanups.push(server.close);

    // outage 1: nothing listens on the SMTP port
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(`${server.url}/api/leads`, { ...contact, name: `Visitor ${i}` })),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(Date.now() - started).toBeLessThan(2_000);
    // the worker has tried and failed at least once, and nothing is lost
    await waitFor('failed attempts', async () => (await store.outboxCounts()).retrying === 5);
    expect((await store.outboxCounts()).pending).toBe(5);

    // outage 2: the server is up but refuses mail with a temporary error
    const peer = await startSmtpPeer(port);
    cleanups.push(peer.close);
    peer.state.failWith = { code: 451, message: 'Mailbox busy, try later' };
    await new Promise((r) => setTimeout(r, 600));
    expect(peer.received).toHaveLength(0);
    expect((await store.outboxCounts()).pending).toBe(5);

    // recovery
    peer.state.failWith = null;
    await waitFor('all five mails', async () => peer.received.length >= 5, 20_000);
    await waitFor('all marked sent', async () => (await store.outboxCounts()).sent === 5);
    expect((await store.outboxCounts()).pending).toBe(0);
    const names = peer.received.map((m) => m.raw.match(/^Subject: New contact message: (Visitor \d)/m)?.[1]).sort();
    expect(names).toEqual(['Visitor 0', 'Visitor 1', 'Visitor 2', 'Visitor 3', 'Visitor 4']);
  });
});

describe('without SMTP_URL', () => {
  it('writes each notification as an .eml file under DATA_DIR/outbox', async () => {
    const { store, dispose } = await storeKinds[0]!.open();
    const server = await startServer({ store, worker: fastRetries });
    try {
      const res = await post(`${server.url}/api/leads`, { ...contact, name: 'Eml Visitor' });
      expect(res.status).toBe(201);
      const dir = path.join(server.dataDir, 'outbox');
      const file = await waitFor('an .eml file', async () => {
        try {
          return readdirSync(dir).find((f) => f.endsWith('.eml'));
        } catch {
          return undefined;
        }
      });
      const eml = readFileSync(path.join(dir, file), 'utf8');
      expect(eml).toMatch(/^To: sales@bloksecure\.com\r$/m);
      expect(eml).toMatch(/^Subject: New contact message: Eml Visitor \(Engines\)\r$/m);
      expect(eml).toContain('Please call me.');
      await waitFor('sent mark', async () => (await store.outboxCounts()).sent === 1);
    } finally {
      await server.close();
      await dispose();
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles per attempt, stays within the cap and jitters downwards only', () => {
    expect(retryDelayMs(1, 5_000, 900_000, () => 1)).toBe(5_000);
    expect(retryDelayMs(2, 5_000, 900_000, () => 1)).toBe(10_000);
    expect(retryDelayMs(4, 5_000, 900_000, () => 1)).toBe(40_000);
    expect(retryDelayMs(30, 5_000, 900_000, () => 1)).toBe(900_000);
    expect(retryDelayMs(3, 5_000, 900_000, () => 0)).toBe(15_000);
  });
});

/** a transport that keeps what it was given; `hold` keeps a send waiting until released */
function recordingTransport() {
  const sent: OutboxMessage[] = [];
  let hold: Promise<void> | null = null;
  const transport: MailTransport = {
    description: 'test',
    async send(m) {
      if (hold) await hold;
      sent.push(m);
    },
    close: () => {},
  };
  return {
    transport,
    sent,
    hold(): () => void {
      let release = () => {};
      hold = new Promise<void>((r) => {
        release = r;
      });
      return () => {
        hold = null;
        release();
      };
    },
  };
}

/** runs `fn` on a fresh SQLite store holding `n` leads and their notifications, then removes it */
async function withLeads(n: number, fn: (store: LeadStore) => Promise<void>): Promise<void> {
  const { store, dispose } = await storeKinds[0]!.open();
  try {
    for (let i = 0; i < n; i++) {
      const lead = leadRecordFrom(
        { ...contact, formType: 'contact', companySize: 'Unknown', name: `Lead ${i}` },
        crypto.randomUUID(),
        new Date(),
      );
      await store.addLead(lead, leadNotification(lead, { to: 'sales@example.com', from: 'Site <web@bloksecure.example>' }));
    }
    await fn(store);
  } finally {
    await dispose();
  }
}

describe('OutboxWorker', () => {
  it('records a send once the store answers again, and nothing is sent twice', async () => {
    await withLeads(2, async (store) => {
      let failures = 3;
      const flaky: LeadStore = Object.assign(Object.create(store) as LeadStore, {
        markOutboxSent: (ids: string[]) =>
          failures-- > 0 ? Promise.reject(new Error('connection terminated')) : store.markOutboxSent(ids),
      });
      const t = recordingTransport();
      const worker = new OutboxWorker(flaky, t.transport, { storeRetryMs: 20 });
      expect(await worker.runOnce()).toEqual({ claimed: 2, sent: 2, failed: 0 });
      // three failed records of the first message, then one record per message
      expect(failures).toBe(-2);
      expect(await store.outboxCounts()).toEqual({ pending: 0, retrying: 0, sent: 2 });
      // another worker finds nothing to send, now or after the lease
      const other = new OutboxWorker(store, t.transport, { leaseMs: 50 });
      await new Promise((r) => setTimeout(r, 100));
      expect(await other.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
      expect(t.sent).toHaveLength(2);
    });
  });

  it('records each send as soon as the server accepts it: a lane starts its next send only after the record', async () => {
    await withLeads(4, async (store) => {
      const events: string[] = [];
      const recording: LeadStore = Object.assign(Object.create(store) as LeadStore, {
        markOutboxSent: async (ids: string[]) => {
          await store.markOutboxSent(ids);
          events.push(`recorded ${ids.join()}`);
        },
      });
      const transport: MailTransport = {
        description: 'test',
        async send(m) {
          events.push(`accepted ${m.id}`);
        },
        close: () => {},
      };
      const worker = new OutboxWorker(recording, transport, { concurrency: 1 });
      expect(await worker.runOnce()).toEqual({ claimed: 4, sent: 4, failed: 0 });
      expect(events).toHaveLength(8);
      for (let i = 0; i < 8; i += 2) expect(events[i + 1]).toBe(events[i]?.replace('accepted', 'recorded'));
    });
  });

  it('skips a claimed message that was deleted (erased) before its send began', async () => {
    await withLeads(2, async (store) => {
      const t = recordingTransport();
      const release = t.hold();
      const worker = new OutboxWorker(store, t.transport, { concurrency: 1 });
      const round = worker.runOnce();
      await new Promise((r) => setTimeout(r, 100));
      // the worker holds both claims and is sending the first; the second goes while it waits
      const sqlite = store as SqliteLeadStore;
      const [, second] = sqlite.sql('SELECT id FROM outbox ORDER BY seq').all() as Array<{ id: string }>;
      sqlite.sql('DELETE FROM outbox WHERE id = ?').run(second?.id);
      release();
      expect(await round).toEqual({ claimed: 2, sent: 1, failed: 0 });
      expect(t.sent.map((m) => m.id)).not.toContain(second?.id);
    });
  });

  it('on stop, finishes its round; past the grace time, gives back what it did not send', async () => {
    await withLeads(3, async (store) => {
      const t = recordingTransport();
      const release = t.hold();
      const worker = new OutboxWorker(store, t.transport, { concurrency: 1, leaseMs: 60_000 });
      worker.start();
      await new Promise((r) => setTimeout(r, 100));
      // the first message is being sent and will not finish within the grace time
      await worker.stop({ graceMs: 200 });
      expect(t.sent).toHaveLength(0);
      // the two never tried are free for another worker at once; the one in the SMTP server's hands stays leased
      const other = recordingTransport();
      expect(await new OutboxWorker(store, other.transport).runOnce()).toEqual({ claimed: 2, sent: 2, failed: 0 });
      release();
    });
  });

  it('renews the lease of what it holds, so a slow send is not taken by another worker', async () => {
    await withLeads(1, async (store) => {
      const t = recordingTransport();
      const release = t.hold();
      const worker = new OutboxWorker(store, t.transport, { leaseMs: 300 });
      const round = worker.runOnce();
      await new Promise((r) => setTimeout(r, 700));
      expect(await new OutboxWorker(store, recordingTransport().transport).runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
      release();
      expect(await round).toEqual({ claimed: 1, sent: 1, failed: 0 });
    });
  });
});

describe('messageIdFor', () => {
  it("is made from the lead's id and the sender's domain, whatever the outbox row", () => {
    const leadId = '6b1f8a52-3c1e-4a8e-9a51-0d6c1e2f3a4b';
    const m = { id: crypto.randomUUID(), leadId, from: 'BlokSecure Website <no-reply@bloksecure.com>' };
    expect(messageIdFor(m)).toBe(`<lead.${leadId}@bloksecure.com>`);
    expect(messageIdFor({ ...m, id: crypto.randomUUID() })).toBe(messageIdFor(m));
    expect(messageIdFor({ id: 'abc', leadId: null, from: 'x@example.org' })).toBe('<outbox.abc@example.org>');
  });
});
