import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore } from '../../../core/blog/images';
import { createBlogSource } from '../../../core/blog/index';
import {
  type ExpiringUrl,
  isPublishedPage,
  mapBlocks,
  mapPageProperties,
  type NotionBlock,
  type NotionPage,
  slugify,
} from '../../../core/blog/notion/mapping';
import { createNotionSource } from '../../../core/blog/notion/notionSource';
import { site } from '../../../src/content/site';
import { blogPostSchema } from '../../../src/shared/blog/schema';
import { buildPages, DATABASE_ID, PAGE_IDS, TOKEN } from '../../fixtures/notion/data';
import { type FakeNotion, PNG, startFakeNotion } from '../../fixtures/notion/fakeNotion';

const fileUrl = (name: string) => `https://prod-files-secure.s3.us-west-2.amazonaws.com/ws/${name}?X-Amz-Signature=abc`;

describe('Notion mapping', () => {
  const { pages, blocks } = buildPages(fileUrl);
  const page = (id: string) => pages.find((p) => p.id === id) as unknown as NotionPage;

  it('maps page properties, collecting Notion-hosted file URLs', () => {
    const expiring: ExpiringUrl[] = [];
    expect(mapPageProperties(page(PAGE_IDS.rollout), expiring)).toEqual({
      id: PAGE_IDS.rollout,
      slug: 'passkey-rollout-checklist',
      title: 'Passkey Rollout Checklist',
      metaDescription: 'A checklist for rolling out passkeys across a mid-size workforce.',
      description: 'Everything to check before, during and after a passkey rollout.',
      seoKeywords: ['passkeys', 'rollout'],
      tags: ['Passwordless', 'MFA'],
      author: 'Ada Notion',
      publishDate: '2025-06-01',
      featuredImage: fileUrl('cover.png'),
    });
    expect(expiring.map((e) => e.url)).toEqual([fileUrl('cover.png')]);
  });

  it('derives a missing slug from the title, splits text keywords, and falls back to the page cover', () => {
    const expiring: ExpiringUrl[] = [];
    const fields = mapPageProperties(page(PAGE_IDS.zeroTrust), expiring);
    expect(fields).toMatchObject({
      slug: 'zero-trust-step-by-step',
      seoKeywords: ['zero trust', 'identity'],
      author: undefined,
      featuredImage: 'https://images.example.com/zero-trust.jpg',
    });
    // an external cover does not expire
    expect(expiring).toEqual([]);
    expect(slugify('Über: Passkeys & Co.')).toBe('uber-passkeys-co');
  });

  it('tells published pages from drafts and trashed pages', () => {
    expect(isPublishedPage(page(PAGE_IDS.rollout))).toBe(true);
    expect(isPublishedPage(page(PAGE_IDS.draft))).toBe(false);
    expect(isPublishedPage({ ...page(PAGE_IDS.rollout), in_trash: true })).toBe(false);
    expect(isPublishedPage({ id: 'x', properties: { Status: { type: 'status', status: { name: 'Published' } } } })).toBe(true);
    expect(isPublishedPage({ id: 'x', properties: {} })).toBe(false);
  });

  it('maps every block type with annotations and links, in order', () => {
    const expiring: ExpiringUrl[] = [];
    const mapped = mapBlocks(blocks[PAGE_IDS.rollout] as NotionBlock[], expiring);
    expect(mapped.map((b) => b.type)).toEqual([
      'heading_1',
      'paragraph',
      'heading_2',
      'bulleted_list_item',
      'bulleted_list_item',
      'toggle',
      'heading_3',
      'numbered_list_item',
      'numbered_list_item',
      'quote',
      'image',
      'image',
      'divider',
      'code',
      'callout',
      'table_of_contents',
      'paragraph',
    ]);
    const para = mapped[1];
    expect(para?.type === 'paragraph' && para.paragraph.rich_text).toEqual([
      { plain_text: 'Plan with ', annotations: { bold: false, italic: false, code: false }, href: null },
      { plain_text: 'care', annotations: { bold: true, italic: false, code: false }, href: null },
      { plain_text: ', read ', annotations: { bold: false, italic: false, code: false }, href: null },
      { plain_text: 'the guide', annotations: { bold: false, italic: true, code: false }, href: 'https://fidoalliance.org/passkeys/' },
      { plain_text: ' and run ', annotations: { bold: false, italic: false, code: false }, href: null },
      { plain_text: 'npm test', annotations: { bold: false, italic: false, code: true }, href: null },
      { plain_text: '.', annotations: { bold: false, italic: false, code: false }, href: null },
    ]);
    expect(mapped[10]).toMatchObject({
      type: 'image',
      image: { type: 'file', file: { url: fileUrl('enrol.png') }, caption: [{ plain_text: 'Enrolment screen' }] },
    });
    expect(mapped[11]).toMatchObject({
      type: 'image',
      image: { type: 'external', external: { url: 'https://images.example.com/diagram.png' }, caption: [] },
    });
    expect(mapped[13]).toMatchObject({
      type: 'code',
      code: { language: 'typescript', rich_text: [{ plain_text: 'const ok = await enrol();' }] },
    });
    expect(expiring.map((e) => e.url)).toEqual([fileUrl('enrol.png')]);
  });
});

describe('Notion source against a fake Notion API', () => {
  let fake: FakeNotion;
  let dir: string;
  const started = Date.now();
  const sent: number[] = [];
  let result: Awaited<ReturnType<ReturnType<typeof createNotionSource>['load']>>;

  beforeAll(async () => {
    // tiny pages force pagination of both the query and the block children; the first block read is rate-limited
    fake = await startFakeNotion({ maxPageSize: 2, rateLimitOnce: [`/v1/blocks/${PAGE_IDS.rollout}`], retryAfterSeconds: 1 });
    dir = await mkdtemp(path.join(os.tmpdir(), 'notion-img-'));
    const source = createNotionSource({
      token: TOKEN,
      databaseId: DATABASE_ID,
      baseUrl: fake.url,
      images: createImageStore({ dir, urlBase: '/images/notion' }),
      // the moment each request leaves the throttle (the fake server's arrival times add scheduling jitter)
      throttle: {
        fetch: (url, init) => {
          sent.push(Date.now());
          return fetch(url, init);
        },
      },
    });
    result = await source.load();
  }, 60_000);
  afterAll(async () => {
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the published pages only, newest first, as valid posts', () => {
    expect(result.problems).toEqual([]);
    expect(result.posts.map((p) => p.slug)).toEqual(['passkey-rollout-checklist', 'zero-trust-step-by-step', 'badges-night-shift']);
    for (const p of result.posts) expect(() => blogPostSchema.parse(p)).not.toThrow();
    expect(result.posts[1]?.author).toBe(site.teamLabel);
  });

  it('asks Notion for published pages only, sorted by publish date', () => {
    const queries = fake.requests.filter((r) => r.path.endsWith('/query'));
    expect(queries.length).toBe(2);
    expect(queries[0]?.body).toMatchObject({
      filter: { property: 'Published', checkbox: { equals: true } },
      sorts: [{ property: 'Publish Date', direction: 'descending' }],
    });
    // the second page of results was asked for with the cursor of the first
    expect((queries[1]?.body as { start_cursor?: string } | undefined)?.start_cursor).toBe('2');
  });

  it('follows block pagination to the end', () => {
    const reads = fake.requests.filter((r) => r.path === `/v1/blocks/${PAGE_IDS.rollout}/children` && r.status === 200);
    // 17 blocks, 2 per answer
    expect(reads).toHaveLength(9);
    expect(result.posts[0]?.content).toHaveLength(17);
  });

  it('waits out a 429 for its Retry-After, then retries the same request', () => {
    const i = fake.requests.findIndex((r) => r.status === 429);
    expect(i).toBeGreaterThanOrEqual(0);
    const limited = fake.requests[i]!;
    const after = fake.requests.slice(i + 1);
    expect(after[0]?.path).toBe(limited.path);
    // nobody, not even other pages' reads, went out during the pause
    for (const r of after) expect(r.at - limited.at).toBeGreaterThanOrEqual(950);
  });

  it('never sends more than 3 requests in any second', () => {
    expect(sent.length).toBe(fake.requests.length);
    expect(sent.length).toBeGreaterThan(10);
    for (let i = 3; i < sent.length; i++) expect(sent[i]! - sent[i - 3]!).toBeGreaterThanOrEqual(1000);
    // and it took as long as that implies
    expect(Date.now() - started).toBeGreaterThanOrEqual(((sent.length - 1) / 3) * 1000);
  });

  it('downloads Notion-hosted images under stable names and rewrites their URLs; external images stay', async () => {
    const post = result.posts[0]!;
    expect(post.featuredImage).toMatch(/^\/images\/notion\/[a-f0-9]{20}\.png$/);
    expect(post.image).toBe(post.featuredImage);
    const images = post.content.filter((b) => b.type === 'image');
    expect(images[0]).toMatchObject({
      image: { type: 'file', file: { url: expect.stringMatching(/^\/images\/notion\/[a-f0-9]{20}\.png$/) } },
    });
    expect(JSON.stringify(images[0])).not.toContain('X-Amz');
    expect(images[1]).toMatchObject({ image: { type: 'external', external: { url: 'https://images.example.com/diagram.png' } } });
    const files = await readdir(dir);
    expect(files.sort()).toEqual(
      [path.basename(post.featuredImage), path.basename((images[0] as { image: { file: { url: string } } }).image.file.url)].sort(),
    );
    expect(await readFile(path.join(dir, files[0]!))).toEqual(PNG);
    expect(result.posts[1]?.featuredImage).toBe('https://images.example.com/zero-trust.jpg');
  });
});

describe('Notion source failures', () => {
  let fake: FakeNotion | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await fake?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('an expired image link drops that image and reports it; the post still builds', async () => {
    fake = await startFakeNotion({ fileTtlMs: -1000 });
    dir = await mkdtemp(path.join(os.tmpdir(), 'notion-img-'));
    const { posts, problems } = await createNotionSource({
      token: TOKEN,
      databaseId: DATABASE_ID,
      baseUrl: fake.url,
      images: createImageStore({ dir, urlBase: '/i' }),
    }).load();
    const post = posts.find((p) => p.slug === 'passkey-rollout-checklist');
    expect(post?.featuredImage).toBe('');
    expect(post?.content.filter((b) => b.type === 'image')).toHaveLength(1);
    expect(problems).toHaveLength(2);
    expect(problems[0]?.file).toContain('notion.so');
    expect(problems[0]?.reason).toMatch(/HTTP 403.*expires/);
    expect(fake.fileRequests.every((r) => r.status === 403)).toBe(true);
  });

  it('a wrong token fails the load with a message naming the variables to check', async () => {
    fake = await startFakeNotion();
    const source = createBlogSource({ NOTION_TOKEN: 'wrong', NOTION_DATABASE_ID: DATABASE_ID, NOTION_API_URL: fake.url });
    expect(source.kind).toBe('notion');
    await expect(source.load()).rejects.toThrow(/API token is invalid.*NOTION_TOKEN, NOTION_DATABASE_ID/);
  });

  it('without both Notion variables the markdown source is used', () => {
    expect(createBlogSource({ NOTION_TOKEN: 'x' }).kind).toBe('markdown');
    expect(createBlogSource({}).kind).toBe('markdown');
  });
});
