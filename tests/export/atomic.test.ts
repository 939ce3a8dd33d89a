import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../api/server';
import { writeCorpus } from '../../bench/corpus.mjs';
import { exportSite } from '../../cli/export/exportSite';
import { cleanStaleFolders, ExportBusyError, lockFileFor } from '../../cli/export/lock';
import { loadConfig } from '../../core/config';
import { projectRoot } from '../../core/exportPaths';
import { copyOfExport, exportOptions, leftovers, tempRoot } from './exportCopies';

let root: string;
beforeAll(async () => {
  root = await tempRoot('atomic');
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** runs `site export` in a child process and SIGKILLs it once it has rendered some pages, but not all */
function exportAndKillMidRender(outDir: string, blogDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/site.mjs', 'export', '--out', outDir], {
      cwd: projectRoot,
      env: { ...process.env, CI: '1', BLOG_DIR: blogDir, SITE_URL: 'https://bloksecure.com' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    let killedAt = '';
    child.stderr.on('data', (d: Buffer) => {
      log += d.toString();
      const m = /Rendering: (\d+)\/(\d+)/.exec(log.split('\n').filter(Boolean).at(-1) ?? '');
      if (!killedAt && m && Number(m[1]) > 0 && Number(m[1]) < Number(m[2])) {
        killedAt = m[0];
        child.kill('SIGKILL');
      }
    });
    child.once('exit', (code, signal) => {
      if (signal === 'SIGKILL' && killedAt) resolve(killedAt);
      else reject(new Error(`the export was not killed mid-render (exit ${code}, ${signal}):\n${log}`));
    });
  });
}

describe('atomic export', () => {
  it('an export killed halfway leaves the previous site intact and serving; the next export cleans up', async () => {
    const dir = await copyOfExport(root);
    const before = {
      report: await readFile(path.join(dir, 'report.json'), 'utf8'),
      home: await readFile(path.join(dir, 'index.html'), 'utf8'),
    };
    const blogDir = path.join(root, 'corpus');
    writeCorpus(blogDir, 300);

    const killedAt = await exportAndKillMidRender(dir, blogDir);
    expect(killedAt).toMatch(/^Rendering: \d+\/\d+$/);
    // the kill left its staging folders and its lock behind ...
    expect((await leftovers(dir)).some((n) => n.startsWith('.site.staging-'))).toBe(true);
    expect(JSON.parse(await readFile(lockFileFor(dir), 'utf8'))).toMatchObject({ command: 'export' });
    // ... but the site is the previous one, whole, and it serves
    expect(await readFile(path.join(dir, 'report.json'), 'utf8')).toBe(before.report);
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe(before.home);
    const site = createSiteServer(loadConfig({ PORT: '0', DATA_DIR: path.join(root, 'data'), ADMIN_TOKEN: 'x'.repeat(32) }), dir);
    const { port } = await site.listen();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(before.home);
    } finally {
      await site.close();
    }

    // the next export takes over the dead process's lock and removes what it left
    const { result } = await exportSite(exportOptions(dir));
    expect(result.success).toBe(true);
    expect(await leftovers(dir)).toEqual([]);
  });

  it('puts the previous site back when a kill hit the swap between its two renames', async () => {
    const dir = path.join(root, 'swap', 'site');
    const old = path.join(root, 'swap', '.site.old-0badc0de');
    await mkdir(old, { recursive: true });
    await writeFile(path.join(old, 'index.html'), 'previous site');
    await mkdir(path.join(root, 'swap', '.site.staging-12345678'));
    expect(await cleanStaleFolders(dir)).toEqual(['.site.staging-12345678']);
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe('previous site');
    expect(await stat(old).catch(() => null)).toBeNull();
    expect(await leftovers(dir)).toEqual([]);
  });

  it('refuses a second export of the same folder while one runs, with a clear message', async () => {
    const dir = path.join(root, 'twice', 'site');
    const first = exportSite(exportOptions(dir));
    // wait until the first export holds the lock
    for (let i = 0; i < 200 && !(await stat(lockFileFor(dir)).catch(() => null)); i++) await new Promise((r) => setTimeout(r, 25));
    await expect(exportSite(exportOptions(dir))).rejects.toThrow(ExportBusyError);
    await expect(exportSite(exportOptions(dir))).rejects.toThrow(
      /another export of .*twice\/site is already running \(export, pid \d+, started /,
    );
    expect((await first).result.success).toBe(true);
    expect(await leftovers(dir)).toEqual([]);
  });
});
