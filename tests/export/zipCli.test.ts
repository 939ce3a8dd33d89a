import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationResult } from '../../cli/export/report';
import { projectRoot } from '../../core/exportPaths';
import { tempRoot } from './exportCopies';

let root: string;
let out: string;
beforeAll(async () => {
  root = await tempRoot('cli');
  out = path.join(root, 'site');
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** runs the `site` command as a user would */
function site(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/site.mjs', ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', SITE_URL: 'https://bloksecure.com', BLOG_DIR: '' },
    timeout: 300_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.replace(/npm warn.*\n/g, '') };
}

describe('the site commands', () => {
  it('`site export --zip --json` prints the result object and writes the export and its zip', async () => {
    const r = site('export', '--zip', '--json', '--out', out);
    expect(r.status, r.stderr).toBe(0);
    const result = JSON.parse(r.stdout) as GenerationResult;
    expect(result.success).toBe(true);
    expect(result.stats).toMatchObject({ errorCount: 0, outputDirectory: out, errors: [] });
    expect(result.stats.totalPages).toBeGreaterThan(40);
    expect(result.message).toMatch(/; zipped into site\.zip/);
    expect((await readFile(`${out}.zip`)).subarray(0, 2).toString()).toBe('PK');
  });

  it('`site zip` of the same export gives the same bytes', async () => {
    const first = await readFile(`${out}.zip`);
    const r = site('zip', '--quiet', '--out', out);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(
      `Created site.zip (${(first.length / 1024 / 1024).toFixed(1)} MB, ${r.stdout.match(/, (\d+) files/)?.[1]} files, ${r.stdout.match(/files, (\d+) pages/)?.[1]} pages): ${out}.zip`,
    );
    expect((await readFile(`${out}.zip`)).equals(first)).toBe(true);
  });

  it('`site regenerate` refuses an unsafe slug with one line and exit 1, writing nothing', () => {
    const r = site('regenerate', '../x', '--out', out);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      'site: unsafe slug "../x": a slug is letters, digits and hyphens (e.g. "reducing-helpdesk-load"), never a path',
    ]);
  });

  it('`site regenerate --json` prints the failing result for an unknown slug', () => {
    const r = site('regenerate', 'no-such-post', '--json', '--quiet', '--out', out);
    expect(r.status).toBe(1);
    const result = JSON.parse(r.stdout) as GenerationResult;
    expect(result).toMatchObject({ success: false, stats: { errorCount: 1, outputDirectory: out } });
    expect(result.message).toMatch(/^no published post has the slug "no-such-post"/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('`site regenerate` renders one post into the export', () => {
    const r = site('regenerate', 'reducing-helpdesk-load', '--quiet', '--out', out);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('Regenerated /blog/reducing-helpdesk-load');
  });

  it('`site blog` needs an export, and says so in one line', () => {
    const r = site('blog', '--out', path.join(root, 'nothing-here'));
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      `site: no export in ${path.join(root, 'nothing-here')} yet: run \`site export\` (or Generate Complete Site) first`,
    ]);
  });
});
