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
import { readReport, readSiteFile, titleOf } from './site';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, e: string) => entities[e] ?? _);
/** the visible text of an HTML fragment, tags removed and entities decoded */
const textOf = (html: string) => decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const page = (path: string) => readSiteFile(outputFileFor(path));
const h1Of = (html: string) => textOf(html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').trim();
/** the JSON-LD documents of a page */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
/** the HTML of the element with this id up to the next sibling section (good enough for checks within it) */
function sectionHtml(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThan(-1);
  const next = html.indexOf('<section', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}
/** asserts the ids appear in this order */
function expectInOrder(html: string, ids: string[]) {
  const positions = ids.map((id) => html.indexOf(`id="${id}"`));
  for (const [i, p] of positions.entries()) expect(p, `#${ids[i]}`).toBeGreaterThan(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}
const faqOf = (html: string) =>
  jsonLdOf(html).find((d) => d['@type'] === 'FAQPage') as
    | { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> }
    | undefined;

describe('home page export', () => {
  it('has the headline, the first rotating phrase, title and description', async () => {
    const html = await page('/');
    expect(h1Of(html)).toBe('One Solution. Secure Access. All Users.');
    expect(titleOf(html)).toBe(homeMeta.title);
    expect(html).toMatch(/data-active="true"[^>]*>for Knowledge Workers</);
    // all six phrases are in the page, the screen-reader text names every worker type
    for (const phrase of hero.rotatingPhrases) expect(html).toContain(phrase);
    expect(textOf(html)).toContain('for Knowledge Workers, Frontline Workers, Field Workers, Contractors, Vendors, and Remote Teams');
  });

  it('lays the sections out in the spec order', async () => {
    const html = await page('/');
    expectInOrder(html, [
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
    const html = await page('/');
    expect(html).toContain('href="/free-trial"');
    expect(html).toContain('href="#overview"');
    expect(textOf(html)).toContain(hero.trustedLabel);
    for (const name of hero.trustedLogos) expect(textOf(sectionHtml(html, 'hero-heading'))).toContain(name);
  });

  it('has the overview video with its poster and the five threat statistics', async () => {
    const html = await page('/');
    const overview = sectionHtml(html, 'overview');
    expect(overview).toContain('src="/media/blokkey-demo.mp4"');
    expect(overview).toContain('src="/media/blokkey-demo-poster.svg"');
    const threatText = textOf(sectionHtml(html, 'threats'));
    for (const t of threats) {
      expect(threatText).toContain(t.stat);
      expect(threatText).toContain(t.statDescription);
    }
  });

  it('links the product cards, integration cards, case study, resources and closing call to action', async () => {
    const html = await page('/');
    for (const card of productCards) {
      expect(sectionHtml(html, 'products')).toContain(`href="${card.href}"`);
      for (const f of card.features) expect(html).toContain(`href="${f.href}"`);
    }
    const integ = sectionHtml(html, 'integrations');
    for (const i of integrations) {
      expect(integ).toContain(`href="/integrations/${i.slug}"`);
      expect(textOf(integ)).toContain(i.name);
      expect(textOf(integ)).toContain(i.category);
    }
    expect(textOf(integ)).toContain('Setup time: 5 min');
    expect(textOf(integ)).toContain('Setup time: 10 min');
    expect(sectionHtml(html, 'case-study')).toContain('href="/case-studies/case-study-realtris"');
    for (const r of resources) expect(sectionHtml(html, 'resources')).toContain(`href="${r.link}"`);
    const closing = sectionHtml(html, 'get-started');
    expect(closing).toContain('href="/demo"');
    expect(textOf(closing)).toContain('Request a Demo');
  });

  it('shows customer and partner testimonials', async () => {
    const text = textOf(sectionHtml(await page('/'), 'testimonials'));
    for (const t of testimonials) expect(text).toContain(t.author);
    expect(text).toContain('Customers');
    expect(text).toContain('Partners');
  });

  it('pre-renders three blog teasers linking to posts, and the link to /blog', async () => {
    const blog = sectionHtml(await page('/'), 'blog');
    const links = [...new Set([...blog.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
    expect(links).toHaveLength(3);
    for (const slug of links) await expect(page(`/blog/${slug}`)).resolves.toContain('<h1');
    expect(blog).toContain('href="/blog"');
  });

  it('emits Organization structured data', async () => {
    const org = jsonLdOf(await page('/')).find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({ '@context': 'https://schema.org', name: 'BlokSecure', url: 'https://bloksecure.com/' });
  });
});

describe('product pages export', () => {
  it('/blokkey: headline, calculator at its defaults ($50,000), sections in order, FAQPage data', async () => {
    const html = await page('/blokkey');
    expect(h1Of(html)).toBe(blokkeyPage.hero.title);
    expect(titleOf(html)).toBe(blokkeyPage.meta.title);
    expectInOrder(html, ['calculator', 'comparison', 'benefits', 'how-it-works', 'compliance', 'results', 'demo', 'faq', 'trial']);
    const calc = textOf(sectionHtml(html, 'calculator'));
    expect(calc).toContain('$50,000');
    expect(calc).toContain('500 users');
    // Radix renders the thumb's position only in the browser; its label and value text are in the HTML
    expect(html).toMatch(
      /role="slider"[^>]*aria-valuemin="100"[^>]*aria-valuemax="5000"[^>]*aria-labelledby="[^"]+"[^>]*aria-valuetext="500 users"/,
    );
    for (const step of ['Enroll', 'Authenticate', 'Verify', 'Access Granted'])
      expect(textOf(sectionHtml(html, 'how-it-works'))).toContain(step);
    expect(textOf(sectionHtml(html, 'results'))).toContain('Results After 60 Days');
    expect(textOf(html)).toContain(blokkeyPage.quote.quote);
    expect(html).toContain(`src="${blokkeyPage.hero.image.src}"`);
    expect(faqOf(html)?.mainEntity.map((q) => q.name)).toEqual(blokkeyPage.faq.entries.map((e) => e.question));
    expect(textOf(sectionHtml(html, 'trial'))).toContain(blokkeyPage.trialBanner.title);
  });

  it('/blokbadge: demo video, badge calculator at its defaults ($30,750), sections, FAQPage data', async () => {
    const html = await page('/blokbadge');
    expect(h1Of(html)).toBe(blokbadgePage.hero.title);
    expect(html).toContain('src="/media/blokbadge-demo.mp4"');
    const calc = textOf(sectionHtml(html, 'calculator'));
    expect(calc).toContain('$30,750');
    for (const label of ['Badge holders', 'Badges lost or replaced per year', 'Cost per badge', 'Admin minutes per replacement'])
      expect(calc).toContain(label);
    expectInOrder(html, ['calculator', 'comparison', 'benefits', 'how-it-works', 'compliance', 'results', 'faq', 'get-started']);
    for (const step of ['Provision', 'Authenticate', 'Verify', 'Access Granted'])
      expect(textOf(sectionHtml(html, 'how-it-works'))).toContain(step);
    expect(faqOf(html)?.mainEntity).toHaveLength(3);
  });

  it('/bloksafe: six benefits, the optional ticket or justification, the vault figures, CISO quote and both calls to action', async () => {
    const html = await page('/bloksafe');
    const text = textOf(html);
    expect(h1Of(html)).toBe(bloksafePage.hero.title);
    expectInOrder(html, ['comparison', 'benefits', 'how-it-works', 'compliance', 'business-impact', 'demo', 'faq', 'trial']);
    expect([...sectionHtml(html, 'benefits').matchAll(/<h3/g)]).toHaveLength(6);
    expect(textOf(sectionHtml(html, 'how-it-works'))).toContain('optionally require a ticket or justification');
    const impact = textOf(sectionHtml(html, 'business-impact'));
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
    expect(textOf(sectionHtml(html, 'demo'))).toContain('Schedule a 30-Minute Demo');
    expect(textOf(sectionHtml(html, 'trial'))).toContain('Start Your Trial');
    expect(faqOf(html)?.mainEntity).toHaveLength(3);
  });

  it('writes the nine capability pages with their headline, figures, FAQ data and a link back to the product', async () => {
    expect(subpages).toHaveLength(9);
    for (const sub of subpages) {
      const html = await page(sub.path);
      expect(h1Of(html), sub.path).toBe(sub.headline);
      expect(titleOf(html), sub.path).toBe(sub.title);
      for (const s of sub.stats) expect(textOf(html), sub.path).toContain(s.value);
      for (const hl of sub.highlights) expect(textOf(html), sub.path).toContain(hl.title);
      expect(html, sub.path).toContain(`href="${sub.productHref}"`);
      expect(
        faqOf(html)?.mainEntity.map((q) => q.acceptedAnswer.text),
        sub.path,
      ).toEqual(sub.faq.map((f) => f.answer));
    }
  });

  it('writes the five integration pages with category, setup time and steps', async () => {
    const dynamic = routes.find((r) => r.path === '/integrations/:slug');
    expect(dynamic?.staticParams).toBeDefined();
    for (const i of integrations) {
      const html = await page(`/integrations/${i.slug}`);
      const text = textOf(html);
      expect(h1Of(html)).toBe(`BlokSecure + ${i.name}`);
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
    for (const item of resourcesHub.items) expect(hub).toContain(`href="${item.href}"`);
    const guide = await page('/resources/passwordless-playbook');
    expect(h1Of(guide)).toBe(passwordlessPlaybook.title);
    for (const c of passwordlessPlaybook.chapters) expect(textOf(guide)).toContain(c.heading);
    const webinar = await page('/resources/zero-trust-webinar');
    expect(h1Of(webinar)).toBe(zeroTrustWebinar.title);
    expect(webinar).toContain('src="/media/zero-trust-webinar-preview.mp4"');
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
