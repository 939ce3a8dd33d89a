import { spawnSync } from 'node:child_process';
import { readFile, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenMatches } from '../../api/adminAuth';
import { createApiApp } from '../../api/app';
import { createSiteServer, type SiteServer } from '../../api/server';
import type { GenerationResult } from '../../cli/export/report';
import { loadConfig } from '../../core/config';
import { projectRoot, siteZipFor } from '../../core/exportPaths';
import { tempRoot } from '../export/exportCopies';

const TOKEN = 'admin-test-token-3f9a-0123456789abcdef';
const POSTS = [
  '/api/admin/generate-static-blog',
  '/api/admin/generate-static-site',
  '/api/admin/create-static-zip',
  '/api/admin/create-replit-export',
  '/api/admin/create-complete-static-site',
  '/api/admin/regenerate-blog/reducing-helpdesk-load',
];
const GETS = ['/api/admin/status', '/api/admin/download/site.zip', '/api/admin/download/replit-export.zip'];

let root: string;
let siteDir: string;
let site: SiteServer;
let base: string;

const post = (p: string, token: string | null = TOKEN) =>
  fetch(base + p, { method: 'POST', headers: token === null ? {} : { Authorization: `Bearer ${token}` } });

/** a request whose path is sent exactly as written (fetch would resolve '%2e%2e') */
function rawPost(p: string): Promise<{ status: number; body: string }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: u.hostname, port: u.port, path: p, method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => {
          body += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await tempRoot('admin-api');
  siteDir = path.join(root, 'site');
  site = createSiteServer(
    // every failed sign-in below would otherwise soon be answered 429 (that limit has its own test)
    loadConfig({
      PORT: '0',
      DATA_DIR: path.join(root, 'data'),
      ADMIN_TOKEN: TOKEN,
      SITE_URL: 'https://bloksecure.com',
      RATE_LIMIT_ADMIN_FAILURES: '1000',
    }),
    siteDir,
  );
  const { port } = await site.listen();
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await site.close();
  await rm(root, { recursive: true, force: true });
});

describe('admin API access', () => {
  it.each([
    ['no Authorization header', null],
    ['a wrong token', 'wrong-token'],
    ['the token with a suffix', `${TOKEN}x`],
    ['an empty bearer token', ''],
  ])('refuses every admin call with %s (401, the result shape, nothing run)', async (_what, token) => {
    for (const p of POSTS) {
      const res = await post(p, token);
      expect(res.status, p).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="admin"');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await res.json()).toEqual({
        success: false,
        message: 'Unauthorized: send the admin token as "Authorization: Bearer <ADMIN_TOKEN>"',
      });
    }
    for (const p of [...GETS, '/api/admin/no-such-call']) {
      const res = await fetch(base + p, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });
      expect(res.status, p).toBe(401);
    }
    const basic = await fetch(`${base}/api/admin/status`, {
      headers: { Authorization: `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}` },
    });
    expect(basic.status).toBe(401);
  });

  it('compares tokens in constant time over equal-length digests', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches('short', TOKEN)).toBe(false);
    expect(tokenMatches(`${TOKEN}${'x'.repeat(1000)}`, TOKEN)).toBe(false);
  });

  it('without ADMIN_TOKEN generates one into DATA_DIR/admin-token (owner-only), never prints it, and keeps it across starts', async () => {
    const out = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const dataDir = path.join(root, 'data2');
    const app = createApiApp({ config: loadConfig({ DATA_DIR: dataDir }), siteDir: path.join(root, 'other') });
    const printed = out.mock.calls.map((c) => String(c[0])).join('');
    out.mockRestore();
    const file = path.join(dataDir, 'admin-token');
    const token = (await readFile(file, 'utf8')).trim();
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(printed).toContain(file);
    expect(printed).not.toContain(token);
    expect((await app.request('/api/admin/status', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await app.request('/api/admin/status', { headers: { Authorization: 'Bearer guess' } })).status).toBe(401);
    // a restart keeps the same token, so the admin page's saved token still works
    const again = createApiApp({ config: loadConfig({ DATA_DIR: dataDir }), siteDir: path.join(root, 'other') });
    expect((await again.request('/api/admin/status', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('refuses an ADMIN_TOKEN shorter than 32 characters at start-up, without echoing it', () => {
    const short = 'short-secret-token-1234';
    expect(() => loadConfig({ ADMIN_TOKEN: short })).toThrow(
      'Invalid configuration: ADMIN_TOKEN must be at least 32 characters (make one with `openssl rand -base64 32`) (got a secret of 23 characters, not shown)',
    );
    try {
      loadConfig({ ADMIN_TOKEN: short });
    } catch (err) {
      expect(String(err)).not.toContain(short);
    }
    expect(loadConfig({ ADMIN_TOKEN: 'x'.repeat(32) }).ADMIN_TOKEN).toBe('x'.repeat(32));
    // `site serve` stops before listening, with that one line
    const r = spawnSync(process.execPath, ['bin/site.mjs', 'serve', '--dir', root, '--port', '0'], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, ADMIN_TOKEN: short },
      timeout: 60_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('Invalid configuration: ADMIN_TOKEN must be at least 32 characters');
    expect(r.stdout + r.stderr).not.toContain(short);
  });

  it('logs each failed sign-in (time, IP, route, reason; never the token) and answers 429 past the limit, even to the right token', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const dir = path.join(root, 'limited');
    const limited = createSiteServer(
      loadConfig({
        PORT: '0',
        DATA_DIR: path.join(dir, 'data'),
        ADMIN_TOKEN: TOKEN,
        RATE_LIMIT_ADMIN_FAILURES: '3',
        RATE_LIMIT_WINDOW_SECONDS: '600',
      }),
      path.join(dir, 'site'),
    );
    try {
      const { port } = await limited.listen();
      const at = `http://127.0.0.1:${port}/api/admin/status`;
      const guess = 'guess-0123456789-guess-0123456789-guess';
      for (let i = 0; i < 3; i++) expect((await fetch(at, { headers: { Authorization: `Bearer ${guess}` } })).status).toBe(401);
      const blocked = await fetch(at, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(((await blocked.json()) as { message: string }).message).toMatch(
        /^Too many failed admin sign-ins from your address\. Try again in \d+ seconds\.$/,
      );
      const lines = err.mock.calls
        .map((c) => String(c[0]))
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const failed = lines.filter((l) => l.msg === 'admin auth failed');
      expect(failed).toHaveLength(3);
      for (const l of failed) {
        expect(l).toMatchObject({ level: 'warn', ip: '127.0.0.1', method: 'GET', route: '/api/admin/status', reason: 'wrong token' });
        expect(Number.isNaN(Date.parse(String(l.time)))).toBe(false);
      }
      expect(lines.some((l) => l.msg === 'admin auth blocked')).toBe(true);
      const all = err.mock.calls.map((c) => String(c[0])).join('');
      expect(all).not.toContain(guess);
      expect(all).not.toContain(TOKEN);
    } finally {
      err.mockRestore();
      await limited.close();
    }
    // another address is not blocked: the main server (its own limiter) still accepts the token
    expect((await fetch(`${base}/api/admin/status`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});

describe('admin API calls', () => {
  it('answers 409 with the result shape while there is no export to update', async () => {
    const res = await post('/api/admin/generate-static-blog');
    expect(res.status).toBe(409);
    const body = (await res.json()) as GenerationResult;
    expect(body.success).toBe(false);
    expect(body.message).toBe(`no export in ${siteDir} yet: run \`site export\` (or Generate Complete Site) first`);
    expect(body.stats).toEqual({ successCount: 0, errorCount: 1, outputDirectory: siteDir, errors: [body.message] });
  });

  it('refuses an unsafe slug with 400, however it is encoded', async () => {
    for (const p of ['/api/admin/regenerate-blog/..%2Fx', '/api/admin/regenerate-blog/%252e%252e', '/api/admin/regenerate-blog/.env']) {
      const { status, body } = await rawPost(p);
      expect(status, p).toBe(400);
      expect((JSON.parse(body) as GenerationResult).message, p).toMatch(/^unsafe slug /);
    }
    // '%2e%2e' is a dot segment to the URL parser: the path becomes /api/admin/, which runs nothing
    const dots = await rawPost('/api/admin/regenerate-blog/%2e%2e');
    expect(dots.status).toBe(404);
    expect(dots.body).toContain('No API route for POST /api/admin/');
  });

  it('exports the site, refusing a second export while the first runs, then regenerates, zips and downloads', async () => {
    const first = post('/api/admin/generate-static-site');
    await new Promise((r) => setTimeout(r, 300));
    const second = await post('/api/admin/generate-static-site');
    expect(second.status).toBe(409);
    expect(((await second.json()) as GenerationResult).message).toMatch(/^another export of .* is already running/);
    const res = await first;
    expect(res.status).toBe(200);
    const exported = (await res.json()) as GenerationResult;
    expect(exported).toMatchObject({ success: true, stats: { errorCount: 0, outputDirectory: siteDir, errors: [] } });
    expect(exported.stats.totalPages).toBeGreaterThan(40);

    const regen = await post('/api/admin/regenerate-blog/reducing-helpdesk-load');
    expect(regen.status).toBe(200);
    expect(((await regen.json()) as GenerationResult).stats).toMatchObject({ totalPosts: 1, successCount: 1 });
    const unknown = await post('/api/admin/regenerate-blog/no-such-post');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as GenerationResult).message).toMatch(/^no published post has the slug "no-such-post"/);

    const zip = await post('/api/admin/create-static-zip');
    expect(zip.status).toBe(200);
    expect(((await zip.json()) as GenerationResult).message).toMatch(/^Created site\.zip/);
    const status = await (await fetch(`${base}/api/admin/status`, { headers: { Authorization: `Bearer ${TOKEN}` } })).json();
    expect(status).toEqual({ outputDirectory: siteDir, hasExport: true, downloads: { 'site.zip': true, 'replit-export.zip': false } });
    const download = await fetch(`${base}/api/admin/download/site.zip`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="site.zip"');
    expect(Buffer.from(await download.arrayBuffer()).equals(await readFile(siteZipFor(siteDir)))).toBe(true);
    const missing = await fetch(`${base}/api/admin/download/replit-export.zip`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(missing.status).toBe(404);
    const other = await fetch(`${base}/api/admin/download/..%2Fsite.zip`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(other.status).toBe(404);
  });

  it('serves /admin from outside the export, never indexed, and keeps it out of the sitemap', async () => {
    const res = await fetch(`${base}/admin`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Static Site Generator');
    expect(await readFile(path.join(siteDir, 'admin', 'index.html')).catch(() => null)).toBeNull();
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://bloksecure.com/blog</loc>');
    expect(sitemap).not.toMatch(/\/admin<\/loc>/);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain('Disallow: /admin');
  });
});
