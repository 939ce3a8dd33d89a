import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../api/routes/submission';
import { serverTimeoutsFor } from '../../api/serverTimeouts';
import { loadConfig } from '../../core/config';
import { sqliteFile } from '../../core/store';
import { openSqlite } from '../../core/store/sqliteHandle';
import { emptyContactForm, leadPayloadFromContactForm } from '../../src/shared/forms/contact';
import { parseAnswer, rawExchange } from './helpers/rawHttp';
import { type SiteProcess, startSiteProcess } from './helpers/siteProcess';

/**
 * Hostile clients against a real `site serve`: huge headers, bodies that never finish, header
 * trickles, deep JSON and oversized bodies are refused or cut off, and the server keeps answering
 * everyone else meanwhile. The timeouts are shortened through the environment to keep this quick.
 */
const HEADERS_MS = 1_500;
const REQUEST_MS = 3_000;
const KEEP_ALIVE_MS = 1_000;
// Node checks the deadlines once a second at most; allow that plus scheduling noise on a busy machine
const SLACK_MS = 2_500;

// the payload the contact form sends, built by the form's own function
const contact = leadPayloadFromContactForm({ ...emptyContactForm, name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' });

let site: SiteProcess;
beforeAll(async () => {
  site = await startSiteProcess({
    SITE_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    SITE_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    SITE_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
  });
});
afterAll(async () => {
  await site?.stop();
});

const postJson = (body: string, path = '/api/leads') =>
  fetch(`${site.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

/** a raw connection that records what comes back, when it came and when the server closed its side */
function openRaw() {
  const socket = net.connect({ port: site.port, host: '127.0.0.1', allowHalfOpen: true });
  const opened = Date.now();
  let data = Buffer.alloc(0);
  let answeredMs: number | null = null;
  socket.on('data', (d: Buffer) => {
    answeredMs ??= Date.now() - opened;
    data = Buffer.concat([data, d]);
  });
  socket.on('error', () => {});
  // the server's FIN (or a reset) is the close that matters: a client ignoring it is its own problem
  const closed = new Promise<number>((resolve) => {
    const done = () => {
      resolve(Date.now() - opened);
      socket.destroy();
    };
    socket.once('end', done);
    socket.once('close', done);
  });
  return { socket, closed, received: () => data, answeredMs: () => answeredMs };
}

/** resolves with how long `p` took, or rejects after `ms` */
async function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still open after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** meanwhile, others are served normally */
async function othersAreServed(): Promise<void> {
  const answers = await Promise.all([
    fetch(`${site.url}/api/health`),
    fetch(`${site.url}/api/blog/posts`),
    postJson(JSON.stringify({ email: `meanwhile-${Date.now()}@example.com` }), '/api/newsletter/subscribe'),
  ]);
  expect(answers.map((r) => r.status)).toEqual([200, 200, 201]);
}

const leadCount = () => {
  const db = openSqlite(sqliteFile(site.dataDir), { readonly: true });
  try {
    return (db.statement('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('huge headers', () => {
  it('answers 431 to a 100 KB header and keeps serving others', async () => {
    const head = `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\nConnection: close\r\n\r\n`;
    const answer = await rawExchange(site.port, Buffer.from(head), { method: 'GET', timeoutMs: 10_000 });
    expect(answer?.status ?? 'closed').toBeOneOf([431, 'closed']);
    await othersAreServed();
  });

  it('answers 431 to thousands of small headers and to a 100 KB URL', async () => {
    const many = Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v`).join('\r\n');
    const a = await rawExchange(site.port, Buffer.from(`GET /api/health HTTP/1.1\r\nHost: x\r\n${many}\r\nConnection: close\r\n\r\n`), {
      method: 'GET',
      timeoutMs: 10_000,
    });
    expect(a?.status ?? 'closed').toBeOneOf([431, 'closed']);
    const b = await rawExchange(
      site.port,
      Buffer.from(`GET /api/blog/posts/${'x'.repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      {
        method: 'GET',
        timeoutMs: 10_000,
      },
    );
    expect(b?.status ?? 'closed').toBeOneOf([431, 414, 'closed']);
    await othersAreServed();
  });
});

describe('slow clients', () => {
  it('cuts off bodies that never finish, without holding the server', { timeout: 30_000 }, async () => {
    // fifty clients that promise 1000 bytes, send a few and stall
    const stalled = Array.from({ length: 50 }, (_, i) => {
      const c = openRaw();
      const path = i % 2 ? '/api/leads' : '/api/newsletter/subscribe';
      c.socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na`);
      return c;
    });
    await new Promise((r) => setTimeout(r, 300));
    const before = Date.now();
    await othersAreServed();
    expect(Date.now() - before).toBeLessThan(2_000);
    const leadRes = await postJson(JSON.stringify(contact));
    expect(leadRes.status).toBe(201);

    const times = await within(Promise.all(stalled.map((c) => c.closed)), REQUEST_MS + SLACK_MS + 2_000, 'stalled bodies');
    for (const t of times) expect(t).toBeLessThan(REQUEST_MS + SLACK_MS);
    // closed by the request deadline, with a 408 (or nothing) for the client
    for (const c of stalled) expect(parseAnswer(c.received(), 'POST')?.status ?? 'closed').toBeOneOf([408, 'closed']);
    expect(site.alive()).toBe(true);
  });

  it('cuts off a header trickle (slowloris) at the headers deadline', { timeout: 30_000 }, async () => {
    const c = openRaw();
    c.socket.write('POST /api/leads HTTP/1.1\r\nHost: x\r\n');
    let n = 0;
    const trickle = setInterval(() => {
      if (!c.socket.destroyed) c.socket.write(`X-T${n++}: a\r\n`);
    }, 200);
    try {
      await new Promise((r) => setTimeout(r, 300));
      await othersAreServed();
      const t = await within(c.closed, HEADERS_MS + SLACK_MS + 2_000, 'header trickle');
      expect(t).toBeLessThan(HEADERS_MS + SLACK_MS);
      expect(parseAnswer(c.received(), 'POST')?.status ?? 'closed').toBeOneOf([408, 'closed']);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a connection that never sends a request, and an idle keep-alive one', { timeout: 30_000 }, async () => {
    const silent = openRaw();
    const idle = openRaw();
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const silentMs = await within(silent.closed, HEADERS_MS + SLACK_MS + 2_000, 'silent connection');
    expect(silentMs).toBeLessThan(HEADERS_MS + SLACK_MS);
    const idleMs = await within(idle.closed, KEEP_ALIVE_MS + SLACK_MS + 2_000, 'idle keep-alive connection');
    expect(parseAnswer(idle.received(), 'GET')?.status).toBe(200);
    expect(idleMs).toBeLessThan(KEEP_ALIVE_MS + SLACK_MS);
  });

  it('answers 400 to a body cut short, and logs no server error for it', async () => {
    const head =
      'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n';
    const answer = await rawExchange(site.port, Buffer.from(`${head}{"name":"Ada"`), {
      method: 'POST',
      timeoutMs: 10_000,
      halfClose: true,
    });
    expect(answer?.status ?? 'closed').toBeOneOf([400, 'closed']);
    await othersAreServed();
    expect(site.errorLines('unhandled API error')).toEqual([]);
  });
});

describe('deep and oversized JSON', () => {
  it('refuses 100,000 nested arrays and 10,000 nested objects with 413 (too large) or 400, not a 5xx', async () => {
    const arrays = `{"formType":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const body of [arrays, objects]) {
      const res = await postJson(body);
      expect(res.status).toBeOneOf([400, 413]);
      expect(((await res.json()) as { error: string }).error).toMatch(/too large|nests too deeply/);
    }
    expect(site.alive()).toBe(true);
  });

  it('refuses nesting past the depth limit within the size limit with a 400 that says so', async () => {
    const before = leadCount();
    // formType nested 8,000 deep once overflowed the stack while the error message was built (a 500)
    for (const body of [
      `{"formType":${'['.repeat(8_000)}${']'.repeat(8_000)}}`,
      JSON.stringify({ ...contact, extra: JSON.parse(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`) }),
      JSON.stringify({ ...contact, extra: JSON.parse(`${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`) }),
    ]) {
      const res = await postJson(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(
        `The request body nests too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`,
      );
    }
    expect(leadCount()).toBe(before);
    // one level less is fine (the extra field is dropped)
    const ok = await postJson(
      JSON.stringify({ ...contact, extra: JSON.parse(`${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`) }),
    );
    expect(ok.status).toBe(201);
  });

  it('refuses a \\u escape of half a character instead of storing U+FFFD', async () => {
    const before = leadCount();
    for (const name of ['\\ud800', 'Ada \\udc00', '\\ud83d']) {
      const res = await postJson(
        `{"name":"${name}","email":"ada@example.com","companySize":"Unknown","message":"Hi","formType":"contact","marketingConsent":false}`,
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/lone surrogate/);
    }
    const res = await postJson(JSON.stringify({ email: 'x\udfff@example.com' }), '/api/newsletter/subscribe');
    expect(res.status).toBe(400);
    expect(leadCount()).toBe(before);
    // a whole pair is a character like any other
    const pair = await postJson(
      '{"name":"Ada \\ud83d\\ude00","email":"ada@example.com","companySize":"Unknown","message":"Hi","formType":"contact","marketingConsent":false}',
    );
    expect(pair.status).toBe(201);
    const db = openSqlite(sqliteFile(site.dataDir), { readonly: true });
    try {
      const { id } = (await pair.json()) as { id: string };
      expect(db.statement('SELECT name FROM leads WHERE id = ?').get(id)).toEqual({ name: 'Ada 😀' });
    } finally {
      db.close();
    }
  });

  it('answers 413 to a body declared too large at once, without waiting for (or buffering) it', async () => {
    const c = openRaw();
    c.socket.write(
      'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 52428800\r\nConnection: close\r\n\r\n{"a":"',
    );
    await within(c.closed, REQUEST_MS + SLACK_MS + 2_000, 'declared 50 MB body');
    expect(parseAnswer(c.received(), 'POST')?.status).toBe(413);
    expect(c.answeredMs()).toBeLessThan(2_000);
  });

  it('answers 413 to an endless chunked body after the limit, while the client is still sending', { timeout: 30_000 }, async () => {
    const rssBefore = site.rssMb();
    const c = openRaw();
    c.socket.write(
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
    );
    const chunk = `4000\r\n${'x'.repeat(0x4000)}\r\n`;
    let sent = 0;
    // up to 64 MB, stopping once the answer is in
    while (sent < 4_096 && c.received().length === 0 && !c.socket.destroyed) {
      if (!c.socket.write(chunk)) await new Promise((r) => setTimeout(r, 5));
      sent++;
      if (sent % 64 === 0) await new Promise((r) => setTimeout(r, 1));
    }
    await within(c.closed, 10_000, 'endless chunked body').catch(() => c.socket.destroy());
    expect(parseAnswer(c.received(), 'POST')?.status).toBe(413);
    expect(sent, 'the whole 64 MB were sent before an answer').toBeLessThan(4_096);
    expect(site.rssMb() - rssBefore).toBeLessThan(50);
    await othersAreServed();
  });
});

describe('early answers', () => {
  it('reads a small body that is not JSON before answering 415, so the answer is not lost to a connection reset', async () => {
    const body = 'x'.repeat(8000);
    const head = `POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const socket = net.connect({ port: site.port, host: '127.0.0.1' });
    const received: Buffer[] = [];
    socket.on('data', (d: Buffer) => received.push(d));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(head + body.slice(0, 1000));
    await new Promise((r) => setTimeout(r, 400));
    // no answer yet: the server is still reading what the client declared
    expect(Buffer.concat(received).length).toBe(0);
    socket.end(body.slice(1000));
    await closed;
    expect(parseAnswer(Buffer.concat(received), 'POST')?.status).toBe(415);
  });
});

describe('JSON depth scan and server timeouts (units)', () => {
  it('counts nesting outside strings only', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[","b":{"c":1}}', 2)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":[[[1]]]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"\\\\","b":[[1]]}', 2)).toBe(true);
  });

  it('reads the timeouts from the environment and names a bad variable', () => {
    expect(serverTimeoutsFor(loadConfig({}))).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 75_000 });
    expect(serverTimeoutsFor(loadConfig({ SITE_REQUEST_TIMEOUT_MS: '2500', SITE_KEEP_ALIVE_TIMEOUT_MS: '' }))).toEqual({
      headersMs: 10_000,
      requestMs: 2_500,
      keepAliveMs: 75_000,
    });
    expect(() => loadConfig({ SITE_HEADERS_TIMEOUT_MS: '1.5s' })).toThrow(/^Invalid configuration: SITE_HEADERS_TIMEOUT_MS /);
  });
});
