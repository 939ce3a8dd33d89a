import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuildArtifacts, installAssets } from '../../../cli/export/cache';

let root: string;
let build: BuildArtifacts;
let staging: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'install-assets-'));
  const clientDir = path.join(root, 'build', 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  for (const name of ['app-1.js', 'app-1.js.br', 'app-1.js.gz', 'site-2.css'])
    await writeFile(path.join(clientDir, 'assets', name), `build's ${name}`);
  // installAssets reads the client folder only
  build = { clientDir } as BuildArtifacts;
  staging = path.join(root, 'staging');
  await mkdir(staging);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const staged = (name: string) => readFile(path.join(staging, 'assets', name), 'utf8');

describe("installAssets (the build's assets into a staging folder)", () => {
  it('copies every asset and its copies into an empty folder', async () => {
    await installAssets(build, staging);
    expect((await readdir(path.join(staging, 'assets'))).sort()).toEqual(['app-1.js', 'app-1.js.br', 'app-1.js.gz', 'site-2.css']);
    expect(await staged('app-1.js.br')).toBe("build's app-1.js.br");
  });

  it('leaves the files the spare kept as they are, and never writes over a file already there', async () => {
    await mkdir(path.join(staging, 'assets'));
    // kept by the spare (it may be a hard link to the live export's file) and named as present
    await writeFile(path.join(staging, 'assets', 'app-1.js'), 'kept');
    // there but not named as present: COPYFILE_EXCL refuses to replace it, and that is not an error
    await writeFile(path.join(staging, 'assets', 'site-2.css'), 'already there');
    await installAssets(build, staging, new Set(['assets/app-1.js']));
    expect(await staged('app-1.js')).toBe('kept');
    expect(await staged('site-2.css')).toBe('already there');
    expect(await staged('app-1.js.gz')).toBe("build's app-1.js.gz");
  });

  it('fails with the copy error when an asset cannot be copied', async () => {
    // a build asset whose file is gone (a dangling link): the export must fail, not ship without it
    await symlink(path.join(root, 'nowhere.js'), path.join(build.clientDir, 'assets', 'gone-3.js'));
    await expect(installAssets(build, staging)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
