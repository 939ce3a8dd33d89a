import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../cli/export/outputFile';
import { caseStudies, caseStudyTitleSuffix, realtrisExtended } from '../../src/content/caseStudies';
import { events, registrationKind } from '../../src/content/events';
import { mortgagePowerconnect } from '../../src/content/mortgagePowerconnect';
import { parseEventEnd, parseEventStart } from '../../src/shared/calendar';
import { attrValues, byTag, findAll, type HtmlDocument, h1Of, jsonLdOf, metaContent, pageDataOf, parseHtml, textOf } from './html';
import { readReport, readSiteFile, siteDir } from './site';

/** a page of the export, parsed */
const page = async (urlPath: string) => parseHtml(await readSiteFile(outputFileFor(urlPath)));
const titleOf = (doc: HtmlDocument) => textOf(byTag(doc, 'title')[0] ?? doc);
const hrefs = (doc: HtmlDocument) => attrValues(doc, 'href');
const withAttr = (doc: HtmlDocument, name: string, value: string) => findAll(doc, (el) => el.attribs[name] === value);
/** the controls (links and buttons) whose text is this */
const controls = (doc: HtmlDocument, text: string) =>
  findAll(doc, (el) => (el.name === 'a' || el.name === 'button') && textOf(el) === text);

describe('case study pages in the export', () => {
  it('pre-renders every case id with its fields and the case-study title suffix', async () => {
    for (const c of caseStudies) {
      const doc = await page(`/case-studies/${c.id}`);
      expect(titleOf(doc), c.id).toBe(`${c.title}${caseStudyTitleSuffix}`);
      expect(h1Of(doc), c.id).toBe(c.title);
      const text = textOf(doc);
      for (const field of [c.industry, c.companySize, c.challenge, c.solution, ...c.results, c.testimonial.author]) {
        expect(text, `${c.id}: ${field}`).toContain(field);
      }
      expect(withAttr(doc, 'aria-label', 'Rated 5 out of 5 stars').length, c.id).toBeGreaterThan(0);
      expect(hrefs(doc), c.id).toContain('/demo');
      expect(hrefs(doc), c.id).toContain('/free-trial');
      expect(hrefs(doc), c.id).not.toContain(`/case-studies/${c.id}`);
      const others = caseStudies.filter((o) => o.id !== c.id);
      for (const o of others) expect(hrefs(doc), `${c.id} links ${o.id}`).toContain(`/case-studies/${o.id}`);
      // static data, nothing to look up: no spinner in the page
      expect(withAttr(doc, 'role', 'status'), c.id).toEqual([]);
    }
  });

  it('renders the extended Realtris story at both of its paths, canonical at /case-study-realtris', async () => {
    for (const p of ['/case-study-realtris', '/case-studies/case-study-realtris']) {
      const doc = await page(p);
      const text = textOf(doc);
      expect(text, p).toContain(realtrisExtended.subtitle);
      for (const a of realtrisExtended.keyAchievements) expect(text, a.title).toContain(a.title);
      for (const ph of realtrisExtended.implementation) {
        expect(text).toContain(ph.phase);
        expect(text).toContain(ph.timeframe);
      }
      for (const t of realtrisExtended.testimonials) expect(text).toContain(t.author);
      for (const s of realtrisExtended.technicalDetails.securityStandards) expect(text).toContain(s);
      for (const href of ['/blokkey', '/bloksafe', '/contact']) expect(hrefs(doc), href).toContain(href);
      expect(
        byTag(doc, 'link')
          .filter((l) => l.attribs.rel === 'canonical')
          .map((l) => l.attribs.href),
      ).toEqual(['https://bloksecure.com/case-study-realtris']);
    }
  });

  it('lists the four cases with the industry filter on /case-studies', async () => {
    const doc = await page('/case-studies');
    expect(controls(doc, 'All Industries')).toHaveLength(1);
    for (const c of caseStudies) {
      expect(hrefs(doc)).toContain(`/case-studies/${c.id}`);
      expect(controls(doc, c.industry).map((b) => b.name)).toContain('button');
    }
    expect(findAll(doc, (el) => (el.attribs.class ?? '').split(' ').includes('line-clamp-2')).length).toBeGreaterThan(0);
  });
});

describe('event pages in the export', () => {
  it('pre-renders every slug with its Event JSON-LD', async () => {
    for (const e of events) {
      const doc = await page(`/events/${e.slug}`);
      expect(titleOf(doc), e.slug).toContain(e.title);
      const [ld] = jsonLdOf(doc).filter((d) => d['@type'] === 'Event');
      expect(ld, e.slug).toBeDefined();
      expect(ld!.name).toBe(e.title);
      expect(ld!.url).toBe(`https://bloksecure.com/events/${e.slug}`);
      expect(ld!.startDate).toBe(parseEventStart(e.date, e.time)!.toISOString());
      expect(ld!.endDate).toBe(parseEventEnd(e.date, e.time)!.toISOString());
      expect(ld!.image).toEqual([`https://bloksecure.com${e.image}`]);
      const paragraphs = byTag(doc, 'p').map(textOf);
      for (const p of e.fullDescription.split('\n\n')) expect(paragraphs, e.slug).toContain(p);
      const text = textOf(doc);
      for (const s of e.speakers) expect(text).toContain(s.name);
      for (const a of e.agenda) expect(text).toContain(a.title);
      // the menus render their links only when opened
      expect(text).toContain('Share Event');
      expect(text).toContain('Add to Calendar');
      expect(withAttr(doc, 'role', 'menu')).toEqual([]);
    }
  });

  it('renders the register control each registrationUrl asks for', async () => {
    for (const e of events) {
      const doc = await page(`/events/${e.slug}`);
      const kind = registrationKind(e.registrationUrl);
      if (kind === 'external')
        expect(
          controls(doc, 'Register Now (opens in a new tab)').map((a) => [a.name, a.attribs.href, a.attribs.target, a.attribs.rel]),
        ).toEqual([['a', e.registrationUrl, '_blank', 'noopener noreferrer']]);
      if (kind === 'tbd') {
        expect(controls(doc, 'Registration TBD').map((b) => [b.name, b.attribs.type, b.attribs.disabled])).toEqual([
          ['button', 'button', ''],
        ]);
        expect(textOf(doc)).toContain('Registration details will be available soon.');
      }
      if (kind === 'modal')
        expect(controls(doc, 'Register Now').map((b) => [b.name, b.attribs['aria-haspopup']])).toEqual([['button', 'dialog']]);
    }
  });

  it('lists the three events on /events', async () => {
    const doc = await page('/events');
    expect(h1Of(doc)).toBe('Events and Webinars');
    for (const e of events) {
      expect(hrefs(doc)).toContain(`/events/${e.slug}`);
      expect(textOf(doc)).toContain(e.date);
    }
    expect(findAll(doc, (el) => (el.attribs.class ?? '').split(' ').includes('line-clamp-3')).length).toBeGreaterThan(0);
  });
});

describe('mortgage powerconnect pages in the export', () => {
  it('renders the landing page with the native booth form when no third-party form is configured', async () => {
    const doc = await page('/mortgage-powerconnect');
    expect(h1Of(doc)).toBe(mortgagePowerconnect.hero.title);
    expect(textOf(doc)).toContain('Sign Up at Our Booth');
    expect(withAttr(doc, 'data-testid', 'native-booth-form')).toHaveLength(1);
    expect(attrValues(doc, 'src').filter((src) => src.includes('hsforms'))).toEqual([]);
    expect(pageDataOf(doc).config.eventForm).toBeUndefined();
  });

  it('renders the thank-you page, kept out of the sitemap', async () => {
    const doc = await page('/mortgage-powerconnect/thank-you');
    expect(textOf(doc)).toContain('Thank You for Registering!');
    expect(hrefs(doc)).toContain('/blokkey');
    expect(metaContent(doc, 'robots')).toBe('noindex');
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
      for (const src of byTag(parseHtml(await readSiteFile(p.file)), 'img').map((img) => img.attribs.src ?? '')) {
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
