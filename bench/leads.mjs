#!/usr/bin/env node
// autocannon against POST /api/leads of `site serve` on loopback: sustained leads/s and latency with the
// real store (SQLite in WAL + synchronous=FULL, or PostgreSQL) and the outbox worker writing .eml files.
// Afterwards every 201 is checked against the store. Writes dist/bench/leads.json.
// Usage: node bench/leads.mjs [--store=sqlite|postgres|both] [--duration=10] [--warmup=2] [--connections=32]
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { endWithThisProcess } from './children.mjs';
import { benchOutDir, freePort, postgresUrl, projectRoot } from './support.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(arg('duration', 10));
const WARMUP = Number(arg('warmup', 2));
const CONNECTIONS = Number(arg('connections', 32));
const STORES = arg('store', 'both') === 'both' ? ['sqlite', 'postgres'] : [arg('store', 'sqlite')];

const body = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.com',
  company: 'Bench Ltd',
  companySize: '51-200',
  phone: '',
  message: 'Product Interest: BlokKey\nJob Title: CTO\nPreferred Date: Not specified\n\nA demo for 120 staff, please.',
  formType: 'demo',
  marketingConsent: true,
});

async function startServer(env) {
  const port = await freePort();
  const child = endWithThisProcess(
    spawn(process.execPath, [path.join(projectRoot, 'bin/site.mjs'), 'serve', '--dir', env.SITE_DIR, '--port', String(port)], {
      cwd: projectRoot,
      env: { ...process.env, GA_MEASUREMENT_ID: '', SMTP_URL: '', RATE_LIMIT_LEADS: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let stderr = '';
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

const run = (url, duration) =>
  autocannon({
    url: `${url}/api/leads`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration,
  });

async function measure(store) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'blok-bench-leads-'));
  const siteDir = path.join(root, 'site');
  await mkdir(siteDir);
  await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>bench</title>');
  await writeFile(path.join(siteDir, 'report.json'), '{}');
  const env = { SITE_DIR: siteDir, DATA_DIR: path.join(root, 'data'), DATABASE_URL: '' };
  let count;
  let dropSchema = async () => {};
  if (store === 'postgres') {
    const base = await postgresUrl();
    const schema = `bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const u = new URL(base);
    u.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = u.toString();
    count = async () => Number((await admin.query(`SELECT COUNT(*) AS n FROM ${schema}.leads`)).rows[0].n);
    dropSchema = async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    };
  } else {
    count = async () => {
      const db = new Database(path.join(env.DATA_DIR, 'leads.sqlite'), { readonly: true });
      const n = db.prepare('SELECT COUNT(*) AS n FROM leads').get().n;
      db.close();
      return n;
    };
  }
  const server = await startServer(env);
  try {
    if (WARMUP > 0) await run(server.url, WARMUP);
    const before = await count();
    const r = await run(server.url, DURATION);
    const stored = (await count()) - before;
    return {
      store,
      connections: CONNECTIONS,
      seconds: r.duration,
      leadsPerSec: r['2xx'] / r.duration,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      created: r['2xx'],
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      stored,
    };
  } finally {
    await server.stop();
    await dropSchema();
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
  `POST /api/leads, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up; load average ${load}; ${os.cpus().length} CPUs`,
);
console.log('store      leads/s   p50 ms   p99 ms   max ms    201s  non-2xx  errors  stored');
for (const r of results) {
  console.log(
    `${r.store.padEnd(9)} ${r.leadsPerSec.toFixed(0).padStart(8)} ${String(r.p50Ms).padStart(8)} ${String(r.p99Ms).padStart(8)} ${String(r.maxMs).padStart(8)} ${String(r.created).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)} ${String(r.stored).padStart(7)}`,
  );
}
await mkdir(benchOutDir, { recursive: true });
await writeFile(
  path.join(benchOutDir, 'leads.json'),
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg(), results }, null, 2)}\n`,
);
const lost = results.filter((r) => r.stored < r.created);
if (lost.length > 0) {
  console.error(`stored fewer leads than were answered 201: ${lost.map((r) => r.store).join(', ')}`);
  process.exit(1);
}
