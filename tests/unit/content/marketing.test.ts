import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  caseStudyTeaser,
  closingCta,
  features,
  hero,
  homeMeta,
  iconNames,
  learnMoreLabel,
  overview,
  productCards,
  resources,
  sectionIntros,
  testimonials,
  threats,
} from '../../../src/content/home';
import { getIntegration, integrations, setupTimeByCategory } from '../../../src/content/integrations';
import { blokbadgePage } from '../../../src/content/products/blokbadge';
import { blokkeyPage } from '../../../src/content/products/blokkey';
import { bloksafePage } from '../../../src/content/products/bloksafe';
import { getSubPage, subpages } from '../../../src/content/products/subpages';
import { passwordlessPlaybook, resourcesHub, zeroTrustWebinar } from '../../../src/content/resources';
import { products, site } from '../../../src/content/site';

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const text = z.string().trim().min(1);
const sitePath = z.string().regex(/^\/[a-z0-9\-/.]*$/, 'site path');
const href = z.union([sitePath, z.string().regex(/^#[a-z-]+$/), z.url()]);
const icon = z.enum(iconNames);

const cta = z.strictObject({ label: text, href });
const meta = z.strictObject({ title: text, description: text.max(170) });
const sectionIntro = z.strictObject({ title: text, text });
const stat = z.strictObject({ value: text, label: text });
const video = z.strictObject({ videoUrl: sitePath, thumbnailUrl: sitePath, altText: text });

const heroSchema = z.strictObject({
  headline: z.literal('One Solution. Secure Access. All Users.'),
  lead: text,
  rotatingPhrases: z.array(text).length(6),
  primaryCta: cta.extend({ href: z.literal('/free-trial') }),
  secondaryCta: cta.extend({ href: z.literal('#overview') }),
  trustedLabel: text,
  trustedLogos: z.array(text).length(6),
});
const overviewSchema = z.strictObject({ id: z.literal('overview'), title: text, text, video });
const threatSchema = z.strictObject({ title: text, description: text, stat: text, statDescription: text });
const featureSchema = z.strictObject({ title: text, description: text, benefit: text, icon });
const productCardSchema = z.strictObject({
  name: text,
  title: text,
  href: sitePath,
  description: text,
  benefit: text,
  features: z.array(z.strictObject({ title: text, href: sitePath })).length(3),
});
const caseStudyTeaserSchema = z.strictObject({
  eyebrow: text,
  title: text,
  summary: text,
  metrics: z.array(stat).length(3),
  link: z.literal('/case-studies/case-study-realtris'),
  linkLabel: text,
});
const testimonialSchema = z.strictObject({ type: z.enum(['customer', 'partner']), quote: text, author: text });
const resourceSchema = z.strictObject({
  type: z.enum(['Guide', 'Webinar', 'Event']),
  title: text,
  description: text,
  cta: text,
  link: sitePath,
  image: sitePath,
  date: text.optional(),
});
const sectionIntrosSchema = z.strictObject({
  threats: sectionIntro,
  features: sectionIntro,
  products: sectionIntro,
  integrations: sectionIntro,
  caseStudy: sectionIntro,
  testimonials: sectionIntro,
  resources: sectionIntro,
  blog: sectionIntro.extend({ viewAll: cta.extend({ href: z.literal('/blog') }) }),
});
const closingCtaSchema = z.strictObject({
  title: text,
  text,
  benefits: z.array(text).length(4),
  buttonLabel: z.literal('Request a Demo'),
  href: z.literal('/demo'),
});

const integrationSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  category: z.enum(['Identity Provider', 'Privileged Access Management', 'CRM Platform']),
  setupTime: z.enum(['5 min', '10 min']),
  description: text,
  link: sitePath,
  metaDescription: text.max(170),
  overview: z.array(text).min(1),
  steps: z.array(z.strictObject({ title: text, description: text })).length(4),
  capabilities: z.array(text).min(4).max(6),
});

const productHero = z.strictObject({
  eyebrow: text,
  title: text,
  text,
  primaryCta: cta,
  secondaryCta: cta,
});
const calculatorIntro = z.strictObject({ title: text, text, resultLabel: text });
const comparisonColumn = z.strictObject({ title: text, points: z.array(text).min(3) });
const comparison = z.strictObject({ title: text, before: comparisonColumn, after: comparisonColumn });
const benefit = z.strictObject({ title: text, description: text, icon });
const benefits = (count: number) => sectionIntro.extend({ items: z.array(benefit).length(count) });
const howItWorks = sectionIntro.extend({
  steps: z.array(z.strictObject({ title: text, description: text })).length(4),
});
const compliance = sectionIntro.extend({ points: z.array(text).min(4) });
const resultsTable = z.strictObject({
  title: text,
  caption: text,
  columns: z.tuple([text, text, text, text]),
  rows: z.array(z.strictObject({ metric: text, before: text, after: text, change: text })).min(3),
});
const quote = z.strictObject({ quote: text, author: text });
const ctaBanner = sectionIntro.extend({ primaryCta: cta, secondaryCta: cta.optional() });
const faqEntry = z.strictObject({ question: text, answer: text });
const faq = z.strictObject({ title: text, entries: z.array(faqEntry).length(3) });

const blokkeySchema = z.strictObject({
  meta,
  hero: productHero.extend({ image: z.strictObject({ src: sitePath, alt: text }) }),
  calculator: calculatorIntro,
  comparison,
  benefits: benefits(4),
  howItWorks,
  compliance,
  results: resultsTable,
  quote,
  demoCta: ctaBanner,
  faq,
  trialBanner: ctaBanner,
});
const blokbadgeSchema = z.strictObject({
  meta,
  hero: productHero.extend({ video }),
  calculator: calculatorIntro,
  comparison,
  benefits: benefits(4),
  howItWorks,
  compliance,
  results: resultsTable,
  faq,
  cta: ctaBanner,
});
const bloksafeSchema = z.strictObject({
  meta,
  hero: productHero,
  comparison,
  benefits: benefits(6),
  howItWorks,
  compliance,
  impact: resultsTable,
  testimonial: quote,
  demoCta: ctaBanner,
  faq,
  closingCta: ctaBanner,
});

const subPageSchema = z.strictObject({
  path: sitePath,
  product: z.enum(['BlokKey', 'BlokBadge', 'BlokSafe']),
  productHref: z.enum(['/blokkey', '/blokbadge', '/bloksafe']),
  title: text,
  metaDescription: text.max(170),
  eyebrow: text,
  headline: text,
  lead: text,
  highlights: z.array(benefit).length(4),
  howItWorks: z
    .array(z.strictObject({ title: text, description: text }))
    .min(3)
    .max(4),
  useCases: z.array(text).min(3).max(4),
  stats: z.array(stat).min(2).max(3),
  faq: z.array(faqEntry).length(2),
});

const sectionCta = z.strictObject({ title: text, text, primaryCta: cta, secondaryCta: cta.optional() });
const hubSchema = z.strictObject({
  meta,
  title: text,
  intro: text,
  items: z
    .array(
      z.strictObject({
        kind: z.enum(['Guide', 'Webinar', 'Insights', 'Case Studies', 'Events', 'Documentation']),
        title: text,
        description: text,
        href,
        cta: text,
        external: z.boolean(),
      }),
    )
    .min(6),
});
const guideSchema = z.strictObject({
  meta,
  eyebrow: text,
  title: text,
  intro: text,
  readingTime: text,
  chapters: z
    .array(
      z.strictObject({
        heading: text,
        paragraphs: z.array(text).min(1),
        checklist: z.array(text).min(1).optional(),
      }),
    )
    .min(5)
    .max(6),
  cta: sectionCta,
});
const webinarSchema = z.strictObject({
  meta,
  eyebrow: text,
  title: text,
  summary: text,
  dateText: text,
  duration: text,
  speakers: z.array(z.strictObject({ name: text, title: text })).min(1),
  agenda: z.array(z.strictObject({ time: text, title: text, description: text })).min(3),
  takeaways: z.array(text).min(3),
  onDemandNote: text,
  cta: sectionCta.extend({ primaryCta: cta.extend({ href: z.literal('/demo') }) }),
});

// Every string anywhere in the marketing content, for claim checks.
const allContent = JSON.stringify([
  hero,
  overview,
  threats,
  features,
  productCards,
  caseStudyTeaser,
  testimonials,
  resources,
  sectionIntros,
  closingCta,
  homeMeta,
  integrations,
  blokkeyPage,
  blokbadgePage,
  bloksafePage,
  subpages,
  resourcesHub,
  passwordlessPlaybook,
  zeroTrustWebinar,
]);

const collectStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
};

// ---------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------

describe('home content', () => {
  it('parses every export', () => {
    heroSchema.parse(hero);
    overviewSchema.parse(overview);
    z.array(threatSchema).min(5).parse(threats);
    z.array(featureSchema).length(3).parse(features);
    z.array(productCardSchema).length(3).parse(productCards);
    caseStudyTeaserSchema.parse(caseStudyTeaser);
    z.array(testimonialSchema).parse(testimonials);
    z.array(resourceSchema).length(3).parse(resources);
    sectionIntrosSchema.parse(sectionIntros);
    closingCtaSchema.parse(closingCta);
    meta.parse(homeMeta);
    expect(learnMoreLabel).toBe('Learn more →');
  });

  it('has the fixed headline and six worker-type phrases in order', () => {
    expect(hero.headline).toBe('One Solution. Secure Access. All Users.');
    expect(hero.rotatingPhrases).toHaveLength(6);
    const workerTypes = ['knowledge', 'frontline', 'field', 'contractors', 'vendors', 'remote teams'];
    hero.rotatingPhrases.forEach((phrase, i) => {
      expect(phrase.toLowerCase()).toContain(workerTypes[i]);
    });
    expect(new Set(hero.rotatingPhrases).size).toBe(6);
  });

  it('points the overview at the demo video', () => {
    expect(overview.video.videoUrl).toBe('/media/blokkey-demo.mp4');
    expect(overview.video.thumbnailUrl).toBe('/media/blokkey-demo-poster.svg');
  });

  it('carries every threat statistic', () => {
    const stats = threats.map((t) => t.stat);
    expect(stats).toEqual(expect.arrayContaining(['81%', '3.2B', '$25-$50', '30%', '56%']));
  });

  it('has the three features from the spec', () => {
    expect(features.map((f) => f.title.toLowerCase())).toEqual([
      'biometric and device keys',
      'cryptographic authentication',
      'immutable audit trail',
    ]);
  });

  it('links product cards to the product pages and their nine sub-pages', () => {
    expect(productCards.map((c) => [c.name, c.href])).toEqual(products.map((p) => [p.name, p.href]));
    const featureHrefs = productCards.flatMap((c) => c.features.map((f) => f.href));
    expect(featureHrefs).toEqual([
      '/blokkey/mfa',
      '/blokkey/sso',
      '/blokkey/access-management',
      '/blokbadge/mobile-access',
      '/blokbadge/visitor-management',
      '/blokbadge/integration-api',
      '/bloksafe/password-vault',
      '/bloksafe/secure-sharing',
      '/bloksafe/admin-controls',
    ]);
    for (const card of productCards) {
      for (const feature of card.features) expect(feature.href.startsWith(`${card.href}/`)).toBe(true);
    }
  });

  it('has at least two customer and two partner testimonials', () => {
    expect(testimonials.filter((t) => t.type === 'customer').length).toBeGreaterThanOrEqual(2);
    expect(testimonials.filter((t) => t.type === 'partner').length).toBeGreaterThanOrEqual(2);
  });

  it('lists a guide, a webinar and the June 15, 2025 event teaser', () => {
    expect(resources.map((r) => [r.type, r.link])).toEqual([
      ['Guide', '/resources/passwordless-playbook'],
      ['Webinar', '/resources/zero-trust-webinar'],
      ['Event', '/events/passwordless-authentication-webinar'],
    ]);
    expect(resources[2]?.date).toBe('June 15, 2025');
  });
});

// ---------------------------------------------------------------------------
// Integrations
// ---------------------------------------------------------------------------

describe('integrations', () => {
  it('parses and has five integrations with category-bound setup times', () => {
    z.array(integrationSchema).length(5).parse(integrations);
    expect(integrations.map((i) => [i.name, i.category, i.setupTime])).toEqual([
      ['Okta', 'Identity Provider', '5 min'],
      ['CyberArk', 'Privileged Access Management', '10 min'],
      ['BeyondTrust', 'Privileged Access Management', '10 min'],
      ['Delinea', 'Privileged Access Management', '10 min'],
      ['Salesforce', 'CRM Platform', '5 min'],
    ]);
    for (const integration of integrations) {
      expect(integration.setupTime).toBe(setupTimeByCategory[integration.category]);
      expect(integration.link).toBe(`/integrations/${integration.slug}`);
      expect(getIntegration(integration.slug)).toBe(integration);
    }
    expect(new Set(integrations.map((i) => i.slug)).size).toBe(5);
    expect(getIntegration('nope')).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------
// Product pages
// ---------------------------------------------------------------------------

describe('product pages', () => {
  it('parse with the fixed section counts', () => {
    blokkeySchema.parse(blokkeyPage);
    blokbadgeSchema.parse(blokbadgePage);
    bloksafeSchema.parse(bloksafePage);
    expect(bloksafePage.benefits.items).toHaveLength(6);
    for (const page of [blokkeyPage, blokbadgePage, bloksafePage]) {
      expect(page.howItWorks.steps).toHaveLength(4);
      expect(page.faq.entries).toHaveLength(3);
    }
  });

  it('keep the sections in spec order', () => {
    expect(Object.keys(blokkeyPage)).toEqual([
      'meta',
      'hero',
      'calculator',
      'comparison',
      'benefits',
      'howItWorks',
      'compliance',
      'results',
      'quote',
      'demoCta',
      'faq',
      'trialBanner',
    ]);
    expect(Object.keys(bloksafePage)).toEqual([
      'meta',
      'hero',
      'comparison',
      'benefits',
      'howItWorks',
      'compliance',
      'impact',
      'testimonial',
      'demoCta',
      'faq',
      'closingCta',
    ]);
  });

  it('BlokKey: hero CTAs, step names, 60-day table, pilot and onboarding FAQ', () => {
    expect(blokkeyPage.hero.primaryCta).toEqual({ label: 'Get a Demo', href: '/demo' });
    expect(blokkeyPage.hero.secondaryCta).toEqual({ label: 'Start Free Trial', href: '/free-trial' });
    expect(blokkeyPage.howItWorks.steps.map((s) => s.title)).toEqual(['Enroll', 'Authenticate', 'Verify', 'Access Granted']);
    expect(blokkeyPage.results.columns[2]).toBe('After 60 days');
    expect(blokkeyPage.comparison.after.title).toBe('With BlokKey');
    const faqText = JSON.stringify(blokkeyPage.faq);
    expect(faqText).toContain('under 1 day');
    expect(faqText).toContain('under 1 hour per 100 users');
  });

  it('BlokBadge: demo video, step names, implementation FAQ', () => {
    expect(blokbadgePage.hero.video).toMatchObject({
      videoUrl: '/media/blokbadge-demo.mp4',
      thumbnailUrl: '/media/blokbadge-demo-poster.svg',
    });
    expect(blokbadgePage.howItWorks.steps.map((s) => s.title)).toEqual(['Provision', 'Authenticate', 'Verify', 'Access Granted']);
    expect(JSON.stringify(blokbadgePage.faq)).toContain('1 to 2 weeks');
  });

  it('BlokSafe: steps, ticket or justification, CTAs, testimonial and deployment FAQ', () => {
    expect(bloksafePage.howItWorks.steps.map((s) => s.title)).toEqual(['Import', 'Delegate', 'Launch', 'Audit']);
    expect(bloksafePage.howItWorks.steps[3]?.description).toContain('Privileged apps can optionally require a ticket or justification');
    expect(bloksafePage.comparison.before.title).toBe('The Problem');
    expect(bloksafePage.comparison.after.title).toBe('The Solution');
    expect(bloksafePage.demoCta.primaryCta).toEqual({ label: 'Schedule a 30-Minute Demo', href: '/demo' });
    expect(bloksafePage.closingCta.primaryCta).toEqual({ label: 'Start Your Trial', href: '/free-trial' });
    expect(bloksafePage.testimonial.author).toMatch(/CISO/);
    expect(bloksafePage.testimonial.author).toMatch(/healthcare network/);
    expect(bloksafePage.testimonial.quote).toContain('200 legacy apps secured');
    expect(JSON.stringify(bloksafePage.faq)).toContain('under an hour');
    expect(bloksafePage.compliance.title).toBe('Security & Compliance');
  });

  it('BlokSafe: Business Impact figures are exactly as published', () => {
    expect(bloksafePage.impact.title).toBe('Business Impact');
    expect(bloksafePage.impact.rows).toEqual([
      { metric: 'Admin time on shared passwords', before: '4 hours per week', after: '30 minutes per week', change: '88%' },
      { metric: 'Audit findings', before: '7', after: '0', change: 'All resolved' },
      { metric: 'Help-desk tickets', before: '90 per month', after: '3 per month', change: '97%' },
      { metric: 'Hidden shared password files', before: '5', after: '0', change: 'All removed' },
    ]);
  });
});

// ---------------------------------------------------------------------------
// Sub-pages
// ---------------------------------------------------------------------------

describe('product sub-pages', () => {
  it('parse, with nine unique paths under their product', () => {
    z.array(subPageSchema).length(9).parse(subpages);
    const paths = subpages.map((p) => p.path);
    expect(new Set(paths).size).toBe(9);
    expect([...paths].sort()).toEqual(
      productCards
        .flatMap((c) => c.features.map((f) => f.href))
        .slice()
        .sort(),
    );
    for (const page of subpages) {
      const product = products.find((p) => p.name === page.product);
      expect(page.productHref).toBe(product?.href);
      expect(page.path.startsWith(`${page.productHref}/`)).toBe(true);
      expect(getSubPage(page.path)).toBe(page);
    }
  });

  it('cover the capabilities the spec names', () => {
    const page = (path: string) => JSON.stringify(getSubPage(path)).toLowerCase();
    expect(page('/blokkey/mfa')).toMatch(/ios and android/);
    expect(page('/blokkey/mfa')).toMatch(/qr code/);
    expect(page('/blokkey/mfa')).toMatch(/push-to-approve with context/);
    expect(page('/blokbadge/visitor-management')).toMatch(/automatic expiry/);
    expect(page('/bloksafe/secure-sharing')).toMatch(/hidden sharing/);
    expect(page('/bloksafe/secure-sharing')).toMatch(/view-once reveal/);
    expect(page('/bloksafe/secure-sharing')).toMatch(/redacted automatically|automatic redaction/);
    expect(page('/bloksafe/secure-sharing')).toMatch(/time-bound delegation/);
    for (const term of ['group policies', 'admin controls', 'audit log', 'siem', 'bulk import', 'mixed passwordless mode']) {
      expect(page('/bloksafe/admin-controls')).toContain(term);
    }
  });
});

// ---------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------

describe('resources', () => {
  it('parses the hub, the playbook and the webinar', () => {
    hubSchema.parse(resourcesHub);
    guideSchema.parse(passwordlessPlaybook);
    webinarSchema.parse(zeroTrustWebinar);
  });

  it('links the hub to every resource destination', () => {
    const hrefs = resourcesHub.items.map((i) => i.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/resources/passwordless-playbook',
        '/resources/zero-trust-webinar',
        '/blog',
        '/case-studies',
        '/events',
        site.developerDocsUrl,
      ]),
    );
    for (const item of resourcesHub.items) expect(item.external).toBe(!item.href.startsWith('/'));
  });
});

// ---------------------------------------------------------------------------
// Claims and copy hygiene
// ---------------------------------------------------------------------------

describe('marketing claims', () => {
  it('every published claim and stated standard appears', () => {
    const claims = [
      '81%',
      '3.2B',
      '$25-$50',
      '30% of IT time',
      '56%',
      'blocks 80% of attack vectors',
      'help-desk tickets reduced by 90%',
      'under 1 day',
      'under 1 hour per 100 users',
      '1 to 2 weeks',
      'under an hour',
      '200 legacy apps secured',
      '14-day',
      '30-minute',
      'within 1 business day',
    ];
    const standards = [
      'FIDO2',
      'NIST AAL3',
      'TLS 1.3',
      'NIST 800-171',
      'NIST SP 800-63',
      'AES-256',
      'FIPS-validated modules',
      'ISO 27001',
      'SOC 2',
      'HSM-backed key service',
    ];
    const lower = allContent.toLowerCase();
    for (const claim of claims) expect(lower, claim).toContain(claim.toLowerCase());
    const complianceText = JSON.stringify([blokkeyPage.compliance, blokbadgePage.compliance, bloksafePage.compliance]);
    for (const standard of standards) expect(complianceText, standard).toContain(standard);
  });

  it('uses plain ASCII apostrophes and no placeholder copy', () => {
    const strings = collectStrings(JSON.parse(allContent));
    for (const s of strings) {
      expect(s, s).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
      expect(s, s).not.toMatch(/lorem ipsum|oops|todo|tbd/i);
    }
  });

  it('never retypes site emails or the postal address', () => {
    for (const email of Object.values(site.emails)) expect(allContent).not.toContain(email);
    expect(allContent).not.toContain(site.address.street);
  });
});
