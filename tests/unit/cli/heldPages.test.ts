import { describe, expect, it } from 'vitest';
import { heldOutcome } from '../../../cli/export/heldPages';
import { type DataVersions, depKey } from '../../../cli/export/pageDeps';
import { postCopyFile } from '../../../cli/export/postCopies';
import type { ReusablePage, ReuseSource } from '../../../cli/export/reuse';

const versions: DataVersions = { base: 'base-1', list: 'list-1', posts: { hello: 'bodies/abc.json', other: 'bodies/def.json' } };
const postPath = '/blog/hello';
const copyFile = postCopyFile('hello');

function memoPage(path: string, names: string[], key: string): ReusablePage {
  return {
    path,
    file: `${path.slice(1)}/index.html`,
    status: 200,
    bytes: 1000,
    brotliBytes: 300,
    renderMs: 5,
    key,
    deps: { names, key: depKey(versions, path, false, names) },
    links: [{ url: '/about' }],
    ids: ['top'],
  };
}

const reuse = (): ReuseSource => ({
  dir: '/nonexistent/site',
  pages: { [postPath]: memoPage(postPath, ['post:hello'], 'page-key') },
  copies: { [copyFile]: { key: depKey(versions, copyFile, false, ['post:hello']), bytes: 800, brotliBytes: 250 } },
});
const copyKey = depKey(versions, copyFile, false, ['post:hello']);

describe('heldOutcome', () => {
  it('settles a page the staging folder holds with unchanged keys, with the memo report line and links, and its copy', () => {
    const held = heldOutcome(
      { path: postPath, notFound: false, held: 'page-key', copy: { slug: 'hello', held: copyKey } },
      reuse(),
      versions,
    );
    expect(held?.outcome).toMatchObject({
      path: postPath,
      key: 'page-key',
      status: 200,
      bytes: 1000,
      links: [{ url: '/about' }],
      reused: true,
    });
    expect(held?.copy).toEqual({ file: copyFile, bytes: 800, brotliBytes: 250, unchanged: true, key: copyKey });
  });

  it('leaves to a worker a page the folder holds under another key, or not at all', () => {
    expect(heldOutcome({ path: postPath, notFound: false, held: 'older-key' }, reuse(), versions)).toBeNull();
    expect(heldOutcome({ path: postPath, notFound: false }, reuse(), versions)).toBeNull();
  });

  it('leaves to a worker a page whose post changed since, and a copy the folder holds under another key', () => {
    const edited = { ...versions, posts: { ...versions.posts, hello: 'bodies/new.json' } };
    expect(heldOutcome({ path: postPath, notFound: false, held: 'page-key' }, reuse(), edited)).toBeNull();
    expect(
      heldOutcome({ path: postPath, notFound: false, held: 'page-key', copy: { slug: 'hello', held: 'old' } }, reuse(), versions),
    ).toBeNull();
  });

  it('leaves to a worker a page whose dependencies these versions cannot name (the worker reports it)', () => {
    const source = reuse();
    source.pages['/blog'] = memoPage('/blog', ['list'], 'list-page-key');
    expect(heldOutcome({ path: '/blog', notFound: false, held: 'list-page-key' }, source, { ...versions, list: null })).toBeNull();
  });
});
