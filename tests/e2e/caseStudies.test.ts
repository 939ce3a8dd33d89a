import { expect, type Page, test } from '@playwright/test';
import { caseStudies, caseStudyTitleSuffix, realtrisExtended } from '../../src/content/caseStudies';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

const cardList = (page: Page) => page.getByTestId('case-list');
const cardTitles = (page: Page) => cardList(page).getByRole('heading', { level: 3 });

/** client-side navigation, as a link inside the app would do it (no document request) */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('case study list', () => {
  test('shows the four case studies with challenge clamped to 2 lines, and the demo and contact CTAs', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/case-studies');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Success Stories' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(caseStudies.map((c) => c.title));
    for (const c of caseStudies) {
      await expect(cardList(page).getByRole('link', { name: c.title })).toHaveAttribute('href', `/case-studies/${c.id}`);
    }
    const challenge = page.getByTestId('case-challenge').first();
    await expect(challenge).toHaveCSS('-webkit-line-clamp', '2');
    // the text is longer than two lines, so the clamp really cuts it
    const { scroll, client, lineHeight } = await challenge.evaluate((el) => ({
      scroll: el.scrollHeight,
      client: el.clientHeight,
      lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(scroll).toBeGreaterThan(client);
    expect(client).toBeLessThanOrEqual(Math.ceil(lineHeight * 2) + 1);
    await expect(page.getByRole('link', { name: 'Request a Demo' }).last()).toHaveAttribute('href', '/demo');
    await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', '/contact');
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('filters by industry, with All Industries first, from mouse and keyboard', async ({ page }) => {
    await page.goto('/case-studies');
    await waitForHydration(page);
    const filter = page.getByRole('group', { name: 'Filter by industry' });
    await expect(filter.getByRole('button')).toHaveText([
      'All Industries',
      'Real Estate',
      'Financial Services - Mortgage',
      'Education',
      'Technology Trade Association',
    ]);
    await expect(filter.getByRole('button', { name: 'All Industries' })).toHaveAttribute('aria-pressed', 'true');
    for (const c of caseStudies) {
      await filter.getByRole('button', { name: c.industry, exact: true }).click();
      await expect(filter.getByRole('button', { name: c.industry, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cardTitles(page)).toHaveText([c.title]);
    }
    await filter.getByRole('button', { name: 'Education' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(filter.getByRole('button', { name: 'Financial Services - Mortgage' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(['Phishing-Resistant Access for a Growing Mortgage Brokerage']);
    await expect(page.getByText('Showing 1 of 4 case studies')).toBeAttached();
    await filter.getByRole('button', { name: 'All Industries' }).click();
    await expect(cardTitles(page)).toHaveCount(4);
    await expectNoA11yViolations(page);
  });

  test('a card opens its case study', async ({ page }) => {
    await page.goto('/case-studies');
    await waitForHydration(page);
    await cardList(page)
      .getByRole('link', { name: /Durham Region College/ })
      .click();
    await expect(page).toHaveURL(/\/case-studies\/durham-college-security$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Securing Staff and Student Services Access at a Durham Region College',
    );
  });
});

test.describe('case study detail', () => {
  test('shows every field, a 5-star testimonial, side links and three other stories', async ({ page }) => {
    const errors = collectErrors(page);
    const study = caseStudies.find((c) => c.id === 'mortgage-processing')!;
    await page.goto(`/case-studies/${study.id}`);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${study.title}${caseStudyTitleSuffix}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    const main = page.locator('main');
    await expect(main.getByText(study.industry).first()).toBeVisible();
    await expect(main.getByText(study.challenge)).toBeVisible();
    await expect(main.getByText(study.solution)).toBeVisible();
    await expect(main.getByText(study.companySize)).toBeVisible();
    for (const r of study.results) await expect(main.getByText(r)).toBeVisible();
    const image = main.locator(`img[src="${study.image}"]`);
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(main.getByText(study.testimonial.quote, { exact: false })).toBeVisible();
    await expect(main.getByText(study.testimonial.author)).toBeVisible();
    const stars = main.getByRole('img', { name: 'Rated 5 out of 5 stars' });
    await expect(stars).toHaveCount(1);
    await expect(stars.locator('svg')).toHaveCount(5);
    const aside = page.getByRole('complementary', { name: 'About this case study' });
    await expect(aside.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/demo');
    await expect(aside.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/free-trial');
    const others = page.getByTestId('more-stories').getByRole('link');
    await expect(others).toHaveCount(3);
    const hrefs = await others.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(`/case-studies/${study.id}`);
    expect(new Set(hrefs).size).toBe(3);
    // pre-rendered from static data: no lookup, so no spinner
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('every case study id is reachable and never lists itself among the other stories', async ({ page }) => {
    for (const c of caseStudies) {
      await page.goto(`/case-studies/${c.id}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      const hrefs = await page
        .getByTestId('more-stories')
        .getByRole('link')
        .evaluateAll((l) => l.map((a) => a.getAttribute('href')));
      expect(hrefs).toHaveLength(3);
      expect(hrefs).not.toContain(`/case-studies/${c.id}`);
    }
  });
});

test.describe('extended Realtris case study', () => {
  for (const path of ['/case-study-realtris', '/case-studies/case-study-realtris']) {
    test(`${path} shows the extended sections`, async ({ page }) => {
      const errors = collectErrors(page);
      const r = realtrisExtended;
      await page.goto(path);
      await waitForHydration(page);
      await expect(page).toHaveTitle(`${r.title}${caseStudyTitleSuffix}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.title);
      const main = page.locator('main');
      await expect(main.getByText(r.subtitle)).toBeVisible();
      await expect(main.getByText(r.location)).toBeVisible();
      const achievements = main.locator('#achievements li');
      await expect(achievements.getByRole('heading', { level: 3 })).toHaveText(r.keyAchievements.map((a) => a.title));
      const phases = main.locator('#implementation li');
      await expect(phases).toHaveCount(4);
      for (const [i, p] of r.implementation.entries()) {
        await expect(phases.nth(i)).toContainText(p.phase);
        await expect(phases.nth(i)).toContainText(p.timeframe);
      }
      for (const res of r.results) await expect(main.getByText(res)).toBeVisible();
      const tech = main.locator('#technical-details');
      for (const h of ['Integrations', 'Security Standards', 'Authentication Method', 'Deployment Model']) {
        await expect(tech.getByRole('heading', { name: h })).toBeVisible();
      }
      for (const i of r.technicalDetails.integrations) await expect(tech.getByText(i)).toBeVisible();
      await expect(tech.getByText(r.technicalDetails.deploymentModel)).toBeVisible();
      const quotes = main.locator('#testimonials figure');
      await expect(quotes).toHaveCount(3);
      await expect(main.locator('#testimonials').getByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveCount(3);
      const solutions = main.locator('#solutions-used');
      await expect(solutions.getByRole('link', { name: 'BlokKey' })).toHaveAttribute('href', '/blokkey');
      await expect(solutions.getByRole('link', { name: 'BlokSafe' })).toHaveAttribute('href', '/bloksafe');
      const cta = main.locator('#get-started');
      await expect(cta.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/demo');
      await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/free-trial');
      await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      const others = await page
        .getByTestId('more-stories')
        .getByRole('link')
        .evaluateAll((l) => l.map((a) => a.getAttribute('href')));
      expect(others).toEqual([
        '/case-studies/mortgage-processing',
        '/case-studies/durham-college-security',
        '/case-studies/tech-trade-association',
      ]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://bloksecure.com/case-study-realtris');
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('unknown case study id', () => {
  test('the served export redirects /case-studies/nope to the list', async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/case-studies/nope');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/case-studies$/);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/case-studies\/nope$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Success Stories' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('in the browser, navigating to an unknown id redirects to the list', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/case-studies/tech-trade-association');
    await waitForHydration(page);
    await navigateInApp(page, '/case-studies/does-not-exist');
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Success Stories' })).toBeVisible();
    // the redirect replaces the unknown entry: Back returns to the story the visitor came from
    await page.goBack();
    await expect(page).toHaveURL(/\/case-studies\/tech-trade-association$/);
    expect(errors).toEqual([]);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('list and detail fit a 360px screen without horizontal scrolling', async ({ page }) => {
    for (const path of ['/case-studies', '/case-studies/durham-college-security', '/case-study-realtris']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
    }
    await expectNoA11yViolations(page);
  });
});
