import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZip, ZIP_DATE } from '../../../cli/export/zip';
import { readZip } from '../../export/zipReader';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'blok-zip-'));
  await writeFile(path.join(dir, 'index.html'), '<!DOCTYPE html><title>x</title>'.repeat(50));
  await writeFile(path.join(dir, 'index.html.br'), Buffer.from([0x1b, 0x03, 0x00, 0xf8]));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const entries = () => [
  { name: 'index.html', file: path.join(dir, 'index.html') },
  { name: 'b/feed.xml', data: '<rss/>' },
  { name: 'index.html.br', file: path.join(dir, 'index.html.br') },
  { name: 'a.txt', data: 'hello' },
];

describe('writeZip', () => {
  it('gives the same bytes for the same input, whatever the order the entries came in', async () => {
    const a = path.join(dir, 'a.zip');
    const b = path.join(dir, 'b.zip');
    await writeZip(a, entries());
    await writeZip(b, entries().reverse());
    expect((await readFile(a)).equals(await readFile(b))).toBe(true);
  });

  it('sorts entries by name, fixes their dates and modes, and stores compressed files as they are', async () => {
    const file = path.join(dir, 'c.zip');
    await writeZip(file, [...entries(), { name: 'run.sh', data: '#!/bin/sh', mode: 0o755 }]);
    const read = readZip(await readFile(file));
    expect(read.map((e) => e.name)).toEqual(['a.txt', 'b/feed.xml', 'index.html', 'index.html.br', 'run.sh']);
    const dosDate = ((ZIP_DATE.getUTCFullYear() - 1980) << 9) | ((ZIP_DATE.getUTCMonth() + 1) << 5) | ZIP_DATE.getUTCDate();
    for (const e of read) expect([e.name, e.dosDate, e.dosTime]).toEqual([e.name, dosDate, 0]);
    expect(read.find((e) => e.name === 'index.html.br')?.method).toBe(0);
    expect(read.find((e) => e.name === 'index.html')?.method).toBe(8);
    expect(read.find((e) => e.name === 'run.sh')?.mode).toBe(0o755);
    expect(read.find((e) => e.name === 'a.txt')?.mode).toBe(0o644);
    expect(read.find((e) => e.name === 'index.html')?.data.toString()).toBe('<!DOCTYPE html><title>x</title>'.repeat(50));
  });

  it('leaves no partial file when an entry cannot be read', async () => {
    const file = path.join(dir, 'broken.zip');
    await expect(writeZip(file, [{ name: 'x', file: path.join(dir, 'missing') }])).rejects.toThrow(/ENOENT|missing/);
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(dir)).filter((f) => f.startsWith('broken.zip'))).toEqual([]);
  });
});
