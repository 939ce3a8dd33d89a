import { expect, type Page, test } from '@playwright/test';
import { integrations } from '../../src/content/integrations';
import { subpages } from '../../src/content/products/subpages';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

const result = (page: Page) => page.getByTestId('calculator-result');
const liveRegion = (page: Page) => page.locator('#calculator [aria-live="polite"]');

/** a calculator slider, once its (lazily loaded) code has hydrated it */
async function slider(page: Page, name: string) {
  const thumb = page.getByRole('slider', { name });
  await expect(thumb).toBeVisible(); // Radix shows the thumb only once hydrated
  return thumb;
}

/** scrolls through the whole page so every section has animated in */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(25);
  }
  await page.waitForTimeout(800);
}

test.describe('BlokKey password-cost calculator', () => {
  test('starts at 500 users × 2 resets = $50,000 and follows the keyboard', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/blokkey');
    await waitForHydration(page);
    await expect(result(page)).toHaveText('$50,000');
    const users = await slider(page, 'Number of users');
    await expect(users).toHaveAttribute('aria-valuenow', '500');
    await expect(users).toHaveAttribute('aria-valuetext', '500 users');

    await users.focus();
    await page.keyboard.press('ArrowRight'); // one step: 100 users
    await expect(users).toHaveAttribute('aria-valuenow', '600');
    await expect(result(page)).toHaveText('$60,000');
    await page.keyboard.press('PageUp'); // ten steps
    await expect(users).toHaveAttribute('aria-valuenow', '1600');
    await expect(result(page)).toHaveText('$160,000');
    await page.keyboard.press('Shift+ArrowLeft'); // ten steps back
    await expect(users).toHaveAttribute('aria-valuenow', '600');
    await page.keyboard.press('PageDown'); // clamped at the minimum
    await expect(users).toHaveAttribute('aria-valuenow', '100');
    await expect(result(page)).toHaveText('$10,000');
    await page.keyboard.press('End');
    await expect(users).toHaveAttribute('aria-valuenow', '5000');
    await expect(users).toHaveAttribute('aria-valuetext', '5,000 users');
    await expect(result(page)).toHaveText('$500,000');

    const resets = await slider(page, 'Password resets per user per year');
    await resets.focus();
    await page.keyboard.press('Shift+ArrowRight'); // 2 + 10 steps, clamped at 10
    await expect(resets).toHaveAttribute('aria-valuenow', '10');
    await expect(result(page)).toHaveText('$2,500,000');
    await page.keyboard.press('ArrowLeft');
    await expect(resets).toHaveAttribute('aria-valuetext', '9 resets');
    await expect(result(page)).toHaveText('$2,250,000');
    // the result is announced politely once the value settles
    await expect(liveRegion(page)).toHaveText('Estimated annual cost of password resets: $2,250,000');
    expect(errors).toEqual([]);
  });

  test('a hero thumbnail that fails to load is replaced by the placeholder', async ({ page }) => {
    await page.route('**/images/products/blokkey-approval.svg', (route) => route.abort());
    await page.goto('/blokkey');
    await waitForHydration(page);
    const img = page.getByRole('img', { name: /BlokKey push request/ });
    await expect(img).toHaveAttribute('src', '/images/placeholder.svg');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });

  test('the FAQ opens from the keyboard', async ({ page }) => {
    await page.goto('/blokkey');
    await waitForHydration(page);
    const question = page.locator('#faq summary').first();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
    await expect(page.locator('#faq details').first().locator('p')).toBeVisible();
  });
});

test.describe('BlokBadge badge-cost calculator and video', () => {
  test('starts at $30,750 and follows the keyboard on all four sliders', async ({ page }) => {
    await page.goto('/blokbadge');
    await waitForHydration(page);
    await expect(result(page)).toHaveText('$30,750');

    const holders = await slider(page, 'Badge holders');
    await holders.focus();
    await page.keyboard.press('ArrowRight'); // 600 holders: 60 × 15 + 60 × 20 × 30
    await expect(result(page)).toHaveText('$36,900');
    await page.keyboard.press('ArrowLeft');

    const percent = await slider(page, 'Badges lost or replaced per year');
    await percent.focus();
    await page.keyboard.press('End'); // 30%: 150 × 15 + 150 × 20 × 30
    await expect(percent).toHaveAttribute('aria-valuetext', '30%');
    await expect(result(page)).toHaveText('$92,250');
    await page.keyboard.press('PageDown'); // 20%
    await expect(percent).toHaveAttribute('aria-valuenow', '20');

    const cost = await slider(page, 'Cost per badge');
    await cost.focus();
    await page.keyboard.press('ArrowRight'); // $20 (step 5)
    await expect(cost).toHaveAttribute('aria-valuetext', '$20');

    const minutes = await slider(page, 'Admin minutes per replacement');
    await minutes.focus();
    await page.keyboard.press('Home'); // 5 minutes: 100 × 20 + 100 × 5 × 30
    await expect(minutes).toHaveAttribute('aria-valuenow', '5');
    await expect(result(page)).toHaveText('$17,000');
    await page.keyboard.press('Shift+ArrowRight'); // 10 steps of 5 minutes
    await expect(minutes).toHaveAttribute('aria-valuenow', '55');
    await expect(liveRegion(page)).toHaveText('Estimated annual cost of badge replacement: $167,000');
  });

  test('the demo video plays, and shows "Video preview unavailable" when it cannot load', async ({ page }) => {
    await page.goto('/blokbadge');
    await waitForHydration(page);
    const player = page.locator('figure[data-video-status]');
    await expect(player).toHaveAttribute('data-video-status', 'ready', { timeout: 10_000 });
    await player.getByRole('button', { name: 'Play video' }).click();
    await expect(player).toHaveAttribute('data-video-status', 'playing');

    await page.route('**/media/blokbadge-demo.mp4', (route) => route.abort());
    await page.reload();
    await waitForHydration(page);
    await expect(player).toHaveAttribute('data-video-status', 'error', { timeout: 10_000 });
    await expect(player.getByText('Video preview unavailable')).toBeVisible();
    await expect(player.getByTestId('video-error-detail')).toHaveCount(0);
  });
});

test.describe('marketing pages', () => {
  const paths = [
    '/blokkey',
    '/blokbadge',
    '/bloksafe',
    ...subpages.map((s) => s.path),
    ...integrations.map((i) => i.link),
    '/resources',
    '/resources/passwordless-playbook',
    '/resources/zero-trust-webinar',
  ];

  for (const path of paths) {
    test(`${path} hydrates without errors, axe finds no violations before and after scrolling, no sideways scroll at 360 px`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoA11yViolations(page);
      await scrollThrough(page);
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);

      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await waitForHydration(page);
      await scrollThrough(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('capability pages link to their product and their sibling pages', async ({ page }) => {
    await page.goto('/bloksafe/secure-sharing');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Back to BlokSafe' })).toHaveAttribute('href', '/bloksafe');
    const related = page.locator('#related');
    await expect(related.locator('a[href="/bloksafe/password-vault"]')).toHaveCount(1);
    await expect(related.locator('a[href="/bloksafe/admin-controls"]')).toHaveCount(1);
    await related.locator('a[href="/bloksafe/admin-controls"]').click();
    await expect(page).toHaveURL(/\/bloksafe\/admin-controls$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Control and Evidence for Every Shared Credential');
  });

  test('an integration card on the home page leads to its integration page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('#integrations').getByRole('link', { name: 'Set up CyberArk' }).click();
    await expect(page).toHaveURL(/\/integrations\/cyberark$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BlokSecure + CyberArk');
    await expect(page.getByText('10 min').first()).toBeVisible();
  });
});
