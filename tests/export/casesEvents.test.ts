import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../cli/export/outputFile';
import { caseStudies, caseStudyTitleSuffix, realtrisExtended } from '../../src/content/caseStudies';
import { events, registrationKind } from '../../src/content/events';
import { mortgagePowerconnect } from '../../src/content/mortgagePowerconnect';
import { parseEventEnd, parseEventStart } from '../../src/shared/calendar';
import { readReport, readSiteFile, siteDir, titleOf } from './site';

const page = (urlPath: string) => readSiteFile(outputFileFor(urlPath));
/** React escapes these in text and attributes */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const jsonLd = (doc: string) =>
  [...doc.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const imageSources = (doc: string) => [...doc.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);

describe('case study pages in the export', () => {
  it('pre-renders every case id with its fields and the case-study title suffix', async () => {
    for (const c of caseStudies) {
      const doc = await page(`/case-studies/${c.id}`);
      expect(titleOf(doc), c.id).toBe(html(`${c.title}${caseStudyTitleSuffix}`));
      expect(doc, c.id).toContain(`<h1 class="mt-4 text-3xl font-bold leading-tight sm:text-5xl">${html(c.title)}</h1>`);
      for (const text of [c.industry, c.companySize, c.challenge, c.solution, ...c.results, c.testimonial.author]) {
        expect(doc, `${c.id}: ${text}`).toContain(html(text));
      }
      expect(doc, c.id).toContain('aria-label="Rated 5 out of 5 stars"');
      expect(doc, c.id).toContain('href="/demo"');
      expect(doc, c.id).toContain('href="/free-trial"');
      expect(doc, c.id).not.toContain(`href="/case-studies/${c.id}"`);
      const others = caseStudies.filter((o) => o.id !== c.id);
      for (const o of others) expect(doc, `${c.id} links ${o.id}`).toContain(`href="/case-studies/${o.id}"`);
      // static data, nothing to look up: no spinner in the page
      expect(doc, c.id).not.toContain('role="status"');
    }
  });

  it('renders the extended Realtris story at both of its paths, canonical at /case-study-realtris', async () => {
    for (const p of ['/case-study-realtris', '/case-studies/case-study-realtris']) {
      const doc = await page(p);
      expect(doc, p).toContain(html(realtrisExtended.subtitle));
      for (const a of realtrisExtended.keyAchievements) expect(doc, a.title).toContain(html(a.title));
      for (const ph of realtrisExtended.implementation) {
        expect(doc).toContain(html(ph.phase));
        expect(doc).toContain(html(ph.timeframe));
      }
      for (const t of realtrisExtended.testimonials) expect(doc).toContain(html(t.author));
      for (const s of realtrisExtended.technicalDetails.securityStandards) expect(doc).toContain(html(s));
      expect(doc).toContain('href="/blokkey"');
      expect(doc).toContain('href="/bloksafe"');
      expect(doc).toContain('href="/contact"');
      expect(doc).toContain('<link rel="canonical" href="https://bloksecure.com/case-study-realtris"');
    }
  });

  it('lists the four cases with the industry filter on /case-studies', async () => {
    const doc = await page('/case-studies');
    expect(doc).toContain('All Industries');
    for (const c of caseStudies) {
      expect(doc).toContain(`href="/case-studies/${c.id}"`);
      expect(doc).toContain(`>${html(c.industry)}</button>`);
    }
    expect(doc).toContain('line-clamp-2');
  });
});

describe('event pages in the export', () => {
  it('pre-renders every slug with its Event JSON-LD', async () => {
    for (const e of events) {
      const doc = await page(`/events/${e.slug}`);
      expect(titleOf(doc), e.slug).toContain(html(e.title));
      const [ld] = jsonLd(doc).filter((d) => d['@type'] === 'Event');
      expect(ld, e.slug).toBeDefined();
      expect(ld!.name).toBe(e.title);
      expect(ld!.url).toBe(`https://bloksecure.com/events/${e.slug}`);
      expect(ld!.startDate).toBe(parseEventStart(e.date, e.time)!.toISOString());
      expect(ld!.endDate).toBe(parseEventEnd(e.date, e.time)!.toISOString());
      expect(ld!.image).toEqual([`https://bloksecure.com${e.image}`]);
      for (const p of e.fullDescription.split('\n\n')) expect(doc, e.slug).toContain(`<p>${html(p)}</p>`);
      for (const s of e.speakers) expect(doc).toContain(html(s.name));
      for (const a of e.agenda) expect(doc).toContain(html(a.title));
      // the menus render their links only when opened
      expect(doc).toContain('Share Event');
      expect(doc).toContain('Add to Calendar');
      expect(doc).not.toContain('role="menu"');
    }
  });

  it('renders the register control each registrationUrl asks for', async () => {
    for (const e of events) {
      const doc = await page(`/events/${e.slug}`);
      const kind = registrationKind(e.registrationUrl);
      if (kind === 'external')
        expect(doc).toMatch(new RegExp(`<a href="${e.registrationUrl}" target="_blank" rel="noopener noreferrer"[^>]*>Register Now`));
      if (kind === 'tbd') {
        expect(doc).toMatch(/<button type="button" disabled=""[^>]*>Registration TBD<\/button>/);
        expect(doc).toContain('Registration details will be available soon.');
      }
      if (kind === 'modal') expect(doc).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>(<!-- -->)?Register Now<\/button>/);
    }
  });

  it('lists the three events on /events', async () => {
    const doc = await page('/events');
    expect(doc).toContain('>Events and Webinars</h1>');
    for (const e of events) {
      expect(doc).toContain(`href="/events/${e.slug}"`);
      expect(doc).toContain(html(e.date));
    }
    expect(doc).toContain('line-clamp-3');
  });
});

describe('mortgage powerconnect pages in the export', () => {
  it('renders the landing page with the native booth form when no third-party form is configured', async () => {
    const doc = await page('/mortgage-powerconnect');
    expect(doc).toContain(html(mortgagePowerconnect.hero.title));
    expect(doc).toContain('Sign Up at Our Booth');
    expect(doc).toContain('data-testid="native-booth-form"');
    expect(doc).not.toContain('hsforms');
    expect(doc).not.toContain('"eventForm"');
  });

  it('renders the thank-you page, kept out of the sitemap', async () => {
    const doc = await page('/mortgage-powerconnect/thank-you');
    expect(doc).toContain('Thank You for Registering!');
    expect(doc).toContain('href="/blokkey"');
    expect(doc).toContain('<meta name="robots" content="noindex"');
    const sitemap = await readSiteFile('sitemap.xml');
    expect(sitemap).not.toContain('/mortgage-powerconnect/thank-you');
    expect(sitemap).toContain('<loc>https://bloksecure.com/mortgage-powerconnect</loc>');
  });
});

describe('assets of these pages', () => {
  it('exports every image the pages show (no fallback needed)', async () => {
    const report = await readReport();
    const mine = report.pages.filter((p) => /^\/(case-stud|events|mortgage-powerconnect)/.test(p.path));
    expect(mine.length).toBe(caseStudies.length + 2 + 1 + events.length + 2);
    for (const p of mine) {
      for (const src of imageSources(await readSiteFile(p.file))) {
        if (src.startsWith('/')) expect(existsSync(path.join(siteDir(), src)), `${p.path}: ${src}`).toBe(true);
      }
    }
    for (const f of [
      'images/about/oshawa-office.svg',
      'images/team/marcus-oyelaran.svg',
      'images/team/elena-kowalczyk.svg',
      'images/team/samuel-achterberg.svg',
    ]) {
      expect(existsSync(path.join(siteDir(), f)), f).toBe(true);
    }
  });
});
