/**
 * docs/ci.md's CI recipes, run as written. Each recipe's YAML is parsed and its job run twice on a
 * fresh copy of the project (the tracked files, new mtimes: what a checkout gives), in the same folder
 * as a CI runner's workspace: a first run with an empty cache, then, after a commit that edits one
 * post, a run with the cache restored the way GitHub's `actions/cache` and GitLab's `cache:` restore
 * it (the saved folders, mtimes kept). The `run:`/`script:` steps run in bash, in order, with the
 * environment CI gives them; `uses:` steps are done by the test (checkout, cache, artifact), and an
 * unknown one fails. The second run must reuse the cache (no new build, the CLI kept, every page but
 * the edited post's linked) and write the same bytes as a cold export of the same sources.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { projectRoot, recipe } from '../docRecipes';
import { tempRoot } from './exportCopies';

let root: string;
beforeAll(async () => {
  root = await tempRoot('ci-recipes');
});
afterAll(() => rm(root));

const rm = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** the post the second run's commit edits */
const EDITED = 'src/content/blog/fido2-webauthn-explained.md';
const EDITED_PAGE = '/blog/fido2-webauthn-explained';

/** a checkout of the working tree's tracked files into `dir` (emptied first); `edit`: with the commit that edits one post */
function checkout(dir: string, edit: boolean): void {
  rm(dir);
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: projectRoot, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const f of files) {
    if (!existsSync(path.join(projectRoot, f))) continue;
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    cpSync(path.join(projectRoot, f), path.join(dir, f));
  }
  if (edit) appendFileSync(path.join(dir, EDITED), '\nOne more paragraph, committed after the last run.\n');
}

/** a CI cache: entries by key, newest last; saved and restored with their mtimes, as the CI archives do */
class CiCache {
  private readonly entries: Array<{ key: string; dir: string }> = [];
  constructor(private readonly store: string) {}

  /** restores the entry of `key`, or else the newest whose key starts with one of the prefixes; returns its key */
  restore(workspace: string, key: string, prefixes: string[]): string | null {
    const entry =
      this.entries.find((e) => e.key === key) ??
      prefixes.map((p) => this.entries.findLast((e) => e.key.startsWith(p))).find((e) => e !== undefined);
    if (!entry) return null;
    cpSync(entry.dir, workspace, { recursive: true, preserveTimestamps: true });
    return entry.key;
  }

  /** saves the paths under `key` (an existing key is kept, as GitHub does, unless `overwrite`, as GitLab does) */
  save(workspace: string, key: string, paths: string[], overwrite = false): void {
    const existing = this.entries.findIndex((e) => e.key === key);
    if (existing >= 0 && !overwrite) return;
    const dir = path.join(this.store, String(this.entries.length));
    for (const p of paths) {
      const from = path.join(workspace, p);
      if (existsSync(from)) cpSync(from, path.join(dir, p), { recursive: true, preserveTimestamps: true });
    }
    if (existing >= 0) this.entries.splice(existing, 1);
    this.entries.push({ key, dir });
  }
}

/** runs a shell step in the workspace as a CI runner does (bash, stop at the first failing command) */
function runStep(workspace: string, script: string, env: Record<string, string>): void {
  const r = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', script], {
    cwd: workspace,
    encoding: 'utf8',
    timeout: 10 * 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: process.env.TMPDIR ?? '/tmp', ...env },
  });
  expect(r.status, `\`${script}\` failed:\n${r.stdout}\n${r.stderr}`).toBe(0);
}

/** GitHub's `${{ … }}` expressions the recipe may use */
function githubExpressions(text: string, sha: string): string {
  return text.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const values: Record<string, string> = { 'runner.os': 'Linux', 'github.sha': sha };
    if (!(name in values)) throw new Error(`the recipe uses \${{ ${name} }}, which the test does not know`);
    return values[name]!;
  });
}

interface GitHubStep {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string | number>;
}

const lines = (s: unknown) =>
  String(s ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const stringEnv = (env: Record<string, string | number> = {}) => Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));

/** one run of the workflow's `export` job in `workspace`; returns the artifact's path */
function runGitHubJob(workspace: string, cache: CiCache, sha: string, edit: boolean): string {
  const workflow = parseYaml(recipe('docs/ci.md', 'github-actions').text) as { jobs: Record<string, { steps: GitHubStep[] }> };
  const steps = workflow.jobs.export?.steps ?? [];
  const env = { CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_SHA: sha };
  const post: Array<() => void> = [];
  let artifact = '';
  for (const step of steps) {
    if (step.run) {
      runStep(workspace, step.run, { ...env, ...stringEnv(step.env) });
      continue;
    }
    const action = step.uses?.split('@')[0];
    if (action === 'actions/checkout') checkout(workspace, edit);
    else if (action === 'actions/setup-node') expect(Number(step.with?.['node-version'])).toBeGreaterThanOrEqual(20);
    else if (action === 'actions/cache') {
      const key = githubExpressions(String(step.with?.key), sha);
      const paths = lines(step.with?.path);
      cache.restore(workspace, key, lines(githubExpressions(String(step.with?.['restore-keys'] ?? ''), sha)));
      // the action's post step saves once the job has succeeded
      post.push(() => cache.save(workspace, key, paths));
    } else if (action === 'actions/upload-artifact') {
      artifact = path.join(workspace, String(step.with?.path));
      expect(existsSync(artifact), `the artifact ${step.with?.path}`).toBe(true);
    } else throw new Error(`the recipe uses ${step.uses}, which the test does not run`);
  }
  for (const p of post) p();
  return artifact;
}

interface GitLabJob {
  cache: { key: string; paths: string[] };
  variables?: Record<string, string | number>;
  script: string[];
  artifacts: { paths: string[] };
}

/** one run of the `site-export` job in `workspace`; returns the first artifact's path */
function runGitLabJob(workspace: string, cache: CiCache, edit: boolean): string {
  const job = (parseYaml(recipe('docs/ci.md', 'gitlab-ci').text) as Record<string, GitLabJob>)['site-export']!;
  const env = { CI: 'true', GITLAB_CI: 'true', CI_COMMIT_REF_SLUG: 'main', ...stringEnv(job.variables) };
  const key = job.cache.key.replace(/\$(\w+)/g, (_, name: string) => env[name as keyof typeof env] ?? '');
  checkout(workspace, edit);
  cache.restore(workspace, key, []);
  // the script's lines run in one shell, one after another
  runStep(workspace, job.script.join('\n'), env);
  cache.save(workspace, key, job.cache.paths, true);
  const artifact = path.join(workspace, job.artifacts.paths[0]!);
  expect(existsSync(artifact), `the artifact ${job.artifacts.paths[0]}`).toBe(true);
  return artifact;
}

interface Report {
  totals: { pages: number };
  reusedPages?: number;
  pages: Array<{ path: string }>;
}
const readReport = (workspace: string) => JSON.parse(readFileSync(path.join(workspace, 'dist/site/report.json'), 'utf8')) as Report;
const builds = (workspace: string) => readdirSync(path.join(workspace, 'dist/.cache')).filter((n) => n.startsWith('build-'));
const cliBuiltAt = (workspace: string) => statSync(path.join(workspace, 'dist/cli/main.mjs')).mtimeMs;

/** every file of an export but report.json, relative */
function filesOf(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else if (child !== 'report.json') out.push(child);
    }
  };
  walk('');
  return out.sort();
}

/** the second run reused the cache: no new build, the CLI as restored, every page but the edited post's linked */
function expectWarm(workspace: string, before: { builds: string[]; cli: number }): void {
  expect(builds(workspace)).toEqual(before.builds);
  // (the cache's copy keeps mtimes to the millisecond; a new build of the CLI would be seconds later)
  expect(Math.abs(cliBuiltAt(workspace) - before.cli)).toBeLessThan(5);
  const report = readReport(workspace);
  expect(report.reusedPages).toBe(report.totals.pages - 1);
  expect(report.pages.some((p) => p.path === EDITED_PAGE)).toBe(true);
}

/** a cold export of the workspace's sources (no cache, no previous export) gives the bytes the CI run gave */
function expectSameAsCold(workspace: string, artifact: string): void {
  runStep(workspace, 'node bin/site.mjs export --zip --quiet --out dist/cold', {
    CI: 'true',
    SITE_URL: 'https://bloksecure.com',
    SITE_CACHE_DIR: 'dist/.cold-cache',
  });
  const warm = path.join(workspace, 'dist/site');
  const cold = path.join(workspace, 'dist/cold');
  const files = filesOf(warm);
  expect(files).toEqual(filesOf(cold));
  const differ = files.filter((f) => !readFileSync(path.join(warm, f)).equals(readFileSync(path.join(cold, f))));
  expect(differ).toEqual([]);
  expect(readFileSync(artifact).equals(readFileSync(path.join(workspace, 'dist/cold.zip')))).toBe(true);
}

describe('docs/ci.md', () => {
  it('GitHub Actions: the workflow exports and zips, keeps its cache, and a run after a one-post edit reuses it and writes what a cold export writes', () => {
    const workspace = path.join(root, 'github', 'site');
    const cache = new CiCache(path.join(root, 'github-cache'));
    runGitHubJob(workspace, cache, 'a'.repeat(40), false);
    expect(readReport(workspace).reusedPages).toBe(0);
    const before = { builds: builds(workspace), cli: cliBuiltAt(workspace) };
    const artifact = runGitHubJob(workspace, cache, 'b'.repeat(40), true);
    expectWarm(workspace, before);
    expectSameAsCold(workspace, artifact);
  }, 900_000);

  it('GitLab CI: the job exports and zips, keeps its cache, and a run after a one-post edit reuses it', () => {
    const workspace = path.join(root, 'gitlab', 'site');
    const cache = new CiCache(path.join(root, 'gitlab-cache'));
    runGitLabJob(workspace, cache, false);
    const before = { builds: builds(workspace), cli: cliBuiltAt(workspace) };
    runGitLabJob(workspace, cache, true);
    expectWarm(workspace, before);
  }, 900_000);
});
