import { describe, expect, it } from 'vitest';
import { memoOf, type PageMemo, storedMemo } from '../../../cli/export/reuse';

const page = (path: string, links: Array<{ url: string; absolute?: boolean }>) => ({
  path,
  file: `${path.slice(1) || 'index'}/index.html`,
  status: 200,
  bytes: 10,
  brotliBytes: 5,
  renderMs: 1,
  key: `key ${path}`,
  deps: { names: [`post:${path}`], key: 'd' },
  links,
  ids: ['main'],
});

const memo: PageMemo = {
  exportId: '2026-11-26T10:00:00.000Z',
  pages: {
    '/a': page('/a', [{ url: '/' }, { url: '/blog' }, { url: 'https://x.com/?u=a', absolute: true }]),
    '/b': page('/b', [{ url: '/' }, { url: '/blog' }, { url: '/' }]),
    // the same URL, once as a full URL: two distinct links
    '/c': page('/c', [{ url: '/blog', absolute: true }, { url: '/blog' }]),
    '/d': page('/d', []),
  },
};

describe('the page memo as stored', () => {
  it('reads back as the memo it was made from, each distinct link stored once', () => {
    const stored = JSON.parse(JSON.stringify(storedMemo(memo)));
    expect(stored.links).toHaveLength(4);
    expect(stored.pages['/b'].links).toEqual([0, 1, 0]);
    expect(memoOf(stored)).toEqual(memo);
  });

  it('reads another format or a damaged file as no memo', () => {
    const stored = JSON.parse(JSON.stringify(storedMemo(memo)));
    expect(memoOf(null)).toBeNull();
    // the format before the link table: pages with their links inline
    expect(memoOf(memo as never)).toBeNull();
    expect(memoOf({ ...stored, links: stored.links.slice(0, 2) })).toBeNull();
    expect(memoOf({ ...stored, pages: { '/a': { ...stored.pages['/a'], links: null } } })).toBeNull();
    expect(memoOf({ ...stored, pages: undefined })).toBeNull();
  });
});
