import { type APIRequestContext, expect, test } from '@playwright/test';
import { a11yViolations, waitForHydration } from './helpers';

/** every page the export lists in its sitemap, plus the not-found page */
async function exportedPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...paths, '/this-page-does-not-exist'];
}

// one test per width: the two halves run in parallel, each with its own time limit (all pages at both widths took
// 9.5 to 10 minutes in one test on 2 loaded cores)
for (const [label, width] of [
  ['desktop', 1280],
  ['mobile', 375],
] as const) {
  test(`axe (WCAG 2.2 AA) finds no violations on any exported page, ${label} (${width} px)`, async ({ page, request }) => {
    test.setTimeout(10 * 60_000);
    const paths = await exportedPaths(request);
    expect(paths.length).toBeGreaterThan(5);
    const found: string[] = [];
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      for (const v of await a11yViolations(page)) found.push(`${path} @${width}px: ${v}`);
    }
    expect(found).toEqual([]);
  });
}
