#!/usr/bin/env node
// The least work a cold export of a markdown blog must do per post, timed alone on every core: the
// blog's parser (unified + remark-parse, which the product names) over each post's markdown, and the
// brotli and gzip copies of each post's page and JSON copy, which the export must keep, at the
// cheapest levels there are (brotli 0, gzip 1; the exporter uses 6 and 9: cli/export/compress.ts), so
// that no choice of level could do with less. Nothing else: no rendering, no files written, no link
// check. A cold export cannot take less than this, so its ratio to a peer's build in the same run is
// the floor of the export's ratio (docs/decisions/010).
//   node bench/floor.mjs <corpus folder> <export folder>   prints JSON: { parseSeconds, compressSeconds, posts, threads }
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bodyOf } from './corpus.mjs';

/** the cheapest levels of each format */
const BROTLI_QUALITY = 0;
const GZIP_LEVEL = 1;

if (isMainThread) {
  const [corpus, exported] = process.argv.slice(2);
  if (!corpus || !exported) throw new Error('usage: node bench/floor.mjs <corpus folder> <export folder>');
  const names = readdirSync(corpus)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const threads = os.availableParallelism();
  /** runs one step over every post across the threads; returns its wall seconds */
  const step = async (kind) => {
    const t0 = performance.now();
    await Promise.all(
      Array.from(
        { length: threads },
        (_, i) =>
          new Promise((resolve, reject) => {
            const mine = names.filter((_, j) => j % threads === i);
            const w = new Worker(new URL(import.meta.url), { workerData: { kind, corpus, exported, names: mine } });
            w.once('message', resolve);
            w.once('error', reject);
          }),
      ),
    );
    return (performance.now() - t0) / 1000;
  };
  const parseSeconds = await step('parse');
  const compressSeconds = await step('compress');
  console.log(JSON.stringify({ parseSeconds, compressSeconds, posts: names.length, threads }));
} else {
  const { kind, corpus, exported, names } = workerData;
  if (kind === 'parse') {
    const [{ unified }, { default: remarkParse }] = await Promise.all([import('unified'), import('remark-parse')]);
    const parser = unified().use(remarkParse);
    for (const name of names) {
      const text = readFileSync(path.join(corpus, name), 'utf8');
      parser.parse(bodyOf(text));
    }
  } else {
    for (const name of names) {
      const slug = name.slice(0, -3);
      for (const file of [path.join(exported, 'blog', slug, 'index.html'), path.join(exported, 'api', 'blog', 'posts', `${slug}.json`)]) {
        const data = readFileSync(file);
        brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        });
        gzipSync(data, { level: GZIP_LEVEL });
      }
    }
  }
  parentPort.postMessage('done');
}
