import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashSources, stampedHashSources } from '../../../cli/export/sourceHash';

let base: string;
let stampFile: string;
const at = (rel: string) => path.join(base, rel);
/** writes a file with its mtime `ageMs` in the past */
async function put(rel: string, text: string, ageMs = 60_000): Promise<void> {
  await mkdir(path.dirname(at(rel)), { recursive: true });
  await writeFile(at(rel), text);
  const when = new Date(Date.now() - ageMs);
  await utimes(at(rel), when, when);
}
/** rewrites a file with other bytes of the same size and gives it back its mtime: only a read can tell */
async function swapBytes(rel: string, text: string): Promise<void> {
  const before = await stat(at(rel));
  await writeFile(at(rel), text);
  await utimes(at(rel), before.atime, before.mtime);
}
const stamped = () => stampedHashSources(stampFile, ['src', 'lock.json'], ['src/skip'], base);
const fresh = () => hashSources(['src', 'lock.json'], ['src/skip'], base);

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'source-hash-'));
  stampFile = path.join(base, 'cache', 'sources.json');
  await put('src/a.ts', 'export const a = 1;');
  await put('src/deep/b.ts', 'export const b = 2;');
  await put('src/skip/c.md', 'left out');
  await put('lock.json', '{}');
});
afterEach(() => rm(base, { recursive: true, force: true }));

describe('stampedHashSources (the build key without reading the sources)', () => {
  it('equals the hash of the files, with and without its stamp', async () => {
    const hash = await fresh();
    expect(await stamped()).toBe(hash);
    expect(await stamped()).toBe(hash);
  });

  it('takes the stamp while no file moved: the files are not read', async () => {
    const before = await stamped();
    await swapBytes('src/a.ts', 'export const a = 9;');
    expect(await fresh()).not.toBe(before);
    expect(await stamped()).toBe(before);
  });

  it('hashes again when a file changes, is added or is removed (and the left-out paths do not count)', async () => {
    const first = await stamped();
    await put('src/a.ts', 'export const a = 22;', 30_000);
    const edited = await stamped();
    expect(edited).not.toBe(first);
    expect(edited).toBe(await fresh());
    await put('src/new.ts', 'x');
    const added = await stamped();
    expect(added).not.toBe(edited);
    await rm(at('src/new.ts'));
    expect(await stamped()).toBe(edited);
    await put('src/skip/d.md', 'also left out');
    expect(await stamped()).toBe(edited);
  });

  it('reads the files again while one was modified just before its stamp (the clock may not have moved since)', async () => {
    await put('src/a.ts', 'export const a = 1;', 0);
    const first = await stamped();
    await swapBytes('src/a.ts', 'export const a = 7;');
    expect(await stamped()).not.toBe(first);
    expect(await stamped()).toBe(await fresh());
  });

  it('reads the files when the stamp is damaged', async () => {
    await stamped();
    await writeFile(stampFile, '{ not json');
    expect(await stamped()).toBe(await fresh());
  });
});
