import { describe, expect, it } from 'vitest';
import type { PageSpec } from '../../../cli/export/pages';
import { robotsTxt, sitemapXml } from '../../../cli/export/sitemap';

const page = (path: string, extra: Partial<PageSpec> = {}): PageSpec => ({
  path,
  notFound: false,
  route: { path, page: 'pages/company/AboutPage' },
  ...extra,
});

describe('sitemapXml', () => {
  it('lists pages with absolute URLs, leaves out the not-found page and noSitemap routes', () => {
    const xml = sitemapXml('https://example.com/', [
      page('/'),
      page('/about'),
      page('/404', { notFound: true }),
      page('/hidden', { route: { path: '/hidden', page: 'pages/company/AboutPage', noSitemap: true } }),
    ]);
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/about</loc>');
    expect(xml).not.toContain('404');
    expect(xml).not.toContain('hidden');
  });
  it('escapes XML and adds lastmod when known', () => {
    const xml = sitemapXml('https://example.com', [page('/a&b')], { '/a&b': '2025-05-16' });
    expect(xml).toContain('https://example.com/a&amp;b');
    expect(xml).toContain('<lastmod>2025-05-16</lastmod>');
  });
  it('robots.txt keeps crawlers out of /admin and names the sitemap', () => {
    expect(robotsTxt('https://example.com')).toMatch(/Disallow: \/admin\n[\s\S]*Sitemap: https:\/\/example.com\/sitemap.xml/);
  });
});
