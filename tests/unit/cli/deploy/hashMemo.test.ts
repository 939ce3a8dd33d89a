import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployableFiles, type HashMemo, warmHashes } from '../../../../cli/deploy/files';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

const md5Of = (files: Awaited<ReturnType<typeof deployableFiles>>, rel: string) => files.find((f) => f.rel === rel)?.md5;

describe('the MD5s a publisher keeps between deploys', () => {
  it('a file unchanged since it was hashed is not read again; one written since (same size) is', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hash-memo-'));
    await writeFile(path.join(root, 'index.html'), '<p>one</p>');
    await writeFile(path.join(root, 'about.html'), '<p>two</p>');
    const memo: HashMemo = new Map();
    await warmHashes(root, memo);
    expect(memo.size).toBe(2);
    const plain = await deployableFiles(root);
    expect(await deployableFiles(root, memo)).toEqual(plain);

    // the memo's word is taken for a file that is still the one it hashed (the bytes are not read)
    const kept = memo.get(path.join(root, 'about.html'))!;
    memo.set(path.join(root, 'about.html'), { ...kept, md5: 'f'.repeat(32) });
    expect(md5Of(await deployableFiles(root, memo), 'about.html')).toBe('f'.repeat(32));

    // rewritten with bytes of the same length: its identity changed, so it is read again
    await new Promise((r) => setTimeout(r, 20));
    await writeFile(path.join(root, 'about.html'), '<p>TWO</p>');
    const again = await deployableFiles(root, memo);
    expect(md5Of(again, 'about.html')).not.toBe('f'.repeat(32));
    expect(md5Of(again, 'about.html')).toBe(md5Of(await deployableFiles(root), 'about.html'));
    expect(md5Of(again, 'about.html')).not.toBe(md5Of(plain, 'about.html'));
  });

  it('warming passes over a folder that is not there', async () => {
    const memo: HashMemo = new Map();
    await warmHashes(path.join(os.tmpdir(), 'no-such-export-folder'), memo);
    expect(memo.size).toBe(0);
  });
});
