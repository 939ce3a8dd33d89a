import type { PageSpec } from './pages';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml of every exported page except the not-found page and routes marked noSitemap */
export function sitemapXml(siteUrl: string, pages: PageSpec[], lastmod: Record<string, string> = {}): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = pages
    .filter((p) => !p.notFound && !p.route.noSitemap)
    .map((p) => {
      const mod = lastmod[p.path];
      return `  <url><loc>${xmlEscape(base + p.path)}</loc>${mod ? `<lastmod>${xmlEscape(mod)}</lastmod>` : ''}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but /admin, and where the sitemap is */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}
