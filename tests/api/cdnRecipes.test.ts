import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../api/server';
import { deploySite } from '../../cli/deploy/deploySite';
import { deployableFiles } from '../../cli/deploy/files';
import { loadConfig } from '../../core/config';
import { securityHeaders } from '../../core/securityHeaders';
import { fill, recipe } from '../docRecipes';
import { tempRoot } from '../export/exportCopies';
import { startS3, type TestS3 } from '../export/s3Server';
import { siteDir } from '../export/site';
import { type NginxProcess, startNginx } from './helpers/nginx';
import { freePort } from './helpers/smtp';
import { FRONT_HOSTNAME, testCertificate } from './helpers/tlsFront';

/**
 * docs/deploy.md, section 2, run as written. The nginx recipe (only its addresses, paths and port filled
 * in) serves a real `site deploy` of the export from s3rver over TLS, with `site serve` as the API behind
 * it; every sitemap page, asset and not-found answer is compared with `site serve` on the same export (as
 * it answers behind a TLS proxy): status, bytes after decoding, Content-Type, Cache-Control, and each
 * security header, sent once. The CloudFront function is run in Node against the same URLs.
 */

/** the security headers site serve sends behind a TLS proxy (lower case) */
const SECURITY = Object.keys(securityHeaders({ hsts: true })).map((h) => h.toLowerCase());

interface Answer {
  status: number;
  /** the body, decoded from gzip when the answer was compressed */
  body: Buffer;
  headers: IncomingHttpHeaders;
  /** how many times each header (lower case) was sent */
  counts: Record<string, number>;
}

/** a GET over HTTP or HTTPS (trusting `ca`), offering gzip; the body decoded */
function get(url: string, opts: { ca?: Buffer; headers?: Record<string, string> } = {}): Promise<Answer> {
  const u = new URL(url);
  const send = u.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method: 'GET',
        headers: { 'Accept-Encoding': 'gzip', ...opts.headers },
        ...(opts.ca ? { ca: opts.ca, servername: FRONT_HOSTNAME } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const counts: Record<string, number> = {};
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = (res.rawHeaders[i] ?? '').toLowerCase();
            counts[name] = (counts[name] ?? 0) + 1;
          }
          const gz = res.headers['content-encoding'] === 'gzip';
          resolve({ status: res.statusCode ?? 0, body: gz ? gunzipSync(raw) : raw, headers: res.headers, counts });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let root: string;
let s3: TestS3;
let site: SiteServer;
let serveBase: string;
let cdnBase: string;
let ca: Buffer;
let nginx: NginxProcess | undefined;
let removeCert: (() => Promise<void>) | undefined;

/** the reference: `site serve` as it answers behind a TLS proxy */
const reference = (p: string) => get(serveBase + p, { headers: { 'X-Forwarded-Proto': 'https' } });
const throughCdn = (p: string) => get(cdnBase + p, { ca });

/** the sitemap's pages as paths */
async function sitemapPaths(): Promise<string[]> {
  const xml = await readFile(path.join(siteDir(), 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https:\/\/bloksecure\.com([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
}

describe('the nginx CDN recipe in front of an S3-compatible store', () => {
  beforeAll(async () => {
    root = await tempRoot('cdn');
    s3 = await startS3(['www-example-com']);
    await deploySite({ dir: siteDir(), target: 's3://www-example-com/site-live', config: s3.config, quiet: true });
    site = createSiteServer(
      loadConfig({
        PORT: '0',
        DATA_DIR: path.join(root, 'data'),
        TRUST_PROXY: 'true',
        SITE_URL: 'https://bloksecure.com',
        LOG_LEVEL: 'warn',
      }),
      siteDir(),
    );
    const { port: apiPort } = await site.listen();
    serveBase = `http://127.0.0.1:${apiPort}`;

    const tls = await testCertificate();
    removeCert = tls.remove;
    ca = tls.cert;
    const key = path.join(root, 'cdn.key');
    await writeFile(key, tls.key, { mode: 0o600 });
    const port = await freePort();
    cdnBase = `https://127.0.0.1:${port}`;
    const cache = path.join(root, 'cache');
    await mkdir(cache, { recursive: true });
    const cdn = fill(recipe('docs/deploy.md', 'cdn-nginx'), {
      'minio.internal:9000': s3.endpoint.replace('http://', ''),
      'https://api-origin.example.com': serveBase,
      '443 ssl': `127.0.0.1:${port} ssl`,
      '/etc/ssl/www.example.com.pem': tls.certFile,
      '/etc/ssl/www.example.com.key': key,
      '/var/cache/nginx/bloksecure': cache,
    });
    nginx = await startNginx(cdn, {
      workers: 1,
      ready: () =>
        throughCdn('/').then(
          () => true,
          () => false,
        ),
    });
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await removeCert?.();
    await site?.close();
    await s3?.stop();
    await rm(root, { recursive: true, force: true });
  });

  /**
   * the answer through the CDN matches site serve's: status, bytes, Content-Type, Cache-Control, security
   * headers once (a redirect: its Location instead of a body, which no browser shows)
   */
  async function expectSame(p: string) {
    const [ours, cdn] = await Promise.all([reference(p), throughCdn(p)]);
    expect(cdn.status, p).toBe(ours.status);
    const redirect = ours.status >= 300 && ours.status < 400;
    if (!redirect) expect(cdn.body.equals(ours.body), `${p}: bytes`).toBe(true);
    for (const name of [...(redirect ? ['location'] : ['content-type']), 'cache-control', ...SECURITY]) {
      expect(cdn.headers[name], `${p}: ${name}`).toBe(ours.headers[name]);
      if (ours.headers[name] !== undefined) expect(cdn.counts[name], `${p}: ${name} sent once`).toBe(1);
    }
    return cdn;
  }

  it('serves every sitemap page as site serve does, under the deploy prefix, with and without the trailing slash', async () => {
    const pages = await sitemapPaths();
    expect(pages.length).toBeGreaterThan(40);
    for (const p of pages) {
      const cdn = await expectSame(p);
      expect(cdn.status, p).toBe(200);
      expect(cdn.headers['content-encoding'], p).toBe('gzip');
      expect(cdn.headers.vary, p).toBe('Accept-Encoding');
    }
    for (const p of ['/about/', '/blog/', '/']) expect((await throughCdn(p)).status, p).toBe(200);
  });

  it('serves every other file of the deploy (assets, feed, JSON copies, sitemap) as site serve does', async () => {
    const files = (await deployableFiles(siteDir())).map((f) => f.rel).filter((rel) => !rel.endsWith('.html'));
    expect(files.filter((f) => f.startsWith('assets/')).length).toBeGreaterThan(20);
    for (const rel of files) {
      const cdn = await expectSame(`/${rel}`);
      expect(cdn.status, rel).toBe(200);
      if (rel.startsWith('assets/')) expect(cdn.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // an asset is cached by the CDN: the second answer comes from nginx's cache, with the same bytes
    const asset = files.find((f) => f.endsWith('.js')) ?? '';
    expect((await throughCdn(`/${asset}`)).body.equals(await readFile(path.join(siteDir(), asset)))).toBe(true);
  });

  it('answers a missing page, a dotfile, the deploy manifest and /admin with the 404 page, and redirects an unknown case study', async () => {
    for (const p of [
      '/no-such-page',
      '/blog/no-such-post',
      '/assets/missing-1234.js',
      '/.site-deploy.json',
      '/.site-deploy/objects/x',
      '/.env',
    ]) {
      const cdn = await expectSame(p);
      expect(cdn.status, p).toBe(404);
      expect(cdn.body.toString(), p).toContain('Page Not Found');
      expect(cdn.headers['cache-control'], p).toBe('no-cache');
    }
    const unknown = await expectSame('/case-studies/no-such-study');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/case-studies');
    expect((await expectSame('/case-studies/case-study-realtris')).status).toBe(200);
    for (const p of ['/admin', '/admin/', '/api/admin/status']) {
      const cdn = await throughCdn(p);
      expect(cdn.status, p).toBe(404);
      expect(cdn.body.toString(), p).toContain('Page Not Found');
    }
  });

  it('never passes a query string to the store, nor keeps it in the cache key', async () => {
    const about = await throughCdn('/about');
    for (const q of ['?acl', '?tagging', '?versions', '?uploads', '?x=1']) {
      const cdn = await throughCdn(`/about${q}`);
      expect(cdn.status, q).toBe(200);
      expect(cdn.body.equals(about.body), q).toBe(true);
    }
    for (const p of ['/about%3Facl', '/about%20x']) expect((await throughCdn(p)).status, p).toBe(404);
  });

  it("sends /api/* to the API with each security header once and the API's own Cache-Control", async () => {
    for (const p of ['/api/health', '/api/blog/posts', '/api/blog/posts/no-such-post']) {
      const [ours, cdn] = await Promise.all([reference(p), throughCdn(p)]);
      expect(cdn.status, p).toBe(ours.status);
      expect(cdn.body.equals(ours.body), p).toBe(true);
      for (const name of ['content-type', 'cache-control', ...SECURITY]) {
        expect(cdn.headers[name], `${p} ${name}`).toBe(ours.headers[name]);
        if (ours.headers[name] !== undefined) expect(cdn.counts[name], `${p} ${name}`).toBe(1);
      }
    }
  });
});

describe('the CloudFront function, run in Node', () => {
  type Req = { uri: string; querystring: Record<string, unknown> };
  type Res = { statusCode: number; headers: Record<string, { value: string }> };
  const handler = new Function(`${recipe('docs/deploy.md', 'cloudfront-function').text}\nreturn handler;`)() as (e: {
    request: Req;
  }) => Req | Res;
  const run = (uri: string, querystring: Record<string, unknown> = {}) => handler({ request: { uri, querystring } });

  it('maps every sitemap page to its key, keeps files as they are, and drops the query string', async () => {
    for (const p of await sitemapPaths()) {
      const out = run(p, { acl: { value: '' } }) as Req;
      const key = out.uri.slice(1);
      expect(existsSync(path.join(siteDir(), key)), `${p} -> ${out.uri}`).toBe(true);
      expect(out.querystring).toEqual({});
      if (p !== '/') expect((run(`${p}/`) as Req).uri).toBe(out.uri);
    }
    for (const rel of ['sitemap.xml', 'blog/feed.xml', 'robots.txt', 'api/blog/posts.json', '.well-known/security.txt'])
      expect((run(`/${rel}`) as Req).uri).toBe(`/${rel}`);
  });

  it('sends dotfiles to a key no export has (the 404 page), and redirects an unknown case study only', async () => {
    for (const p of ['/.site-deploy.json', '/.site-deploy/objects/abc', '/.env', '/blog/.git/config'])
      expect((run(p) as Req).uri).toBe('/_not-found');
    expect(existsSync(path.join(siteDir(), '_not-found'))).toBe(false);
    const redirect = run('/case-studies/no-such-study') as Res;
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location?.value).toBe('/case-studies');
    // every case study the export has is served, none redirected: the list in the function is complete
    const studies = (await sitemapPaths()).filter((p) => /^\/case-studies\/[^/]+$/.test(p));
    expect(studies.length).toBeGreaterThan(0);
    for (const p of studies) expect((run(p) as Req).uri, p).toBe(`${p}/index.html`);
  });
});
