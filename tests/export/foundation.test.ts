import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../cli/export/outputFile';
import { routes } from '../../src/routes';
import { byTag, metaContent, parseHtml, scriptText, textOf } from './html';
import { readReport, readSiteFile, siteDir, titleOf } from './site';

describe('site export', () => {
  it('writes every static route of the table with its own title and description', async () => {
    for (const r of routes.filter((x) => !x.path.includes(':') && !x.serverOnly)) {
      const html = await readSiteFile(outputFileFor(r.path));
      expect(html.startsWith('<!DOCTYPE html>'), r.path).toBe(true);
      expect(titleOf(html), r.path).toMatch(/\S/);
      const doc = parseHtml(html);
      expect(metaContent(doc, 'description')?.length ?? 0, r.path).toBeGreaterThanOrEqual(20);
      expect(
        byTag(doc, 'link')
          .filter((l) => l.attribs.rel === 'canonical')
          .map((l) => l.attribs.href),
        r.path,
      ).toEqual([`https://bloksecure.com${r.path === '/' ? '/' : r.path}`]);
      expect(byTag(doc, 'meta').filter((m) => m.attribs.property === 'og:title').length, r.path).toBe(1);
    }
  });

  it('writes 404.html with the not-found texts', async () => {
    const html = await readSiteFile('404.html');
    expect(titleOf(html)).toBe('Page Not Found | BlokSecure');
    const text = textOf(parseHtml(html));
    expect(text).toContain('404');
    expect(text).toContain("The page you're looking for doesn't exist or has been moved...");
    expect(text).toContain('Back to Home');
    expect(text).toContain('Go Back');
    expect(text).toContain('Contact our support team');
    // an address that answers 404 is no canonical URL: neither /404 nor the path asked for (issue 36, item 9)
    const doc = parseHtml(html);
    expect(byTag(doc, 'link').filter((l) => l.attribs.rel === 'canonical')).toEqual([]);
    expect(byTag(doc, 'meta').filter((m) => m.attribs.property === 'og:url')).toEqual([]);
    expect(metaContent(doc, 'robots')).toBe('noindex');
  });

  it('lists every exported page in sitemap.xml, and nothing else', async () => {
    const report = await readReport();
    const xml = await readSiteFile('sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const unlisted = new Set(routes.filter((r) => r.noSitemap).map((r) => r.path));
    const pages = report.pages.filter((p) => p.status === 200 && !unlisted.has(p.path)).map((p) => p.path);
    expect(locs.sort()).toEqual(pages.sort());
    expect(await readSiteFile('robots.txt')).toContain('Sitemap: https://bloksecure.com/sitemap.xml');
  });

  it('emits hashed assets, precompressed copies and no inline executable script', async () => {
    const assets = await readdir(path.join(siteDir(), 'assets'));
    expect(assets.some((f) => /^main-[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
    expect(assets.some((f) => /^app-[a-f0-9]{10}\.css$/.test(f))).toBe(true);
    for (const f of assets.filter((x) => x.endsWith('.js') || x.endsWith('.css'))) {
      expect(assets, f).toContain(`${f}.br`);
      expect(assets, f).toContain(`${f}.gz`);
    }
    const report = await readReport();
    for (const p of report.pages) {
      const html = await readSiteFile(p.file);
      for (const script of byTag(parseHtml(html), 'script')) {
        const { type, src } = script.attribs;
        expect(['module', 'application/json', 'application/ld+json'], `${p.path}: script type ${type}`).toContain(type);
        // a module script loads a file; only data blocks carry their content inline
        if (type === 'module')
          expect({ src, inline: scriptText(script) }, p.path).toEqual({ src: expect.stringMatching(/^\/assets\//), inline: '' });
      }
      // no analytics id is configured for this export: no third-party script may load
      expect(html, p.path).not.toContain('googletagmanager');
    }
  });

  it('reports every page with its size and render time, and leaves no staging folder behind', async () => {
    const report = await readReport();
    expect(report.pages.length).toBeGreaterThanOrEqual(routes.filter((r) => !r.path.includes(':')).length);
    for (const p of report.pages) {
      expect(p.bytes, p.path).toBeGreaterThan(1000);
      expect(p.brotliBytes, p.path).toBeLessThan(p.bytes);
      // a whole number of milliseconds within the export's own duration
      expect(Number.isInteger(p.renderMs) && p.renderMs >= 0, `${p.path}: renderMs ${p.renderMs}`).toBe(true);
      expect(p.renderMs, p.path).toBeLessThanOrEqual(report.durationMs);
    }
    // 52 pages take measurable time to render: all zeros would mean the timing is not taken
    expect(report.pages.reduce((sum, p) => sum + p.renderMs, 0)).toBeGreaterThan(0);
    const siblings = await readdir(path.dirname(siteDir()));
    expect(siblings.filter((s) => s.includes('staging') || s.includes('.old-'))).toEqual([]);
    expect(existsSync(path.join(siteDir(), 'favicon.svg'))).toBe(true);
  });
});
