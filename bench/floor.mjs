#!/usr/bin/env node
// The floor of a cold export on this stack: the least work any export of the blog must do per post,
// timed alone on every core. In one pass over each post, spread over one worker thread per core:
//   - parse its markdown with the blog's parser (unified + remark-parse, which the product names);
//   - render its page with react-dom/server: the same route tree (the export's own server bundle,
//     preparePage) and the same page data (the post as the export's JSON copy holds it, the export's
//     public config and page assets), to a string, no file;
//   - compress the page and the post's JSON copy to .br and .gz at the cheapest levels there are
//     (brotli 0, gzip 1; the exporter uses 6 and 9: cli/export/compress.ts), so that no choice of
//     level could do with less.
// Nothing else: no file written, no link check, no bundle, no list pages, feed or sitemap. The wall
// time includes starting the threads and loading the parser and React, which an export does too.
// After the timed pass each thread renders a few posts again and compares them with the exported
// pages byte for byte: the floor renders what the export writes.
//   node bench/floor.mjs <corpus folder> <export folder> <build cache folder>
//   prints JSON: { seconds, parseMs, renderMs, compressMs, loadMs, posts, threads }
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bodyOf } from './corpus.mjs';

/** the cheapest levels of each format */
const BROTLI_QUALITY = 0;
const GZIP_LEVEL = 1;
/** posts each thread renders again after the timed pass, to compare with the export's pages */
const CHECKED = 3;

const PAGE_DATA = /<script type="application\/json" id="__PAGE_DATA__">([\s\S]*?)<\/script>/;
const pageFile = (exported, slug) => path.join(exported, 'blog', slug, 'index.html');
const copyFile = (exported, slug) => path.join(exported, 'api', 'blog', 'posts', `${slug}.json`);

if (isMainThread) {
  const [corpus, exported, cacheRoot] = process.argv.slice(2);
  if (!corpus || !exported || !cacheRoot)
    throw new Error('usage: node bench/floor.mjs <corpus folder> <export folder> <build cache folder>');
  const names = readdirSync(corpus)
    .filter((f) => f.endsWith('.md'))
    .sort();
  // the export's build (its server bundle) and the page data every post page shares (config, assets)
  const { buildKey } = JSON.parse(readFileSync(path.join(exported, 'report.json'), 'utf8'));
  const serverPath = path.join(cacheRoot, `build-${buildKey}`, 'server', 'entry.server.js');
  const sample = PAGE_DATA.exec(readFileSync(pageFile(exported, names[0].slice(0, -3)), 'utf8'));
  if (!sample) throw new Error(`no page data in ${pageFile(exported, names[0].slice(0, -3))}`);
  const { config, assets } = JSON.parse(sample[1]);
  const threads = os.availableParallelism();
  const t0 = performance.now();
  const results = await Promise.all(
    Array.from(
      { length: threads },
      (_, i) =>
        new Promise((resolve, reject) => {
          const mine = names.filter((_, j) => j % threads === i);
          const w = new Worker(new URL(import.meta.url), {
            workerData: { corpus, exported, serverPath, config, assets, names: mine },
            env: { ...process.env, NODE_ENV: 'production' },
          });
          w.once('message', resolve);
          w.once('error', reject);
        }),
    ),
  );
  // each thread says when it finished its timed pass, on the shared clock (its own starts later)
  const seconds = (Math.max(...results.map((r) => r.doneAt)) - (performance.timeOrigin + t0)) / 1000;
  const sum = (k) => Math.round(results.reduce((s, r) => s + r[k], 0));
  const mismatch = results.flatMap((r) => r.mismatch);
  if (mismatch.length > 0) throw new Error(`the floor's render differs from the exported page of ${mismatch.join(', ')}`);
  console.log(
    JSON.stringify({
      seconds,
      parseMs: sum('parseMs'),
      renderMs: sum('renderMs'),
      compressMs: sum('compressMs'),
      loadMs: sum('loadMs'),
      posts: names.length,
      threads,
    }),
  );
} else {
  const { corpus, exported, serverPath, config, assets, names } = workerData;
  const l0 = performance.now();
  const [{ unified }, { default: remarkParse }, server] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import(pathToFileURL(serverPath).href),
  ]);
  const parser = unified().use(remarkParse);
  const loadMs = performance.now() - l0;
  let post = null;
  const ctx = {
    blog: {
      listPosts: () => Promise.reject(new Error('a post page read the post list')),
      getPost: async () => post,
      problems: () => Promise.reject(new Error('a post page read the post list')),
    },
  };
  const render = async (slug) => {
    const page = await server.preparePage({ url: `/blog/${slug}`, config, assetsFor: () => assets, ctx });
    return (await page.render()).html;
  };
  let parseMs = 0;
  let renderMs = 0;
  let compressMs = 0;
  for (const name of names) {
    const slug = name.slice(0, -3);
    const t0 = performance.now();
    parser.parse(bodyOf(readFileSync(path.join(corpus, name), 'utf8')));
    const t1 = performance.now();
    // the page data: the post as the export's JSON copy holds it
    const copy = readFileSync(copyFile(exported, slug));
    post = JSON.parse(copy.toString('utf8'));
    const html = Buffer.from(await render(slug));
    const t2 = performance.now();
    for (const data of [html, copy]) {
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      gzipSync(data, { level: GZIP_LEVEL });
    }
    const t3 = performance.now();
    parseMs += t1 - t0;
    renderMs += t2 - t1;
    compressMs += t3 - t2;
  }
  const doneAt = performance.timeOrigin + performance.now();
  // untimed: the floor renders exactly the pages the export wrote
  const mismatch = [];
  for (const name of names.slice(0, CHECKED)) {
    const slug = name.slice(0, -3);
    post = JSON.parse(readFileSync(copyFile(exported, slug), 'utf8'));
    if ((await render(slug)) !== readFileSync(pageFile(exported, slug), 'utf8')) mismatch.push(`/blog/${slug}`);
  }
  parentPort.postMessage({ parseMs, renderMs, compressMs, loadMs, doneAt, mismatch });
}
