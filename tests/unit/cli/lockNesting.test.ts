import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportBusyError, withExportLock } from '../../../cli/export/lock';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

describe('withExportLock held across several steps (publish on edit: an update and its deploy)', () => {
  it('the steps inside the hold run under it, and the lock is free once it ends', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lock-nesting-'));
    const outDir = path.join(root, 'site');
    const steps: string[] = [];
    await withExportLock({ outDir, command: 'notion edit' }, async () => {
      await withExportLock({ outDir, command: 'regenerate --changed' }, async () => steps.push('update'));
      await withExportLock({ outDir: `${outDir}/`, command: 'deploy' }, async () => steps.push('deploy'));
    });
    await withExportLock({ outDir, command: 'export' }, async () => steps.push('after'));
    expect(steps).toEqual(['update', 'deploy', 'after']);
  });

  it('work started inside the hold that outlives it does not inherit the lock', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lock-nesting-'));
    const outDir = path.join(root, 'site');
    let background!: Promise<string>;
    await withExportLock({ outDir, command: 'notion edit' }, async () => {
      // a timer set inside the hold runs in its context, after the hold has ended
      background = new Promise((resolve, reject) => {
        setTimeout(() => withExportLock({ outDir, command: 'export' }, async () => 'ran').then(resolve, reject), 100);
      });
    });
    let release!: () => void;
    const other = withExportLock(
      { outDir, command: 'deploy' },
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    // another holder has the folder when the timer fires: the background work is refused like any other
    await expect(background).rejects.toThrow(ExportBusyError);
    release();
    await other;
  });

  it('work started outside the hold (another request) is refused while it lasts, and a hold of another folder is no hold of this one', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lock-nesting-'));
    const outDir = path.join(root, 'site');
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const first = withExportLock({ outDir, command: 'notion edit' }, () => held);
    await new Promise((r) => setTimeout(r, 50));
    await expect(withExportLock({ outDir, command: 'export' }, async () => 'ran')).rejects.toThrow(ExportBusyError);
    await expect(
      withExportLock({ outDir: path.join(root, 'other'), command: 'export' }, () =>
        withExportLock({ outDir, command: 'deploy' }, async () => 'ran'),
      ),
    ).rejects.toThrow(ExportBusyError);
    release();
    await first;
  });
});
