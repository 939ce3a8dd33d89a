import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../api/server';
import { startNginx } from '../../bench/nginx.mjs';
import { loadConfig } from '../../core/config';
import { siteDir } from '../export/site';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });

const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'permissions-policy',
];

let site: SiteServer;
let base: string;
let asset: string;

beforeAll(async () => {
  site = createSiteServer(loadConfig({ PORT: '0', DATA_DIR: `dist/test-data-hostfiles-${process.pid}` }), siteDir());
  const { port } = await site.listen();
  base = `http://127.0.0.1:${port}`;
  asset = (await (await fetch(`${base}/about`)).text()).match(/src="(\/assets\/boot-[^"]+\.js)"/)?.[1] ?? '';
});
afterAll(() => site.close());

describe('host header files in the export', () => {
  it('writes _headers and nginx.conf at the export root', async () => {
    const headers = await readFile(path.join(siteDir(), '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: /m);
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain('/about\n  Cache-Control: public, max-age=0, must-revalidate');
    expect(existsSync(path.join(siteDir(), 'nginx.conf'))).toBe(true);
  });

  it('carries the security headers site serve sends', async () => {
    const headers = await readFile(path.join(siteDir(), '_headers'), 'utf8');
    const res = await fetch(`${base}/about`);
    for (const name of SECURITY) expect(headers.toLowerCase(), name).toContain(`${name}: ${res.headers.get(name)}`.toLowerCase());
  });

  it('are not served by site serve', async () => {
    for (const url of ['/_headers', '/_headers/', '/%5Fheaders', '/nginx.conf']) {
      const res = await fetch(base + url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('Content-Security-Policy');
    }
  });
});

describe('the nginx.conf snippet in Debian nginx', () => {
  let nginx: { port: number; stop(): Promise<void> };
  let nbase: string;
  beforeAll(async () => {
    nginx = await startNginx({ siteDir: siteDir(), port: await freePort() });
    nbase = `http://127.0.0.1:${nginx.port}`;
  });
  afterAll(() => nginx?.stop());

  it('serves pages and assets with the same security and cache headers as site serve', async () => {
    for (const url of ['/about', '/', '/blog/', asset]) {
      const [ours, theirs] = await Promise.all([fetch(base + url), fetch(nbase + url)]);
      expect(theirs.status, url).toBe(200);
      expect(theirs.headers.get('content-type'), url).toContain(url === asset ? 'javascript' : 'text/html');
      for (const name of [...SECURITY, 'cache-control']) expect(theirs.headers.get(name), `${url} ${name}`).toBe(ours.headers.get(name));
    }
  });

  it('serves the gzip copies, answers unknown paths with the 404 page, and hides host files', async () => {
    const gz = await fetch(nbase + asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    for (const url of ['/no-such-page', '/_headers', '/nginx.conf']) {
      const res = await fetch(nbase + url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toContain('Page Not Found');
      expect(res.headers.get('content-security-policy'), url).toBeTruthy();
    }
  });
});
