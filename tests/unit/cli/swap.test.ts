import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recycleSpare, spareDirFor, stagingDirFor, swapInto } from '../../../cli/export/swap';
import { listFiles } from '../../../core/fileTree';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'swap-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function put(dir: string, files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
}

describe('the spare export', () => {
  it('becomes a staging folder holding only the kept files, with the keys its report gives them', async () => {
    const target = path.join(root, 'a', 'site');
    await put(spareDirFor(target), {
      'index.html': 'home',
      'blog/gone/index.html': 'a removed post',
      'blog/kept/index.html': 'a kept post',
      'assets/app.css': 'css',
      'report.json': JSON.stringify({
        pages: [{ path: '/blog/kept', key: 'k1' }, { path: '/about' }],
        copies: { 'api/x.json': { key: 'c1' } },
      }),
    });
    const staging = stagingDirFor(target);
    const held = await recycleSpare(target, staging, new Set(['index.html', 'blog/kept/index.html', 'blog/never/index.html']));
    // the files kept are named (a file to keep that the spare lacks is not)
    expect(held).toEqual({
      pages: { '/blog/kept': 'k1' },
      copies: { 'api/x.json': 'c1' },
      files: new Set(['index.html', 'blog/kept/index.html']),
    });
    expect(await listFiles(staging)).toEqual(['blog/kept/index.html', 'index.html']);
    // the removed post's folder and the emptied assets folder go too
    expect(await stat(path.join(staging, 'blog', 'gone')).catch(() => null)).toBeNull();
    expect(await stat(path.join(staging, 'assets')).catch(() => null)).toBeNull();
    expect(await stat(spareDirFor(target)).catch(() => null)).toBeNull();
  });

  it('without a spare (or one without a report) makes an empty staging folder or holds no keys', async () => {
    const target = path.join(root, 'b', 'site');
    await mkdir(path.dirname(target), { recursive: true });
    const empty = stagingDirFor(target);
    expect(await recycleSpare(target, empty, new Set())).toEqual({ pages: {}, copies: {}, files: new Set() });
    expect(await listFiles(empty)).toEqual([]);

    await put(spareDirFor(target), { 'index.html': 'home' });
    const staging = stagingDirFor(target);
    expect(await recycleSpare(target, staging, new Set(['index.html']))).toEqual({ pages: {}, copies: {}, files: new Set(['index.html']) });
    expect(await listFiles(staging)).toEqual(['index.html']);
  });

  it('is what a swap keeps of the replaced export, in place of an older spare', async () => {
    const target = path.join(root, 'c', 'site');
    await put(target, { 'index.html': 'live' });
    await put(spareDirFor(target), { 'index.html': 'older spare' });
    const staging = stagingDirFor(target);
    await put(staging, { 'index.html': 'new' });
    await swapInto(staging, target, { keepSpare: true });
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('new');
    expect(await readFile(path.join(spareDirFor(target), 'index.html'), 'utf8')).toBe('live');

    // without keepSpare (the admin pages' folder) the replaced folder is removed
    const other = path.join(root, 'c', 'server');
    await put(other, { 'admin.html': 'old' });
    const next = stagingDirFor(other);
    await put(next, { 'admin.html': 'new' });
    await swapInto(next, other);
    expect(await stat(spareDirFor(other)).catch(() => null)).toBeNull();
    expect(await readFile(path.join(other, 'admin.html'), 'utf8')).toBe('new');
  });
});
