import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createNotionSource } from '../../../core/blog/notion/notionSource';
import { rawCacheDir } from '../../../core/blog/notion/rawCache';
import { corpusBlocks, corpusPageId, notionCorpus, requestsNeeded } from '../../fixtures/notion/corpus';
import { DATA_SOURCE_ID, DATABASE_ID, rt, TOKEN } from '../../fixtures/notion/data';
import { type FakeNotion, startFakeNotion } from '../../fixtures/notion/fakeNotion';

const api = (fake: FakeNotion, p: string, init: RequestInit = {}) =>
  fetch(`${fake.url}${p}`, {
    ...init,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Notion-Version': '2025-09-03', 'Content-Type': 'application/json', ...init.headers },
  });

describe('the fake Notion API keeps Notion’s documented behaviour', () => {
  let fake: FakeNotion | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('a token bucket at 3 per second with a small burst: 429 rate_limited with Retry-After in seconds beyond it', async () => {
    fake = await startFakeNotion({ rateLimit: { perSecond: 3, burst: 4 } });
    const statuses = await Promise.all(Array.from({ length: 6 }, () => api(fake!, `/v1/databases/${DATABASE_ID}`)));
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = statuses[4]!;
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toMatchObject({ object: 'error', status: 429, code: 'rate_limited' });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await api(fake, `/v1/databases/${DATABASE_ID}`)).status).toBe(200);
  });

  it('nested children: has_children from the content, each level listed with pagination; trashed pages leave queries', async () => {
    const content = notionCorpus(4);
    fake = await startFakeNotion({ content, maxPageSize: 10, rateLimit: false });
    const top = (await (await api(fake, `/v1/blocks/${corpusPageId(3)}/children?page_size=100`)).json()) as {
      results: Array<{ id: string; has_children: boolean }>;
      has_more: boolean;
      next_cursor: string;
    };
    expect(top.results).toHaveLength(10);
    expect(top.has_more).toBe(true);
    const nested = corpusBlocks(3).find((b) => Array.isArray(b.children));
    const all = [...top.results];
    let cursor: string | null = top.next_cursor;
    while (cursor) {
      const next = (await (await api(fake, `/v1/blocks/${corpusPageId(3)}/children?start_cursor=${cursor}`)).json()) as typeof top;
      all.push(...next.results);
      cursor = next.has_more ? next.next_cursor : null;
    }
    expect(all.find((b) => b.id === nested?.id)?.has_children).toBe(true);
    const kids = (await (await api(fake, `/v1/blocks/${String(nested?.id)}/children`)).json()) as typeof top;
    expect(kids.results).toHaveLength(2);
    fake.workspace.trash(corpusPageId(1));
    const listed = (await (
      await api(fake, `/v1/data_sources/${DATA_SOURCE_ID}/query`, { method: 'POST', body: JSON.stringify({}) })
    ).json()) as { results: Array<{ id: string }> };
    expect(listed.results.map((p) => p.id)).not.toContain(corpusPageId(1));
  });

  it('edits stamp last_edited_time rounded down to the minute, on the block and its page', async () => {
    const at = Date.UTC(2026, 0, 2, 10, 17, 42, 512);
    fake = await startFakeNotion({ content: notionCorpus(1), rateLimit: false, now: () => at });
    const block = corpusBlocks(0)[1]!;
    fake.workspace.editBlock(String(block.id), { rich_text: [rt('new')] });
    const page = (await (await api(fake, `/v1/pages/${corpusPageId(0)}`)).json()) as { last_edited_time: string };
    expect(page.last_edited_time).toBe('2026-01-02T10:17:00.000Z');
    expect(fake.workspace.findBlock(String(block.id))?.last_edited_time).toBe('2026-01-02T10:17:00.000Z');
  });

  it('signs webhook bodies as Notion does: sha256=<hex HMAC-SHA256 of the raw body keyed by the verification token>', async () => {
    fake = await startFakeNotion({ rateLimit: false });
    const got: Array<{ body: string; signature?: string }> = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        got.push({ body, signature: req.headers['x-notion-signature'] as string | undefined });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    try {
      await fake.sendVerification(url);
      await fake.sendEvent(url, { type: 'page.content_updated', entityId: corpusPageId(0) });
      expect(JSON.parse(got[0]!.body)).toEqual({ verification_token: fake.verificationToken });
      expect(got[0]!.signature).toBeUndefined();
      const event = JSON.parse(got[1]!.body);
      expect(event).toMatchObject({ type: 'page.content_updated', entity: { id: corpusPageId(0), type: 'page' }, attempt_number: 1 });
      expect(got[1]!.signature).toBe(`sha256=${createHmac('sha256', fake.verificationToken).update(got[1]!.body).digest('hex')}`);
    } finally {
      hook.close();
    }
  });
});

describe('one rate budget per token in a process', () => {
  let fake: FakeNotion | undefined;
  let root: string | undefined;
  afterEach(async () => {
    await fake?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('two readers of one token (an export and the API) together stay under the limit: no 429, together 3 a second', async () => {
    fake = await startFakeNotion({ content: notionCorpus(5), rateLimit: { perSecond: 3, burst: 3 } });
    root = await mkdtemp(path.join(os.tmpdir(), 'notion-budget-'));
    const reader = (name: string) =>
      createNotionSource({
        token: TOKEN,
        databaseId: DATABASE_ID,
        baseUrl: fake!.url,
        cacheDir: rawCacheDir(path.join(root!, name), { token: TOKEN, databaseId: DATABASE_ID, baseUrl: fake!.url }),
      });
    const [a, b] = await Promise.all([reader('export').load(), reader('api').load()]);
    expect(a.posts).toHaveLength(5);
    expect(b.posts).toHaveLength(5);
    expect(fake.counts().limited).toBe(0);
    const starts = fake.requests.map((r) => r.at);
    expect(starts.length).toBe(2 * requestsNeeded(notionCorpus(5)));
    // together at 3 a second, not each at 3 (arrival times jitter on a busy machine: the spacing of each start is the throttle's own test)
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(((starts.length - 3) / 3) * 1000);
  }, 30_000);
});
