import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { about, advisors, leadership } from '../../../src/content/about';
import { careers } from '../../../src/content/careers';
import {
  caseIndustries,
  caseStudies,
  caseStudyTitleSuffix,
  findCaseStudy,
  otherCaseStudies,
  realtrisExtended,
} from '../../../src/content/caseStudies';
import { events, eventTypes, findEvent, registrationKind } from '../../../src/content/events';
import { mortgagePowerconnect, mortgagePowerconnectAnalytics, submissionGuidParam } from '../../../src/content/mortgagePowerconnect';
import { site } from '../../../src/content/site';

const text = z.string().trim().min(1);
const iconName = z.string().refine((n) => n in lucide, { message: 'not a lucide-react icon' });
const internalHref = z.string().regex(/^\/[a-z0-9\-/]*$/);
const imagePath = z.string().regex(/^\/images\/[a-z0-9\-/]+\.(svg|jpg|png|webp)$/);
const meta = z.object({ title: text, description: text });
const titledText = z.object({ title: text, text });
const valueItem = z.object({ title: text, description: text, icon: iconName });

const teamMember = z.object({
  name: text,
  position: text,
  bio: text,
  image: z.string().regex(/^\/images\/team\/[a-z0-9-]+\.svg$/),
  linkedin: z.string().regex(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/),
});

const aboutSchema = z.object({
  hero: titledText,
  story: z.object({ title: z.literal('Our Story'), paragraphs: z.array(text).length(3) }),
  mission: titledText,
  vision: titledText,
  values: z.array(valueItem).length(4),
  leadership: z.array(teamMember).length(2),
  advisors: z.array(teamMember).length(1),
  globalPresence: z.object({
    title: z.literal('Global Presence'),
    text,
    headquarters: text,
    regions: z.array(text),
    officeImage: z.literal('/images/about/oshawa-office.svg'),
    officeImageAlt: text,
  }),
  partner: z.object({ title: z.literal('Partner With Us'), text, ctaLabel: z.literal('Contact Us'), href: z.literal('/contact') }),
  meta,
});

const careersSchema = z.object({
  hero: titledText,
  valuesTitle: text,
  values: z.array(valueItem).length(4),
  workWithPurposeTitle: text,
  workWithPurpose: z.array(text).min(5).max(6),
  openings: z.object({ title: z.literal('Current Openings'), text, ctaLabel: text, href: z.literal('/contact') }),
  meta,
});

const testimonial = z.object({ quote: text, author: text, position: text });
const caseStudySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  industry: text,
  companySize: text,
  challenge: z.string().min(200),
  solution: text,
  results: z.array(text).length(4),
  testimonial,
  image: imagePath,
});
const extendedSchema = caseStudySchema.extend({
  subtitle: text,
  location: text,
  products: z.array(text),
  logoImage: imagePath,
  featuredImage: imagePath,
  keyAchievements: z.array(valueItem).length(4),
  implementation: z.array(z.object({ phase: text, description: text, timeframe: text })).length(4),
  technicalDetails: z.object({
    integrations: z.array(text).min(1),
    deploymentModel: text,
    authentication: text,
    securityStandards: z.array(text).min(1),
  }),
  testimonials: z.array(testimonial).length(3),
  solutionsUsed: z.array(z.object({ name: text, href: internalHref, description: text })).length(2),
});

const eventSchema = z.object({
  id: text,
  title: text,
  description: text,
  type: z.enum(['webinar', 'conference', 'workshop']),
  date: text,
  time: z.string().regex(/^\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M EST$/),
  location: text,
  image: z.string().regex(/^\/images\/events\/[a-z0-9-]+\.svg$/),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  fullDescription: text,
  speakers: z
    .array(z.object({ name: text, title: text, image: imagePath }))
    .min(2)
    .max(3),
  agenda: z
    .array(z.object({ time: text, title: text, description: text }))
    .min(4)
    .max(6),
  registrationUrl: text,
});

const link = z.object({ label: text, href: internalHref });
const powerconnectSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, subtitle: text, dateVenue: text }),
  offersTitle: text,
  offers: z.array(valueItem).length(3),
  formTitle: z.literal('Sign Up at Our Booth'),
  formIntro: text,
  thankYouInline: z.object({ title: z.literal('Thank You for Registering!'), text }),
  thankYouPage: z.object({ title: text, paragraphs: z.array(text).min(1) }),
  links: z.object({ home: link, product: link }),
  meta: z.object({ landing: meta, thankYou: meta }),
});

/** Every string reachable from a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const allContent = [about, careers, caseStudies, realtrisExtended, events, mortgagePowerconnect];

describe('company content: copy hygiene', () => {
  it('uses plain ASCII punctuation and no placeholder text', () => {
    for (const s of strings(allContent)) {
      expect(s, s).toMatch(/^[\x20-\x7e\n]*$/);
      expect(s.toLowerCase()).not.toMatch(/lorem|ipsum|todo|xxx/);
    }
  });

  it('never retypes site emails with a different spelling', () => {
    const emails = Object.values(site.emails) as string[];
    for (const s of strings(allContent)) {
      for (const found of s.match(/[\w.+-]+@[\w.-]+\.[a-z]{2,}/gi) ?? []) expect(emails).toContain(found);
    }
  });
});

describe('about', () => {
  it('parses and has the spec sections', () => {
    const a = aboutSchema.parse(about);
    expect(a.values.map((v) => v.title)).toEqual(['Customer Focus', 'Innovation', 'Trust', 'Excellence']);
    expect(a.globalPresence.regions).toEqual(['North America', 'Europe', 'Asia-Pacific']);
    expect(a.globalPresence.headquarters).toContain('Ontario, Canada');
    expect(a.story.paragraphs.join(' ')).toContain('2018');
    expect(a.story.paragraphs.join(' ')).toContain('Oshawa');
    expect(about.leadership).toBe(leadership);
    expect(about.advisors).toBe(advisors);
  });

  it('gives each team member an image and profile named after the same slug', () => {
    for (const m of [...leadership, ...advisors]) {
      const slug = m.image.replace('/images/team/', '').replace('.svg', '');
      expect(m.linkedin).toBe(`https://www.linkedin.com/in/${slug}`);
    }
    const names = [...leadership, ...advisors].map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('careers', () => {
  it('parses with the four values and a no-openings notice', () => {
    const c = careersSchema.parse(careers);
    expect(c.values.map((v) => v.title)).toEqual(['Customer First', 'Innovation', 'Excellence', 'Integrity']);
    expect(c.openings.text.toLowerCase()).toMatch(/don't have any open positions|no open positions/);
  });
});

describe('case studies', () => {
  it('has exactly the four spec cases with their industries', () => {
    const parsed = z.array(caseStudySchema).length(4).parse(caseStudies);
    expect(parsed.map((c) => [c.id, c.industry])).toEqual([
      ['case-study-realtris', 'Real Estate'],
      ['mortgage-processing', 'Financial Services - Mortgage'],
      ['durham-college-security', 'Education'],
      ['tech-trade-association', 'Technology Trade Association'],
    ]);
    for (const c of parsed) expect(c.image).toBe(`/images/case-studies/${c.id}.svg`);
  });

  it('writes challenges of 2-3 sentences', () => {
    for (const c of caseStudies) {
      const sentences = c.challenge.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });

  it('exports the title suffix', () => {
    expect(caseStudyTitleSuffix).toBe(' | Case Study | BlokSecure');
  });

  it('finds by id and returns undefined for unknown ids', () => {
    expect(findCaseStudy('mortgage-processing')?.industry).toBe('Financial Services - Mortgage');
    expect(findCaseStudy('nope')).toBeUndefined();
    expect(findCaseStudy('')).toBeUndefined();
  });

  it('lists distinct industries in order of first appearance', () => {
    expect(caseIndustries()).toEqual(['Real Estate', 'Financial Services - Mortgage', 'Education', 'Technology Trade Association']);
  });

  it('otherCaseStudies never contains the current id and returns at most 3', () => {
    for (const c of caseStudies) {
      const others = otherCaseStudies(c.id);
      expect(others.length).toBe(3);
      expect(others.map((o) => o.id)).not.toContain(c.id);
      expect(new Set(others.map((o) => o.id)).size).toBe(others.length);
    }
    expect(otherCaseStudies('unknown').length).toBe(3);
    expect(otherCaseStudies('case-study-realtris', 1).map((c) => c.id)).toEqual(['mortgage-processing']);
    expect(otherCaseStudies('case-study-realtris', 0)).toEqual([]);
    expect(otherCaseStudies('case-study-realtris', -2)).toEqual([]);
    expect(otherCaseStudies('case-study-realtris', 10).length).toBe(3);
  });

  it('extends the Realtris case with the extended fields', () => {
    const r = extendedSchema.parse(realtrisExtended);
    const base = findCaseStudy('case-study-realtris');
    expect(r.id).toBe('case-study-realtris');
    expect(r.products).toEqual(['BlokKey', 'BlokSafe']);
    expect(r.solutionsUsed.map((s) => s.href)).toEqual(['/blokkey', '/bloksafe']);
    expect(r.title).toBe(base?.title);
    expect(r.industry).toBe('Real Estate');
    expect(r.results).toEqual(base?.results);
    expect(r.results.join(' ')).toContain('90%');
  });
});

describe('events', () => {
  it('has exactly the three spec events', () => {
    const parsed = z.array(eventSchema).length(3).parse(events);
    expect(parsed.map((e) => [e.slug, e.type, e.date])).toEqual([
      ['passwordless-authentication-webinar', 'webinar', 'June 17, 2025'],
      ['cyber-security-summit-2025', 'conference', 'July 8-10, 2025'],
      ['zero-trust-architecture-workshop', 'workshop', 'August 5, 2025'],
    ]);
    for (const e of parsed) {
      expect(e.id).toBe(e.slug);
      expect(e.image).toBe(`/images/events/${e.slug}.svg`);
    }
  });

  it('places events where the spec says', () => {
    expect(findEvent('passwordless-authentication-webinar')?.location).toMatch(/online/i);
    expect(findEvent('cyber-security-summit-2025')?.location).toContain('Toronto');
    const workshop = findEvent('zero-trust-architecture-workshop')?.location ?? '';
    expect(workshop).toContain(site.address.city);
    expect(workshop).toContain(site.address.street);
  });

  it('covers the three registration states', () => {
    expect(findEvent('passwordless-authentication-webinar')?.registrationUrl).toMatch(/^https:\/\//);
    expect(findEvent('cyber-security-summit-2025')?.registrationUrl).toBe('TBD');
    expect(events.map((e) => registrationKind(e.registrationUrl))).toEqual(['external', 'tbd', 'modal']);
    expect(registrationKind('http://example.com')).toBe('external');
  });

  it('splits every fullDescription into at least 2 paragraphs at blank lines', () => {
    for (const e of events) {
      const paragraphs = e.fullDescription
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean);
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
    }
  });

  it('exports the filter types and finds by slug', () => {
    expect([...eventTypes]).toEqual(['all', 'webinar', 'conference', 'workshop']);
    expect(findEvent('zero-trust-architecture-workshop')?.type).toBe('workshop');
    expect(findEvent('missing')).toBeUndefined();
  });
});

describe('mortgage powerconnect', () => {
  it('parses with three offers and the spec texts', () => {
    const m = powerconnectSchema.parse(mortgagePowerconnect);
    expect(m.links.home.href).toBe('/');
    expect(m.links.product.href).toBe('/blokkey');
    const thanks = m.thankYouPage.paragraphs.join(' ').toLowerCase();
    expect(thanks).toContain('prize draw');
    expect(thanks).toContain('webinar');
    expect(thanks).toContain('confirmation email');
    const offers = m.offers.map((o) => `${o.title} ${o.description}`.toLowerCase());
    expect(offers[0]).toContain('prize');
    expect(offers[1]).toContain('webinar');
    expect(offers[2]).toContain('team');
  });

  it('exports the redirect parameter and analytics labels', () => {
    expect(submissionGuidParam).toBe('submissionGuid');
    expect(mortgagePowerconnectAnalytics).toEqual({
      action: 'form_submit',
      category: 'mortgage_powerconnect',
      label: 'event_registration',
    });
  });
});
