#!/usr/bin/env node
// autocannon against `site serve` and, in the same run, Debian's nginx serving the same export with the
// export's own nginx.conf (one worker; /api/ proxied to site serve). Requests/s, p99 latency and our ratio
// to nginx per target. Writes dist/bench/serve.json.
// Usage: npm run bench:serve [-- --duration=10 --warmup=2 --rounds=4 --connections=50]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from './nginx.mjs';
import { deadline, exportForBench, freePort, runBench, startSiteServe, table, writeResult } from './support.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = arg('duration', 10);
const WARMUP = arg('warmup', 2);
const CONNECTIONS = arg('connections', 50);
// both servers then send the same precompressed .gz files (nginx has no brotli module in Debian's build)
const HEADERS = { 'accept-encoding': 'gzip' };

const load = (url, duration) => autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS });

const ROUNDS = Math.max(1, arg('rounds', 4));

/** one run of autocannon, reduced to the numbers the table needs */
async function slice(url, seconds) {
  const r = await load(url, seconds);
  return {
    seconds: r.duration,
    total: r.requests.total,
    requestsPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    bytesPerSec: r.throughput.average,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

function combine(url, slices) {
  const sum = (k) => slices.reduce((a, s) => a + s[k], 0);
  const mean = (k) => sum(k) / slices.length;
  return {
    url,
    requestsPerSec: sum('total') / sum('seconds'),
    // autocannon reports percentiles, not histograms: the p99 of the whole run is the mean of the slices'
    p50Ms: mean('p50Ms'),
    p99Ms: mean('p99Ms'),
    bytesPerSec: mean('bytesPerSec'),
    total: sum('total'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    slices,
  };
}

/**
 * one target on both servers: a warm-up each, then DURATION seconds each in ROUNDS slices taken in
 * A-B, B-A order, so a burst of load from elsewhere on the machine hits both servers alike
 */
async function measurePair(ourUrl, nginxUrl) {
  for (const url of [ourUrl, nginxUrl]) {
    const check = await fetch(url, { headers: HEADERS });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`${url} answered ${check.status}, expected 200`);
    if (WARMUP > 0) await load(url, WARMUP);
  }
  const slices = { ours: [], nginx: [] };
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? ['ours', 'nginx'] : ['nginx', 'ours'];
    for (const who of order) slices[who].push(await slice(who === 'ours' ? ourUrl : nginxUrl, DURATION / ROUNDS));
  }
  return { site: combine(ourUrl, slices.ours), nginx: combine(nginxUrl, slices.nginx) };
}

/** the targets: the home page (or /about), a hashed asset it loads, the blog API (or /api/health) */
async function pickTargets(siteDir, ourUrl) {
  const report = JSON.parse(await readFile(path.join(siteDir, 'report.json'), 'utf8'));
  const home = report.pages.some((p) => p.path === '/') ? '/' : '/about';
  const html = await readFile(path.join(siteDir, home === '/' ? 'index.html' : 'about/index.html'), 'utf8');
  // the page's main chunk (named in its page data; the boot script loads it after the first paint)
  const asset = html.match(/"entry":"(\/assets\/main-[^"]+\.js)"/)?.[1];
  if (!asset) throw new Error(`no hashed entry script found in ${home}`);
  const blog = await fetch(`${ourUrl}/api/blog/posts`);
  await blog.arrayBuffer();
  const api = blog.status === 200 ? '/api/blog/posts' : '/api/health';
  return [
    { name: `page ${home}`, path: home, note: home === '/' ? '' : '/ is not exported' },
    { name: 'hashed asset', path: asset, note: '' },
    {
      name: `api ${api}`,
      path: api,
      note:
        api === '/api/blog/posts' ? 'nginx proxies to site serve' : `/api/blog/posts answered ${blog.status}; nginx proxies to site serve`,
    },
  ];
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-serve-'));
  const cleanups = [() => rm(tmp, { recursive: true, force: true })];
  const cancel = deadline(10 * 60_000, 'bench:serve', cleanups);
  try {
    const siteDir = path.join(tmp, 'site');
    const { ms } = await exportForBench(siteDir);
    console.log(`exported the site in ${(ms / 1000).toFixed(1)} s`);
    const ours = await startSiteServe({ dir: siteDir, port: await freePort(), dataDir: path.join(tmp, 'data') });
    cleanups.unshift(ours.stop);
    const nginx = await startNginx({ siteDir, port: await freePort(), apiPort: Number(new URL(ours.url).port) });
    cleanups.unshift(nginx.stop);
    const nginxUrl = `http://127.0.0.1:${nginx.port}`;
    console.log(
      `site serve on ${ours.url}, nginx on ${nginxUrl}; ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target and server in ${ROUNDS} alternating slices`,
    );

    const rows = [];
    for (const t of await pickTargets(siteDir, ours.url)) {
      const { site, nginx: ng } = await measurePair(ours.url + t.path, nginxUrl + t.path);
      const row = {
        target: t.name,
        path: t.path,
        note: t.note,
        site,
        nginx: ng,
        rpsRatio: site.requestsPerSec / ng.requestsPerSec,
        p99Ratio: site.p99Ms / ng.p99Ms,
      };
      rows.push(row);
      console.log(`${t.name}: site serve ${Math.round(site.requestsPerSec)} req/s, nginx ${Math.round(ng.requestsPerSec)} req/s`);
    }

    const n = (v) => Math.round(v).toLocaleString('en-US');
    console.log(
      `\n${table(rows, [
        ['target', (r) => r.target, 'left'],
        ['site req/s', (r) => n(r.site.requestsPerSec)],
        ['site p99 ms', (r) => r.site.p99Ms],
        ['nginx req/s', (r) => n(r.nginx.requestsPerSec)],
        ['nginx p99 ms', (r) => r.nginx.p99Ms],
        ['req/s ratio', (r) => r.rpsRatio.toFixed(2)],
        ['p99 ratio', (r) => r.p99Ratio.toFixed(2)],
      ])}`,
    );
    for (const r of rows.filter((x) => x.note)) console.log(`  ${r.target}: ${r.note}`);
    const bad = rows.flatMap((r) => [r.site, r.nginx]).filter((m) => m.non2xx || m.errors || m.timeouts);
    for (const m of bad) console.log(`  warning: ${m.url}: ${m.non2xx} non-2xx, ${m.errors} errors, ${m.timeouts} timeouts`);
    console.log(
      `ratios are site serve / nginx: req/s above 1 and p99 below 1 favour site serve. Load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} CPUs.`,
    );
    const file = await writeResult('serve', {
      generatedAt: new Date().toISOString(),
      settings: { durationS: DURATION, warmupS: WARMUP, rounds: ROUNDS, connections: CONNECTIONS, headers: HEADERS, nginxWorkers: 1 },
      loadAverage: os.loadavg(),
      cpus: os.cpus().length,
      rows,
    });
    console.log(`wrote ${file}`);
  } finally {
    cancel();
    for (const c of cleanups) await c().catch(() => {});
  }
}

runBench('bench:serve', main);
