#!/usr/bin/env node
// npm test: typecheck, lint, vitest (unit, export, API), the API, store and export tests again on
// Node 22 and 24, and Playwright (browser), then one plain 'N passed, N failed' line summing every
// suite. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { testLines } from './node-lines.mjs';

const results = 'dist/test-results';
mkdirSync(results, { recursive: true });
const tally = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return r.status ?? 1;
}

function check(name, cmd, args) {
  const ok = run(cmd, args) === 0;
  tally[ok ? 'passed' : 'failed']++;
  lines.push(`${name}: ${ok ? 'passed' : 'FAILED'}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const deps = run('bash', ['scripts/ensure-test-deps.sh']);
if (deps !== 0) {
  tally.failed++;
  lines.push('test dependencies: FAILED to install (see above)');
}

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
// lint rules, formatting and import order alike: `npm run format` fixes the last two
check('lint', 'npx', ['biome', 'check', '.']);

rmSync(`${results}/vitest.json`, { force: true });
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]);
const v = readJson(`${results}/vitest.json`);
if (v) {
  tally.passed += v.numPassedTests;
  tally.failed += v.numFailedTests;
  tally.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  // a suite that failed to load has no failed tests but still fails
  const brokenSuites = (v.testResults ?? []).filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  tally.failed += brokenSuites;
  lines.push(`vitest: ${v.numPassedTests} passed, ${v.numFailedTests + brokenSuites} failed, ${v.numPendingTests} skipped`);
} else {
  tally.failed++;
  lines.push(`vitest: no report (exit ${vitestStatus})`);
}

// the API, store and export tests again on Node 22 and 24 (scripts/node-lines.mjs)
for (const r of testLines({ results })) {
  if (r.skipped) {
    tally.skipped++;
    lines.push(`vitest on Node ${r.line}: skipped (${process.platform}-${process.arch})`);
  } else if (r.error) {
    tally.failed++;
    lines.push(`vitest on Node ${r.line}: FAILED (${r.error})`);
  } else {
    tally.passed += r.passed;
    tally.failed += r.failed;
    tally.skipped += r.skipped;
    lines.push(`vitest on Node ${r.line}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${r.seconds} s)`);
  }
}

rmSync(`${results}/playwright.json`, { force: true });
const pwStatus = run('npx', ['playwright', 'test']);
const p = readJson(`${results}/playwright.json`);
if (p?.stats) {
  const failed = p.stats.unexpected + p.stats.flaky;
  tally.passed += p.stats.expected;
  tally.failed += failed;
  tally.skipped += p.stats.skipped;
  if ((p.errors ?? []).length > 0) tally.failed += p.errors.length;
  lines.push(
    `playwright: ${p.stats.expected} passed, ${failed} failed, ${p.stats.skipped} skipped${p.errors?.length ? `, ${p.errors.length} errors` : ''}`,
  );
} else {
  tally.failed++;
  lines.push(`playwright: no report (exit ${pwStatus})`);
}
if (!existsSync(`${results}/playwright.json`) && pwStatus === 0) tally.failed++;

console.log(`\n${lines.join('\n')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 ? 1 : 0);
