import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { blogLastmod, rfc822Date, rssFeed, writeBlogFiles } from '../../../cli/export/feed';
import type { DataVersions } from '../../../cli/export/pageDeps';
import { writePostCopy } from '../../../cli/export/postCopies';
import { finishPost } from '../../../core/blog/source';
import { toSummary } from '../../../src/shared/blog/types';
import type { RouteDataContext } from '../../../src/shared/routeTypes';

const posts = [
  finishPost({
    id: 'a',
    slug: 'a-post',
    title: 'Tom & Jerry <3',
    description: 'Quotes "here"',
    tags: ['MFA', 'Zero Trust'],
    author: 'Ada',
    publishDate: '2025-02-18',
    content: [],
  }),
  finishPost({ id: 'b', slug: 'b-post', title: 'Undated', metaDescription: 'Meta only', publishDate: 'soon', content: [] }),
];
const summaries = posts.map(toSummary);

describe('rssFeed', () => {
  const xml = rssFeed('https://bloksecure.com/', summaries);

  it('is RSS 2.0 with a self link and one item per post, escaped', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<atom:link href="https://bloksecure.com/blog/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<title>Tom &amp; Jerry &lt;3</title>');
    expect(xml).toContain('<link>https://bloksecure.com/blog/a-post</link>');
    expect(xml).toContain('<description>Quotes &quot;here&quot;</description>');
    expect(xml).toContain('<category>Zero Trust</category>');
    expect(xml).toContain('<dc:creator>Ada</dc:creator>');
  });

  it('dates items in RFC 822 and leaves out an unreadable date', () => {
    expect(xml).toContain('<pubDate>Tue, 18 Feb 2025 00:00:00 GMT</pubDate>');
    expect(xml.match(/<pubDate>/g)).toHaveLength(1);
    expect(xml).toContain('<description>Meta only</description>');
    expect(rfc822Date('2025-03-09')).toBe('Sun, 09 Mar 2025 00:00:00 GMT');
  });
});

describe('blogLastmod', () => {
  it('dates each post page and the list at the newest post', () => {
    expect(blogLastmod(summaries)).toEqual({ '/blog/a-post': '2025-02-18', '/blog': '2025-02-18' });
  });
});

describe('writeBlogFiles and writePostCopy', () => {
  it('write the feed and the API snapshots, and pass on the problems as warnings', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'blog-files-'));
    try {
      const ctx: RouteDataContext = {
        blog: {
          listPosts: async () => summaries,
          getPost: async (slug) => posts.find((p) => p.slug === slug) ?? null,
          problems: async () => ['src/content/blog/bad.md: title is required'],
        },
      };
      const out = await writeBlogFiles(dir, 'https://bloksecure.com', ctx);
      expect(out.files.sort()).toEqual(['api/blog/posts.json', 'blog/feed.xml']);
      expect(JSON.parse(await readFile(path.join(dir, 'api/blog/posts.json'), 'utf8'))).toEqual({ posts: summaries });
      expect(out.warnings).toEqual(['blog post src/content/blog/bad.md: title is required']);

      const copy = await writePostCopy(ctx, 'a-post', dir);
      expect(copy).toMatchObject({ file: 'api/blog/posts/a-post.json', unchanged: false });
      expect(JSON.parse(await readFile(path.join(dir, 'api/blog/posts/a-post.json'), 'utf8'))).toEqual(posts[0]);
      const br = await readFile(path.join(dir, 'api/blog/posts/a-post.json.br'));
      expect(brotliDecompressSync(br).toString()).toBe(JSON.stringify(posts[0]));
      expect(copy?.brotliBytes).toBe(br.length);
      expect(gunzipSync(await readFile(path.join(dir, 'api/blog/posts/a-post.json.gz'))).toString()).toBe(JSON.stringify(posts[0]));
      expect(await writePostCopy(ctx, 'no-such-post', dir)).toBeNull();

      // the same bytes in a previous export: its compressed copies are linked, not made again
      const next = await mkdtemp(path.join(os.tmpdir(), 'blog-files-next-'));
      try {
        expect(await writePostCopy(ctx, 'a-post', next, { previous: { dir, copies: {} } })).toMatchObject({
          unchanged: true,
          brotliBytes: br.length,
        });
        expect((await stat(path.join(next, 'api/blog/posts/a-post.json.br'))).ino).toBe(
          (await stat(path.join(dir, 'api/blog/posts/a-post.json.br'))).ino,
        );
      } finally {
        await rm(next, { recursive: true, force: true });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keep or link a post copy made from an unchanged body file without reading the post', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'blog-copies-'));
    try {
      let reads = 0;
      const ctx: RouteDataContext = {
        blog: {
          listPosts: async () => summaries,
          getPost: async (slug) => {
            reads++;
            return posts.find((p) => p.slug === slug) ?? null;
          },
          problems: async () => [],
        },
      };
      const versions = (body: string): DataVersions => ({ base: 'b', list: 'l', posts: { 'a-post': body } });
      const first = await writePostCopy(ctx, 'a-post', path.join(dir, 'first'), { versions: versions('a1.json') });
      expect(first?.key).toMatch(/^[0-9a-f]{64}$/);
      expect(reads).toBe(1);
      const copies = { [first!.file]: { key: first!.key!, bytes: first!.bytes, brotliBytes: first!.brotliBytes } };
      const previous = { dir: path.join(dir, 'first'), copies };

      // the previous export's copy has the key: linked, the post not read
      const linked = await writePostCopy(ctx, 'a-post', path.join(dir, 'linked'), { previous, versions: versions('a1.json') });
      expect(linked).toMatchObject({ unchanged: true, key: first!.key, brotliBytes: first!.brotliBytes });
      expect(reads).toBe(1);
      expect((await stat(path.join(dir, 'linked', first!.file))).ino).toBe((await stat(path.join(dir, 'first', first!.file))).ino);

      // the staging folder holds it (the spare export's copy): kept as it is
      const held = await writePostCopy(ctx, 'a-post', path.join(dir, 'first'), {
        previous,
        held: first!.key,
        versions: versions('a1.json'),
      });
      expect(held).toMatchObject({ unchanged: true, bytes: first!.bytes });
      expect(reads).toBe(1);

      // a new body file: the post is read and its bytes compared (equal here, so linked all the same)
      const moved = await writePostCopy(ctx, 'a-post', path.join(dir, 'moved'), {
        previous,
        held: first!.key,
        versions: versions('a2.json'),
      });
      expect(reads).toBe(2);
      expect(moved?.key).not.toBe(first!.key);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
