import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../core/mail/worker';
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
