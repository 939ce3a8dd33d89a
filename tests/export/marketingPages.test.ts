import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../cli/export/outputFile';
import { hero, homeMeta, productCards, resources, testimonials, threats } from '../../src/content/home';
import { integrationPageCopy, integrations } from '../../src/content/integrations';
import { blokbadgePage } from '../../src/content/products/blokbadge';
import { blokkeyPage } from '../../src/content/products/blokkey';
import { bloksafePage } from '../../src/content/products/bloksafe';
import { subpages } from '../../src/content/products/subpages';
import { passwordlessPlaybook, resourcesHub, zeroTrustWebinar } from '../../src/content/resources';
import { routes } from '../../src/routes';
import {
  attrValues,
  byId,
  byTag,
  findAll,
  type HtmlDocument,
  type HtmlElement,
  h1Of,
  idsInOrder,
  jsonLdOf,
  parseHtml,
  sectionOf,
  textOf,
} from './html';
import { readReport, readSiteFile } from './site';

/** a page of the export, parsed */
const page = async (path: string) => parseHtml(await readSiteFile(outputFileFor(path)));
/** asserts the ids appear in this order */
function expectInOrder(doc: HtmlDocument, ids: string[]) {
  const all = idsInOrder(doc);
  const positions = ids.map((id) => all.indexOf(id));
  for (const [i, p] of positions.entries()) expect(p, `#${ids[i]}`).toBeGreaterThan(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}
const faqOf = (doc: HtmlDocument) =>
  jsonLdOf(doc).find((d) => d['@type'] === 'FAQPage') as
    | { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> }
    | undefined;
const hrefs = (root: HtmlDocument | HtmlElement) => attrValues(root, 'href');
const srcs = (root: HtmlDocument | HtmlElement) => attrValues(root, 'src');
const section = (doc: HtmlDocument, id: string) => sectionOf(doc, id);
const titleOf = (doc: HtmlDocument) => textOf(byTag(doc, 'title')[0] ?? doc);

describe('home page export', () => {
  it('has the headline, the first rotating phrase, title and description', async () => {
    const doc = await page('/');
    expect(h1Of(doc)).toBe('One Solution. Secure Access. All Users.');
    expect(titleOf(doc)).toBe(homeMeta.title);
    expect(findAll(doc, (el) => el.attribs['data-active'] === 'true').map(textOf)).toEqual(['for Knowledge Workers']);
    // all six phrases are in the page, the screen-reader text names every worker type
    for (const phrase of hero.rotatingPhrases) expect(textOf(doc)).toContain(phrase);
    expect(textOf(doc)).toContain('for Knowledge Workers, Frontline Workers, Field Workers, Contractors, Vendors, and Remote Teams');
  });

  it('lays the sections out in the spec order', async () => {
    const doc = await page('/');
    expectInOrder(doc, [
      'hero-heading',
      'overview',
      'threats',
      'features',
      'products',
      'integrations',
      'case-study',
      'testimonials',
      'resources',
      'blog',
      'get-started',
    ]);
  });

  it('has the hero buttons and the trusted-organisations strip', async () => {
    const doc = await page('/');
    expect(hrefs(doc)).toContain('/free-trial');
    expect(hrefs(doc)).toContain('#overview');
    expect(textOf(doc)).toContain(hero.trustedLabel);
    for (const name of hero.trustedLogos) expect(textOf(section(doc, 'hero-heading'))).toContain(name);
  });

  it('has the overview video with its poster and the five threat statistics', async () => {
    const doc = await page('/');
    const overview = section(doc, 'overview');
    expect(srcs(overview)).toContain('/media/blokkey-demo.mp4');
    expect(srcs(overview)).toContain('/media/blokkey-demo-poster.svg');
    const threatText = textOf(section(doc, 'threats'));
    for (const t of threats) {
      expect(threatText).toContain(t.stat);
      expect(threatText).toContain(t.statDescription);
    }
  });

  it('links the product cards, integration cards, case study, resources and closing call to action', async () => {
    const doc = await page('/');
    for (const card of productCards) {
      expect(hrefs(section(doc, 'products'))).toContain(card.href);
      for (const f of card.features) expect(hrefs(doc)).toContain(f.href);
    }
    const integ = section(doc, 'integrations');
    for (const i of integrations) {
      expect(hrefs(integ)).toContain(`/integrations/${i.slug}`);
      expect(textOf(integ)).toContain(i.name);
      expect(textOf(integ)).toContain(i.category);
    }
    expect(textOf(integ)).toContain('Setup time: 5 min');
    expect(textOf(integ)).toContain('Setup time: 10 min');
    expect(hrefs(section(doc, 'case-study'))).toContain('/case-studies/case-study-realtris');
    for (const r of resources) expect(hrefs(section(doc, 'resources'))).toContain(r.link);
    const closing = section(doc, 'get-started');
    expect(hrefs(closing)).toContain('/demo');
    expect(textOf(closing)).toContain('Request a Demo');
  });

  it('shows customer and partner testimonials', async () => {
    const text = textOf(section(await page('/'), 'testimonials'));
    for (const t of testimonials) expect(text).toContain(t.author);
    expect(text).toContain('Customers');
    expect(text).toContain('Partners');
  });

  it('pre-renders three blog teasers linking to posts, and the link to /blog', async () => {
    const blog = section(await page('/'), 'blog');
    const links = [...new Set(hrefs(blog).filter((h) => /^\/blog\/[a-z0-9-]+$/.test(h)))];
    expect(links).toHaveLength(3);
    for (const link of links) expect(h1Of(await page(link)), link).not.toBe('');
    expect(hrefs(blog)).toContain('/blog');
  });

  it('emits Organization structured data', async () => {
    const org = jsonLdOf(await page('/')).find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({ '@context': 'https://schema.org', name: 'BlokSecure', url: 'https://bloksecure.com/' });
  });
});

describe('product pages export', () => {
  it('/blokkey: headline, calculator at its defaults ($50,000), sections in order, FAQPage data', async () => {
    const doc = await page('/blokkey');
    expect(h1Of(doc)).toBe(blokkeyPage.hero.title);
    expect(titleOf(doc)).toBe(blokkeyPage.meta.title);
    expectInOrder(doc, ['calculator', 'comparison', 'benefits', 'how-it-works', 'compliance', 'results', 'demo', 'faq', 'trial']);
    const calc = textOf(section(doc, 'calculator'));
    expect(calc).toContain('$50,000');
    expect(calc).toContain('500 users');
    // Radix renders the thumb's position only in the browser; its label and value are in the HTML
    const sliders = findAll(doc, (el) => el.attribs.role === 'slider');
    expect(sliders.map((el) => el.attribs['aria-valuetext'])).toEqual(['500 users', '2 resets']);
    expect(sliders[0]?.attribs).toMatchObject({ 'aria-valuemin': '100', 'aria-valuemax': '5000', 'aria-valuenow': '500' });
    expect(sliders[1]?.attribs).toMatchObject({ 'aria-valuemin': '1', 'aria-valuemax': '10', 'aria-valuenow': '2' });
    for (const el of sliders) expect(textOf(byId(doc, el.attribs['aria-labelledby'] ?? ''))).not.toBe('');
    for (const step of ['Enroll', 'Authenticate', 'Verify', 'Access Granted']) expect(textOf(section(doc, 'how-it-works'))).toContain(step);
    expect(textOf(section(doc, 'results'))).toContain('Results After 60 Days');
    expect(textOf(doc)).toContain(blokkeyPage.quote.quote);
    expect(srcs(doc)).toContain(blokkeyPage.hero.image.src);
    expect(faqOf(doc)?.mainEntity.map((q) => q.name)).toEqual(blokkeyPage.faq.entries.map((e) => e.question));
    expect(textOf(section(doc, 'trial'))).toContain(blokkeyPage.trialBanner.title);
  });

  it('/blokbadge: demo video, badge calculator at its defaults ($30,750), sections, FAQPage data', async () => {
    const doc = await page('/blokbadge');
    expect(h1Of(doc)).toBe(blokbadgePage.hero.title);
    expect(srcs(doc)).toContain('/media/blokbadge-demo.mp4');
    const calc = textOf(section(doc, 'calculator'));
    expect(calc).toContain('$30,750');
    for (const label of ['Badge holders', 'Badges lost or replaced per year', 'Cost per badge', 'Admin minutes per replacement'])
      expect(calc).toContain(label);
    expectInOrder(doc, ['calculator', 'comparison', 'benefits', 'how-it-works', 'compliance', 'results', 'faq', 'get-started']);
    for (const step of ['Provision', 'Authenticate', 'Verify', 'Access Granted'])
      expect(textOf(section(doc, 'how-it-works'))).toContain(step);
    expect(faqOf(doc)?.mainEntity).toHaveLength(3);
  });

  it('/bloksafe: six benefits, the optional ticket or justification, the vault figures, CISO quote and both calls to action', async () => {
    const doc = await page('/bloksafe');
    const text = textOf(doc);
    expect(h1Of(doc)).toBe(bloksafePage.hero.title);
    expectInOrder(doc, ['comparison', 'benefits', 'how-it-works', 'compliance', 'business-impact', 'demo', 'faq', 'trial']);
    expect(byTag(section(doc, 'benefits'), 'h3')).toHaveLength(6);
    expect(textOf(section(doc, 'how-it-works'))).toContain('optionally require a ticket or justification');
    const impact = textOf(section(doc, 'business-impact'));
    for (const figure of [
      'Business Impact',
      '4 hours per week',
      '30 minutes per week',
      '88%',
      '7',
      '90 per month',
      '3 per month',
      '97%',
      'Hidden shared password files',
    ])
      expect(impact).toContain(figure);
    expect(text).toContain('CISO, regional healthcare network');
    expect(text).toContain('200 legacy apps');
    expect(textOf(section(doc, 'demo'))).toContain('Schedule a 30-Minute Demo');
    expect(textOf(section(doc, 'trial'))).toContain('Start Your Trial');
    expect(faqOf(doc)?.mainEntity).toHaveLength(3);
  });

  it('writes the nine capability pages with their headline, figures, FAQ data and a link back to the product', async () => {
    expect(subpages).toHaveLength(9);
    for (const sub of subpages) {
      const doc = await page(sub.path);
      expect(h1Of(doc), sub.path).toBe(sub.headline);
      expect(titleOf(doc), sub.path).toBe(sub.title);
      for (const s of sub.stats) expect(textOf(doc), sub.path).toContain(s.value);
      for (const hl of sub.highlights) expect(textOf(doc), sub.path).toContain(hl.title);
      expect(hrefs(doc), sub.path).toContain(sub.productHref);
      expect(
        faqOf(doc)?.mainEntity.map((q) => q.acceptedAnswer.text),
        sub.path,
      ).toEqual(sub.faq.map((f) => f.answer));
    }
  });

  it('writes the five integration pages with category, setup time and steps', async () => {
    const dynamic = routes.find((r) => r.path === '/integrations/:slug');
    expect(dynamic?.staticParams).toBeDefined();
    for (const i of integrations) {
      const doc = await page(`/integrations/${i.slug}`);
      const text = textOf(doc);
      expect(h1Of(doc)).toBe(`BlokSecure + ${i.name}`);
      expect(text).toContain(`${i.category} ${integrationPageCopy.eyebrowSuffix}`);
      expect(text).toContain(i.setupTime);
      for (const step of i.steps) expect(text).toContain(step.title);
    }
  });
});

describe('resource pages export', () => {
  it('writes /resources and the guide and webinar pages', async () => {
    const hub = await page('/resources');
    expect(h1Of(hub)).toBe(resourcesHub.title);
    for (const item of resourcesHub.items) expect(hrefs(hub)).toContain(item.href);
    const guide = await page('/resources/passwordless-playbook');
    expect(h1Of(guide)).toBe(passwordlessPlaybook.title);
    for (const c of passwordlessPlaybook.chapters) expect(textOf(guide)).toContain(c.heading);
    const webinar = await page('/resources/zero-trust-webinar');
    expect(h1Of(webinar)).toBe(zeroTrustWebinar.title);
    expect(srcs(webinar)).toContain('/media/zero-trust-webinar-preview.mp4');
    for (const s of zeroTrustWebinar.speakers) expect(textOf(webinar)).toContain(s.name);
  });

  it('answers 200 for every page of this area in the report', async () => {
    const report = await readReport();
    const expected = [
      '/',
      '/blokkey',
      '/blokbadge',
      '/bloksafe',
      '/resources',
      '/resources/passwordless-playbook',
      '/resources/zero-trust-webinar',
      ...subpages.map((s) => s.path),
      ...integrations.map((i) => i.link),
    ];
    for (const p of expected) expect(report.pages.find((r) => r.path === p)?.status, p).toBe(200);
  });
});
