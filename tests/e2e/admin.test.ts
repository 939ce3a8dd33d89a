import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

// the server of playwright.config.ts runs with this token
const TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef-0123';
// the admin calls change the served export, so this file runs one test at a time
test.describe.configure({ mode: 'serial' });

const DEFAULTS: Array<[string, string, string]> = [
  ['Generate Blog Pages', '/api/admin/generate-static-blog', 'Failed to generate static pages'],
  ['Generate Complete Site', '/api/admin/generate-static-site', 'Failed to generate static site'],
  ['Create ZIP File', '/api/admin/create-static-zip', 'Failed to create zip file'],
  ['Create Complete Static Site Export', '/api/admin/create-complete-static-site', 'Failed to create complete static site export'],
  ['Create Replit Export', '/api/admin/create-replit-export', 'Failed to create Replit export'],
];

/** opens /admin with the token already given in this browser session */
async function openAdmin(page: Page): Promise<void> {
  await page.addInitScript((t) => sessionStorage.setItem('blok-admin-token', t), TOKEN);
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Generate Blog Pages' })).toBeVisible();
}

const resultPanel = (page: Page) => page.getByRole('region', { name: /^(Success|Failed)$/ });
/** an action button; while it runs its name gains ' (Working...)' for screen readers */
const actionButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}( \\(Working\\.\\.\\.\\))?$`) });

test('asks for the token, refuses a wrong one, and keeps the right one for this browser session only', async ({ page, browser }) => {
  const errors = collectErrors(page);
  const res = await page.goto('/admin');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { level: 1, name: 'Static Site Generator' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Blog Pages' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByLabel('Admin token', { exact: true }).fill('not-the-token');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That token was refused. Use ADMIN_TOKEN, or the token in data/admin-token on the server.',
  );
  await expect(page.getByLabel('Admin token', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Admin token', { exact: true }).fill(TOKEN);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Generate Blog Pages' })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('blok-admin-token'), localStorage.getItem('blok-admin-token')])).toEqual([
    TOKEN,
    null,
  ]);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Generate Blog Pages' })).toBeVisible();
  // another browser session starts without it
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto('/admin');
  await waitForHydration(fresh);
  await expect(fresh.getByLabel('Admin token', { exact: true })).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Forget token' }).click();
  await expect(page.getByLabel('Admin token', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('blok-admin-token'))).toBeNull();
  // the refused token's 401 is the only console error
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('keeps a token typed before the page hydrated, and signs in with it (issue 36, item 8)', async ({ page }) => {
  const errors = collectErrors(page);
  // the page's scripts wait until the token is typed into the server-rendered field
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/admin', { waitUntil: 'commit' });
  const field = page.getByLabel('Admin token', { exact: true });
  await field.pressSequentially(TOKEN);
  expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
  release();
  await waitForHydration(page);
  await expect(field).toHaveValue(TOKEN);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Generate Blog Pages' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a sign-in refused for too many failures says so, with the server\'s words, rather than "could not reach"', async ({ page }) => {
  const message = 'Too many failed admin sign-ins from your address. Try again in 540 seconds.';
  await page.route('**/api/admin/status', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '540' },
      body: JSON.stringify({ success: false, message }),
    }),
  );
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByLabel('Admin token', { exact: true }).fill(TOKEN);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(`429: ${message}`);
});

test('each button shows a spinner and waits while its call runs, then shows the result, with a download for each zip', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  await openAdmin(page);
  const expected: Record<string, RegExp> = {
    'Generate Blog Pages': /^Generated \d+ blog pages \(the list and \d+ posts\), the feed and the sitemap/,
    'Generate Complete Site': /^Generated \d+ pages/,
    // the zips are named after the export folder: dist/site gives site.zip and replit-export.zip
    'Create ZIP File': /^Created \S+\.zip \(\d+\.\d MB, \d+ files, \d+ pages\)$/,
    'Create Complete Static Site Export': /^Generated \d+ pages.*; zipped into \S+\.zip/,
    'Create Replit Export': /^Created \S*replit-export\.zip \(\d+\.\d MB\): run it with Replit's Run button or `node server\.js`$/,
  };
  for (const [label, path] of DEFAULTS) {
    const button = actionButton(page, label);
    // hold the call until the pending state has been seen, then let the real server do the work
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(`**${path}`, async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.locator('[data-spinner]')).toBeVisible();
    await expect(button).toHaveAccessibleName(`${label} (Working...)`);
    for (const [other] of DEFAULTS) await expect(actionButton(page, other)).toBeDisabled();
    release();

    const panel = resultPanel(page);
    // the previous action's result stays on screen while this one runs: wait for this one's
    await expect(panel.getByText(label, { exact: true })).toBeVisible({ timeout: 5 * 60_000 });
    await expect(panel.getByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(panel.getByText(expected[label]!)).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(button.locator('[data-spinner]')).toHaveCount(0);
    await expect(panel.getByText(/^Total (pages|posts)$/)).toBeVisible();
    await expect(panel.getByText('Output folder')).toBeVisible();
    await page.unroute(`**${path}`);

    const zip =
      label === 'Create Replit Export'
        ? 'replit-export.zip'
        : label.includes('ZIP') || label.includes('Complete Static')
          ? 'site.zip'
          : null;
    if (zip) {
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: `Download ${zip}` }).click()]);
      expect(download.suggestedFilename()).toBe(zip);
      const bytes = await readFile((await download.path()) ?? '');
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
    }
  }
  await expectNoA11yViolations(page);
});

test('a failed call shows Failed, the server message, the stats and each failing page', async ({ page }) => {
  await openAdmin(page);
  const errors = [
    '/about: broken link "/pricing" (no page or file at /pricing)',
    '/blog/x: broken link "/about#team-old" (no element with id "team-old" on /about)',
  ];
  await page.route('**/api/admin/generate-static-site', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Failed to generate static site: 2 broken links in 2 pages',
        stats: { totalPages: 52, successCount: 50, errorCount: 2, outputDirectory: '/srv/site', errors },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Generate Complete Site', exact: true }).click();
  const panel = resultPanel(page);
  await expect(panel.getByRole('heading', { name: 'Failed' })).toBeVisible();
  await expect(panel.getByText('Failed to generate static site: 2 broken links in 2 pages')).toBeVisible();
  const list = panel.getByRole('list', { name: 'Errors of the last run' });
  await expect(list.getByRole('listitem')).toHaveText(errors);
  for (const [term, value] of [
    ['Total pages', '52'],
    ['Successful', '50'],
    ['Errors', '2'],
    ['Output folder', '/srv/site'],
  ]) {
    await expect(panel.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')).toHaveText(value!);
  }
  await expect(panel.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("shows the spec's default message when the server gives none", async ({ page }) => {
  await openAdmin(page);
  await page.route('**/api/admin/**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
      : route.continue(),
  );
  const panel = resultPanel(page);
  for (const [label, , message] of DEFAULTS) {
    await page.getByRole('button', { name: label, exact: true }).click();
    await expect(panel.getByRole('heading', { name: 'Failed' })).toBeVisible();
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
    await expect(panel.getByText(message, { exact: true })).toBeVisible();
  }
  await page
    .getByRole('region', { name: 'Published Posts' })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Regenerate / })
    .click();
  await expect(panel.getByText('Failed to regenerate post', { exact: true })).toBeVisible();
});

test('lists the published posts with their slug, author, date and up to 3 tags, and regenerates one', async ({ page, request }) => {
  test.setTimeout(5 * 60_000);
  const { posts } = (await (await request.get('/api/blog/posts')).json()) as {
    posts: Array<{ title: string; slug: string; author: string; tags: string[] }>;
  };
  expect(posts.length).toBeGreaterThan(3);
  await openAdmin(page);
  const list = page.getByRole('region', { name: 'Published Posts' });
  const items = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(items).toHaveCount(posts.length);
  for (const post of posts) {
    const item = items.filter({ has: page.getByRole('heading', { level: 3, name: post.title, exact: true }) });
    await expect(item.getByText(post.slug, { exact: true })).toBeVisible();
    await expect(item.getByText(post.author, { exact: true })).toBeVisible();
    const tags = item.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect(tags).toHaveText([...post.tags.slice(0, 3), ...(post.tags.length > 3 ? [`+${post.tags.length - 3} more`] : [])]);
  }
  await expect(list.getByText('+1 more').first()).toBeVisible();
  await expect(items.first().getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

  const target = posts.find((p) => p.slug === 'reducing-helpdesk-load') ?? posts[0]!;
  const button = page.getByRole('button', { name: `Regenerate ${target.title}` });
  await button.click();
  const panel = resultPanel(page);
  await expect(panel.getByRole('heading', { name: 'Success' })).toBeVisible({ timeout: 4 * 60_000 });
  await expect(panel.getByText(`Regenerated /blog/${target.slug}`)).toBeVisible();
  await expect(panel.getByText(`Regenerate: ${target.title}`)).toBeVisible();
  await expect(button).toBeEnabled();
  const page2 = await request.get(`/blog/${target.slug}`);
  expect(page2.status()).toBe(200);
});

test("without SITE_DEPLOY_TARGET the page has no Publish or Roll back: the spec's sections, and what is live", async ({ page }) => {
  const status = page.waitForResponse('**/api/admin/status');
  await openAdmin(page);
  expect(((await (await status).json()) as { publishTarget?: string }).publishTarget).toBeUndefined();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Blog Pages',
    'Complete Site Export',
    'What is live',
    'Published Posts',
  ]);
  await expect(page.getByRole('button', { name: /^(Publish|Roll back)/ })).toHaveCount(0);
  // no deploy target: what is live is the export alone (tests/e2e/adminLive.test.ts covers the bucket)
  await expect(page.getByRole('region', { name: 'What is live' }).getByText('Site storage')).toHaveCount(0);
});

test('with a deploy target the Publish action runs like the others and shows its result in the same panel', async ({ page }) => {
  const message = 'Generated 52 pages and published them to s3://www-example/site: 3 files uploaded (0.1 MB), 610 unchanged, 1 deleted';
  await page.route('**/api/admin/status', async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...real, publishTarget: 's3://www-example/site' } });
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  let authorization: string | undefined;
  await page.route('**/api/admin/deploy', async (route) => {
    authorization = route.request().headers().authorization;
    await held;
    await route.fulfill({
      json: {
        success: true,
        message,
        stats: { totalPages: 52, successCount: 52, errorCount: 0, outputDirectory: '/srv/site', errors: [] },
      },
    });
  });
  await openAdmin(page);
  const card = page.getByRole('region', { name: 'Publish', exact: true });
  await expect(card).toContainText('s3://www-example/site');
  const button = actionButton(page, 'Publish');
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAccessibleName('Publish (Working...)');
  for (const [other] of DEFAULTS) await expect(actionButton(page, other)).toBeDisabled();
  release();
  const panel = resultPanel(page);
  await expect(panel.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(panel.getByText('Publish', { exact: true })).toBeVisible();
  await expect(panel.getByText(message)).toBeVisible();
  await expect(button).toBeEnabled();
  expect(authorization).toBe(`Bearer ${TOKEN}`);
  await expectNoA11yViolations(page);

  // a failure without a message gets the action's default
  await page.unroute('**/api/admin/deploy');
  await page.route('**/api/admin/deploy', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await button.click();
  await expect(panel.getByRole('heading', { name: 'Failed' })).toBeVisible();
  await expect(panel.getByText('Failed to publish the site', { exact: true })).toBeVisible();
});

test("shows 'No published blog posts found' when there are none", async ({ page }) => {
  await page.route('**/api/blog/posts', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ posts: [] }) }),
  );
  await openAdmin(page);
  await expect(page.getByText('No published blog posts found')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the admin page is not part of the exported site, its sitemap or search indexing', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/\/admin<\/loc>/);
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
  expect((await request.get('/admin/index.html')).status()).toBe(404);
});
