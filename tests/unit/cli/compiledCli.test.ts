import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSlug, writeCorpus } from '../../../bench/corpus.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
let clone: string;

/** a checkout of the project's tracked files (no dist/, no build of any kind), with the installed packages */
beforeAll(() => {
  clone = mkdtempSync(path.join(os.tmpdir(), 'blok-clean-clone-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    if (!existsSync(path.join(root, f))) continue;
    mkdirSync(path.dirname(path.join(clone, f)), { recursive: true });
    copyFileSync(path.join(root, f), path.join(clone, f));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
});
afterAll(() => rmSync(clone, { recursive: true, force: true }));

const site = (...args: string[]) =>
  spawnSync(process.execPath, ['bin/site.mjs', ...args], { cwd: clone, encoding: 'utf8', timeout: 120_000 });
const stamp = () => path.join(clone, 'dist', 'cli', 'inputs.json');

describe('the compiled CLI on a clean checkout', () => {
  it('builds itself on the first run and starts from JavaScript', () => {
    expect(existsSync(path.join(clone, 'dist'))).toBe(false);
    const r = site('--help');
    expect(r.status, r.stderr).toBe(0);
    for (const command of ['export', 'serve', 'regenerate', 'zip', 'replit', 'deploy']) expect(r.stdout).toContain(command);
    expect(existsSync(path.join(clone, 'dist', 'cli', 'main.mjs'))).toBe(true);
    // the stamp lists the CLI's own sources
    expect(Object.keys(JSON.parse(readFileSync(stamp(), 'utf8')))).toEqual(
      expect.arrayContaining(['bin/main.ts', 'cli/site.ts', 'cli/export/renderWorker.ts', 'bin/site.mjs', 'package-lock.json']),
    );
  });

  it("exports a blog large enough for worker threads with the CLI's own worker script, bundling none into the cache", () => {
    const blog = path.join(clone, 'many-posts');
    // more pages than PARALLEL_MIN_PAGES (cli/export/workers.ts): the export starts worker threads
    writeCorpus(blog, 200);
    const r = spawnSync(process.execPath, ['bin/site.mjs', 'export', '--quiet', '--json'], {
      cwd: clone,
      encoding: 'utf8',
      timeout: 300_000,
      env: { ...process.env, BLOG_DIR: blog, GA_MEASUREMENT_ID: '', NOTION_TOKEN: '', NOTION_DATABASE_ID: '' },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).success).toBe(true);
    expect(existsSync(path.join(clone, 'dist', 'site', 'blog', corpusSlug(199), 'index.html'))).toBe(true);
    expect(existsSync(path.join(clone, 'dist', 'cli', 'renderWorker.mjs'))).toBe(true);
    // run from its sources the exporter bundles the worker into the cache (worker-<build key>.js); compiled, it never does
    expect(readdirSync(path.join(clone, 'dist', '.cache')).filter((n) => n.startsWith('worker-'))).toEqual([]);
  }, 300_000);

  it('reuses the build while its sources are unchanged, and builds again after one changes', () => {
    const main = () => statSync(path.join(clone, 'dist', 'cli', 'main.mjs')).mtimeMs;
    const built = main();
    const stamped = statSync(stamp()).mtimeMs;
    expect(site('--help').status).toBe(0);
    expect(statSync(stamp()).mtimeMs).toBe(stamped);
    // a checkout writes the files anew (new mtimes, same bytes), as on a fresh clone with dist/cli
    // restored from a CI cache: the bytes are hashed, the build is kept and the stamp takes the mtimes
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(clone, 'cli', 'site.ts'), later, later);
    expect(site('--help').status).toBe(0);
    expect(main()).toBe(built);
    expect(JSON.parse(readFileSync(stamp(), 'utf8'))['cli/site.ts'].mtimeMs).toBe(statSync(path.join(clone, 'cli', 'site.ts')).mtimeMs);
    // a source file of the CLI changes: built again
    appendFileSync(path.join(clone, 'cli', 'site.ts'), '\n// changed\n');
    const r = site('--help');
    expect(r.status, r.stderr).toBe(0);
    expect(main()).not.toBe(built);
  });
});
