import { appendFile, cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../api/server';
import { defaultBlogDir } from '../../core/blog/index';
import { loadConfig } from '../../core/config';
import { historyFileFor, pageChanges, type ReportPages, snapshotExport, snapshotOf } from '../../core/history';
import type { AdminLive, GenerationResult } from '../../src/shared/adminActions';
import { tempRoot } from '../export/exportCopies';
import { runSite } from '../export/runCommand';
import { startS3, type TestS3 } from '../export/s3Server';

/**
 * What is live, through the admin API: the history of exports and publishes (from the admin page and the
 * command line), the export served, the bucket's live deploy, and the posts that changed since the export
 * or are not in it yet; Regenerate changed posts renders exactly those.
 */

const TOKEN = 'admin-live-test-token-0123456789abcdefghij';
let root: string;
let blogDir: string;
let siteDir: string;
let s3: TestS3;
let site: SiteServer;
let base: string;

const post = (slug: string, date: string, body: string) =>
  `---\ntitle: "${slug}"\nslug: "${slug}"\nmetaDescription: "m"\ndescription: "d"\ntags: ["MFA"]\nauthor: "BlokSecure Team"\npublishDate: "${date}"\nfeaturedImage: ""\npublished: true\n---\n\n${body}\n`;

const call = async (method: 'GET' | 'POST', p: string) => {
  const res = await fetch(base + p, { method, headers: { Authorization: `Bearer ${TOKEN}` } });
  return { status: res.status, body: (await res.json()) as GenerationResult & AdminLive };
};
const live = async () => (await call('GET', '/api/admin/live')).body as AdminLive;

beforeAll(async () => {
  root = await tempRoot('admin-live');
  blogDir = path.join(root, 'blog');
  await cp(defaultBlogDir, blogDir, { recursive: true });
  siteDir = path.join(root, 'site');
  s3 = await startS3(['live']);
  site = createSiteServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: path.join(root, 'data'),
      ADMIN_TOKEN: TOKEN,
      SITE_URL: 'https://bloksecure.com',
      BLOG_DIR: blogDir,
      SITE_DEPLOY_TARGET: 's3://live/www',
      LOG_LEVEL: 'warn',
      ...s3.env,
    }),
    siteDir,
  );
  base = `http://127.0.0.1:${(await site.listen()).port}`;
});
afterAll(async () => {
  await site?.close();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('GET /api/admin/live', () => {
  it('before any export: no history, no export, nothing deployed, every post not yet exported', async () => {
    const l = await live();
    expect(l.history).toEqual([]);
    expect(l.export).toBeUndefined();
    expect(l.live).toEqual({ target: 's3://live/www' });
    expect(Object.values(l.posts).every((s) => s === 'new')).toBe(true);
    expect(Object.keys(l.posts).length).toBeGreaterThan(5);
  });

  it('records each action with what it changed, marks changed and new posts, and Regenerate changed posts renders just those', async () => {
    expect((await call('POST', '/api/admin/generate-static-site')).status).toBe(200);
    let l = await live();
    const exported = l.history[0];
    expect(exported).toMatchObject({ label: 'Generate Complete Site', source: 'admin', ok: true });
    expect(exported?.pages?.added).toBe(l.export?.pages);
    expect(exported?.exportBytes).toBe(l.export?.bytes);
    expect(l.posts).toEqual({});
    expect(l.unpublished).toEqual([]);

    // a post edited, one added, one unpublished: the marks follow the sources at once
    await appendFile(path.join(blogDir, 'reducing-helpdesk-load.md'), '\nOne more paragraph.\n');
    await writeFile(path.join(blogDir, 'brand-new-post.md'), post('brand-new-post', '2031-04-01', 'Fresh.'));
    const draft = (await readFile(path.join(blogDir, 'fido2-webauthn-explained.md'), 'utf8')).replace(
      'published: true',
      'published: false',
    );
    await writeFile(path.join(blogDir, 'fido2-webauthn-explained.md'), draft);
    l = await live();
    expect(l.posts).toEqual({ 'reducing-helpdesk-load': 'changed', 'brand-new-post': 'new' });
    expect(l.unpublished).toEqual(['fido2-webauthn-explained']);

    const regen = await call('POST', '/api/admin/regenerate-changed');
    expect(regen.status, regen.body.message).toBe(200);
    expect(regen.body.message).toBe(
      'Regenerated 2 changed posts and removed 1 no longer published, with the blog list, the home page, the feed and the sitemap',
    );
    expect(regen.body.stats).toMatchObject({ totalPosts: 2, successCount: 2 });
    l = await live();
    expect(l.posts).toEqual({});
    expect(l.unpublished).toEqual([]);
    expect(l.history[0]).toMatchObject({ label: 'Regenerate changed posts', ok: true, pages: { added: 1, removed: 1 } });
    // the edited post, the blog list and the home page at least
    expect(l.history[0]?.pages?.changed).toBeGreaterThanOrEqual(3);
    expect((await fetch(`${base}/blog/brand-new-post`)).status).toBe(200);
    expect((await fetch(`${base}/blog/fido2-webauthn-explained`)).status).toBe(404);

    const again = await call('POST', '/api/admin/regenerate-changed');
    expect(again.body.message).toBe('No post changed since the export: nothing to regenerate');
  }, 300_000);

  it('lists what a post holds that the site cannot show, for the badge on the post (issue 34)', async () => {
    expect((await live()).unshown).toBeUndefined();
    await writeFile(
      path.join(blogDir, 'raw-html-post.md'),
      post('raw-html-post', '2031-06-01', 'Shown.\n\n<aside>Four words kept back</aside>'),
    );
    expect((await live()).unshown).toEqual({
      'raw-html-post': [{ type: 'html', where: 'block 2 of the page', words: 4, text: '<aside>Four words kept back</aside>' }],
    });
    await rm(path.join(blogDir, 'raw-html-post.md'));
    expect((await live()).unshown).toBeUndefined();
  });

  it('a failed action is recorded with its message', async () => {
    const res = await call('POST', '/api/admin/regenerate-blog/no-such-post');
    expect(res.status).toBe(404);
    const [last] = (await live()).history;
    expect(last).toMatchObject({ label: 'Regenerate no-such-post', ok: false, pages: { added: 0, changed: 0, removed: 0 } });
    expect(last?.message).toMatch(/no published post has the slug "no-such-post"/);
  });

  it('publishes and rolls back: the bucket says what is live and whether a rollback can put an earlier deploy back', async () => {
    expect((await call('POST', '/api/admin/deploy')).status).toBe(200);
    let l = await live();
    expect(l.live).toMatchObject({ target: 's3://live/www', deployedAt: expect.any(String), files: expect.any(Number) });
    expect(l.live?.previousDeployedAt).toBeUndefined();
    expect(l.history[0]).toMatchObject({ label: 'Publish', ok: true, upload: { target: 's3://live/www', deleted: 0 } });
    expect(l.history[0]?.upload?.files).toBe(l.live?.files);
    const first = l.live?.deployedAt;

    await writeFile(path.join(blogDir, 'second-new-post.md'), post('second-new-post', '2031-05-01', 'Later.'));
    expect((await call('POST', '/api/admin/deploy')).status).toBe(200);
    l = await live();
    expect(l.live?.previousDeployedAt).toBe(first);
    // the deploy's pages: the new post's page added; the list, the home page and the 404-free rest changed
    expect(l.history[0]?.pages).toMatchObject({ added: 1, removed: 0 });

    const back = await call('POST', '/api/admin/rollback');
    expect(back.status, back.body.message).toBe(200);
    l = await live();
    expect(l.history[0]).toMatchObject({ label: 'Roll back', ok: true, pages: { removed: 1 }, upload: { deleted: 2 } });
    expect((await fetch(s3.objectUrl('live', 'www/blog/second-new-post/index.html'))).status).toBe(404);
  }, 300_000);

  it('records the command line too: `site regenerate --changed` in the export served', async () => {
    await appendFile(path.join(blogDir, 'passkeys-vs-security-keys.md'), '\nEdited from the command line.\n');
    // (the rollback changed the bucket, not the export: the second post is still exported)
    expect((await live()).posts).toEqual({ 'passkeys-vs-security-keys': 'changed' });
    const before = snapshotExport(siteDir);
    const run = await runSite(['regenerate', '--changed', '--out', siteDir, '--json'], {
      BLOG_DIR: blogDir,
      SITE_URL: 'https://bloksecure.com',
    });
    expect(run.status, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as GenerationResult).message).toBe('Regenerated 1 changed post');
    const l = await live();
    // the counts from the reports the update handed over (report.json is not read around it), as the export's read says
    expect(l.history[0]).toMatchObject({ label: 'site regenerate --changed', source: 'cli', ok: true, pages: { added: 0, removed: 0 } });
    expect(l.history[0]?.pages?.changed).toBeGreaterThanOrEqual(1);
    // the handed-over counts are what the two reports say
    expect(l.history[0]?.pages).toEqual(pageChanges(before, snapshotExport(siteDir)));
    expect(l.history[0]?.exportBytes).toBe(l.export?.bytes);
    expect(l.posts).toEqual({});

    expect((await readFile(historyFileFor(siteDir), 'utf8')).trim().split('\n').length).toBe(l.history.length);

    // a command that failed changed no page, and says so without the reports of a run
    const failed = await runSite(['regenerate', 'no-such-post', '--out', siteDir], {
      BLOG_DIR: blogDir,
      SITE_URL: 'https://bloksecure.com',
    });
    expect(failed.status).toBe(1);
    const after = await live();
    expect(after.history[0]).toMatchObject({
      label: 'site regenerate no-such-post',
      ok: false,
      pages: { added: 0, changed: 0, removed: 0 },
      exportBytes: l.export?.bytes,
    });

    // a one-post regenerate of an edited body replaces one line of report.json and hands over its counts
    await appendFile(path.join(blogDir, 'passkeys-vs-security-keys.md'), '\nEdited once more.\n');
    const reportText = () => readFile(path.join(siteDir, 'report.json'), 'utf8');
    const textBefore = await reportText();
    const one = await runSite(['regenerate', 'passkeys-vs-security-keys', '--out', siteDir], {
      BLOG_DIR: blogDir,
      SITE_URL: 'https://bloksecure.com',
    });
    expect(one.status, one.stderr).toBe(0);
    const textAfter = await reportText();
    const [a, b] = [JSON.parse(textBefore) as ReportPages, JSON.parse(textAfter) as ReportPages];
    expect(pageChanges(snapshotOf(a), snapshotOf(b))).toEqual({ added: 0, changed: 1, removed: 0 });
    expect((await live()).history[0]).toMatchObject({
      label: 'site regenerate passkeys-vs-security-keys',
      pages: { added: 0, changed: 1, removed: 0 },
      exportBytes: b.totals.bytes,
    });
    // every other page's line is the one it had
    const otherLines = (t: string) =>
      t.split('\n').filter((line) => line.startsWith('    {"path":') && !line.includes('"/blog/passkeys-vs-security-keys"'));
    expect(otherLines(textAfter)).toEqual(otherLines(textBefore));
    expect(b.pages.map((p) => p.path)).toEqual(a.pages.map((p) => p.path));
  }, 120_000);
});

describe('pageChanges', () => {
  const snap = (generatedAt: string, pages: Array<[string, string]>) => ({ generatedAt, bytes: 1, pages: new Map(pages) });
  it('counts pages added, changed and removed between two exports, and nothing for the same export', () => {
    const a = snap('1', [
      ['/', 'k1 10'],
      ['/about', 'k2 20'],
      ['/old', 'k3 5'],
    ]);
    const b = snap('2', [
      ['/', 'k1 10'],
      ['/about', 'k9 21'],
      ['/new', 'k4 3'],
    ]);
    expect(pageChanges(a, b)).toEqual({ added: 1, changed: 1, removed: 1 });
    expect(pageChanges(null, b)).toEqual({ added: 3, changed: 0, removed: 0 });
    expect(pageChanges(b, b)).toEqual({ added: 0, changed: 0, removed: 0 });
  });
});
