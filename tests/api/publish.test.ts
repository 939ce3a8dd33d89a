import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../api/server';
import { defaultBlogDir } from '../../core/blog/index';
import { loadConfig } from '../../core/config';
import type { AdminStatus, GenerationResult } from '../../src/shared/adminActions';
import { tempRoot } from '../export/exportCopies';
import { startS3, type TestS3 } from '../export/s3Server';

const TOKEN = 'publish-test-token-0123456789abcdefghij';
let root: string;
let s3: TestS3;
const servers: SiteServer[] = [];

/** `site serve` in this process over an empty export folder, with the given variables */
async function serve(env: Record<string, string>): Promise<{ base: string; siteDir: string }> {
  const siteDir = path.join(root, `site-${servers.length}`);
  const site = createSiteServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: path.join(root, `data-${servers.length}`),
      ADMIN_TOKEN: TOKEN,
      SITE_URL: 'https://bloksecure.com',
      ...env,
    }),
    siteDir,
  );
  servers.push(site);
  const { port } = await site.listen();
  return { base: `http://127.0.0.1:${port}`, siteDir };
}

const call = (base: string, method: 'GET' | 'POST', p: string, token = TOKEN) =>
  fetch(base + p, { method, headers: { Authorization: `Bearer ${token}` } });

beforeAll(async () => {
  root = await tempRoot('publish');
  s3 = await startS3(['www', 'undo']);
});
afterAll(async () => {
  for (const site of servers) await site.close();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('Publish from /admin (POST /api/admin/deploy)', () => {
  it('without SITE_DEPLOY_TARGET: the status names no target and the call says how to turn it on', async () => {
    const { base, siteDir } = await serve({});
    const status = (await (await call(base, 'GET', '/api/admin/status')).json()) as AdminStatus;
    expect(status).toEqual({ outputDirectory: siteDir, hasExport: false, downloads: { 'site.zip': false, 'replit-export.zip': false } });
    const res = await call(base, 'POST', '/api/admin/deploy');
    expect(res.status).toBe(404);
    expect(((await res.json()) as GenerationResult).message).toMatch(/set SITE_DEPLOY_TARGET/);
  });

  it('with SITE_DEPLOY_TARGET: the same token is required, then one call exports and deploys, answering the result shape', async () => {
    const { base, siteDir } = await serve({ SITE_DEPLOY_TARGET: 's3://www/site', ...s3.env });
    const status = (await (await call(base, 'GET', '/api/admin/status')).json()) as AdminStatus;
    expect(status.publishTarget).toBe('s3://www/site');

    const refused = await call(base, 'POST', '/api/admin/deploy', 'not-the-token-at-all');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as GenerationResult).success).toBe(false);

    const res = await call(base, 'POST', '/api/admin/deploy');
    const result = (await res.json()) as GenerationResult;
    expect(res.status, result.message).toBe(200);
    expect(result.success).toBe(true);
    expect(result.message).toMatch(
      /^Generated \d+ pages.* and published them to s3:\/\/www\/site: \d+ files uploaded \(\d+\.\d MB\), 0 unchanged, 0 deleted$/,
    );
    expect(result.stats.totalPages).toBeGreaterThan(30);
    expect(result.stats.outputDirectory).toBe(siteDir);
    // what the export wrote is what a visitor gets from the bucket
    const fromBucket = await fetch(s3.objectUrl('www', 'site/about/index.html'));
    expect(fromBucket.status).toBe(200);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(await readFile(path.join(siteDir, 'about/index.html')))).toBe(true);
  }, 600_000);

  it('a bucket that cannot be used answers 502 with its one-line reason, before any export', async () => {
    const { base, siteDir } = await serve({ SITE_DEPLOY_TARGET: 's3://no-such-bucket', ...s3.env });
    const res = await call(base, 'POST', '/api/admin/deploy');
    const result = (await res.json()) as GenerationResult;
    expect(res.status).toBe(502);
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/bucket "no-such-bucket" .* does not exist/);
    expect(result.stats.outputDirectory).toBe(siteDir);
    expect(((await call(base, 'GET', '/api/admin/status').then((r) => r.json())) as AdminStatus).hasExport).toBe(false);

    const { base: wrongKeyBase } = await serve({ SITE_DEPLOY_TARGET: 's3://www', ...s3.env, AWS_ACCESS_KEY_ID: 'AKIAPUBLISHWRONG' });
    const wrong = await call(wrongKeyBase, 'POST', '/api/admin/deploy');
    const wrongResult = (await wrong.json()) as GenerationResult;
    expect(wrong.status).toBe(502);
    expect(wrongResult.message).toMatch(/InvalidAccessKeyId.*check AWS_ACCESS_KEY_ID/);
    expect(wrongResult.message).not.toContain('AKIAPUBLISHWRONG');
  });

  it('Roll back puts the previous publish back without exporting, and says why when there is none', async () => {
    const { base: off } = await serve({});
    const refusedOff = await call(off, 'POST', '/api/admin/rollback');
    expect(refusedOff.status).toBe(404);
    expect(((await refusedOff.json()) as GenerationResult).message).toMatch(/set SITE_DEPLOY_TARGET/);

    const blogDir = path.join(root, 'undo-blog');
    await cp(defaultBlogDir, blogDir, { recursive: true });
    const { base, siteDir } = await serve({ SITE_DEPLOY_TARGET: 's3://undo', BLOG_DIR: blogDir, ...s3.env });
    expect((await call(base, 'POST', '/api/admin/deploy')).status).toBe(200);
    const first = await call(base, 'POST', '/api/admin/rollback');
    expect(first.status).toBe(409);
    expect(((await first.json()) as GenerationResult).message).toMatch(/has no previous deploy to roll back to/);
    const listBefore = Buffer.from(await (await fetch(s3.objectUrl('undo', 'blog/index.html'))).arrayBuffer());

    await writeFile(
      path.join(blogDir, 'published-then-undone.md'),
      '---\ntitle: "Published then undone"\nslug: "published-then-undone"\nmetaDescription: "x"\ndescription: "x"\ntags: ["MFA"]\nauthor: "BlokSecure Team"\npublishDate: "2031-03-01"\nfeaturedImage: ""\npublished: true\n---\n\nA post published by mistake.\n',
    );
    expect((await call(base, 'POST', '/api/admin/deploy')).status).toBe(200);
    expect((await fetch(s3.objectUrl('undo', 'blog/published-then-undone/index.html'))).status).toBe(200);

    const res = await call(base, 'POST', '/api/admin/rollback');
    const result = (await res.json()) as GenerationResult;
    expect(res.status, result.message).toBe(200);
    expect(result.success).toBe(true);
    expect(result.message).toMatch(
      /^Rolled back s3:\/\/undo to the deploy of \d{4}-\d\d-\d\dT\S+: \d+ files put back \(\d+\.\d MB\), \d+ unchanged, 2 deleted$/,
    );
    expect(result.stats.outputDirectory).toBe(siteDir);
    expect((await fetch(s3.objectUrl('undo', 'blog/published-then-undone/index.html'))).status).toBe(404);
    expect(Buffer.from(await (await fetch(s3.objectUrl('undo', 'blog/index.html'))).arrayBuffer()).equals(listBefore)).toBe(true);
  }, 600_000);
});
