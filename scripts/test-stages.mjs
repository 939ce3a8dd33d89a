// The stages of `npm test` (scripts/run-tests.mjs) and of the Node-line runs (scripts/node-lines.mjs): each runs
// one tool and answers { passed, failed, skipped, seconds, problems, slowest }. A stage that cannot say what it
// ran counts as failed, and so does a tool that exits non-zero with nothing failed in its report.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seconds = (started) => Math.round((Date.now() - started) / 1000);
const tests = (n) => `${n} test${n === 1 ? '' : 's'}`;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** a command whose exit status is its whole result (typecheck, lint) */
export function commandStage(cmd, args, { env, cwd = root } = {}) {
  const started = Date.now();
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
  const ok = r.status === 0;
  return {
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    seconds: seconds(started),
    problems: ok ? [] : [`exit ${r.status ?? r.signal}`],
    slowest: [],
  };
}

/**
 * vitest with the tally reporter (scripts/vitest-tally.mjs): `node` runs it (another Node line's binary for
 * scripts/node-lines.mjs), `args` are vitest's after `run`, `tallyFile` where the counts go
 */
export function vitestStage({ node = process.execPath, args = [], env = process.env, tallyFile, cwd = root, stdio = 'inherit' }) {
  const started = Date.now();
  rmSync(tallyFile, { force: true });
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const reporter = path.join(root, 'scripts', 'vitest-tally.mjs');
  const argv = [vitest, 'run', ...args, '--reporter=default', `--reporter=${reporter}`];
  console.log(`\n$ ${path.basename(node)} ${argv.map((a) => path.relative(cwd, a) || a).join(' ')}`);
  const r = spawnSync(node, argv, { stdio, cwd, env: { ...env, VITEST_TALLY_FILE: tallyFile } });
  const t = readJson(tallyFile);
  const exit = r.status ?? r.signal;
  if (!t) return { passed: 0, failed: 1, skipped: 0, seconds: seconds(started), problems: [`no report (exit ${exit})`], slowest: [] };
  const problems = [...t.problems];
  let failed = t.failed;
  if (r.status !== 0 && failed === 0) {
    failed = 1;
    problems.push(`vitest exited ${exit} with nothing failed in its report`);
  }
  if (t.notRun > 0) problems.push(`${tests(t.notRun)} did not run because a hook or a file failed (counted as failed)`);
  return { passed: t.passed, failed, skipped: t.skipped, seconds: seconds(started), problems, slowest: t.files.slice(0, 5) };
}

/** walks a Playwright JSON report: a test skipped without a skip or fixme of its own did not run, and failed */
export function playwrightCounts(report) {
  const c = { passed: 0, failed: 0, skipped: 0, notRun: 0 };
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected') c.passed++;
        else if (test.status === 'unexpected' || test.status === 'flaky') c.failed++;
        else if ((test.annotations ?? []).some((a) => a.type === 'skip' || a.type === 'fixme')) c.skipped++;
        else c.notRun++;
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return c;
}

/** Playwright with the project's config, read back from its JSON report */
export function playwrightStage({ args = [], reportFile, env, cwd = root, stdio = 'inherit' }) {
  const started = Date.now();
  rmSync(reportFile, { force: true });
  console.log(`\n$ npx playwright test ${args.join(' ')}`);
  const r = spawnSync('npx', ['playwright', 'test', ...args], { stdio, cwd, env: { ...process.env, ...env } });
  const report = readJson(reportFile);
  const exit = r.status ?? r.signal;
  if (!report) return { passed: 0, failed: 1, skipped: 0, seconds: seconds(started), problems: [`no report (exit ${exit})`], slowest: [] };
  const c = playwrightCounts(report);
  const errors = report.errors ?? [];
  const problems = errors.map((e) => `error: ${(e.message ?? String(e)).split('\n')[0]}`);
  if (c.notRun > 0) problems.push(`${tests(c.notRun)} did not run (counted as failed)`);
  let failed = c.failed + c.notRun + errors.length;
  if (r.status !== 0 && failed === 0) {
    failed = 1;
    problems.push(`playwright exited ${exit} with nothing failed in its report`);
  }
  const files = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const res of test.results ?? []) files.set(spec.file, (files.get(spec.file) ?? 0) + (res.duration ?? 0));
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const slowest = [...files]
    .map(([file, ms]) => ({
      file: path.relative(cwd, path.resolve(report.config?.rootDir ?? cwd, file)),
      seconds: Math.round(ms / 100) / 10,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5);
  return { passed: c.passed, failed, skipped: c.skipped, seconds: seconds(started), problems, slowest };
}
