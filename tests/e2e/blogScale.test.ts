import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { writeCorpus } from '../../bench/corpus.mjs';
import { BLOG_PREVIEW_POSTS } from '../../src/shared/blog/paths';
import { serveConfiguredExport } from './configuredSite';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

// a blog larger than the list's preview: the page holds the newest posts, the rest load on demand
test.describe.configure({ mode: 'serial' });
const POSTS = BLOG_PREVIEW_POSTS + 6;
const corpus = mkdtempSync(path.join(os.tmpdir(), 'blok-e2e-blog-scale-'));
writeCorpus(corpus, POSTS);
const site = serveConfiguredExport({ BLOG_DIR: corpus });
test.afterAll(() => rmSync(corpus, { recursive: true, force: true }));

const cards = (page: import('@playwright/test').Page) => page.getByTestId('blog-card');

test('the list shows the newest posts; a search reads every post and finds an older one', async ({ page }) => {
  const errors = collectErrors(page);
  const listReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/blog/posts')) listReads.push(r.url());
  });
  await page.goto(`${site.origin}/blog`);
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(BLOG_PREVIEW_POSTS);
  expect(listReads).toEqual([]);
  await expectNoA11yViolations(page);

  // post 3 is among the oldest, not in the page: the search reads the full list to find it
  await page.getByPlaceholder('Search articles...').fill('Benchmark post 3:');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Benchmark post 3:');
  expect(listReads.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('"Show all" loads every post, and a tag filters all of them', async ({ page }) => {
  await page.goto(`${site.origin}/blog`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Show all ${POSTS} articles` }).click();
  await expect(cards(page)).toHaveCount(POSTS);
  await expect(page.getByRole('button', { name: /Show all/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  // every post has three tags out of ten: a tag matches posts beyond the first page of cards
  await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'MFA', exact: true }).click();
  const tagged = await cards(page).count();
  expect(tagged).toBeGreaterThan(0);
  expect(tagged).toBeLessThan(POSTS);
  for (const text of await cards(page).allTextContents()) expect(text).toContain('MFA');
});

test('when the full list cannot be read, the newest posts stay, the failure is said, and "Try again" reads it', async ({ page }) => {
  let failing = true;
  // neither the API nor the export's JSON copy answers until the visitor retries
  await page.route(/\/api\/blog\/posts(\.json)?$/, (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }) : route.continue(),
  );
  await page.goto(`${site.origin}/blog`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Show all ${POSTS} articles` }).click();
  await expect(page.getByRole('alert')).toContainText('Some articles could not be loaded, so this list may be incomplete.');
  await expect(cards(page)).toHaveCount(BLOG_PREVIEW_POSTS);
  await expectNoA11yViolations(page);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page)).toHaveCount(POSTS);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
