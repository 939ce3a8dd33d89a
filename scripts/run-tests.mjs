#!/usr/bin/env node
// npm test: typecheck, lint, vitest (unit, export, API), the API, store and export tests again on Node 22 and
// 24, and Playwright (browser). Then a summary: each stage's counts and time (with its slowest files), every
// failure's first line, and last one plain 'N passed, N failed, N skipped' line summing every stage. Exits
// non-zero when anything failed. A test that did not run because something failed before it (a hook, its
// file, a server that would not start) counts as failed: skipped means a test chose to skip
// (scripts/vitest-tally.mjs). The PostgreSQL of a vitest run lives in a folder and on a port of that run's
// own, and stops when the run ends (tests/globalSetup.ts, scripts/postgres.sh).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { testLines } from './node-lines.mjs';
import { commandStage, playwrightStage, vitestStage } from './test-stages.mjs';

const results = path.resolve('dist/test-results');
mkdirSync(results, { recursive: true });
const started = Date.now();
/** @type {Array<{ name: string, passed: number, failed: number, skipped: number, seconds: number, problems?: string[], slowest?: Array<{file: string, seconds: number}> }>} */
const stages = [];

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
stages.push({ name: 'vitest (Node 20)', ...vitestStage({ tallyFile: path.join(results, 'vitest.tally.json') }) });
// the API, store and export tests again on Node 22 and 24 (scripts/node-lines.mjs)
for (const r of testLines({ results })) stages.push({ name: `vitest on Node ${r.line}`, ...r });
stages.push({ name: 'playwright', ...playwrightStage({ reportFile: path.join(results, 'playwright.json') }) });

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const s of stages) {
  for (const k of Object.keys(total)) total[k] += s[k];
  const counts =
    s.name === 'typecheck' || s.name === 'lint' || s.name === 'test dependencies'
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
