import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotionSource, type NotionProgress } from '../../../core/blog/notion/notionSource';
import { rawCacheDir } from '../../../core/blog/notion/rawCache';
import { childRequests, corpusBlocks, corpusPageId, corpusSlug, notionCorpus, requestsNeeded } from '../../fixtures/notion/corpus';
import { DATABASE_ID, rt, TOKEN } from '../../fixtures/notion/data';
import { type FakeNotion, startFakeNotion } from '../../fixtures/notion/fakeNotion';

// request counts, not timing: the fake and the client run at 40 requests a second here (the rate limit has tests of its own)
const FAST = { perSecond: 60, burst: 10 };
const PAGE_SIZE = 10;
const MINUTE = 60_000;

describe('reading Notion at the floor (request counts against the fake)', () => {
  const content = notionCorpus(30);
  let fake: FakeNotion;
  let root: string;
  let clock = Date.now();
  const source = (extra: { onProgress?: (p: NotionProgress) => void } = {}) =>
    createNotionSource({
      token: TOKEN,
      databaseId: DATABASE_ID,
      baseUrl: fake.url,
      cacheDir: rawCacheDir(root, { token: TOKEN, databaseId: DATABASE_ID, baseUrl: fake.url }),
      throttle: { requestsPerSecond: 40 },
      now: () => clock,
      ...extra,
    });
  const cacheDirOf = () => rawCacheDir(root, { token: TOKEN, databaseId: DATABASE_ID, baseUrl: fake.url });
  const text = (post: { content: unknown[] } | undefined) => JSON.stringify(post?.content ?? []);
  const editFirstParagraph = (i: number, words: string) => {
    const id = corpusBlocks(i).find((b) => b.type === 'paragraph')?.id as string;
    fake.workspace.editBlock(id, { rich_text: [rt(words)] });
  };

  beforeAll(async () => {
    fake = await startFakeNotion({ content, maxPageSize: PAGE_SIZE, rateLimit: FAST, now: () => clock });
    root = await mkdtemp(path.join(os.tmpdir(), 'notion-reader-'));
  });
  afterAll(async () => {
    await fake.close();
    await rm(root, { recursive: true, force: true });
  });

  it('a cold read makes exactly the requests the content needs: the listing, then every block list once, nested ones included', async () => {
    const progress: NotionProgress[] = [];
    const { posts, problems } = await source({ onProgress: (p) => progress.push(p) }).load();
    expect(problems).toEqual([]);
    expect(posts).toHaveLength(30);
    const counts = fake.counts();
    expect(counts).toMatchObject({ database: 1, dataSource: 1, query: 3, page: 0, limited: 0 });
    expect(counts.children).toBe(content.pages.reduce((n, _p, i) => n + childRequests(corpusBlocks(i), PAGE_SIZE), 0));
    expect(counts.total).toBe(requestsNeeded(content, PAGE_SIZE));
    // nested content is fetched: page 3's nested list, page 29's synced copy (its original listed once)
    const kept = JSON.parse(await readFile(path.join(cacheDirOf(), 'pages', `${corpusPageId(3)}.json`), 'utf8'));
    expect(JSON.stringify(kept.blocks)).toContain('"children":[{');
    const synced = corpusBlocks(29).find((b) => b.type === 'synced_block')?.id as string;
    expect(fake.requests.filter((r) => r.path === `/v1/blocks/${synced}/children`)).toHaveLength(1);
    // progress counted every request, and ended with none left
    expect(progress.at(-1)).toMatchObject({ done: counts.total, left: 0, secondsLeft: 0 });
    expect(progress.map((p) => p.done)).toEqual(Array.from({ length: counts.total }, (_, i) => i + 1));
  });

  it('a warm read (a new process) lists the data source and reads nothing else', async () => {
    fake.resetRequests();
    const { posts } = await source().load();
    expect(posts).toHaveLength(30);
    expect(fake.counts()).toMatchObject({ total: 3, query: 3 });
  });

  it('after one edit, the listing and that page’s blocks; within the edit’s minute the page is read again, after it not', async () => {
    editFirstParagraph(4, 'An edited opening paragraph.');
    fake.resetRequests();
    const s = source();
    let posts = (await s.load()).posts;
    expect(text(posts.find((p) => p.slug === corpusSlug(4)))).toContain('An edited opening paragraph.');
    const page4 = childRequests(corpusBlocks(4), PAGE_SIZE);
    expect(fake.counts()).toMatchObject({ total: 3 + page4, children: page4 });
    // a second edit in the same minute keeps last_edited_time: the copy read in that minute is not trusted
    editFirstParagraph(4, 'Edited again in the same minute.');
    fake.resetRequests();
    posts = (await s.load()).posts;
    expect(text(posts.find((p) => p.slug === corpusSlug(4)))).toContain('Edited again in the same minute.');
    expect(fake.counts().children).toBe(page4);
    // once the minute is over, the page is read one last time, and then trusted
    clock += 2 * MINUTE;
    fake.resetRequests();
    await s.load();
    expect(fake.counts()).toMatchObject({ total: 3 + page4, children: page4 });
    fake.resetRequests();
    await s.load();
    expect(fake.counts()).toMatchObject({ total: 3, children: 0 });
  });

  it('regenerate <slug>: one filtered query, and the blocks only when the page changed', async () => {
    fake.resetRequests();
    const s = source();
    let result = await s.loadOne(corpusSlug(4));
    expect(result.posts).toHaveLength(30);
    expect(fake.counts()).toMatchObject({ total: 1, query: 1 });
    expect(JSON.stringify(fake.requests[0]?.body)).toContain(corpusSlug(4));
    editFirstParagraph(6, 'Page six, edited.');
    fake.resetRequests();
    result = await s.loadOne(corpusSlug(6));
    const page6 = childRequests(corpusBlocks(6), PAGE_SIZE);
    expect(fake.counts()).toMatchObject({ total: 1 + page6, query: 1, children: page6 });
    expect(text(result.posts.find((p) => p.slug === corpusSlug(6)))).toContain('Page six, edited.');
    clock += 2 * MINUTE;
  });

  it('a one-post update reads that post alone, and the whole load after it asks Notion nothing more', async () => {
    editFirstParagraph(9, 'Page nine, read alone.');
    fake.resetRequests();
    const s = source();
    const post = await s.readOne(corpusSlug(9));
    expect(text(post ?? undefined)).toContain('Page nine, read alone.');
    const page9 = childRequests(corpusBlocks(9), PAGE_SIZE);
    expect(fake.counts()).toMatchObject({ total: 1 + page9, query: 1, children: page9 });
    // the update then needs the whole blog (the post's list entry changed, say): as kept, no request
    const all = await s.loadOne(corpusSlug(9));
    expect(all.posts).toHaveLength(30);
    expect(text(all.posts.find((p) => p.slug === corpusSlug(9)))).toContain('Page nine, read alone.');
    expect(fake.counts().total).toBe(1 + page9);
    // a slug the Slug property does not hold: not found alone (the update then lists)
    expect(await s.readOne('no-such-post')).toBeNull();
    clock += 2 * MINUTE;
  });

  it('a webhook’s pages: one page read each, the blocks when edited; a trashed page goes, a restored one comes back', async () => {
    const s = source();
    fake.workspace.trash(corpusPageId(2));
    fake.resetRequests();
    let out = await s.refreshPages([corpusPageId(2)]);
    expect(out.changes).toEqual([{ id: corpusPageId(2), change: 'removed', before: corpusSlug(2) }]);
    expect(out.result.posts.map((p) => p.slug)).not.toContain(corpusSlug(2));
    expect(fake.counts()).toMatchObject({ total: 1, page: 1 });
    fake.workspace.trash(corpusPageId(2), false);
    fake.resetRequests();
    out = await s.refreshPages([corpusPageId(2)]);
    expect(out.changes[0]).toMatchObject({ change: 'added', after: corpusSlug(2) });
    expect(out.result.posts).toHaveLength(30);
    expect(fake.counts()).toMatchObject({ page: 1, children: childRequests(corpusBlocks(2), PAGE_SIZE) });
    // a page of another database is none of the blog's business
    fake.resetRequests();
    out = await s.refreshPages(['00000000-0000-4000-8000-00000000dead']);
    expect(out.changes[0]).toMatchObject({ change: 'ignored' });
    clock += 2 * MINUTE;
  });

  it('a damaged cache entry is read again, not fatal; the rest stays warm', async () => {
    const dir = path.join(rawCacheDir(root, { token: TOKEN, databaseId: DATABASE_ID, baseUrl: fake.url }), 'pages');
    expect((await readdir(dir)).length).toBe(30);
    // the pages edited in the tests above are read once more (their minute is over), then all are trusted
    await source().load();
    await writeFile(path.join(dir, `${corpusPageId(8)}.json`), '{"page": {"id": "half a file');
    fake.resetRequests();
    const { posts, problems } = await source().load();
    expect(problems).toEqual([]);
    expect(posts).toHaveLength(30);
    expect(fake.counts()).toMatchObject({ query: 3, children: childRequests(corpusBlocks(8), PAGE_SIZE) });
  });

  it('a kept query shape the data source no longer fits is read again (a renamed date property)', async () => {
    const props = fake.workspace.properties as Record<string, unknown>;
    props['Date published'] = { ...(props['Publish Date'] as object), name: 'Date published' };
    delete props['Publish Date'];
    fake.resetRequests();
    const { posts } = await source().load();
    expect(posts).toHaveLength(30);
    // the refused query (400), the database and its schema, then the listing
    expect(fake.requests.map((r) => r.status)).toContain(400);
    expect(fake.counts()).toMatchObject({ database: 1, dataSource: 1, query: 4, children: 0 });
  });
});

describe('synced blocks whose original cannot be read', () => {
  let fake: FakeNotion | undefined;
  let root: string | undefined;
  afterAll(async () => {
    await fake?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('marks the copy synced_unavailable and still builds the post', async () => {
    const content = notionCorpus(30);
    const page = content.pages[29]!;
    const blocks = corpusBlocks(29);
    const original = blocks.find((b) => b.type === 'synced_block' && !(b.synced_block as { synced_from: unknown }).synced_from)!;
    // the original lives on a page the integration was not given
    fake = await startFakeNotion({
      content: { ...content, pages: [page], blocks: { [String(page.id)]: blocks.filter((b) => b !== original) } },
      rateLimit: FAST,
    });
    root = await mkdtemp(path.join(os.tmpdir(), 'notion-synced-'));
    const cacheDir = rawCacheDir(root, { token: TOKEN, databaseId: DATABASE_ID, baseUrl: fake.url });
    const s = createNotionSource({
      token: TOKEN,
      databaseId: DATABASE_ID,
      baseUrl: fake.url,
      cacheDir,
      throttle: { requestsPerSecond: 40 },
    });
    const { posts, problems } = await s.load();
    expect(problems).toEqual([]);
    expect(posts).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === `/v1/blocks/${original.id}/children`).map((r) => r.status)).toEqual([404]);
    const kept = JSON.parse(await readFile(path.join(cacheDir, 'pages', `${page.id}.json`), 'utf8')) as {
      blocks: Array<Record<string, unknown>>;
    };
    const copy = kept.blocks.find((b) => b.type === 'synced_block');
    expect(copy).toMatchObject({ synced_unavailable: true });
    expect(copy).not.toHaveProperty('children');
  });
});
