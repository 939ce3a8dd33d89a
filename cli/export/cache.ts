import { randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheDir } from '../../core/exportPaths';
import type * as ServerEntry from '../../src/entry.server';
import type { PageAssets } from '../../src/shared/pageData';
import { readCacheJson } from './cacheFile';
import { BROTLI_ASSET_QUALITY, COMPRESSIBLE, precompress } from './compress';
import { SOURCE_BODIES_DIR } from './postStore';
import { stampedHashSources } from './sourceHash';
import { eachLimit } from './tree';

export type ServerBundle = typeof ServerEntry;

/** one build of the browser and server bundles, kept under the cache folder by a hash of its inputs */
export interface BuildArtifacts {
  key: string;
  /** the client build: assets/** with their .br/.gz copies, ready to copy into an export */
  clientDir: string;
  /** the files of assets/ (without the compressed copies), relative to the export root */
  assetFiles: string[];
  /** the css, entry and preloads of each page module */
  pageAssets: Record<string, PageAssets>;
  /** the bundled src/entry.server.tsx, plain JavaScript */
  serverPath: string;
  /** the exporter's worker thread, one file of plain JavaScript beside the build (it loads the server bundle when told) */
  workerPath: string;
  /** true when the build was reused from an earlier run */
  fromCache: boolean;
}

interface Manifest {
  key: string;
  assetFiles: string[];
  pageAssets: Record<string, PageAssets>;
}

/**
 * where builds are kept: SITE_CACHE_DIR (the benchmark uses its own) or dist/.cache. It must lie
 * inside the project, because the server bundle imports its dependencies from node_modules.
 */
export function buildCacheRoot(config: { SITE_CACHE_DIR?: string }): string {
  return config.SITE_CACHE_DIR ? path.resolve(config.SITE_CACHE_DIR) : cacheDir;
}

/** inputs of a build: the source (not the blog's markdown, which is read at export time), the exporter, the packages it bundles and the lock file */
export const KEY_INPUTS = [
  'src',
  'core',
  'cli/export',
  'bin/bundlePackages.mjs',
  'package-lock.json',
  // what npm installed (the bundles carry some packages): a file that is not there counts as empty
  'node_modules/.package-lock.json',
  'tsconfig.json',
];

/**
 * a hash of every file that goes into the bundles (not the blog's markdown, which is read at export
 * time), taken from its stamp in the cache while no file moved (sourceHash.ts)
 */
export const buildKey = (root: string): Promise<string> =>
  stampedHashSources(path.join(root, 'sources-build.json'), KEY_INPUTS, ['src/content/blog']);

const readManifest = async (dir: string): Promise<Manifest | null> => readCacheJson<Manifest>(path.join(dir, 'manifest.json'));

/**
 * the worker script compiled with the CLI (bin/site.mjs builds cli/export/renderWorker.ts beside
 * bin/main.ts): it is there whenever this code runs from the compiled CLI, and is rebuilt with it
 */
const COMPILED_WORKER = fileURLToPath(new URL('./renderWorker.mjs', import.meta.url));

/**
 * the worker script of a build. The compiled CLI's own, or, when this code runs from its TypeScript
 * sources (the tests), one bundled into the cache by the build's key. Either never moves, so workers
 * start from it while the build is made.
 */
const workerFileFor = (root: string, key: string) => (existsSync(COMPILED_WORKER) ? COMPILED_WORKER : path.join(root, `worker-${key}.js`));

function artifacts(dir: string, manifest: Manifest, fromCache: boolean): BuildArtifacts {
  return {
    key: manifest.key,
    clientDir: path.join(dir, 'client'),
    assetFiles: manifest.assetFiles,
    pageAssets: manifest.pageAssets,
    serverPath: path.join(dir, 'server', 'entry.server.js'),
    workerPath: workerFileFor(path.dirname(dir), manifest.key),
    fromCache,
  };
}

/** the bundler (esbuild, Tailwind, which installs a module loader hook when imported) loads only when a build is made */
const bundler = () => import('./bundle');

/** the build's worker script, bundled when it is missing (written whole: a temporary file renamed over); the compiled CLI's is always there */
async function ensureWorker(root: string, key: string): Promise<string> {
  const file = workerFileFor(root, key);
  if (existsSync(file)) return file;
  const tmp = `${file}.tmp-${randomBytes(4).toString('hex')}.js`;
  try {
    await (await bundler()).buildWorker(tmp);
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
  return file;
}

/** builds both bundles into a fresh folder; assets are brotli'd at full quality here, once per build */
async function buildInto(dir: string, key: string): Promise<Manifest> {
  const clientDir = path.join(dir, 'client');
  const { buildClient, buildServer } = await bundler();
  // the client's assets are compressed while the server bundle may still be in the making
  const compressedClient = buildClient(clientDir).then(async (client) => {
    await Promise.all(
      client.files.filter((f) => COMPRESSIBLE.test(f)).map((f) => precompress(path.join(clientDir, f), BROTLI_ASSET_QUALITY)),
    );
    return client;
  });
  const [client, serverPath] = await Promise.all([compressedClient, buildServer({ outdir: path.join(dir, 'server') })]);
  const server = (await import(pathToFileURL(serverPath).href)) as ServerBundle;
  const pageAssets: Record<string, PageAssets> = {};
  for (const page of new Set(server.allRoutes.map((r) => r.page))) pageAssets[page] = client.assetsFor(page);
  const manifest: Manifest = { key, assetFiles: client.files, pageAssets };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}

/** removes the entries matching a pattern beyond the `keep` most recent, when unused for `ageMs` */
async function pruneEntries(root: string, names: string[], pattern: RegExp, keep: number, ageMs: number): Promise<void> {
  const matching = names.filter((n) => pattern.test(n));
  const dated = await Promise.all(matching.map(async (n) => ({ n, t: (await stat(path.join(root, n)).catch(() => null))?.mtimeMs ?? 0 })));
  const old = dated
    .sort((a, b) => b.t - a.t)
    .slice(keep)
    .filter((d) => Date.now() - d.t > ageMs);
  await Promise.all(old.map((d) => rm(path.join(root, d.n), { recursive: true, force: true })));
}

/**
 * keeps the cache small: builds beyond the three most recent once unused for ten minutes (a running
 * export touched its build when it started), post stores of folders beyond the five most recent
 * (tests and benchmarks use throw-away folders), page memos (and their patches) beyond the ten most
 * recent, per-export server bundles of older exporters, post bodies a killed Notion export left
 * (and a killed warm-up's folder), and Notion raw caches beyond the three most recent unused for a day
 */
async function prune(root: string, keep: string): Promise<void> {
  const names = (await readdir(root).catch(() => [] as string[])).filter((n) => n !== keep);
  await pruneEntries(root, names, /^build-[0-9a-f]{16}$/, 2, 10 * 60_000);
  // the worker scripts of builds no longer kept
  const builds = new Set((await readdir(root).catch(() => [] as string[])).filter((n) => /^build-[0-9a-f]{16}$/.test(n)));
  await pruneEntries(
    root,
    names.filter((n) => !builds.has(n.replace(/^worker-([0-9a-f]{16})\.js$/, 'build-$1'))),
    /^worker-[0-9a-f]{16}\.js$/,
    0,
    10 * 60_000,
  );
  await pruneEntries(root, names, /^posts-[0-9a-f]{16}-[0-9a-f]{16}$/, 5, 60 * 60_000);
  await pruneEntries(root, names, /^server-[0-9a-f]{8}$/, 0, 60 * 60_000);
  // the post bodies a Notion export wrote out for its workers, left by a killed run
  await pruneEntries(root, names, /^bodies-[0-9a-f]{12}$/, 0, 60 * 60_000);
  // the throw-away folder of a server's warm-up (warm.ts) that was killed in it
  await pruneEntries(root, names, /^warm-[0-9A-Za-z]{6}$/, 0, 60 * 60_000);
  await pruneEntries(root, names, /^pages-[0-9a-f]{16}(\.patch)?\.json$/, 10, 60 * 60_000);
  // Notion's raw pages of databases (or API origins: tests' fake servers) not read for a day, beyond the three most recent
  await pruneEntries(root, names, /^notion-[0-9a-f]{16}$/, 3, 24 * 60 * 60_000);
  // bodies of Notion posts no export has used for a week (an export touches the ones it uses)
  const bodiesDir = path.join(root, SOURCE_BODIES_DIR);
  await pruneEntries(bodiesDir, await readdir(bodiesDir).catch(() => [] as string[]), /^[0-9a-f]{32}\.json$/, 0, 7 * 24 * 60 * 60_000);
}

/**
 * a build on its way: its key and its worker script are known first (workers can start parsing posts
 * from them), its bundles once `done` resolves
 */
export interface PendingBuild {
  key: string;
  workerPath: string;
  done: Promise<BuildArtifacts>;
}

/** a finished build as a pending one */
export const finished = (build: BuildArtifacts): PendingBuild => ({
  key: build.key,
  workerPath: build.workerPath,
  done: Promise.resolve(build),
});

/**
 * the build of the current source: reused when its inputs are unchanged (so `site regenerate` does
 * not rebuild assets), otherwise built and kept. The worker script is ready when this returns (made
 * first on a miss: a fraction of a second); the bundles follow in `done`.
 */
export async function startBuild(root: string): Promise<PendingBuild> {
  await mkdir(root, { recursive: true });
  const key = await buildKey(root);
  const dir = path.join(root, `build-${key}`);
  const cached = await cachedBuildOf(root, key);
  const workerPath = await ensureWorker(root, key);
  if (cached) {
    const now = new Date();
    await utimes(dir, now, now).catch(() => undefined);
    return finished(cached);
  }
  const done = (async () => {
    const tmp = path.join(root, `.build-${key}.tmp-${randomBytes(4).toString('hex')}`);
    try {
      const manifest = await buildInto(tmp, key);
      // a folder without a manifest is a build that was killed halfway
      if (!(await readManifest(dir))) await rm(dir, { recursive: true, force: true });
      // another process may have finished the same build first: then its copy is used
      await rename(tmp, dir).catch(async () => {
        if (!(await readManifest(dir))) throw new Error(`could not store the build in ${dir}`);
      });
      await prune(root, path.basename(dir));
      return artifacts(dir, (await readManifest(dir)) ?? manifest, false);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  })();
  // a failure is reported where the build is awaited; it must not also surface as unhandled
  done.catch(() => undefined);
  return { key, workerPath, done };
}

/** the build of the current source, bundled when it is not in the cache (startBuild, awaited whole) */
export async function loadBuild(root: string): Promise<BuildArtifacts> {
  return (await startBuild(root)).done;
}

/** the build of this key in the cache, when it is there whole (its manifest is written last) */
export async function cachedBuildOf(root: string, key: string): Promise<BuildArtifacts | null> {
  const dir = path.join(root, `build-${key}`);
  const manifest = await readManifest(dir);
  return manifest?.key === key ? artifacts(dir, manifest, true) : null;
}

/**
 * copies the build's assets (with their .br/.gz) into an export folder, but those it holds already
 * (`present`: a staging folder built in the spare export keeps them; an asset's name carries a hash of its bytes)
 */
export async function installAssets(build: BuildArtifacts, outDir: string, present: ReadonlySet<string> = new Set()): Promise<void> {
  const from = path.join(build.clientDir, 'assets');
  const to = path.join(outDir, 'assets');
  await mkdir(to, { recursive: true });
  // a file the folder holds is left as it is: it may be a hard link to the live export's (swap.ts)
  const missing = (await readdir(from)).filter((name) => !present.has(`assets/${name}`));
  await eachLimit(missing, 16, (name) =>
    copyFile(path.join(from, name), path.join(to, name), constants.COPYFILE_EXCL).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    }),
  );
}

/**
 * the environment of render workers: React and its dependencies stay external to the server bundle, so
 * they read NODE_ENV at run time, and without it they load their development builds (several times slower)
 */
export function renderEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
}

/**
 * imports the build's server bundle. Its React is the one of the process: production when NODE_ENV is
 * set so at start (bin/site.mjs does), never switched later, which would mix development and production builds.
 */
export async function importServer(build: BuildArtifacts): Promise<ServerBundle> {
  return (await import(pathToFileURL(build.serverPath).href)) as ServerBundle;
}
