import { expect, type Page, test } from '@playwright/test';
import { hero } from '../../src/content/home';
import { samplePosts } from '../../src/content/samplePosts';
import { collectErrors, expectNoA11yViolations, pauseClockSoon, waitForHydration } from './helpers';

const phrase = (page: Page) => page.getByTestId('rotating-phrase');

/** scrolls through the whole page so every section has animated in */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(800);
}

test.describe('home page', () => {
  test('renders without errors and hydrates with the first rotating phrase', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One Solution. Secure Access. All Users.');
    await expect(page).toHaveTitle(/BlokSecure/);
    expect(errors).toEqual([]);
  });

  test('the rotating phrase moves on every 3 s, wraps after the sixth, and can be paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await expect(phrase(page).locator('[data-active]')).toHaveText(hero.rotatingPhrases[0]!);
    // freeze time, then step to just after a change so every step below is exact
    await pauseClockSoon(page);
    const first = Number(await phrase(page).getAttribute('data-index'));
    let ticks = 0;
    while (Number(await phrase(page).getAttribute('data-index')) === first && ticks++ < 40) await page.clock.runFor(100);
    const start = Number(await phrase(page).getAttribute('data-index'));
    expect(start).toBe((first + 1) % 6);
    const at = (step: number) => hero.rotatingPhrases[(start + step) % 6]!;

    await page.clock.runFor(2800);
    await expect(phrase(page).locator('[data-active]')).toHaveText(at(0));
    await page.clock.runFor(300);
    await expect(phrase(page).locator('[data-active]')).toHaveText(at(1));
    await page.clock.runFor(5 * 3000);
    await expect(phrase(page).locator('[data-active]')).toHaveText(at(6)); // wrapped round to where it started

    const pause = page.getByRole('button', { name: 'Pause rotating phrases' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(9000);
    await expect(phrase(page).locator('[data-active]')).toHaveText(at(6));
    await pause.click();
    await page.clock.runFor(3000);
    await expect(phrase(page).locator('[data-active]')).toHaveText(at(7));
    // screen readers get the whole list once, not a change every 3 s
    await expect(phrase(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(
      page.getByText('for Knowledge Workers, Frontline Workers, Field Workers, Contractors, Vendors, and Remote Teams'),
    ).toHaveCount(1);
  });

  test('the rotation waits until the hero is on screen', async ({ page }) => {
    await page.clock.install();
    // arrive scrolled down to the closing call to action: the hero is out of sight
    await page.goto('/#get-started');
    await waitForHydration(page);
    await page.evaluate(() => document.getElementById('get-started')?.scrollIntoView());
    await pauseClockSoon(page);
    await page.clock.runFor(6500);
    await expect(phrase(page)).toHaveAttribute('data-index', '0');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200); // IntersectionObserver reports on rendering frames, not on timers
    await page.clock.runFor(3100);
    await expect(phrase(page)).toHaveAttribute('data-index', '1');
  });

  test('"See How It Works" scrolls smoothly to the overview, 80 px below the top, and focuses it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('overview')!.getBoundingClientRect().top)), { timeout: 5000 })
      .toBe(80);
    await expect(page.locator('#overview-heading')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('a submissionGuid query parameter redirects to the event thank-you page', async ({ page }) => {
    await page.goto('/?submissionGuid=4f1c2b9e-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/mortgage-powerconnect\/thank-you$/);
    // replace, not push: going back does not return to the redirecting URL
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  });

  test('the blog teasers show the first three posts of /api/blog/posts, each linking to its post', async ({ page, request }) => {
    const { posts } = (await (await request.get('/api/blog/posts')).json()) as { posts: Array<{ slug: string; title: string }> };
    expect(posts.length).toBeGreaterThanOrEqual(3);
    await page.goto('/');
    await waitForHydration(page);
    const blog = page.locator('#blog');
    const links = blog.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [i, post] of posts.slice(0, 3).entries()) {
      await expect(links.nth(i)).toHaveText(post.title);
      await expect(links.nth(i)).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    await expect(blog.getByRole('link', { name: /View All Articles/ })).toHaveAttribute('href', '/blog');
  });

  test('on a host without the API, the teasers read the exported snapshot of the list, as the blog list does', async ({
    page,
    request,
  }) => {
    const { posts } = (await (await request.get('/api/blog/posts.json')).json()) as { posts: Array<{ title: string }> };
    const titles = posts.slice(0, 3).map((p) => p.title);
    // the snapshot's first three are not the built-in sample posts, so the two sources can be told apart
    expect(titles).not.toEqual(samplePosts.map((p) => p.title));
    const api: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/blog/')) api.push(pathname);
    });
    // a static host answers /api/blog/posts with its 404 page; /about embeds no list, so going home reads it
    await page.route('**/api/blog/posts', (r) =>
      r.fulfill({ status: 404, contentType: 'text/html', body: '<!DOCTYPE html><title>Not found</title>' }),
    );
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'BlokSecure home' }).click();
    const blog = page.locator('#blog');
    await blog.scrollIntoViewIfNeeded();
    await expect(blog.locator('ul[data-source="api"]')).toHaveCount(1);
    await expect(blog.getByRole('heading', { level: 3 })).toHaveText(titles);
    expect(api).toEqual(['/api/blog/posts', '/api/blog/posts.json']);
  });

  test('when neither the API nor the snapshot answers, the teasers show the built-in sample posts', async ({ page }) => {
    await page.route(/\/api\/blog\/posts(\.json)?$/, (r) => r.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }));
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'BlokSecure home' }).click();
    const blog = page.locator('#blog');
    await blog.scrollIntoViewIfNeeded();
    await expect(blog.locator('ul[data-source="sample"]')).toHaveCount(1);
    await expect(blog.getByRole('heading', { level: 3 })).toHaveText(samplePosts.map((p) => p.title));
  });

  test('sections below the fold animate in once when scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const wrapper = page.locator('div[data-reveal]:has(> #testimonials)');
    await expect(wrapper).toHaveAttribute('data-reveal', 'pending');
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(wrapper).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => wrapper.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await expect(wrapper).toHaveAttribute('data-reveal', 'shown'); // once: it does not hide again
  });

  test('with reduced motion nothing is hidden or animated', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('#testimonials')).toBeAttached();
    await page.waitForTimeout(300);
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await context.close();
  });

  test('without JavaScript every section is visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    for (const id of [
      'overview',
      'threats',
      'features',
      'products',
      'integrations',
      'case-study',
      'testimonials',
      'resources',
      'blog',
      'get-started',
    ]) {
      await expect(page.locator(`#${id}`)).toBeVisible();
      expect(await page.locator(`#${id}`).evaluate((el) => getComputedStyle(el.parentElement!).opacity), id).toBe('1');
    }
    await context.close();
  });

  test('the overview video starts at 0.5 s, plays, pauses, and restarts from zero after the end', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const player = page.locator('#overview figure');
    await expect(player).toHaveAttribute('data-video-status', 'ready', { timeout: 10_000 });
    expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(0.5, 1);
    await player.getByRole('button', { name: 'Play video' }).click();
    await expect(player).toHaveAttribute('data-video-status', 'playing');
    await player.getByRole('button', { name: 'Pause video' }).click();
    await expect(player).toHaveAttribute('data-video-status', 'paused');
    await player.locator('video').evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 0.2;
    });
    await player.getByRole('button', { name: 'Play video' }).click();
    await expect(player).toHaveAttribute('data-video-status', 'ended', { timeout: 5000 });
    await player.getByRole('button', { name: 'Replay video' }).click();
    await expect(player).toHaveAttribute('data-video-status', 'playing');
    expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(1);
  });

  test('a video that cannot load shows "Video preview unavailable" without technical details', async ({ page }) => {
    await page.route('**/media/blokkey-demo.mp4', (route) => route.abort());
    await page.goto('/');
    await waitForHydration(page);
    const player = page.locator('#overview figure');
    await expect(player).toHaveAttribute('data-video-status', 'error', { timeout: 10_000 });
    await expect(player.getByText('Video preview unavailable')).toBeVisible();
    await expect(player.getByTestId('video-error-detail')).toHaveCount(0);
    await expect(player.getByRole('button')).toHaveCount(0);
  });

  test('axe finds no violations, at the top and with every section revealed', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expectNoA11yViolations(page);
    await scrollThrough(page);
    await expectNoA11yViolations(page);
  });

  test('no horizontal scroll at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
