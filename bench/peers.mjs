// The peer projects of the benchmarks (bench/peers/<name>): Eleventy and Astro at versions that install
// and run on Node 20 here, each installed once into PEERS_DIR (npm registry only) and laid out with a corpus.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** exact versions that install and run on Node 20 here */
export const PEER_PACKAGES = {
  eleventy: { label: 'Eleventy 3.1.7', packages: ['@11ty/eleventy@3.1.7'] },
  astro: { label: 'Astro 5.18.2', packages: ['astro@5.18.2', '@astrojs/rss@4.0.15', '@astrojs/sitemap@3.7.1'] },
};

/** where the peers are installed: PEERS_DIR, kept between runs (default <tmp>/blok-bench-peers) */
export const peersDir = () => (process.env.PEERS_DIR ? path.resolve(process.env.PEERS_DIR) : path.join(os.tmpdir(), 'blok-bench-peers'));

/** the folder of a peer's posts inside its project */
export const peerPostsDir = (name, dir) => (name === 'eleventy' ? path.join(dir, 'posts') : path.join(dir, 'src', 'content', 'blog'));

/** installs a peer into its own folder (once; reused while the folder is kept) and lays out its blog project with the corpus */
export function preparePeerProject(
  name,
  corpus,
  dir = path.join(peersDir(), name),
  discard = (d) => rmSync(d, { recursive: true, force: true }),
) {
  const stamp = path.join(dir, '.installed');
  const wanted = PEER_PACKAGES[name].packages.join(' ');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `bench-${name}`, private: true, type: 'module' }));
    console.error(`installing ${PEER_PACKAGES[name].label} into ${dir} ...`);
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', ...PEER_PACKAGES[name].packages], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`npm install of ${wanted} failed:\n${(r.stderr || r.stdout).slice(-2000)}`);
    writeFileSync(stamp, wanted);
  }
  cpSync(path.join(root, 'bench', 'peers', name), dir, { recursive: true });
  const postsDir = peerPostsDir(name, dir);
  discard(postsDir);
  cpSync(corpus, postsDir, { recursive: true });
  if (name === 'eleventy')
    cpSync(path.join(root, 'bench', 'peers', 'eleventy', 'posts.11tydata.js'), path.join(postsDir, 'posts.11tydata.js'));
  return dir;
}
