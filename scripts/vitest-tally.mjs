// A vitest reporter that counts what `npm test` adds up (scripts/run-tests.mjs, scripts/node-lines.mjs), written
// as JSON to $VITEST_TALLY_FILE. Unlike vitest's own counts, nothing that failed hides among the skipped:
//   - a test that passed or failed counts as such;
//   - a test that did not run because a hook, a describe block or its file failed counts as failed ("not run");
//   - a skipped test counts as skipped only when the test itself says so (it.skip, skipIf, ctx.skip);
//   - each error of a file or describe block (a beforeAll/afterAll that threw, an import that failed) and
//     each unhandled error counts as one failure more.
// It also records each file's time, so the summary can name where the time went.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** every suite above a task, nearest first, up to and including its file */
function ancestors(task) {
  const out = [];
  for (let s = task.suite; s; s = s.suite) out.push(s);
  if (task.file && out.at(-1) !== task.file) out.push(task.file);
  return out;
}

const hasErrors = (task) => (task.result?.errors?.length ?? 0) > 0;

/** answers the tally of a finished run: counts, the errors behind failures, each file's seconds */
export function tally(files, unhandledErrors = []) {
  const t = {
    passed: 0,
    failed: 0,
    failedTests: 0,
    skipped: 0,
    notRun: 0,
    suiteErrors: 0,
    unhandledErrors: unhandledErrors.length,
    problems: [],
    files: [],
  };
  const visit = (task) => {
    if (task.type === 'suite') {
      if (hasErrors(task)) {
        t.suiteErrors++;
        const where = task.file && task !== task.file ? `${task.file.name} > ${task.name}` : task.name;
        t.problems.push(`${where}: ${task.result.errors[0].message?.split('\n')[0] ?? 'failed'}`);
      }
      for (const child of task.tasks ?? []) visit(child);
      return;
    }
    const state = task.result?.state;
    if (state === 'pass') t.passed++;
    else if (state === 'fail') {
      t.failedTests++;
      const names = ancestors(task)
        .reverse()
        .map((s) => s.name);
      t.problems.push(`${names.join(' > ')} > ${task.name}: ${task.result.errors?.[0]?.message?.split('\n')[0] ?? 'failed'}`);
    } else if (ancestors(task).some(hasErrors)) t.notRun++;
    else if (task.mode === 'skip' || task.mode === 'todo' || state === 'skip' || state === 'todo') t.skipped++;
    // queued or still running when the run ended (a worker that died): it did not pass
    else t.notRun++;
  };
  for (const file of files) {
    visit(file);
    t.files.push({ file: path.relative(process.cwd(), file.filepath), seconds: Math.round((file.result?.duration ?? 0) / 100) / 10 });
  }
  for (const e of unhandledErrors) t.problems.push(`unhandled error: ${e?.message?.split('\n')[0] ?? String(e)}`);
  t.failed = t.failedTests + t.notRun + t.suiteErrors + t.unhandledErrors;
  t.files.sort((a, b) => b.seconds - a.seconds);
  return t;
}

export default class TallyReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const out = process.env.VITEST_TALLY_FILE;
    if (!out) return;
    const t = tally(
      testModules.map((m) => m.task),
      unhandledErrors,
    );
    writeFileSync(out, `${JSON.stringify(t, null, 1)}\n`);
  }
}
