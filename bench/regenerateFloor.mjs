#!/usr/bin/env node
// The floor of `site regenerate <slug>` on this machine: the least a new Node process must do to put
// one post's page back, timed by bench/export.mjs from spawn to exit like the CLI. It reads the build
// key from report.json's first lines, the post from its JSON copy (the stored post, as the regenerate
// has it when the post is already parsed) and the export's config and assets from the exported page;
// imports the export's server bundle (React with it); renders the post's page with `preparePage`, as
// the exporter does; compresses it at decision 003's levels (brotli 6, gzip 9); writes the page and its
// two copies into a folder of its own. Nothing else: no CLI, no configuration, no lock, no blog list,
// feed, sitemap, link check or report. The rendered page must be the exported one byte for byte.
//   node bench/regenerateFloor.mjs <export folder> <build cache folder> <slug> <output folder>
import { closeSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

process.env.NODE_ENV = 'production';
const [exported, cacheRoot, slug, outDir] = process.argv.slice(2);
if (!exported || !cacheRoot || !slug || !outDir)
  throw new Error('usage: node bench/regenerateFloor.mjs <export folder> <build cache folder> <slug> <output folder>');

/** the build key from report.json's head (its first lines), without parsing the page list */
function buildKeyOf(dir) {
  const fd = openSync(path.join(dir, 'report.json'), 'r');
  const head = Buffer.alloc(4096);
  const n = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  const key = /"buildKey":\s*"([0-9a-f]+)"/.exec(head.subarray(0, n).toString('utf8'))?.[1];
  if (!key) throw new Error(`no buildKey at the head of ${path.join(dir, 'report.json')}`);
  return key;
}

const pageFile = path.join(exported, 'blog', slug, 'index.html');
const live = readFileSync(pageFile, 'utf8');
const data = /<script type="application\/json" id="__PAGE_DATA__">([\s\S]*?)<\/script>/.exec(live);
if (!data) throw new Error(`no page data in ${pageFile}`);
const { config, assets } = JSON.parse(data[1]);
const post = JSON.parse(readFileSync(path.join(exported, 'api', 'blog', 'posts', `${slug}.json`), 'utf8'));
const server = await import(pathToFileURL(path.join(cacheRoot, `build-${buildKeyOf(exported)}`, 'server', 'entry.server.js')).href);
const ctx = {
  blog: {
    listPosts: () => Promise.reject(new Error('a post page read the post list')),
    getPost: async () => post,
    problems: () => Promise.reject(new Error('a post page read the post list')),
  },
};
const page = await server.preparePage({ url: `/blog/${slug}`, config, assetsFor: () => assets, ctx });
const html = (await page.render()).html;
if (html !== live) throw new Error(`the floor's render differs from the exported page ${pageFile}`);
const bytes = Buffer.from(html);
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'index.html'), bytes);
writeFileSync(
  path.join(outDir, 'index.html.br'),
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
);
writeFileSync(path.join(outDir, 'index.html.gz'), gzipSync(bytes, { level: 9 }));
