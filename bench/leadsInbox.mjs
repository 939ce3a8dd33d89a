#!/usr/bin/env node
// The leads inbox of /admin/leads at scale: a store seeded with --leads leads (default 100,000, every one
// with a sent notification) and --subscribers newsletter sign-ups, then `site serve` answers
// GET /api/admin/leads (first page, filters, searches, a later page) and the CSV of the whole set.
// Server time is each answer's own `ms` in the server's request log (matched by X-Request-Id); the CSV's
// memory is the server's peak RSS (VmHWM, reset just before through /proc/PID/clear_refs) minus its RSS
// before the download. Goals (issue 35): first page <= 150 ms, search <= 300 ms, CSV RSS growth < 64 MB.
// Writes dist/bench/leads-inbox.json.
// Usage: node bench/leadsInbox.mjs [--store=sqlite|postgres|both] [--leads=100000] [--subscribers=10000] [--runs=15]
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { endWithThisProcess } from './children.mjs';
import { benchEnv, benchOutDir, freePort, postgresUrl, projectRoot } from './support.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const LEADS = Number(arg('leads', 100_000));
const SUBSCRIBERS = Number(arg('subscribers', 10_000));
const RUNS = Number(arg('runs', 15));
const STORES = arg('store', 'both') === 'both' ? ['sqlite', 'postgres'] : [arg('store', 'sqlite')];
const TOKEN = 'bench-admin-token-0123456789abcdefghijklmnop';
const GOALS = { firstPageMs: 150, searchMs: 300, csvRssGrowthMb: 64 };

register();
const { searchTextOf } = await import('../core/store/search.ts');
const { emailKey } = await import('../core/store/types.ts');
const { SqliteLeadStore } = await import('../core/store/sqlite.ts');
const { PgLeadStore } = await import('../core/store/postgres.ts');

// names and companies with accents and mixed case, so searches meet what real inboxes hold
const FIRST = ['José', 'Zoë', 'Ana', 'Björn', 'Chloé', 'Łukasz', 'Søren', 'Amélie', 'Grace', 'Ada', 'Noël', 'Renée', 'Jürgen', 'Mia'];
const LAST = ['Núñez', 'Adams', 'Müller', 'Øster', 'Dubois', 'Kowalski', 'Hopper', 'Lovelace', 'García', 'Straße', 'Novák', 'Smith'];
const WORDS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark', 'Wayne', 'Ibérica', 'Société', 'Werke', 'Data'];
const FORMS = ['contact', 'demo', 'trial', 'event'];
const pick = (list, i) => list[i % list.length];
const TWO_YEARS_MS = 2 * 365 * 86_400_000;

/** the i-th seeded lead: spread over the last two years, oldest first; one company in 5,000 is "Zephyrine" (the rare search) */
function leadRow(i, now) {
  const name = `${pick(FIRST, i * 7)} ${pick(LAST, i * 13)}`;
  const email = `${pick(FIRST, i * 7).toLowerCase()}.${i}@${pick(WORDS, i * 3).toLowerCase()}.example`;
  const company = i % 5_000 === 17 ? `Zephyrine ${i}` : `${pick(WORDS, i * 3)} ${pick(WORDS, i * 11)} ${i % 997}`;
  const createdAt = new Date(now - TWO_YEARS_MS + Math.floor((i / LEADS) * TWO_YEARS_MS)).toISOString();
  return {
    id: crypto.randomUUID(),
    createdAt,
    formType: pick(FORMS, i),
    name,
    email,
    company,
    message: `Product Interest: BlokKey\nJob Title: CTO\n\nBench lead ${i}, about 120 staff.`,
    search: searchTextOf(name, email, company),
    key: emailKey(email),
  };
}

const subscriberRow = (i, now) => {
  const email = `reader.${i}@${pick(WORDS, i).toLowerCase()}.example`;
  return {
    id: crypto.randomUUID(),
    email,
    key: emailKey(email),
    search: searchTextOf(email),
    createdAt: new Date(now - TWO_YEARS_MS + Math.floor((i / SUBSCRIBERS) * TWO_YEARS_MS) + 7).toISOString(),
  };
};

async function seedSqlite(dataDir) {
  const store = new SqliteLeadStore(path.join(dataDir, 'leads.sqlite'));
  const now = Date.now();
  const lead = store.sql(
    `INSERT INTO leads (id, created_at, form_type, name, email, company, company_size, message, marketing_consent, search_text, email_key)
     VALUES (?, ?, ?, ?, ?, ?, '51-200', ?, 1, ?, ?)`,
  );
  const mail = store.sql(
    `INSERT INTO outbox (id, lead_id, created_at, mail_from, mail_to, reply_to, subject, body_text, attempts, next_attempt_at, sent_at)
     VALUES (?, ?, ?, 'site@example.com', 'sales@example.com', ?, 'New lead', 'body', 1, 0, ?)`,
  );
  const sub = store.sql('INSERT INTO newsletter_subscribers (id, email, email_key, created_at, search_text) VALUES (?, ?, ?, ?, ?)');
  store.db.transaction(() => {
    for (let i = 0; i < LEADS; i++) {
      const r = leadRow(i, now);
      lead.run(r.id, r.createdAt, r.formType, r.name, r.email, r.company, r.message, r.search, r.key);
      mail.run(crypto.randomUUID(), r.id, r.createdAt, r.email, r.createdAt);
    }
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const s = subscriberRow(i, now);
      sub.run(s.id, s.email, s.key, s.createdAt, s.search);
    }
  })();
  store.db.exec('ANALYZE');
  await store.close();
}

async function seedPostgres(url, schema) {
  const store = await PgLeadStore.open({ connectionString: url, schema });
  const now = Date.now();
  for (let from = 0; from < LEADS; from += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, LEADS - from) }, (_, k) => leadRow(from + k, now));
    const col = (f) => rows.map(f);
    await store.pool.query(
      `WITH l AS (
         INSERT INTO leads (id, created_at, form_type, name, email, company, company_size, message, marketing_consent, search_text, email_key)
         SELECT id, created_at, form_type, name, email, company, '51-200', message, true, search, key
         FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
           AS t (id, created_at, form_type, name, email, company, message, search, key)
         RETURNING id, created_at, email)
       INSERT INTO outbox (id, lead_id, created_at, mail_from, mail_to, reply_to, subject, body_text, attempts, next_attempt_at, sent_at)
       SELECT gen_random_uuid(), id, created_at, 'site@example.com', 'sales@example.com', email, 'New lead', 'body', 1, created_at, created_at FROM l`,
      [
        col((r) => r.id),
        col((r) => r.createdAt),
        col((r) => r.formType),
        col((r) => r.name),
        col((r) => r.email),
        col((r) => r.company),
        col((r) => r.message),
        col((r) => r.search),
        col((r) => r.key),
      ],
    );
  }
  const subs = Array.from({ length: SUBSCRIBERS }, (_, i) => subscriberRow(i, now));
  await store.pool.query(
    `INSERT INTO newsletter_subscribers (id, email, email_key, created_at, search_text)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::text[])`,
    [subs.map((s) => s.id), subs.map((s) => s.email), subs.map((s) => s.key), subs.map((s) => s.createdAt), subs.map((s) => s.search)],
  );
  await store.pool.query('ANALYZE');
  await store.close();
}

/** `site serve` with the admin on, its request log kept (one JSON line per answer) */
async function startServer(env) {
  const port = await freePort();
  const child = endWithThisProcess(
    spawn(process.execPath, [path.join(projectRoot, 'bin/site.mjs'), 'serve', '--dir', env.SITE_DIR, '--port', String(port)], {
      cwd: projectRoot,
      env: { ...benchEnv(), SMTP_URL: '', LOG_LEVEL: 'info', ADMIN_TOKEN: TOKEN, RATE_LIMIT_ADMIN_FAILURES: '1000', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const took = new Map();
  let stderr = '';
  let partial = '';
  child.stdout.on('data', (d) => {
    const lines = (partial + d).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"msg":"request"')) continue;
      const r = JSON.parse(line);
      took.set(r.id, r.ms);
    }
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url,
        pid: child.pid,
        /** the server's own time for an answer (its log line may follow the answer by a moment) */
        async serverMs(requestId) {
          for (let k = 0; k < 100 && !took.has(requestId); k++) await sleep(10);
          return took.get(requestId);
        },
        stop: async () => {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await Promise.race([exited, sleep(5000)]);
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`site serve did not start:\n${stderr}`);
}

const auth = { Authorization: `Bearer ${TOKEN}` };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const status = (pid) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kb = (text, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(text)?.[1] ?? 0);

/** one query, RUNS times after 2 unmeasured: the server's median and p95 ms, the client's median, the total */
async function timeQuery(server, query) {
  const serverMs = [];
  const clientMs = [];
  let total = 0;
  for (let i = -2; i < RUNS; i++) {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/admin/leads${query}`, { headers: auth });
    const body = await res.json();
    const client = performance.now() - started;
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    total = body.total;
    if (i < 0) continue;
    clientMs.push(client);
    serverMs.push(await server.serverMs(res.headers.get('x-request-id')));
  }
  return {
    query,
    total,
    serverMedianMs: median(serverMs),
    serverP95Ms: p95(serverMs),
    clientMedianMs: Math.round(median(clientMs) * 10) / 10,
  };
}

/** the CSV of everything, read and dropped as it arrives: rows, bytes, server time and the server's RSS growth */
async function timeCsv(server) {
  // the peak RSS counter starts again from here (Linux: 5 > clear_refs)
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const rssBefore = kb(status(server.pid), 'VmRSS');
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/leads/export.csv`, { headers: auth });
  let bytes = 0;
  // rows end with CRLF; a message's own line breaks are LF
  let rows = 0;
  let lastByte = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const b of chunk) {
      if (b === 10 && lastByte === 13) rows++;
      lastByte = b;
    }
  }
  const clientMs = performance.now() - started;
  const peak = kb(status(server.pid), 'VmHWM');
  return {
    bytes,
    rows: rows - 1,
    clientMs: Math.round(clientMs),
    serverMs: await server.serverMs(res.headers.get('x-request-id')),
    rssBeforeMb: +(rssBefore / 1024).toFixed(1),
    peakRssMb: +(peak / 1024).toFixed(1),
    rssGrowthMb: +((peak - rssBefore) / 1024).toFixed(1),
  };
}

async function measure(store) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'blok-bench-inbox-'));
  const siteDir = path.join(root, 'site');
  await mkdir(siteDir);
  await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>bench</title>');
  await writeFile(path.join(siteDir, 'report.json'), '{}');
  const env = { SITE_DIR: siteDir, DATA_DIR: path.join(root, 'data'), DATABASE_URL: '' };
  let cleanup = async () => {};
  const seedStarted = performance.now();
  if (store === 'postgres') {
    const base = await postgresUrl();
    const schema = `bench_inbox_${Date.now().toString(36)}`;
    await seedPostgres(base, schema);
    const u = new URL(base);
    u.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = u.toString();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  } else {
    await seedSqlite(env.DATA_DIR);
  }
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const server = await startServer(env);
  try {
    const first = await timeQuery(server, '');
    const queries = [
      first,
      await timeQuery(server, '?form=demo'),
      await timeQuery(server, `?since=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`),
      await timeQuery(server, `?before=${(await (await fetch(`${server.url}/api/admin/leads`, { headers: auth })).json()).older}`),
      await timeQuery(server, '?q=zephyrine'),
      await timeQuery(server, '?q=jose%20nunez'),
      await timeQuery(server, '?q=STRASSE'),
      await timeQuery(server, '?q=acme&form=contact&since=2020-01-01'),
      await timeQuery(server, '?q=reader.42'),
    ];
    const csv = await timeCsv(server);
    return { store, leads: LEADS, subscribers: SUBSCRIBERS, seedSeconds, queries, csv };
  } finally {
    await server.stop();
    await cleanup();
    await rm(root, { recursive: true, force: true });
  }
}

const results = [];
for (const store of STORES) results.push(await measure(store));
const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
console.log(
  `leads inbox: ${LEADS} leads + ${SUBSCRIBERS} sign-ups, ${RUNS} runs per query; load average ${load}; ${os.cpus().length} CPUs`,
);
for (const r of results) {
  console.log(`\n${r.store} (seeded in ${r.seedSeconds} s)`);
  console.log('query                                          total   server p50   server p95   client p50 (ms)');
  for (const q of r.queries) {
    console.log(
      `${(q.query || '(first page)').slice(0, 45).padEnd(45)} ${String(q.total).padStart(7)} ${String(q.serverMedianMs).padStart(12)} ${String(q.serverP95Ms).padStart(12)} ${String(q.clientMedianMs).padStart(12)}`,
    );
  }
  const c = r.csv;
  console.log(
    `CSV of all: ${c.rows} rows, ${(c.bytes / 1024 / 1024).toFixed(1)} MB in ${c.serverMs} ms (server); RSS ${c.rssBeforeMb} MB before, peak ${c.peakRssMb} MB: growth ${c.rssGrowthMb} MB`,
  );
}
const verdicts = results.flatMap((r) => {
  const searches = r.queries.filter((q) => q.query.includes('q='));
  return [
    [`${r.store}: first page p50 <= ${GOALS.firstPageMs} ms`, r.queries[0].serverMedianMs <= GOALS.firstPageMs],
    [`${r.store}: every search p50 <= ${GOALS.searchMs} ms`, searches.every((q) => q.serverMedianMs <= GOALS.searchMs)],
    [`${r.store}: CSV RSS growth < ${GOALS.csvRssGrowthMb} MB`, r.csv.rssGrowthMb < GOALS.csvRssGrowthMb],
  ];
});
console.log(`\n${verdicts.map(([what, ok]) => `${ok ? 'met' : 'MISSED'}: ${what}`).join('\n')}`);
await mkdir(benchOutDir, { recursive: true });
await writeFile(
  path.join(benchOutDir, 'leads-inbox.json'),
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg(), goals: GOALS, results }, null, 2)}\n`,
);
