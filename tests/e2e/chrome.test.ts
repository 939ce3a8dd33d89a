import { expect, type Page, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers';

/** holds back the desktop dropdown chunk until the returned function is called */
async function holdDropdownCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/assets/DropdownNav-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Products opens on hover with three columns and Learn more links', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Products' }).hover();
    for (const name of ['BlokKey', 'BlokBadge', 'BlokSafe']) await expect(nav.getByText(name, { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Learn more →/ })).toHaveCount(3);
    await nav.getByRole('link', { name: /Learn more → about BlokSafe/ }).click();
    await expect(page).toHaveURL(/\/bloksafe$/);
  });

  test('dropdowns work from the keyboard and close with Escape', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.focus();
    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Insights', 'Case Studies', 'Events & Webinars', /Developer Documentation/]) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Insights' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    // About: About Us and Contact Us
    const about = nav.getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Demo' })).toHaveAttribute('href', '/demo');
  });

  test('a hover before the dropdown code has loaded still opens the menu once it arrives', async ({ page }) => {
    const release = await holdDropdownCode(page);
    await page.goto('/careers');
    await waitForHydration(page);
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await products.hover();
    release();
    await expect(page.getByRole('link', { name: /Learn more → about BlokKey/ })).toBeVisible();
  });

  test('Enter on a focused trigger before the dropdown code has loaded opens it with focus kept', async ({ page }) => {
    const release = await holdDropdownCode(page);
    await page.goto('/careers');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.focus();
    await page.keyboard.press('Enter');
    release();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(resources).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Insights' })).toBeFocused();
  });

  test('the developer documentation opens in a new tab', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
    const docs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Developer Documentation/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger toggles a scrollable panel 68px from the top; choosing a link closes it', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const box = await panel.boundingBox();
    expect(box?.y).toBe(68);
    const styles = await panel.evaluate((el) => {
      const s = getComputedStyle(el);
      return { maxHeight: s.maxHeight, overflowY: s.overflowY };
    });
    expect(styles.maxHeight).toBe(`${0.8 * 740}px`);
    expect(styles.overflowY).toBe('auto');
    await panel
      .getByRole('link', { name: 'Careers' })
      .or(panel.getByRole('link', { name: 'About Us' }))
      .first()
      .click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('no horizontal scroll at 360px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/about', '/careers', '/privacy', '/support-terms', '/terms-of-service', '/nope']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('navigation and scrolling', () => {
  test('each navigation scrolls to the top', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('in-page hash links scroll smoothly to the target 80px below the top', async ({ page }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Sharing With Third Parties' }).click();
    await expect(page).toHaveURL(/#sharing-with-third-parties$/);
    await expect
      .poll(async () => Math.round(await page.locator('#sharing-with-third-parties').evaluate((el) => el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBe(80);
  });

  test('the theme is dark and stored under vite-ui-theme', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  });
});

test.describe('not-found page', () => {
  test('answers 404 with its texts, Go Back uses history, links home and to support', async ({ page }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const res = await page.goto('/definitely-missing');
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Page Not Found | BlokSecure');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved...")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/contact');
    await expect(page.getByText(new RegExp(`© ${new Date().getFullYear()} BlokSecure`))).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });
});

test('pages hydrate without console errors', async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of ['/about', '/careers', '/privacy', '/privacy-policy', '/support-terms', '/terms-of-service']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(errors).toEqual([]);
});

test('404.html served for a path a dynamic route matches hydrates cleanly, then shows that route', async ({ page }) => {
  const errors = collectErrors(page);
  const res = await page.goto('/events/no-such-event');
  expect(res?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  expect(errors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
});

test('the boot script preloads every chunk the page data names, one modulepreload link each', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const named = await page.evaluate(
    () => (JSON.parse(document.getElementById('__PAGE_DATA__')?.textContent ?? '{}') as { assets: { preloads: string[] } }).assets.preloads,
  );
  expect(named.length).toBeGreaterThan(5);
  // one link per task: wait until the last one is in
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))))
    .toEqual(named);
});
