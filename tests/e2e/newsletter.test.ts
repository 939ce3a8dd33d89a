import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

const footerForm = (page: Page) => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications \(F8\)/ });

test.describe('footer newsletter form', () => {
  test('subscribes: busy label, success toast, cleared field; the server stores the address', async ({ page }) => {
    const errors = collectErrors(page);
    const answers: number[] = [];
    await page.route('**/api/newsletter/subscribe', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      const res = await route.fetch();
      answers.push(res.status());
      await route.fulfill({ response: res });
    });
    await page.goto('/about');
    await waitForHydration(page);
    const form = footerForm(page);
    const email = `reader-${Date.now()}@example.com`;
    await form.getByLabel('Email address').fill(email);
    const request = page.waitForRequest('**/api/newsletter/subscribe');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect((await request).postDataJSON()).toEqual({ email });
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(toastRegion(page).getByText('Successfully subscribed!')).toBeVisible();
    await expect(toastRegion(page).getByText('Thank you for subscribing to our newsletter.')).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(answers).toEqual([201]);
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('a repeated address is a success for the visitor too', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const form = footerForm(page);
    for (let i = 0; i < 2; i++) {
      await form.getByLabel('Email address').fill('same.reader@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(toastRegion(page).getByText('Successfully subscribed!')).toBeVisible();
      await expect(form.getByLabel('Email address')).toHaveValue('');
    }
  });

  test('a failure keeps the address and shows the destructive toast', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.goto('/privacy');
    await waitForHydration(page);
    const form = footerForm(page);
    await form.getByLabel('Email address').fill('keep@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastRegion(page).getByText('Subscription failed')).toBeVisible();
    await expect(toastRegion(page).getByText('Please try again later.')).toBeVisible();
    await expect(page.locator('li[data-variant="destructive"]')).toHaveCount(1);
    await expect(form.getByLabel('Email address')).toHaveValue('keep@example.com');
  });

  test('the browser rejects a malformed address before anything is sent', async ({ page }) => {
    let sent = 0;
    await page.route('**/api/newsletter/subscribe', (route) => {
      sent++;
      return route.continue();
    });
    await page.goto('/about');
    await waitForHydration(page);
    const form = footerForm(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByLabel('Email address').fill('not an email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await form.getByLabel('Email address').evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    expect(sent).toBe(0);
  });

  test('pages load no form library: the toast code arrives only when needed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/about');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /forms-|DemoForm|TrialForm|Toaster/.test(s))).toEqual([]);
    const before = scripts.length;
    await footerForm(page).getByLabel('Email address').focus();
    await expect.poll(() => scripts.slice(before).some((s) => /Toaster-/.test(s))).toBe(true);
  });
});
