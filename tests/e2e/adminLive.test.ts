import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type S3rverProcess, startS3rver } from '../../bench/s3rver.mjs';
import { serveConfiguredExport } from './configuredSite';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

/**
 * What is live, on /admin, in Chromium against a real server: its own copy of the blog (edited by the
 * test), a real S3-protocol store behind Publish and Roll back (s3rver), the history of what ran, and the
 * marks of posts changed since the export or not in it yet, with Regenerate changed posts.
 */

const TOKEN = 'e2e-live-admin-token-0123456789abcdefghij';
const blogDir = mkdtempSync(path.join(os.tmpdir(), 'blok-e2e-live-blog-'));
cpSync(path.join(process.cwd(), 'src/content/blog'), blogDir, { recursive: true });
const env: Record<string, string> = {
  ADMIN_TOKEN: TOKEN,
  BLOG_DIR: blogDir,
  SITE_DEPLOY_TARGET: 's3://e2e-live/www',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_S3_FORCE_PATH_STYLE: 'true',
};
let s3: S3rverProcess | undefined;

test.describe.configure({ mode: 'serial' });
// the store first: the site's configuration names its endpoint
test.beforeAll(async () => {
  s3 = await startS3rver({ buckets: ['e2e-live'] });
  env.AWS_ENDPOINT_URL_S3 = s3.endpoint;
});
const site = serveConfiguredExport(env);
test.afterAll(async () => {
  await s3?.stop();
  rmSync(blogDir, { recursive: true, force: true });
});

async function openAdmin(page: Page): Promise<void> {
  await page.addInitScript((t) => sessionStorage.setItem('blok-admin-token', t), TOKEN);
  await page.goto(`${site.origin}/admin`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'What is live' })).toBeVisible();
}

const liveCard = (page: Page) => page.getByRole('region', { name: 'What is live' });
const history = (page: Page) => liveCard(page).getByRole('list', { name: 'Last exports and publishes' }).getByRole('listitem');
const resultPanel = (page: Page) => page.getByRole('region', { name: /^(Success|Failed)$/ });
const button = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}( \\(Working\\.\\.\\.\\))?$`) });
const postItem = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Published Posts' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** runs an action by its button and waits for its result in the panel */
async function act(page: Page, name: string, message: RegExp): Promise<void> {
  await button(page, name).click();
  const panel = resultPanel(page);
  await expect(panel.getByText(name, { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(panel.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(panel.getByText(message)).toBeVisible();
  await expect(button(page, name)).toHaveAttribute('aria-busy', 'false');
}

test('shows what is live, marks changed and new posts, regenerates them, publishes and rolls back', async ({ page }) => {
  test.setTimeout(8 * 60_000);
  const errors = collectErrors(page);
  await openAdmin(page);
  const card = liveCard(page);
  await expect(card.getByText(/^Made [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M: \d+ pages, \d+\.\d MB$/)).toBeVisible();
  await expect(card.getByText('Nothing deployed to s3://e2e-live/www yet.')).toBeVisible();
  await expect(card.getByText('Every published post is as exported.')).toBeVisible();
  await expect(card.getByText('No export or publish has run from this server yet.')).toBeVisible();
  await expect(button(page, 'Roll back')).toBeDisabled();
  await expect(page.getByText('There is no earlier deploy to roll back to yet.')).toBeVisible();
  await expect(button(page, 'Regenerate changed posts')).toBeDisabled();
  await expectNoA11yViolations(page);

  await act(page, 'Publish', /^Generated \d+ pages and published them to s3:\/\/e2e-live\/www: \d+ files uploaded/);
  await expect(card.getByText(/^Deployed [A-Z][a-z]{2} \d{1,2}, \d{4}, .* to s3:\/\/e2e-live\/www$/)).toBeVisible();
  const published = history(page).first();
  await expect(published.getByText('Publish', { exact: true })).toBeVisible();
  await expect(published.getByText('Succeeded')).toBeVisible();
  await expect(published.getByText('admin page', { exact: false })).toBeVisible();
  await expect(published.locator('dt', { hasText: /^Uploaded$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^\d+ files, \d+\.\d MB$/,
  );
  await expect(button(page, 'Roll back')).toBeDisabled();

  // an edited post and a new one: marked once the page reads the sources again
  appendFileSync(path.join(blogDir, 'reducing-helpdesk-load.md'), '\nA paragraph added after the export.\n');
  writeFileSync(
    path.join(blogDir, 'zz-fresh-post.md'),
    '---\ntitle: "A fresh post"\nslug: "zz-fresh-post"\nmetaDescription: "m"\ndescription: "d"\ntags: ["MFA"]\nauthor: "BlokSecure Team"\npublishDate: "2031-06-01"\nfeaturedImage: ""\npublished: true\n---\n\nNew.\n',
  );
  await expect(async () => {
    await page.reload();
    await waitForHydration(page);
    await expect(postItem(page, 'A fresh post').getByText('Not yet exported')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const edited = postItem(page, 'Reducing Help Desk Load: Where Password Tickets Come From and How to Remove Them');
  await expect(edited.getByText('Changed since the export')).toBeVisible();
  await expect(edited.getByRole('button', { name: /^Regenerate / })).toBeEnabled();
  await expect(
    postItem(page, 'Passkeys vs Security Keys: Choosing the Right FIDO Credential for Your Workforce').getByText(
      /since the export|not yet exported/i,
    ),
  ).toHaveCount(0);
  await expect(card.getByText('1 changed since the export, 1 not yet exported')).toBeVisible();
  await expectNoA11yViolations(page);

  await act(page, 'Regenerate changed posts', /^Regenerated 2 changed posts, with the blog list, the home page, the feed and the sitemap$/);
  await expect(page.getByText('Changed since the export')).toHaveCount(0);
  await expect(page.getByText('Not yet exported')).toHaveCount(0);
  await expect(button(page, 'Regenerate changed posts')).toBeDisabled();
  const regenerated = history(page).first();
  await expect(regenerated.getByText('Regenerate changed posts', { exact: true })).toBeVisible();
  await expect(regenerated.locator('dt', { hasText: /^Added$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  await expect(card.getByText('The export is newer than what is live: Publish puts it online.')).toBeVisible();

  await act(page, 'Publish', /published them to s3:\/\/e2e-live\/www/);
  await expect(page.getByText(/^Roll back puts the deploy of [A-Z][a-z]{2} \d{1,2}, \d{4}, .* back, without exporting/)).toBeVisible();
  await expect(button(page, 'Roll back')).toBeEnabled();
  await act(
    page,
    'Roll back',
    /^Rolled back s3:\/\/e2e-live\/www to the deploy of \S+: \d+ files put back \(\d+\.\d MB\), \d+ unchanged, 2 deleted$/,
  );
  const rolled = history(page).first();
  await expect(rolled.getByText('Roll back', { exact: true })).toBeVisible();
  await expect(rolled.locator('dt', { hasText: /^Removed$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  await expect(history(page)).toHaveCount(4);

  // the history shows the last five runs, and all of them on request
  await act(page, 'Generate Blog Pages', /^Generated \d+ blog pages/);
  await act(page, 'Create ZIP File', /^Created \S+\.zip/);
  await expect(history(page)).toHaveCount(5);
  const all = page.getByRole('button', { name: 'Show all 6' });
  await expect(all).toHaveAttribute('aria-expanded', 'false');
  await all.click();
  await expect(history(page)).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Show the last 5' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);
});

test('at phone width the page stays within the screen and passes axe, and names a CLI deploy to another target as such', async ({
  page,
}) => {
  // the same export deployed from the command line to another prefix: its entry says where it went (issue 36, item 7)
  const cli = spawnSync(process.execPath, ['bin/site.mjs', 'deploy', 's3://e2e-live/big', '--dir', site.dir, '--quiet'], {
    env: { ...process.env, ...env, CI: '1', DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 180_000,
  });
  expect(cli.status, cli.stderr).toBe(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdmin(page);
  const top = history(page).first();
  await expect(top.getByText('site deploy s3://e2e-live/big', { exact: true })).toBeVisible();
  await expect(top.locator('dt', { hasText: /^To$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    's3://e2e-live/big another target',
  );
  // the admin page's own Publish went to this server's target: no mark
  const published = history(page).filter({ has: page.getByText('Publish', { exact: true }) });
  await expect(published.locator('dt', { hasText: /^To$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('s3://e2e-live/www');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoA11yViolations(page);
});
