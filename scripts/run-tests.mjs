#!/usr/bin/env node
// npm test: typecheck, lint, vitest (unit, export, API), the API, store and export tests again on Node 22 and
// 24, and Playwright (browser). Then a summary: each stage's counts and time (with its slowest files), every
// failure's first line, and last one plain 'N passed, N failed, N skipped' line summing every stage. Exits
// non-zero when anything failed. A test that did not run because something failed before it (a hook, its
// file, a server that would not start) counts as failed: skipped means a test chose to skip
// (scripts/vitest-tally.mjs). The PostgreSQL of a vitest run lives in a folder and on a port of that run's
// own, and stops when the run ends (tests/globalSetup.ts, scripts/postgres.sh).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endWithThisProcess } from '../bench/children.mjs';
import { supported, testLines } from './node-lines.mjs';
import { commandStage, playwrightStage, vitestStage } from './test-stages.mjs';

const results = path.resolve('dist/test-results');
mkdirSync(results, { recursive: true });
const started = Date.now();
/** @type {Array<{ name: string, passed: number, failed: number, skipped: number, seconds: number, problems?: string[], slowest?: Array<{file: string, seconds: number}> }>} */
const stages = [];

/**
 * installs the Node 22 and 24 lines in the background at the lowest priority (on a fresh clone each
 * compiles better-sqlite3, a minute or more) while the Node 20 stages run: vitest there runs one file
 * at a time and mostly waits on servers and child processes, leaving a core idle
 */
function installLinesInBackground() {
  const log = path.join(results, 'node-lines-install.log');
  const fd = openSync(log, 'w');
  const started = Date.now();
  // its own process group, which ends with this run (npm ci and node-gyp included) if the run is stopped
  const child = spawn('nice', ['-n', '19', process.execPath, 'scripts/node-lines.mjs', 'install'], {
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  endWithThisProcess(child, { group: true });
  closeSync(fd);
  return new Promise((resolve) => {
    const done = (status) => resolve({ status, seconds: Math.round((Date.now() - started) / 1000), log });
    child.once('error', () => done(1));
    child.once('exit', (code) => done(code ?? 1));
  });
}
const linesInstalled = supported() ? installLinesInBackground() : null;

const depsStarted = Date.now();
const deps = spawnSync('bash', ['scripts/ensure-test-deps.sh'], { stdio: 'inherit' });
stages.push({
  name: 'test dependencies',
  passed: 0,
  failed: deps.status === 0 ? 0 : 1,
  skipped: 0,
  seconds: Math.round((Date.now() - depsStarted) / 1000),
  problems: deps.status === 0 ? [] : ['failed to install (see above)'],
});

stages.push({ name: 'typecheck', ...commandStage('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) });
// lint rules, formatting and import order alike: `npm run format` fixes the last two
stages.push({ name: 'lint', ...commandStage('npx', ['biome', 'check', '.']) });
// the API's OpenAPI document against Redocly's rules (redocly.yaml), offline (docs/api.md)
const redocly = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
stages.push({ name: 'openapi lint', ...commandStage('npx', ['redocly', 'lint', 'docs/openapi.json'], { env: redocly }) });
stages.push({ name: 'vitest (Node 20)', ...vitestStage({ tallyFile: path.join(results, 'vitest.tally.json') }) });
// the API, store and export tests again on Node 22 and 24 (scripts/node-lines.mjs); a background install that
// failed is tried again there, in the foreground, and fails that line's stage with its reason
const background = await linesInstalled;
if (background) {
  console.log(
    `\nNode 22 and 24 ready: the background install ended after ${background.seconds} s (${path.relative(process.cwd(), background.log)})`,
  );
  if (background.status !== 0) process.stdout.write(readFileSync(background.log, 'utf8').slice(-4000));
}
for (const r of testLines({ results })) stages.push({ name: `vitest on Node ${r.line}`, ...r });
stages.push({ name: 'playwright', ...playwrightStage({ reportFile: path.join(results, 'playwright.json') }) });

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const s of stages) {
  for (const k of Object.keys(total)) total[k] += s[k];
  const counts = ['typecheck', 'lint', 'openapi lint', 'test dependencies'].includes(s.name)
    ? s.failed
      ? 'FAILED'
      : 'passed'
    : `${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`;
  lines.push(`${s.name}: ${counts} (${s.seconds} s)`);
  if (s.slowest?.length) lines.push(`  slowest: ${s.slowest.map((f) => `${f.file} ${f.seconds} s`).join(', ')}`);
  for (const p of (s.problems ?? []).slice(0, 10)) lines.push(`  ! ${p}`);
  if ((s.problems?.length ?? 0) > 10) lines.push(`  ! ...and ${s.problems.length - 10} more`);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\n${lines.join('\n')}\ntotal time: ${minutes} min`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
