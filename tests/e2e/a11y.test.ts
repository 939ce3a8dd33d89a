import { type APIRequestContext, expect, test } from '@playwright/test';
import { a11yViolations, waitForHydration } from './helpers';

/** every page the export lists in its sitemap, plus the not-found page */
async function exportedPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...paths, '/this-page-does-not-exist'];
}

test('axe (WCAG 2.2 AA) finds no violations on any exported page, desktop and mobile', async ({ page, request }) => {
  test.setTimeout(10 * 60_000);
  const paths = await exportedPaths(request);
  expect(paths.length).toBeGreaterThan(5);
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      for (const v of await a11yViolations(page)) found.push(`${path} @${width}px: ${v}`);
    }
  }
  expect(found).toEqual([]);
});
