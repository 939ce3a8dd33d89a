/**
 * `site dev` in the browser (a copy of the project, tests/devServer.ts): the open page follows edits by
 * itself. A post edit is taken in place, a code edit reloads, and both keep the reader's place; an edit
 * saved while the page was loading still reaches it; a class edit applies without a reload, and a
 * syntax error shows over the page until the fix.
 */
import { expect, type Page, test } from '@playwright/test';
import { type DevCopy, startDevCopy } from '../devServer';

const POST = 'fido2-webauthn-explained';
const COMPONENT = 'src/pages/blog/BlogPostPage.tsx';
const H1 = '<h1 className="mt-4 max-w-4xl text-3xl leading-tight font-bold sm:text-5xl">';

let dev: DevCopy;
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);
/** how long a page may take to reload itself after an edit (the bundle is built again first) */
const RELOAD_MS = 30_000;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dev = await startDevCopy();
});
test.afterAll(async () => {
  await dev?.stop();
});

/** opens a page and waits until it follows the dev server's events */
async function open(page: Page, url: string): Promise<void> {
  const following = page.waitForResponse((r) => r.url().includes('/__site/events'));
  await page.goto(url);
  await following;
}

/** counts the page's own loads (a reload is a new document) */
async function documentLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  return () => loads;
}

/** scrolls a heading near the top of the window; answers its height there */
async function readAt(page: Page, name: string): Promise<number> {
  const heading = page.getByRole('heading', { name });
  await heading.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -100));
  return heading.evaluate((el) => el.getBoundingClientRect().top);
}

test('a post edit shows in the open page by itself, in place, at the place the reader was at', async ({ page }) => {
  await open(page, `${dev.url}/blog/${POST}`);
  const before = await readAt(page, 'Why this defeats phishing');
  const heading = page.getByRole('heading', { name: 'Why this defeats phishing' });
  const loads = await documentLoads(page);
  dev.edit(`${dev.blogDir}/${POST}.md`, '\n## ', '\nA sentence the browser test added.\n\n## ');
  await expect(page.getByText('A sentence the browser test added.')).toBeVisible();
  expect(loads()).toBe(0);
  // the same heading near the same height, though the page grew above it
  await expect.poll(async () => Math.abs((await heading.evaluate((el) => el.getBoundingClientRect().top)) - before)).toBeLessThan(40);
  await dev.idle();
});

test('a code edit reloads the open page by itself and keeps the place the reader was at', async ({ page }) => {
  await open(page, `${dev.url}/blog/${POST}`);
  const before = await readAt(page, 'Why this defeats phishing');
  const heading = page.getByRole('heading', { name: 'Why this defeats phishing' });
  const loads = await documentLoads(page);
  // an element more in the component: its scripts change, so the page loads them again
  dev.edit(COMPONENT, '{copy.by} <span', '<em>Reviewed</em> {copy.by} <span');
  // (a reload waits for the new browser bundle: seconds on a busy CI machine; how fast is bench/dev.mjs's to say)
  await expect(page.getByText('Reviewed', { exact: true })).toBeVisible({ timeout: RELOAD_MS });
  expect(loads()).toBe(1);
  await expect
    .poll(async () => Math.abs((await heading.evaluate((el) => el.getBoundingClientRect().top)) - before), { timeout: RELOAD_MS })
    .toBeLessThan(40);
  await dev.idle();
});

test('an edit saved while the page was loading reaches it: it reloads as it connects', async ({ page }) => {
  // the page's event stream is held back until the edit has been applied
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let first = true;
  await page.route('**/__site/events?*', async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  await page.goto(`${dev.url}/blog/${POST}`);
  dev.edit(`${dev.blogDir}/${POST}.md`, '\n## ', '\nA sentence saved while the page was loading.\n\n## ');
  await expect
    .poll(async () => (await fetch(`${dev.url}/blog/${POST}`)).text(), { timeout: 30_000 })
    .toContain('A sentence saved while the page was loading.');
  await expect(page.getByText('A sentence saved while the page was loading.')).toHaveCount(0);
  release();
  await expect(page.getByText('A sentence saved while the page was loading.')).toBeVisible();
  await dev.idle();
});

test('a Tailwind class edit in a component applies without a reload', async ({ page }) => {
  await open(page, `${dev.url}/blog/${POST}`);
  const loads = await documentLoads(page);
  const h1 = page.locator('h1');
  expect(await h1.evaluate((el) => getComputedStyle(el).letterSpacing)).not.toMatch(/^4\./);
  dev.edit(COMPONENT, H1, H1.replace('font-bold', 'font-bold tracking-[0.1234em]'));
  // 0.1234em of the heading's size: the new rule of the swapped stylesheet is applied
  await expect
    .poll(() =>
      h1.evaluate((el) => Number.parseFloat(getComputedStyle(el).letterSpacing) / Number.parseFloat(getComputedStyle(el).fontSize)),
    )
    .toBeCloseTo(0.1234, 3);
  await expect(h1).toHaveClass(/tracking-\[0\.1234em\]/);
  expect(loads()).toBe(0);
  await dev.idle();
});

test('a syntax error shows over the page with its file and line; the fix clears it and reloads', async ({ page }) => {
  await open(page, `${dev.url}/blog/${POST}`);
  const good = dev.read(COMPONENT);
  const overlay = page.locator('site-dev-overlay');
  try {
    dev.edit(COMPONENT, '{copy.by} <span', '{copy.by)} <span');
    await expect(overlay).toBeVisible();
    const line = good.split('\n').findIndex((l) => l.includes('{copy.by} <span')) + 1;
    await expect(overlay).toContainText(`${COMPONENT}:${line}:`);
    await expect(overlay).toContainText('Build failed');
    // the page under it is still the last good one
    await expect(page.locator('h1')).toBeVisible();
    dev.write(COMPONENT, good);
    await expect(overlay).toHaveCount(0, { timeout: RELOAD_MS });
  } finally {
    if (dev.read(COMPONENT) !== good) dev.write(COMPONENT, good);
  }
  await dev.idle();
});
