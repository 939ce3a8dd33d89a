import { expect, test } from '@playwright/test';
import { serveConfiguredExport } from './configuredSite';
import { expectNoA11yViolations, waitForHydration } from './helpers';

// one export with YOUTUBE_OVERVIEW_VIDEO_ID set, served by the real site server on a free port
test.describe.configure({ mode: 'serial' });
const VIDEO_ID = 'aBcD3fG_h1J';
const site = serveConfiguredExport({ YOUTUBE_OVERVIEW_VIDEO_ID: VIDEO_ID });

test('the overview video frame loads only when the visitor presses play, and the CSP admits only that frame', async ({ page }) => {
  const frameRequests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    frameRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  const res = await page.goto(`${site.origin}/`);
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
  expect(csp).not.toContain('hsforms');
  await waitForHydration(page);

  const overview = page.locator('#overview');
  await overview.scrollIntoViewIfNeeded();
  const play = overview.getByRole('button', { name: /Play video: .* \(loads the YouTube player\)/ });
  await expect(play).toBeVisible();
  await expect(overview.locator('iframe')).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(frameRequests).toEqual([]);

  await play.click();
  const frame = overview.locator('iframe');
  await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`);
  await expect.poll(() => frameRequests.length).toBeGreaterThan(0);
});

test('without the setting the local demo clip plays and no frame is allowed', async ({ request }) => {
  const res = await request.get('/');
  expect(res.headers()['content-security-policy']).toContain("frame-src 'none'");
  const html = await res.text();
  expect(html).not.toContain('youtube-nocookie');
  expect(html).toContain('/media/blokkey-demo');
});
