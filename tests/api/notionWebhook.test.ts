import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../api/app';
import { createSiteServer, type SiteServer } from '../../api/server';
import { deploySite } from '../../cli/deploy/deploySite';
import { exportSite } from '../../cli/export/exportSite';
import { loadConfig } from '../../core/config';
import { readHistory } from '../../core/history';
import { blogPostPath, staticSnapshotPath } from '../../src/shared/blog/paths';
import type { NotionWebhookStatus } from '../../src/shared/notionWebhook';
import { tempRoot } from '../export/exportCopies';
import { startS3, type TestS3 } from '../export/s3Server';
import { childRequests, corpusBlocks, corpusPageId, corpusSlug, notionCorpus } from '../fixtures/notion/corpus';
import { DATABASE_ID, rt, TOKEN } from '../fixtures/notion/data';
import { type FakeNotion, startFakeNotion } from '../fixtures/notion/fakeNotion';

/**
 * Publish on edit through `site serve`: Notion's handshake and signed events against the fake Notion
 * API, the export updated under its lock, and with auto-publish the changed files in a real bucket (s3rver).
 */
const ADMIN = 'notion-webhook-test-admin-token-0123456789';
let root: string;
let siteDir: string;
let fake: FakeNotion;
let s3: TestS3;
let site: SiteServer;
let base: string;
let hook: string;

const admin = async (method: 'GET' | 'POST', p: string, body?: unknown) => {
  const res = await fetch(base + p, {
    method,
    headers: { Authorization: `Bearer ${ADMIN}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as NotionWebhookStatus & { error?: string } };
};
const status = async () => (await admin('GET', '/api/admin/notion')).body;
/** waits until the event is no longer queued */
async function settled(id: string) {
  for (let i = 0; i < 200; i++) {
    const e = (await status()).events.find((x) => x.id === id);
    if (e && e.status !== 'queued') return e;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`event ${id} still queued`);
}
const edit = (i: number, words: string) =>
  fake.workspace.editBlock(corpusBlocks(i).find((b) => b.type === 'paragraph')?.id as string, { rich_text: [rt(words)] });
const postPage = (i: number) => readFile(path.join(siteDir, 'blog', corpusSlug(i), 'index.html'), 'utf8');

beforeAll(async () => {
  root = await tempRoot('notion-webhook');
  siteDir = path.join(root, 'site');
  fake = await startFakeNotion({ content: notionCorpus(4), now: () => Date.now() - 10 * 60_000 });
  s3 = await startS3(['hooks']);
  const notion = { NOTION_TOKEN: TOKEN, NOTION_DATABASE_ID: DATABASE_ID, NOTION_API_URL: fake.url };
  await exportSite({ outDir: siteDir, config: { SITE_URL: 'https://bloksecure.com', ...notion }, quiet: true, check: false });
  await deploySite({ dir: siteDir, target: 's3://hooks/www', config: s3.config, quiet: true });
  site = createSiteServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: path.join(root, 'data'),
      ADMIN_TOKEN: ADMIN,
      SITE_URL: 'https://bloksecure.com',
      SITE_DEPLOY_TARGET: 's3://hooks/www',
      LOG_LEVEL: 'error',
      ...notion,
      ...s3.env,
    }),
    siteDir,
  );
  base = `http://127.0.0.1:${(await site.listen()).port}`;
  hook = `${base}/api/notion/webhook`;
  // the publisher read the blog when it started
  expect(((await (await fetch(`${base}/api/blog/posts`)).json()) as { posts: unknown[] }).posts).toHaveLength(4);
}, 180_000);
afterAll(async () => {
  await site?.close();
  await s3?.stop();
  await fake?.close();
  await rm(root, { recursive: true, force: true });
});

describe('POST /api/notion/webhook', () => {
  it('keeps the handshake’s verification token and shows it on /admin for copying', async () => {
    expect((await status()).token).toBeNull();
    expect((await fake.sendVerification(hook)).status).toBe(200);
    const s = await status();
    expect(s.token).toMatchObject({ source: 'handshake', value: fake.verificationToken });
    expect(s.token).not.toHaveProperty('confirmedAt');
    expect(s.path).toBe('/api/notion/webhook');
    expect(s.autoPublish).toEqual({ on: false, pinned: false, target: 's3://hooks/www' });
  });

  it('answers 401 to a missing or wrong signature, and does nothing', async () => {
    fake.resetRequests();
    const event = { type: 'page.content_updated', entityId: corpusPageId(1) };
    expect((await fake.sendEvent(hook, event, { sign: false })).status).toBe(401);
    expect((await fake.sendEvent(hook, event, { key: 'secret_not_the_token' })).status).toBe(401);
    const raw = JSON.stringify({
      id: 'x',
      type: 'page.content_updated',
      timestamp: new Date().toISOString(),
      entity: { id: 'y', type: 'page' },
    });
    const tampered = await fetch(hook, { method: 'POST', body: raw, headers: { 'X-Notion-Signature': fake.sign(`${raw} `) } });
    expect(tampered.status).toBe(401);
    await new Promise((r) => setTimeout(r, 700));
    expect((await status()).events).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('a signed edit: the page and its blocks are read, the post regenerated in the export and the API, once per event id', async () => {
    edit(1, 'Edited in Notion, live within seconds.');
    fake.resetRequests();
    const sent = await fake.sendEvent(hook, { type: 'page.content_updated', entityId: corpusPageId(1), id: 'evt-edit-1' });
    expect(sent.status).toBe(200);
    const e = await settled('evt-edit-1');
    expect(e).toMatchObject({ status: 'done', type: 'page.content_updated', entityId: corpusPageId(1) });
    expect(e.outcome).toMatch(/Regenerated 1 changed post/);
    expect(fake.counts()).toMatchObject({ total: 1 + childRequests(corpusBlocks(1)), page: 1, query: 0 });
    expect(await postPage(1)).toContain('Edited in Notion, live within seconds.');
    const api = (await (await fetch(`${base}/api/blog/posts/${corpusSlug(1)}`)).json()) as { content: unknown };
    expect(JSON.stringify(api.content)).toContain('Edited in Notion, live within seconds.');
    // the token proved itself; the export's history says a Notion edit did it
    expect((await status()).token).toHaveProperty('confirmedAt');
    expect((await readHistory(siteDir))[0]).toMatchObject({ source: 'notion', ok: true });
    // Notion delivers again: answered, done once
    fake.resetRequests();
    const again = await fake.sendEvent(hook, { type: 'page.content_updated', entityId: corpusPageId(1), id: 'evt-edit-1' });
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    await new Promise((r) => setTimeout(r, 700));
    expect(fake.requests).toEqual([]);
  });

  it('an edit compares only the posts its events name: a difference elsewhere in the export is left to regenerate --changed', async () => {
    const copy = path.join(siteDir, ...staticSnapshotPath(blogPostPath(corpusSlug(2))).split('/'));
    const original = await readFile(copy, 'utf8');
    await writeFile(copy, original.replace('"title":"', '"title":"Changed beside the edit: '));
    try {
      edit(0, 'Edited, and only this post is looked at.');
      await fake.sendEvent(hook, { type: 'page.content_updated', entityId: corpusPageId(0), id: 'evt-edit-0' });
      const e = await settled('evt-edit-0');
      expect(e.outcome).toMatch(/Regenerated 1 changed post/);
      expect(await postPage(0)).toContain('Edited, and only this post is looked at.');
      expect(await readFile(copy, 'utf8')).toContain('Changed beside the edit: ');
    } finally {
      await writeFile(copy, original);
    }
  });

  it('a later handshake does not replace a confirmed token', async () => {
    const before = (await status()).token;
    await fetch(hook, {
      method: 'POST',
      body: JSON.stringify({ verification_token: 'secret_attacker' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await status()).token).toEqual(before);
  });

  it('with auto-publish on, the changed files reach the bucket; a trashed page is removed from the export', async () => {
    expect((await admin('POST', '/api/admin/notion/auto-publish', { on: true })).body.autoPublish.on).toBe(true);
    edit(2, 'Published on edit.');
    fake.workspace.trash(corpusPageId(3));
    await fake.sendEvent(hook, { type: 'page.content_updated', entityId: corpusPageId(2), id: 'evt-edit-2' });
    await fake.sendEvent(hook, { type: 'page.deleted', entityId: corpusPageId(3), id: 'evt-delete-3' });
    const e = await settled('evt-edit-2');
    expect(e.status).toBe('done');
    expect(e.outcome).toMatch(/published to s3:\/\/hooks\/www/);
    expect((await settled('evt-delete-3')).status).toBe('done');
    const live = await fetch(s3.objectUrl('hooks', `www/blog/${corpusSlug(2)}/index.html`));
    expect(await live.text()).toContain('Published on edit.');
    expect(existsSync(path.join(siteDir, 'blog', corpusSlug(3), 'index.html'))).toBe(false);
    expect((await fetch(s3.objectUrl('hooks', `www/blog/${corpusSlug(3)}/index.html`))).status).toBe(404);
  });

  it('refuses a body over 64 KB, and events it does not act on are logged as such', async () => {
    const big = await fetch(hook, { method: 'POST', body: 'x'.repeat(70 * 1024), headers: { 'X-Notion-Signature': 'sha256=00' } });
    expect(big.status).toBe(413);
    await fake.sendEvent(hook, { type: 'comment.created', entityId: corpusPageId(0), id: 'evt-comment' });
    expect((await status()).events.find((x) => x.id === 'evt-comment')).toMatchObject({ status: 'ignored' });
  });
});

describe('a token pinned by NOTION_WEBHOOK_TOKEN, and a blog without Notion', () => {
  const pinned = 'secret_pinned_by_the_operator_0123456789';
  const app = (env: Record<string, string>) =>
    createApiApp({
      config: loadConfig({ DATA_DIR: path.join(root, `data-${Object.keys(env).length}`), ADMIN_TOKEN: ADMIN, LOG_LEVEL: 'error', ...env }),
      siteDir,
    });

  it('ignores handshakes, checks events against the pinned token, and says so on /admin', async () => {
    const api = app({ NOTION_TOKEN: TOKEN, NOTION_DATABASE_ID: DATABASE_ID, NOTION_API_URL: fake.url, NOTION_WEBHOOK_TOKEN: pinned });
    const post = (body: string, headers: Record<string, string> = {}) =>
      api.request('/api/notion/webhook', { method: 'POST', body, headers });
    expect((await post(JSON.stringify({ verification_token: 'secret_from_a_handshake' }))).status).toBe(200);
    const raw = JSON.stringify({
      id: 'pinned-1',
      type: 'comment.created',
      timestamp: new Date().toISOString(),
      entity: { id: 'p', type: 'page' },
    });
    expect((await post(raw, { 'X-Notion-Signature': fake.sign(raw) })).status).toBe(401);
    expect((await post(raw, { 'X-Notion-Signature': fake.sign(raw, pinned) })).status).toBe(200);
    const res = await api.request('/api/admin/notion', { headers: { Authorization: `Bearer ${ADMIN}` } });
    const body = (await res.json()) as NotionWebhookStatus;
    expect(body.token).toEqual({ source: 'env' });
    expect(body.events.map((e) => e.id)).toEqual(['pinned-1']);
    const forget = await api.request('/api/admin/notion/forget-token', { method: 'POST', headers: { Authorization: `Bearer ${ADMIN}` } });
    expect(forget.status).toBe(409);
    // the admin calls need the admin token
    expect((await api.request('/api/admin/notion')).status).toBe(401);
  });

  it('an event left queued by a crash (answered, not yet handled) is handled when the publisher starts again', async () => {
    edit(1, 'Edited before the publisher crashed.');
    const dataDir = path.join(root, 'data-after-crash');
    await mkdir(dataDir, { recursive: true });
    const queued = {
      id: 'evt-before-crash',
      type: 'page.content_updated',
      entityId: corpusPageId(1),
      at: new Date().toISOString(),
      receivedAt: new Date().toISOString(),
      status: 'queued',
    };
    await writeFile(path.join(dataDir, 'notion-webhook.json'), JSON.stringify({ events: [queued], seen: [queued.id] }));
    const again = createSiteServer(
      loadConfig({
        PORT: '0',
        DATA_DIR: dataDir,
        ADMIN_TOKEN: ADMIN,
        SITE_URL: 'https://bloksecure.com',
        LOG_LEVEL: 'error',
        NOTION_TOKEN: TOKEN,
        NOTION_DATABASE_ID: DATABASE_ID,
        NOTION_API_URL: fake.url,
      }),
      siteDir,
    );
    const url = `http://127.0.0.1:${(await again.listen()).port}`;
    try {
      let entry: NotionWebhookStatus['events'][number] | undefined;
      for (let i = 0; i < 200 && (!entry || entry.status === 'queued'); i++) {
        await new Promise((r) => setTimeout(r, 100));
        const res = await fetch(`${url}/api/admin/notion`, { headers: { Authorization: `Bearer ${ADMIN}` } });
        entry = ((await res.json()) as NotionWebhookStatus).events.find((e) => e.id === queued.id);
      }
      expect(entry).toMatchObject({ status: 'done' });
      expect(await postPage(1)).toContain('Edited before the publisher crashed.');
    } finally {
      await again.close();
    }
  });

  it('a markdown blog has no webhook: the route is not there, and /admin is told there is nothing to show', async () => {
    const api = app({});
    expect((await api.request('/api/notion/webhook', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await api.request('/api/admin/notion', { headers: { Authorization: `Bearer ${ADMIN}` } })).status).toBe(204);
  });
});
