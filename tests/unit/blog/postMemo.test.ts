import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMemo, memoFile, PostMemo, saveMemo } from '../../../core/blog/notion/postMemo';
import { finishPost } from '../../../core/blog/source';

const post = (slug: string) =>
  finishPost({ id: slug, slug, title: slug, content: [{ id: 'b', type: 'paragraph', paragraph: { rich_text: [] } }] });

describe('mapped posts kept between processes', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('are named by the compiled code and the file store, and not kept at all when run from sources', () => {
    expect(memoFile('/c', 'store', 'notionSource-AB12CD34.mjs')).toMatch(/^\/c\/posts-[0-9a-f]{16}\.json$/);
    expect(memoFile('/c', 'store', 'notionSource-AB12CD34.mjs')).not.toBe(memoFile('/c', 'store', 'notionSource-ZZ12CD34.mjs'));
    expect(memoFile('/c', 'store', 'notionSource-AB12CD34.mjs')).not.toBe(memoFile('/c', 'other store', 'notionSource-AB12CD34.mjs'));
    // vitest runs notionPosts.ts itself: no hashed chunk, no file
    expect(memoFile('/c', 'store')).toBeUndefined();
    expect(memoFile(undefined, 'store', 'notionSource-AB12CD34.mjs')).toBeUndefined();
  });

  it('write whole and read back; a newer run’s file replaces the older ones; a damaged file reads as empty', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'post-memo-'));
    const older = memoFile(dir, 's', 'notionSource-OLD00000.mjs')!;
    await writeFile(older, '{}');
    const memo = new PostMemo();
    memo.set('p1', { key: 'k1', post: post('one'), locals: ['/images/notion/a.png'], mentions: false });
    memo.set('p2', { key: 'k2', post: post('two'), locals: [], mentions: true });
    expect(memo.dirty).toBe(true);
    const file = memoFile(dir, 's', 'notionSource-NEW00000.mjs')!;
    await saveMemo(memo, file);
    expect(memo.dirty).toBe(false);
    expect(await readdir(dir)).toEqual([path.basename(file)]);
    const read = new PostMemo();
    await loadMemo(read, file);
    expect([...read.keys()]).toEqual(['p1', 'p2']);
    expect(read.get('p2')).toMatchObject({ key: 'k2', mentions: true, post: { slug: 'two' } });
    expect(read.dirty).toBe(false);
    await writeFile(file, '{"p1": {"key": "k1", "po');
    const damaged = new PostMemo();
    await loadMemo(damaged, file);
    expect(damaged.size).toBe(0);
  });
});
