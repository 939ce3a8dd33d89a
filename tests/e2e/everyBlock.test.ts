import { expect, type Page, test } from '@playwright/test';
import { serveConfiguredExport } from './configuredSite';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

// The post that uses every block type (issue 34), exported from the fake Notion API holding the fidelity
// fixture, with the site set up for YouTube frames (YOUTUBE_OVERVIEW_VIDEO_ID), served by the real server.
test.describe.configure({ mode: 'serial' });
const env: Record<string, string> = { YOUTUBE_OVERVIEW_VIDEO_ID: 'aBcD3fG_h1J' };
let closeFake: (() => Promise<void>) | undefined;
let cacheDir = '';
test.beforeAll(async () => {
  const [{ startFakeNotion, fakeFileUrl }, { everyBlockContent, EVERY_BLOCK_IDS }, { TOKEN }, path, { projectRoot }] = await Promise.all([
    import('../fixtures/notion/fakeNotion'),
    import('../fixtures/notion/everyBlock'),
    import('../fixtures/notion/data'),
    import('node:path'),
    import('../../core/exportPaths'),
  ]);
  const fake = await startFakeNotion({ content: everyBlockContent(fakeFileUrl), rateLimit: false });
  closeFake = () => fake.close();
  // a cache of its own: the fixture keeps one last_edited_time
  cacheDir = path.join(projectRoot, 'dist', `.test-cache-e2e-every-block-${process.pid}`);
  // read by the export below (serveConfiguredExport's hook runs after this one)
  Object.assign(env, {
    NOTION_TOKEN: TOKEN,
    NOTION_DATABASE_ID: EVERY_BLOCK_IDS.database,
    NOTION_API_URL: fake.url,
    SITE_CACHE_DIR: cacheDir,
  });
});
const site = serveConfiguredExport(env);
test.afterAll(async () => {
  await closeFake?.();
  const { rm } = await import('node:fs/promises');
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

const open = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  const errors = collectErrors(page);
  await page.goto(`${site.origin}/blog/every-block`);
  await waitForHydration(page);
  return errors;
};

for (const width of [1280, 360]) {
  test(`passes axe at ${width} px with its toggles closed and open, without scrolling sideways`, async ({ page }) => {
    const errors = await open(page, width);
    await expectNoA11yViolations(page);
    for (const summary of await page.locator('[data-testid="post-body"] summary').all()) await summary.click();
    await expect(page.locator('[data-testid="post-body"] details[open]')).toHaveCount(2);
    await expectNoA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('opens toggles from the keyboard, and reaches the table by keyboard', async ({ page }) => {
  await open(page, 375);
  const toggle = page.locator('details', { hasText: 'Why not SMS codes?' });
  await toggle.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('open', '');
  await expect(toggle.getByText('They can be phished and SIM swapped.')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(toggle).not.toHaveAttribute('open', '');
  const table = page.getByRole('region', { name: /^Table: Method/ });
  await table.focus();
  await expect(table).toBeFocused();
});

test('lays columns side by side on a wide screen and stacks them on a phone', async ({ page }) => {
  const columns = (p: Page) => p.locator('[data-testid="post-body"] .grid > div');
  await open(page, 1280);
  const [a, b] = await Promise.all([columns(page).nth(0).boundingBox(), columns(page).nth(1).boundingBox()]);
  expect(a?.y).toBe(b?.y);
  expect(b?.x ?? 0).toBeGreaterThan((a?.x ?? 0) + (a?.width ?? 0) - 1);
  await open(page, 375);
  const [c, d] = await Promise.all([columns(page).nth(0).boundingBox(), columns(page).nth(1).boundingBox()]);
  expect(d?.y ?? 0).toBeGreaterThanOrEqual((c?.y ?? 0) + (c?.height ?? 0));
});

test('loads a YouTube embed only when pressed, from youtube-nocookie, under the CSP the site already had', async ({ page }) => {
  const frames: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    frames.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  const res = await page.goto(`${site.origin}/blog/every-block`);
  const [{ contentSecurityPolicy, headerOptionsFor }] = await Promise.all([import('../../core/securityHeaders')]);
  expect(res?.headers()['content-security-policy']).toBe(contentSecurityPolicy(headerOptionsFor(env)));
  await waitForHydration(page);
  const body = page.locator('[data-testid="post-body"]');
  await expect(body.locator('iframe')).toHaveCount(0);
  // no style attribute in the post (colours are classes, equations MathML without styles)
  await expect(body.locator('[style]')).toHaveCount(0);
  const play = body.getByRole('button', { name: 'Play video: The rollout walkthrough (loads the YouTube player)' });
  // the body hydrates from its own chunk, after the page: the button is the server's HTML until then
  await expect.poll(() => play.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true);
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(body.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  await expect.poll(() => frames.length).toBeGreaterThan(0);
});
