import { expect, type Page, type Route, test } from '@playwright/test';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

const FIDO = '/blog/fido2-webauthn-explained';
const cards = (page: Page) => page.getByTestId('blog-card');

/** records every request to the blog API (and its static snapshots) */
function watchBlogApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/blog/')) seen.push(pathname);
  });
  return seen;
}

/** navigates inside the app (no page load), as a link click would */
async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** a route handler that holds requests until release() is called */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    handler: async (route: Route) => {
      await opened;
      await route.continue();
    },
    release: () => open(),
  };
}

test.describe('blog list', () => {
  test('renders every post from the export without calling the API, and is accessible', async ({ page }) => {
    const errors = collectErrors(page);
    const api = watchBlogApi(page);
    await page.goto('/blog');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(8);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(
      'Audit Readiness for ISO 27001 and SOC 2: What Auditors Ask About Authentication',
    );
    await expect(first.getByText('September 30, 2025')).toBeVisible();
    await expect(first.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(3);
    await expect(first.getByRole('link', { name: /^Read article/ })).toHaveAttribute('href', '/blog/audit-readiness-iso-27001-soc-2');
    await expect(page.getByRole('group', { name: 'Filter by tag' }).getByRole('button').first()).toHaveText('All');
    await expectNoA11yViolations(page);
    expect(api).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('search filters by title, meta description and tag, case-insensitively; no match names the text', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    const search = page.getByPlaceholder('Search articles...');
    await search.fill('WEBAUTHN');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Phishing-Resistant MFA Explained');
    // a tag name matches too ('Help Desk' is a tag of two posts)
    await search.fill('help desk');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await search.fill('kubernetes');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await expect(page.getByText('No articles match "kubernetes".')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  });

  test('tag buttons filter by tag, clear the search, and combine with a later search', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    const tags = page.getByRole('group', { name: 'Filter by tag' });
    await expect(tags.getByRole('button')).toHaveText([
      'All',
      'Compliance',
      'Frontline',
      'Help Desk',
      'MFA',
      'Passwordless',
      'Privileged Access',
      'Zero Trust',
    ]);
    const search = page.getByPlaceholder('Search articles...');
    await search.fill('passkeys');
    await tags.getByRole('button', { name: 'Frontline' }).click();
    await expect(search).toHaveValue('');
    await expect(tags.getByRole('button', { name: 'Frontline' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(2);
    for (const card of await cards(page).all()) await expect(card.getByRole('list', { name: 'Tags' })).toContainText('Frontline');
    await search.fill('webauthn');
    await expect(page.getByText('No articles tagged "Frontline" match "webauthn".')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(tags.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(8);
  });

  test('shows 6 skeleton cards while the list loads after client-side navigation', async ({ page }) => {
    const g = gate();
    await page.route('**/api/blog/posts', g.handler);
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('blog-card-skeleton')).toHaveCount(6);
    await expect(page.getByRole('status').filter({ hasText: 'Loading blog posts' })).toBeAttached();
    g.release();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByTestId('blog-card-skeleton')).toHaveCount(0);
  });

  test('shows the error texts when the list cannot be loaded', async ({ page }) => {
    await page.route('**/api/blog/posts', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }),
    );
    await page.goto('/about');
    await waitForHydration(page);
    await clientNavigate(page, '/blog');
    await expect(page.getByRole('heading', { name: 'Unable to load blog posts' })).toBeVisible();
    await expect(page.getByText("We're experiencing some technical difficulties. Please try again later.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('shows the empty state when there are no posts', async ({ page }) => {
    await page.route('**/api/blog/posts', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"posts":[]}' }));
    await page.goto('/about');
    await waitForHydration(page);
    await clientNavigate(page, '/blog');
    await expect(page.getByText('No blog posts available at the moment.')).toBeVisible();
    await expect(page.getByPlaceholder('Search articles...')).toHaveCount(0);
  });

  test('on a host without the API, the list comes from the exported snapshot', async ({ page }) => {
    const api = watchBlogApi(page);
    // a static host answers /api/blog/posts with its 404 page
    await page.route('**/api/blog/posts', (r) =>
      r.fulfill({ status: 404, contentType: 'text/html', body: '<!DOCTYPE html><title>Not found</title>' }),
    );
    await page.goto('/about');
    await waitForHydration(page);
    await clientNavigate(page, '/blog');
    await expect(cards(page)).toHaveCount(8);
    expect(api).toEqual(['/api/blog/posts', '/api/blog/posts.json']);
  });
});

test.describe('blog post', () => {
  test('renders every block type from the export, without an API call, accessibly at 360px', async ({ page }) => {
    const errors = collectErrors(page);
    const api = watchBlogApi(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(FIDO);
    await waitForHydration(page);
    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Phishing-Resistant MFA Explained: How FIDO2 and WebAuthn Actually Work',
    );
    await expect(article.getByText('February 18, 2025')).toBeVisible();
    await expect(article.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['MFA', 'Passwordless']);
    await expect(article.getByText('Priya Natarajan')).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: 'Part one: why most MFA can still be phished' })).toBeVisible();
    await expect(article.getByRole('heading', { level: 3, name: 'Registration' })).toBeVisible();
    await expect(article.getByRole('heading', { level: 4, name: 'Where NIST AAL3 fits' })).toBeVisible();
    const body = page.getByTestId('post-body');
    await expect(body.locator('ol > li')).toHaveCount(5);
    await expect(body.locator('ul > li')).toHaveCount(5);
    await expect(article.locator('blockquote')).toContainText('Phishing resistance is not about smarter users.');
    await expect(article.getByRole('img', { name: 'Diagram of a FIDO2 sign-in' })).toBeAttached();
    await expect(article.locator('figcaption').filter({ hasText: 'How a FIDO2 sign-in works' })).toBeAttached();
    await expect(article.locator('hr')).toHaveCount(1);
    await expect(article.locator('pre[data-language="js"]')).toContainText('navigator.credentials.get');
    await expect(article.locator('strong').filter({ hasText: 'phishing-resistant' }).first()).toBeVisible();
    await expect(article.locator('em').filter({ hasText: 'FIDO2' }).first()).toBeVisible();
    await expect(article.getByRole('link', { name: 'W3C WebAuthn specification' })).toHaveAttribute(
      'href',
      'https://www.w3.org/TR/webauthn-2/',
    );
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    await expect(page.getByText('Recommendations loading...')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);
    expect(api).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('share links open 600x400 windows', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { __shareCalls: unknown[][] }).__shareCalls = calls;
      window.open = ((...args: unknown[]) => {
        calls.push(args);
        return { opener: window } as unknown as Window;
      }) as typeof window.open;
    });
    await page.goto(FIDO);
    await waitForHydration(page);
    for (const name of ['LinkedIn', 'Facebook', 'X'])
      await page.getByRole('link', { name: `Share on ${name} (opens in a new window)` }).click();
    const calls = await page.evaluate(() => (window as unknown as { __shareCalls: unknown[][] }).__shareCalls);
    expect(calls.map((c) => new URL(String(c[0])).hostname)).toEqual(['www.linkedin.com', 'www.facebook.com', 'x.com']);
    for (const c of calls) expect(c[2]).toBe('width=600,height=400');
    expect(String(calls[0]?.[0])).toContain(encodeURIComponent(`https://bloksecure.com${FIDO}`));
    await expect(page).toHaveURL(FIDO);
  });

  test('client-side navigation from the list shows the summary while the post loads, then the body', async ({ page }) => {
    const g = gate();
    await page.route('**/api/blog/posts/reducing-helpdesk-load', g.handler);
    await page.goto('/blog');
    await waitForHydration(page);
    await page
      .getByRole('link', { name: 'Reducing Help Desk Load: Where Password Tickets Come From and How to Remove Them', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reducing Help Desk Load: Where Password Tickets Come From and How to Remove Them',
    );
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Topics' })).toBeVisible();
    await expect(page.getByText('Content is being loaded...')).toBeVisible();
    g.release();
    await expect(page.getByText('Content is being loaded...')).toHaveCount(0);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveTitle('Reducing Help Desk Load: Where Password Tickets Come From and How to Remove Them | BlokSecure');
  });

  test('an unknown post shows the error state with a way back', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await clientNavigate(page, '/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the blog post you're looking for.")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to All Posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(8);
  });

  test('a javascript: link in content renders as inert text', async ({ page }) => {
    const post = {
      id: 'evil',
      slug: 'evil-post',
      title: 'A Post With Tricky Links',
      metaDescription: 'Links test',
      description: 'Links test',
      seoKeywords: [],
      tags: ['Security'],
      author: 'Mallory',
      publishDate: '2025-04-01',
      date: '2025-04-01',
      featuredImage: '',
      image: '',
      content: [
        {
          id: 'p1',
          type: 'paragraph',
          paragraph: {
            rich_text: [
              { plain_text: 'Do not click ', annotations: { bold: false, italic: false, code: false }, href: null },
              { plain_text: 'this trap', annotations: { bold: true, italic: false, code: false }, href: 'javascript:window.__pwned=1' },
              { plain_text: ' but do mail ', annotations: { bold: false, italic: false, code: false }, href: null },
              { plain_text: 'the team', annotations: { bold: false, italic: false, code: false }, href: 'mailto:team@example.com' },
            ],
          },
        },
        { id: 'x1', type: 'synced_block', synced_block: {} },
      ],
    };
    await page.route('**/api/blog/posts/evil-post', (r) =>
      r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(post) }),
    );
    await page.goto('/blog');
    await waitForHydration(page);
    await clientNavigate(page, '/blog/evil-post');
    const article = page.getByRole('article');
    await expect(article.getByText('this trap')).toBeVisible();
    await expect(article.locator('a[href^="javascript" i]')).toHaveCount(0);
    await expect(article.getByRole('link', { name: 'this trap' })).toHaveCount(0);
    await article.getByText('this trap').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(article.getByRole('link', { name: 'the team' })).toHaveAttribute('href', 'mailto:team@example.com');
  });
});
