import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playwrightStage, vitestStage } from '../../../scripts/test-stages.mjs';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/tally');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'blok-tally-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm test's counts (scripts/test-stages.mjs)", () => {
  it('counts a test that did not run because its hook failed as failed, and each hook or file error, never as skipped', () => {
    const r = vitestStage({
      args: ['--config', path.join(fixtures, 'vitest.config.mjs')],
      tallyFile: path.join(dir, 'vitest.tally.json'),
      stdio: 'ignore',
    });
    expect(r.passed).toBe(2);
    // it.skip and it.skipIf: the tests' own decisions
    expect(r.skipped).toBe(2);
    // 1 failed test + 2 tests behind the failed beforeAll + the beforeAll, the afterAll and the file that cannot load
    expect(r.failed).toBe(6);
    const problems = r.problems.join('\n');
    expect(problems).toContain('a server that would not start: could not start PostgreSQL: port 55432 is taken');
    expect(problems).toContain('a cleanup that throws: could not stop the server');
    expect(problems).toMatch(/import\.fixture\.ts: .*no-such-module/);
    expect(problems).toContain('2 tests did not run because a hook or a file failed');
    // a failed test is named, with its error's first line
    expect(problems).toMatch(/hooks\.fixture\.ts > fails: expected 1 to be 2/);
    expect(r.slowest.map((f) => path.basename(f.file)).sort()).toEqual(['hooks.fixture.ts', 'import.fixture.ts']);
  }, 120_000);

  it('counts a Playwright test that did not run because its beforeAll failed as failed; skip and fixme stay skipped', () => {
    const reportFile = path.join(dir, 'playwright.json');
    const r = playwrightStage({
      args: ['--config', path.join(fixtures, 'playwright.config.mjs')],
      reportFile,
      env: { TALLY_PW_REPORT: reportFile },
      stdio: 'ignore',
    });
    expect(r.passed).toBe(1);
    expect(r.skipped).toBe(2);
    // Playwright reports the first test behind the hook as failed and the second as skipped: both failed here
    expect(r.failed).toBe(2);
    expect(r.slowest.map((f) => f.file)).toEqual(['tests/fixtures/tally/hooks.pw.ts']);
  }, 120_000);
});
