import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../cli/export/exportSite';
import { regeneratePost } from '../../cli/export/regenerate';
import { regenerateChangedPosts } from '../../cli/export/regenerateChanged';
import { childRequests, corpusBlocks, corpusPageId, corpusSlug, notionCorpus, requestsNeeded } from '../fixtures/notion/corpus';
import { DATABASE_ID, rt, TOKEN } from '../fixtures/notion/data';
import { type FakeNotion, startFakeNotion } from '../fixtures/notion/fakeNotion';

/**
 * The request counts of each exporter operation on a Notion blog, against the fake at Notion's limit
 * (3 requests a second, 429 with Retry-After beyond it). The fake's clock runs 10 minutes behind, so
 * an edit is never in the minute of the read that follows it (that rule has its own unit test).
 */
describe('exporter operations on a Notion blog: requests made', () => {
  const N = 6;
  const content = notionCorpus(N);
  let fake: FakeNotion;
  let root: string;
  let out: string;
  const config = () => ({
    SITE_URL: 'https://bloksecure.com',
    NOTION_TOKEN: TOKEN,
    NOTION_DATABASE_ID: DATABASE_ID,
    NOTION_API_URL: fake.url,
  });
  const opts = () => ({ outDir: out, config: config(), quiet: true, check: true });
  const edit = (i: number, words: string) => {
    const id = corpusBlocks(i).find((b) => b.type === 'paragraph')?.id as string;
    fake.workspace.editBlock(id, { rich_text: [rt(words)] });
  };
  const page = (i: number) => readFile(path.join(out, 'blog', corpusSlug(i), 'index.html'), 'utf8');
  const hostedFiles = N + Math.ceil(N / 7);

  beforeAll(async () => {
    fake = await startFakeNotion({ content, now: () => Date.now() - 10 * 60_000 });
    root = await mkdtemp(path.join(os.tmpdir(), 'notion-requests-'));
    out = path.join(root, 'site');
  });
  afterAll(async () => {
    await fake.close();
    await rm(root, { recursive: true, force: true });
  });

  it('cold export: every list once, the floor of requests, no 429; each hosted file downloaded once', async () => {
    await exportSite(opts());
    expect(fake.counts()).toMatchObject({ total: requestsNeeded(content), database: 1, dataSource: 1, query: 1, limited: 0 });
    expect(fake.fileRequests).toHaveLength(hostedFiles);
    expect(await readdir(path.join(out, 'images/notion'))).toHaveLength(hostedFiles);
  });

  it('export with nothing edited: the listing alone, and no file downloaded again', async () => {
    fake.resetRequests();
    await exportSite(opts());
    expect(fake.counts()).toMatchObject({ total: 1, query: 1 });
    expect(fake.fileRequests).toHaveLength(0);
    expect(await readdir(path.join(out, 'images/notion'))).toHaveLength(hostedFiles);
  });

  it('export after one page was edited: the listing and that page’s blocks', async () => {
    edit(2, 'Edited before the export.');
    fake.resetRequests();
    await exportSite(opts());
    expect(fake.counts()).toMatchObject({ total: 1 + childRequests(corpusBlocks(2)), query: 1, limited: 0 });
    expect(await page(2)).toContain('Edited before the export.');
    expect(fake.fileRequests).toHaveLength(0);
  });

  it('regenerate <slug>: one filtered query and the page’s blocks', async () => {
    edit(4, 'Edited before a regenerate.');
    fake.resetRequests();
    await regeneratePost(corpusSlug(4), opts());
    expect(fake.counts()).toMatchObject({ total: 1 + childRequests(corpusBlocks(4)), query: 1 });
    expect(JSON.stringify(fake.requests[0]?.body)).toContain(corpusSlug(4));
    expect(await page(4)).toContain('Edited before a regenerate.');
    // an unchanged post: the query alone
    fake.resetRequests();
    await regeneratePost(corpusSlug(1), opts());
    expect(fake.counts()).toMatchObject({ total: 1, query: 1 });
  });

  it('regenerate --changed with one edit: the listing and that page’s blocks; a trashed page is removed', async () => {
    edit(5, 'Edited before regenerate --changed.');
    fake.workspace.trash(corpusPageId(3));
    fake.resetRequests();
    const { result } = await regenerateChangedPosts(opts());
    expect(fake.counts()).toMatchObject({ total: 1 + childRequests(corpusBlocks(5)), query: 1 });
    expect(result.message).toMatch(/Regenerated 1 changed post and removed 1 no longer published/);
    expect(await page(5)).toContain('Edited before regenerate --changed.');
    await expect(page(3)).rejects.toThrow();
    expect(fake.fileRequests).toHaveLength(0);
  });
});
