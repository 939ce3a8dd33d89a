import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyContactForm, leadPayloadFromContactForm } from '../../src/shared/forms/contact';
import { post, startServer, type TestServer } from './helpers/server';
import { storeKinds } from './helpers/stores';

const TOKEN = 'logs-test-admin-token-0123456789abcdef';
const secretMessage = 'Our CFO wants a call about the Q3 passkey rollout';
// the payload the contact form sends, built by the form's own function
const lead = leadPayloadFromContactForm({
  ...emptyContactForm,
  name: 'Grace Hopper',
  email: 'grace.hopper@example.com',
  phone: '+1 555 0100',
  message: secretMessage,
});

type Line = Record<string, unknown>;

let server: TestServer;
let dispose: () => Promise<void>;
let written = '';
const spies: Array<{ mockRestore(): void }> = [];

beforeAll(async () => {
  const sqlite = storeKinds.find((k) => k.name === 'sqlite');
  if (!sqlite) throw new Error('no sqlite store kind');
  const opened = await sqlite.open();
  dispose = opened.dispose;
  server = await startServer({ store: opened.store, env: { ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'info' } });
  const capture = (chunk: unknown) => {
    written += String(chunk);
    return true;
  };
  spies.push(vi.spyOn(process.stdout, 'write').mockImplementation(capture));
  spies.push(vi.spyOn(process.stderr, 'write').mockImplementation(capture));
});
afterAll(async () => {
  for (const s of spies) s.mockRestore();
  await server.close();
  await dispose();
});

const lines = (): Line[] =>
  written
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);

/** waits for the server's log line of the answer with this request id ('close' fires after the client has read it) */
async function lineFor(id: string | null): Promise<Line> {
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  for (let i = 0; i < 50; i++) {
    const found = lines().find((l) => l.msg === 'request' && l.id === id);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no log line for request ${id}`);
}

describe('structured request logs', () => {
  it('writes one JSON line per answer with the request id, method, route, status and latency', async () => {
    const res = await fetch(`${server.url}/api/blog/posts`);
    const line = await lineFor(res.headers.get('x-request-id'));
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/api/blog/posts', status: res.status });
    expect(typeof line.ms).toBe('number');
    expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(await lineFor(missing.headers.get('x-request-id'))).toMatchObject({ route: '/no-such-page', status: 404 });
  });

  it("never logs a lead's message, email or phone, a query string, or the admin token", async () => {
    const res = await post(`${server.url}/api/leads`, lead);
    expect(res.status).toBe(201);
    expect(await lineFor(res.headers.get('x-request-id'))).toMatchObject({ method: 'POST', route: '/api/leads', status: 201 });
    const query = await fetch(`${server.url}/?email=${encodeURIComponent(lead.email)}`);
    expect(await lineFor(query.headers.get('x-request-id'))).toMatchObject({ route: '/' });
    const admin = await fetch(`${server.url}/api/admin/status`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(admin.status).toBe(200);
    await lineFor(admin.headers.get('x-request-id'));
    const wrong = `${TOKEN.slice(0, -1)}X`;
    const refused = await fetch(`${server.url}/api/admin/status`, { headers: { Authorization: `Bearer ${wrong}` } });
    expect(refused.status).toBe(401);
    await lineFor(refused.headers.get('x-request-id'));

    expect(lines().length).toBeGreaterThanOrEqual(5);
    for (const secret of [secretMessage, lead.email, encodeURIComponent(lead.email), lead.phone, lead.name, TOKEN, wrong]) {
      expect(written).not.toContain(secret);
    }
  });
});
