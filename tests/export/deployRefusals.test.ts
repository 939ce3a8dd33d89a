import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHistory } from '../../core/history';
import { tempRoot } from './exportCopies';
import { runSite } from './runCommand';
import { startS3, type TestS3 } from './s3Server';
import { tinyExport } from './tinyExport';

/**
 * Issue 36, item 6: a deploy refused before anything changes changes nothing locally either: no
 * `<dir>.history.jsonl` beside a --dir it refused, whether the folder is missing, is no export, or the
 * bucket has nothing to roll back. A deploy that runs is still recorded.
 */

let root: string;
let s3: TestS3;
beforeAll(async () => {
  root = await tempRoot('refusals');
  s3 = await startS3(['refusals']);
});
afterAll(async () => {
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

/** the names in a folder, to compare before and after a command */
const names = async (dir: string) => (await readdir(dir)).sort();

describe('a refused site deploy', () => {
  it('writes nothing beside a --dir that does not exist', async () => {
    const parent = path.join(root, 'missing-parent');
    await mkdir(parent);
    const run = await runSite(['deploy', 's3://refusals', '--dir', path.join(parent, 'site')], s3.env);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/is not a folder/);
    expect(await names(parent)).toEqual([]);
  });

  it('writes nothing beside a --dir that is no export (the source folder given by mistake)', async () => {
    const parent = path.join(root, 'project');
    await mkdir(path.join(parent, 'src'), { recursive: true });
    await writeFile(path.join(parent, 'src', 'main.tsx'), 'export {};\n');
    const run = await runSite(['deploy', 's3://refusals', '--dir', path.join(parent, 'src')], s3.env);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/holds no report\.json/);
    expect(await names(parent)).toEqual(['src']);
  });

  it('writes nothing beside the export when the bucket has no deploy to roll back', async () => {
    const site = await tinyExport(path.join(root, 'rollback', 'site'), 'words');
    const before = await names(path.dirname(site));
    const run = await runSite(['deploy', 's3://refusals/nothing-here', '--rollback', '--dir', site], s3.env);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/there is no deploy at s3:\/\/refusals\/nothing-here to roll back/);
    expect(await names(path.dirname(site))).toEqual(before);
  });

  it('still records a deploy that ran, beside its export', async () => {
    const site = await tinyExport(path.join(root, 'ran', 'site'), 'words');
    const run = await runSite(['deploy', 's3://refusals/ran', '--dir', site, '--quiet'], s3.env);
    expect(run.status, run.stderr).toBe(0);
    // a first deploy's pages link to each other in a cycle: --quiet leaves the note out (issue 36, item 10)
    expect(run.stderr).toBe('');
    const [entry] = await readHistory(site);
    expect(entry).toMatchObject({
      label: 'site deploy s3://refusals/ran',
      source: 'cli',
      ok: true,
      upload: { target: 's3://refusals/ran' },
    });
  });

  it('says so when pages link to each other in a cycle, unless --quiet', async () => {
    const site = await tinyExport(path.join(root, 'noted', 'site'), 'words');
    const run = await runSite(['deploy', 's3://refusals/noted', '--dir', site], s3.env);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^note: \d pages link to each other in a cycle \(/m);
  });
});
