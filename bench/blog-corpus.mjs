#!/usr/bin/env node
// Export time of the blog: the shipped posts, then a generated corpus of N posts (default 1,000).
//   node bench/blog-corpus.mjs                 generate 1,000 posts, time both exports
//   node bench/blog-corpus.mjs --count 200     another corpus size
//   node bench/blog-corpus.mjs --write-only DIR   only write the corpus (then: BLOG_DIR=DIR site export)
// The corpus (bench/corpus.mjs) reuses the shipped posts' bodies (every block type) with new titles, slugs, dates and tags.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { writeCorpus } from './corpus.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const count = Number(arg('--count', '1000'));
const writeOnly = arg('--write-only');

/** one export in this process (worker threads included in the CPU time); the wall and CPU seconds */
async function timedExport(exportSite, label, blogDir, out) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const { report, result } = await exportSite({
    outDir: out,
    config: { SITE_URL: 'https://bloksecure.com', ...(blogDir ? { BLOG_DIR: blogDir } : {}) },
    quiet: true,
    check: false,
  });
  const wall = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  const blogPages = report.pages.filter((p) => p.path.startsWith('/blog')).length;
  const list = report.pages.find((p) => p.path === '/blog');
  console.log(
    `${label.padEnd(26)} ${String(report.totals.pages).padStart(5)} pages (${String(blogPages).padStart(4)} blog)  wall ${wall.toFixed(1).padStart(6)} s  cpu ${cpu.toFixed(1).padStart(6)} s  /blog ${(list.bytes / 1024).toFixed(0)} KB (${(list.brotliBytes / 1024).toFixed(0)} KB br)${result.stats.errors.length ? `  ${result.stats.errors.length} warnings` : ''}`,
  );
}

if (writeOnly) {
  writeCorpus(path.resolve(writeOnly), count);
  console.log(`wrote ${count} posts to ${path.resolve(writeOnly)}`);
} else {
  register();
  const { exportSite } = await import('../cli/export/exportSite.ts');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'blog-corpus-'));
  try {
    const corpus = path.join(tmp, 'posts');
    writeCorpus(corpus, count);
    const out = path.join(tmp, 'site');
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    // the first export warms the bundle cache, so the timed runs measure content and pages, not esbuild
    await timedExport(exportSite, 'warm-up (shipped posts)', undefined, out);
    await timedExport(exportSite, 'shipped posts', undefined, out);
    await timedExport(exportSite, `${count} generated posts`, corpus, out);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
