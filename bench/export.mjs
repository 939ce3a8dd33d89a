#!/usr/bin/env node
// Export throughput against Eleventy and Astro on the same generated blog, in the same run.
//   node bench/export.mjs                      4,000 posts, 1 warm-up + 3 timed cold builds per tool
//   node bench/export.mjs --posts 500 --runs 1
//   node bench/export.mjs --only ours          skip the peers
// PEERS_DIR keeps the peers' installs between runs (default: <tmp>/blok-bench-peers). See bench/README.md.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusSlug, writeCorpus } from './corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const posts = Number(arg('--posts', '4000'));
const runs = Number(arg('--runs', process.env.BENCH_RUNS ?? '3'));
const only = arg('--only', 'ours,eleventy,astro').split(',');
const TIMEOUT_MS = 30 * 60_000;

/** exact versions that install and run on Node 20 here */
const PEERS = {
  eleventy: { label: 'Eleventy 3.1.7', packages: ['@11ty/eleventy@3.1.7'] },
  astro: { label: 'Astro 5.18.2', packages: ['astro@5.18.2', '@astrojs/rss@4.0.15', '@astrojs/sitemap@3.7.1'] },
};

function run(cmd, cmdArgs, opts) {
  const r = spawnSync(cmd, cmdArgs, { encoding: 'utf8', timeout: TIMEOUT_MS, maxBuffer: 256 * 1024 * 1024, ...opts });
  if (r.status !== 0)
    throw new Error(
      `${cmd} ${cmdArgs.join(' ')} failed (exit ${r.status}${r.signal ? `, ${r.signal}` : ''}):\n${(r.stderr || r.stdout || '').slice(-2000)}`,
    );
  return r;
}

function countHtml(dir) {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) n += countHtml(path.join(dir, e.name));
    else if (e.name.endsWith('.html')) n++;
  }
  return n;
}

/** installs a peer into its own folder (once; reused while PEERS_DIR is kept) and lays out its blog project */
function preparePeer(name, peersDir, corpus) {
  const dir = path.join(peersDir, name);
  const stamp = path.join(dir, '.installed');
  const wanted = PEERS[name].packages.join(' ');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `bench-${name}`, private: true, type: 'module' }));
    console.error(`installing ${PEERS[name].label} into ${dir} ...`);
    run('npm', ['install', '--no-audit', '--no-fund', '--save-exact', ...PEERS[name].packages], { cwd: dir });
    writeFileSync(stamp, wanted);
  }
  cpSync(path.join(root, 'bench', 'peers', name), dir, { recursive: true });
  const postsDir = name === 'eleventy' ? path.join(dir, 'posts') : path.join(dir, 'src', 'content', 'blog');
  rmSync(postsDir, { recursive: true, force: true });
  cpSync(corpus, postsDir, { recursive: true });
  if (name === 'eleventy')
    cpSync(path.join(root, 'bench', 'peers', 'eleventy', 'posts.11tydata.js'), path.join(postsDir, 'posts.11tydata.js'));
  return dir;
}

/** one cold build per call: outputs and caches are removed first */
const tools = {
  ours: (ctx) => ({
    label: 'site export (ours)',
    build() {
      rmSync(ctx.oursOut, { recursive: true, force: true });
      rmSync(ctx.oursCache, { recursive: true, force: true });
      const t0 = performance.now();
      run(process.execPath, ['bin/site.mjs', 'export', '--quiet', '--out', ctx.oursOut], { cwd: root, env: ctx.oursEnv });
      const seconds = (performance.now() - t0) / 1000;
      return { seconds, pages: JSON.parse(readFileSync(path.join(ctx.oursOut, 'report.json'), 'utf8')).totals.pages };
    },
  }),
  eleventy: (ctx) => ({
    label: PEERS.eleventy.label,
    build() {
      const dir = ctx.peerDirs.eleventy;
      rmSync(path.join(dir, '_site'), { recursive: true, force: true });
      rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
      const t0 = performance.now();
      run(process.execPath, [path.join(dir, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs'), '--quiet'], { cwd: dir });
      return { seconds: (performance.now() - t0) / 1000, pages: countHtml(path.join(dir, '_site')) };
    },
  }),
  astro: (ctx) => ({
    label: PEERS.astro.label,
    build() {
      const dir = ctx.peerDirs.astro;
      for (const d of ['dist', '.astro', path.join('node_modules', '.astro'), path.join('node_modules', '.vite')])
        rmSync(path.join(dir, d), { recursive: true, force: true });
      const t0 = performance.now();
      run(process.execPath, [path.join(dir, 'node_modules', 'astro', 'astro.js'), 'build', '--silent'], {
        cwd: dir,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      return { seconds: (performance.now() - t0) / 1000, pages: countHtml(path.join(dir, 'dist')) };
    },
  }),
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const tmp = mkdtempSync(path.join(os.tmpdir(), 'blok-bench-export-'));
// our build cache must sit inside the project (the server bundle imports node_modules from there)
const oursCache = path.join(root, 'dist', `.bench-cache-${process.pid}`);
try {
  const corpus = path.join(tmp, 'posts');
  writeCorpus(corpus, posts);
  const peersDir = process.env.PEERS_DIR ? path.resolve(process.env.PEERS_DIR) : path.join(os.tmpdir(), 'blok-bench-peers');
  const peerDirs = {};
  for (const name of Object.keys(PEERS).filter((n) => only.includes(n))) peerDirs[name] = preparePeer(name, peersDir, corpus);
  const ctx = {
    peerDirs,
    oursOut: path.join(tmp, 'ours', 'site'),
    oursCache,
    oursEnv: {
      ...process.env,
      BLOG_DIR: corpus,
      SITE_CACHE_DIR: oursCache,
      GA_MEASUREMENT_ID: '',
      NOTION_TOKEN: '',
      NOTION_DATABASE_ID: '',
    },
  };
  const selected = only.filter((n) => tools[n]).map((n) => ({ name: n, ...tools[n](ctx) }));
  const times = Object.fromEntries(selected.map((t) => [t.name, []]));
  const pages = {};
  console.error(
    `corpus: ${posts} posts; ${os.availableParallelism()} cores; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // round 0 warms the disk cache and the installs; the tools take turns, so load changes hit each alike
  for (let round = 0; round <= runs; round++) {
    for (const t of selected) {
      const r = t.build();
      pages[t.name] = r.pages;
      console.error(`${round === 0 ? 'warm-up' : `run ${round}`}: ${t.label.padEnd(20)} ${r.seconds.toFixed(2)} s, ${r.pages} pages`);
      if (round > 0) times[t.name].push(r.seconds);
    }
  }

  let regenerate = null;
  if (times.ours) {
    const rt = [];
    for (let i = 0; i < Math.max(runs, 1); i++) {
      const t0 = performance.now();
      run(process.execPath, ['bin/site.mjs', 'regenerate', corpusSlug(Math.floor(posts / 2)), '--quiet', '--out', ctx.oursOut], {
        cwd: root,
        env: ctx.oursEnv,
      });
      rt.push((performance.now() - t0) / 1000);
    }
    regenerate = median(rt);
  }

  const rows = selected.map((t) => {
    const s = median(times[t.name]);
    return { tool: t.label, seconds: s, pages: pages[t.name], pagesPerSecond: pages[t.name] / s };
  });
  const ours = rows.find((r) => r.tool.includes('ours'));
  console.log(`\nExport of ${posts} markdown posts, cold builds, median of ${runs} (load average now ${os.loadavg()[0].toFixed(1)})`);
  console.log(`${'tool'.padEnd(22)}${'seconds'.padStart(9)}${'pages'.padStart(8)}${'pages/s'.padStart(9)}  ours vs it`);
  for (const r of rows) {
    let ratio = '';
    if (ours && r !== ours)
      ratio =
        r.seconds >= ours.seconds
          ? `ours ${(r.seconds / ours.seconds).toFixed(2)}x faster`
          : `ours ${(ours.seconds / r.seconds).toFixed(2)}x slower`;
    console.log(
      `${r.tool.padEnd(22)}${r.seconds.toFixed(2).padStart(9)}${String(r.pages).padStart(8)}${r.pagesPerSecond.toFixed(1).padStart(9)}  ${ratio}`,
    );
  }
  if (regenerate !== null)
    console.log(`site regenerate <slug> on the same export: ${regenerate.toFixed(2)} s (median of ${Math.max(runs, 1)})`);
  mkdirSync(path.join(root, 'dist', 'bench'), { recursive: true });
  writeFileSync(
    path.join(root, 'dist', 'bench', 'export.json'),
    `${JSON.stringify({ posts, runs, cores: os.availableParallelism(), rows, regenerateSeconds: regenerate, times }, null, 2)}\n`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(oursCache, { recursive: true, force: true });
}
