import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../api/server';
import { outputFileFor } from '../../cli/export/outputFile';
import { loadConfig } from '../../core/config';
import { routes } from '../../src/routes';
import { siteDir, titleOf } from '../export/site';

let site: SiteServer;
let base: string;

beforeAll(async () => {
  site = createSiteServer(loadConfig({ PORT: '0', DATA_DIR: `dist/test-data-serve-${process.pid}` }), siteDir());
  const { port } = await site.listen();
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => site.close());

describe('site serve', () => {
  it('answers every static route with 200 and its title', async () => {
    for (const r of routes.filter((x) => !x.path.includes(':') && !x.serverOnly)) {
      const res = await fetch(base + r.path);
      expect(res.status, r.path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(titleOf(await res.text()), r.path).toMatch(/BlokSecure/);
      expect(outputFileFor(r.path)).toBeTruthy();
    }
  });

  it('answers an unknown path with 404 and the not-found page', async () => {
    const res = await fetch(`${base}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await fetch(`${base}/api/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()) as { error: string }).toHaveProperty('error');
  });

  it('sends security headers: CSP without unsafe script sources, frame-ancestors, nosniff, referrer policy', async () => {
    const res = await fetch(`${base}/about`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS only behind a TLS proxy that says so', async () => {
    const proxied = createSiteServer(loadConfig({ PORT: '0', TRUST_PROXY: 'true' }), siteDir());
    const { port } = await proxied.listen();
    try {
      const tls = await fetch(`http://127.0.0.1:${port}/about`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await fetch(`http://127.0.0.1:${port}/about`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });

  it('serves hashed assets brotli-compressed and immutable, HTML revalidated with ETag and 304', async () => {
    const html = await (await fetch(`${base}/about`)).text();
    const js = html.match(/src="(\/assets\/boot-[^"]+\.js)"/)?.[1];
    expect(js).toBeDefined();
    const asset = await fetch(base + js!, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${base}/about`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/about`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('never serves dotfiles', async () => {
    const res = await fetch(`${base}/.env`);
    expect(res.status).toBe(404);
  });
});
