import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFileSize, MAX_IMAGE_BYTES, publicFileOf, withSiteImageSizes } from '../../../core/blog/imageSizes';
import { createImageStore } from '../../../core/blog/images';
import { blogPostSchema } from '../../../src/shared/blog/schema';
import type { BlogBlock, BlogPost } from '../../../src/shared/blog/types';

/** the smallest PNG header image-size reads: signature, IHDR length and type, width, height */
function pngHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

const image = (url: string): BlogBlock => ({
  id: url,
  type: 'image',
  image: { type: 'external', external: { url }, caption: [], alt: 'a picture' },
});

const post = (content: BlogBlock[]): BlogPost => ({
  id: 'p',
  slug: 'p',
  title: 'P',
  metaDescription: '',
  description: 'A post.',
  seoKeywords: [],
  tags: [],
  author: 'A',
  publishDate: '2026-01-01',
  date: '2026-01-01',
  featuredImage: '',
  image: '',
  content,
});

describe('site image sizes for blog images', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'image-sizes-'));
    await writeFile(path.join(dir, 'wide.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="420"></svg>');
    await writeFile(path.join(dir, 'box.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"></svg>');
    await writeFile(path.join(dir, 'photo.png'), pngHeader(1200, 800));
    await writeFile(path.join(dir, 'notes.txt'), 'not an image');
    await writeFile(path.join(dir, '.hidden.png'), pngHeader(10, 10));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('maps root-relative URLs into the folder and nothing else', () => {
    expect(publicFileOf('/images/a b.png', dir)).toBe(path.join(dir, 'images', 'a b.png'));
    expect(publicFileOf('/images/a%20b.png?v=2#x', dir)).toBe(path.join(dir, 'images', 'a b.png'));
    for (const url of [
      'https://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      'a.png',
      '/',
      '/.hidden.png',
      '/x/%2e%2e/.env',
      '/%E0%A4%A',
    ])
      expect(publicFileOf(url, dir), url).toBeNull();
    // dot segments are resolved the way a browser resolves them: they cannot climb out of the folder
    expect(publicFileOf('/../../etc/passwd', dir)).toBe(path.join(dir, 'etc', 'passwd'));
    expect(publicFileOf('/%2e%2e/%2e%2e/etc/passwd', dir)).toBe(path.join(dir, 'etc', 'passwd'));
    expect(publicFileOf('/x/..%2f..%2f..%2fetc/passwd', dir)).toBeNull();
  });

  it('reads SVG (attributes or viewBox) and raster sizes; null for anything else', async () => {
    expect(await imageFileSize(path.join(dir, 'wide.svg'))).toEqual({ width: 960, height: 420 });
    expect(await imageFileSize(path.join(dir, 'box.svg'))).toEqual({ width: 300, height: 150 });
    expect(await imageFileSize(path.join(dir, 'photo.png'))).toEqual({ width: 1200, height: 800 });
    expect(await imageFileSize(path.join(dir, 'notes.txt'))).toBeNull();
    expect(await imageFileSize(path.join(dir, 'missing.png'))).toBeNull();
    expect(await imageFileSize(dir)).toBeNull();
  });

  it('follows a changed file, and skips one over the size cap', async () => {
    const file = path.join(dir, 'changing.png');
    await writeFile(file, pngHeader(10, 20));
    await utimes(file, 1_000, 1_000);
    expect(await imageFileSize(file)).toEqual({ width: 10, height: 20 });
    await writeFile(file, pngHeader(30, 40));
    await utimes(file, 2_000, 2_000);
    expect(await imageFileSize(file)).toEqual({ width: 30, height: 40 });
    const huge = path.join(dir, 'huge.png');
    await writeFile(huge, Buffer.concat([pngHeader(50, 50), Buffer.alloc(MAX_IMAGE_BYTES)]));
    expect(await imageFileSize(huge)).toBeNull();
  });

  it('measures the Notion copies an image store wrote, and nothing else', async () => {
    const store = createImageStore({ dir, urlBase: '/images/notion' });
    await writeFile(path.join(dir, 'abc123.png'), pngHeader(64, 48));
    expect(await store.sizeOf?.('/images/notion/abc123.png')).toEqual({ width: 64, height: 48 });
    for (const url of ['/images/other/abc123.png', '/images/notion/../photo.png', '/images/notion/.hidden.png', '/images/notion/'])
      expect(await store.sizeOf?.(url), url).toBeNull();
  });

  it('sizes the posts’ own images and leaves other images alone, still valid posts', async () => {
    const input = post([
      image('/wide.svg'),
      image('/photo.png'),
      image('https://cdn.example.com/photo.png'),
      image('/missing.png'),
      image('/notes.txt'),
    ]);
    const { posts, problems } = await withSiteImageSizes({ posts: [input], problems: [] }, dir);
    expect(problems).toEqual([]);
    const sizes = posts[0]!.content.map((b) => (b.type === 'image' ? [b.image.width, b.image.height] : null));
    expect(sizes).toEqual([
      [960, 420],
      [1200, 800],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(() => blogPostSchema.parse(input)).not.toThrow();
    expect(() => blogPostSchema.parse(posts[0])).not.toThrow();
    // the input post is not changed in place (the export caches it)
    expect(input.content[0]).toEqual(image('/wide.svg'));
  });
});
