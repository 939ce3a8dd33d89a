#!/usr/bin/env node
// The `site` command. It runs the CLI compiled to JavaScript (dist/cli/), built with esbuild by the
// first run and rebuilt only when one of its source files changes, so a start does not compile
// TypeScript. The build records every input file with its size, mtime and hash; a start checks them
// with one stat each (a few milliseconds), reads and hashes a file only when its mtime moved (a fresh
// clone with dist/cli restored from a CI cache: docs/ci.md), and builds again when any content differs.
// See docs/decisions/008.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React and the other external packages of the server bundle pick their production builds from this;
// it must be set before anything loads them
process.env.NODE_ENV ||= 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'cli');
const stampFile = path.join(outDir, 'inputs.json');
/** what npm installed: a new install of other versions rewrites it */
const INSTALLED = 'node_modules/.package-lock.json';

// Node 22.1 and later keep V8's compiled code of every module loaded from here on (the CLI, the
// server bundle, React) on disk, so a later start skips most of the compiling; Node 20 lacks it
module.enableCompileCache?.(path.join(root, 'dist', '.compile-cache'));

const hashOf = (file) => createHash('sha1').update(readFileSync(file)).digest('hex');

/**
 * true when every recorded input still has the bytes it was built from: its size and mtime, or, when
 * its mtime moved (a checkout writes every file anew), its hash; the stamp then takes the new mtimes
 */
function isFresh() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return false;
  }
  let moved = false;
  for (const [file, seen] of Object.entries(inputs)) {
    let s;
    try {
      s = statSync(path.join(root, file));
    } catch {
      return false;
    }
    if (s.size !== seen.size) return false;
    if (s.mtimeMs === seen.mtimeMs) continue;
    if (!seen.hash || hashOf(path.join(root, file)) !== seen.hash) return false;
    seen.mtimeMs = s.mtimeMs;
    moved = true;
  }
  if (moved) {
    // best effort: without it the next start hashes the moved files again
    const tmp = `${stampFile}.tmp-${process.pid}`;
    try {
      writeFileSync(tmp, JSON.stringify(inputs));
      renameSync(tmp, stampFile);
    } catch {
      rmSync(tmp, { force: true });
    }
  }
  return true;
}

/**
 * bundles bin/main.ts and the exporter's worker thread (and what they import, with the dependencies
 * bundlePackages.mjs names) into a fresh folder, then moves it in
 */
async function build() {
  const esbuild = await import('esbuild');
  const { CLI_PACKAGES, NODE_BUNDLE, REQUIRE_BANNER, bundlePackages } = await import('./bundlePackages.mjs');
  const tmp = `${outDir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const result = await esbuild.build({
    // the exporter's worker thread is compiled with the CLI (dist/cli/renderWorker.mjs): a cold export
    // starts its workers from it at once, instead of bundling it first (cli/export/cache.ts)
    entryPoints: { main: path.join(root, 'bin', 'main.ts'), renderWorker: path.join(root, 'cli', 'export', 'renderWorker.ts') },
    ...NODE_BUNDLE,
    absWorkingDir: root,
    plugins: [bundlePackages(CLI_PACKAGES)],
    banner: { js: REQUIRE_BANNER },
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    jsx: 'automatic',
    metafile: true,
    logLevel: 'error',
  });
  const inputs = {};
  // the bundled packages' files are not listed: the lock file and the record npm writes of what it
  // installed (node_modules/.package-lock.json, when there is one) stand for them
  const sources = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules/'));
  // this file too: its build options (the entries, the packages carried) shape the output
  for (const file of [...sources, 'package-lock.json', 'bin/bundlePackages.mjs', 'bin/site.mjs', INSTALLED]) {
    const s = statSync(path.join(root, file), { throwIfNoEntry: file !== INSTALLED });
    if (s) inputs[file] = { size: s.size, mtimeMs: s.mtimeMs, hash: hashOf(path.join(root, file)) };
  }
  writeFileSync(path.join(tmp, 'inputs.json'), JSON.stringify(inputs));
  // Files are moved in, never deleted at once: a running `site serve` still imports its lazy chunks
  // (content-hashed names) from here. The entry and the stamp go last; chunks a week out of use go.
  mkdirSync(outDir, { recursive: true });
  const fresh = new Set(readdirSync(tmp));
  for (const name of [...fresh].filter((n) => n !== 'main.mjs' && n !== 'inputs.json'))
    renameSync(path.join(tmp, name), path.join(outDir, name));
  renameSync(path.join(tmp, 'main.mjs'), path.join(outDir, 'main.mjs'));
  renameSync(path.join(tmp, 'inputs.json'), stampFile);
  rmSync(tmp, { recursive: true, force: true });
  for (const name of readdirSync(outDir)) {
    const file = path.join(outDir, name);
    if (!fresh.has(name) && Date.now() - statSync(file).mtimeMs > 7 * 86_400_000) rmSync(file, { recursive: true, force: true });
  }
}

if (!isFresh()) await build();
await import(pathToFileURL(path.join(outDir, 'main.mjs')).href);
