import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCorpus } from '../../bench/corpus.mjs';
import { exportSite } from '../../cli/export/exportSite';
import { loadConfig } from '../../core/config';
import { site } from '../../src/content/site';
import { distinctTags } from '../../src/shared/blog/filters';
import { BLOG_PREVIEW_KEY, BLOG_PREVIEW_POSTS } from '../../src/shared/blog/paths';
import type { BlogListPreview, BlogListResponse } from '../../src/shared/blog/types';
import type { PageData } from '../../src/shared/pageData';
import { DATABASE_ID, TOKEN } from '../fixtures/notion/data';
import { type FakeNotion, startFakeNotion } from '../fixtures/notion/fakeNotion';
import { readSiteFile, siteDir, titleOf } from './site';

/** the page data embedded for hydration */
function pageData(html: string): PageData {
  const json = html.match(/<script type="application\/json" id="__PAGE_DATA__">([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error('no page data in the page');
  return JSON.parse(json) as PageData;
}
const query = (html: string, key: string) => pageData(html).queries.find(([k]) => k === key)?.[1];
const meta = (html: string, name: string) => html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];

const SHIPPED = 8;
const FIDO = 'fido2-webauthn-explained';

describe('blog pages in the export (shipped posts)', () => {
  it('renders the list with every published post and embeds the list preview', async () => {
    const html = await readSiteFile('blog/index.html');
    expect(titleOf(html)).toMatch(/Blog/);
    expect(html).toContain('placeholder="Search articles..."');
    expect(html.match(/data-testid="blog-card"/g)).toHaveLength(SHIPPED);
    expect(html).toContain('href="/blog/future-authentication-passwordless"');
    expect(html).not.toContain('Looking Ahead: BlokSecure Product Priorities');
    const list = query(html, BLOG_PREVIEW_KEY) as BlogListPreview;
    // fewer posts than the preview holds: the preview is the whole list, so no button asks for more
    expect(list.posts).toHaveLength(SHIPPED);
    expect(list.total).toBe(SHIPPED);
    expect(list.tags).toContain('Compliance');
    expect(list.posts[0]).not.toHaveProperty('content');
    expect(html).not.toContain('Show all');
    // the author default and the date format
    expect(html).toContain(site.teamLabel);
    expect(html).toContain('February 18, 2025');
  });

  it('renders a post fully, with its meta tags, JSON-LD and embedded data', async () => {
    const html = await readSiteFile(`blog/${FIDO}/index.html`);
    expect(titleOf(html)).toBe('Phishing-Resistant MFA Explained: How FIDO2 and WebAuthn Actually Work | BlokSecure');
    expect(meta(html, 'description')).toMatch(/^A technical walkthrough of FIDO2 and WebAuthn/);
    expect(meta(html, 'keywords')).toBe('FIDO2, WebAuthn, phishing-resistant MFA, navigator.credentials.get, NIST AAL3, security keys');
    expect(meta(html, 'robots')).toBe('index, follow');
    expect(meta(html, 'author')).toBe('Priya Natarajan');
    expect(html).toContain('<time dateTime="2025-02-18"');
    expect(html).toContain('>February 18, 2025</time>');
    // the body: every block type of the post
    expect(html).toMatch(/<h2[^>]*>Part one: why most MFA can still be phished<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>The adversary-in-the-middle problem<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>What the relying party must check<\/h4>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*>The relying party generates a random/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>The challenge matches one the server issued/);
    expect(html).toMatch(/<blockquote[^>]*>Phishing resistance is not about smarter users/);
    // the site's own image carries its size (from the SVG), so the page reserves its space
    expect(html).toMatch(/<img src="\/images\/blog\/fido2-flow.svg" alt="Diagram of a FIDO2 sign-in" width="960" height="420"/);
    expect(html).toMatch(/<figcaption[^>]*>How a FIDO2 sign-in works<\/figcaption>/);
    expect(html).toMatch(/<hr [^>]*\/>/);
    expect(html).toMatch(/<pre tabindex="0"[^>]*data-language="js"><code[^>]*>\/\/ 1\. Fetch a fresh challenge/);
    expect(html).toContain('<a href="https://www.w3.org/TR/webauthn-2/" rel="noopener noreferrer">W3C WebAuthn specification</a>');
    expect(html).toContain('<a href="/blokkey"');
    // share links, sidebar
    expect(html).toContain(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fbloksecure.com%2Fblog%2Ffido2-webauthn-explained',
    );
    expect(html).toContain('Related Articles');
    expect(html).toContain('Recommendations loading...');
    // JSON-LD
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Phishing-Resistant MFA Explained: How FIDO2 and WebAuthn Actually Work',
      datePublished: '2025-02-18',
      author: { '@type': 'Person', name: 'Priya Natarajan' },
      url: `https://bloksecure.com/blog/${FIDO}`,
    });
    // hydration data: the whole post, so the page needs no API call
    const post = query(html, `/api/blog/posts/${FIDO}`) as { content: unknown[] };
    expect(post.content.length).toBeGreaterThan(20);
  });

  it('uses the team label and the branded placeholder when a post has no author or image', async () => {
    const html = await readSiteFile('blog/frontline-workforce-access-without-phones/index.html');
    expect(meta(html, 'author')).toBe(site.teamLabel);
    expect(html).toContain('data-placeholder="true"');
  });

  it('leaves the unpublished post out of pages, feed, sitemap and snapshots', async () => {
    expect(existsSync(path.join(siteDir(), 'blog/draft-roadmap-2026/index.html'))).toBe(false);
    expect(existsSync(path.join(siteDir(), 'api/blog/posts/draft-roadmap-2026.json'))).toBe(false);
    for (const file of ['blog/feed.xml', 'sitemap.xml', 'api/blog/posts.json', 'index.html'])
      expect(await readSiteFile(file)).not.toContain('draft-roadmap-2026');
  });

  it('writes the feed, sitemap dates and API snapshots of every post', async () => {
    const feed = await readSiteFile('blog/feed.xml');
    expect(feed.match(/<item>/g)).toHaveLength(SHIPPED);
    expect(feed).toContain(`<link>https://bloksecure.com/blog/${FIDO}</link>`);
    expect(feed).toContain('<pubDate>Tue, 18 Feb 2025 00:00:00 GMT</pubDate>');
    const sitemap = await readSiteFile('sitemap.xml');
    expect(sitemap).toContain(`<url><loc>https://bloksecure.com/blog/${FIDO}</loc><lastmod>2025-02-18</lastmod></url>`);
    expect(sitemap).toContain('<url><loc>https://bloksecure.com/blog</loc><lastmod>2025-09-30</lastmod></url>');
    const list = JSON.parse(await readSiteFile('api/blog/posts.json')) as { posts: Array<{ slug: string }> };
    expect(list.posts).toHaveLength(SHIPPED);
    for (const { slug } of list.posts) expect(JSON.parse(await readSiteFile(`api/blog/posts/${slug}.json`)).slug).toBe(slug);
    expect(await readSiteFile('blog/index.html')).toContain(
      '<link rel="alternate" type="application/rss+xml" title="BlokSecure Blog" href="/blog/feed.xml"',
    );
  });

  it('embeds the post list in the home page for its teasers', async () => {
    const list = query(await readSiteFile('index.html'), BLOG_PREVIEW_KEY) as BlogListPreview;
    expect(list.posts).toHaveLength(SHIPPED);
  });
});

describe('the blog list of a blog larger than its preview', () => {
  let root: string;
  const POSTS = BLOG_PREVIEW_POSTS + 6;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'blok-blog-preview-'));
    writeCorpus(path.join(root, 'posts'), POSTS);
    await exportSite({ outDir: path.join(root, 'site'), config: loadConfig({ BLOG_DIR: path.join(root, 'posts') }), quiet: true });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('renders the newest posts with a button for all, and embeds their number and every tag, not every post', async () => {
    const html = await readFile(path.join(root, 'site', 'blog', 'index.html'), 'utf8');
    expect(html.match(/data-testid="blog-card"/g)).toHaveLength(BLOG_PREVIEW_POSTS);
    expect(html).toContain(`Show all ${POSTS} articles`);
    const preview = query(html, BLOG_PREVIEW_KEY) as BlogListPreview;
    expect(preview.posts).toHaveLength(BLOG_PREVIEW_POSTS);
    expect(preview.total).toBe(POSTS);
    // the full list the browser reads for a search, a tag or the button: every post, and the preview's tags are its tags
    const all = JSON.parse(await readFile(path.join(root, 'site', 'api', 'blog', 'posts.json'), 'utf8')) as BlogListResponse;
    expect(all.posts).toHaveLength(POSTS);
    expect(preview.tags).toEqual(distinctTags(all.posts));
    expect(preview.posts.map((p) => p.slug)).toEqual(all.posts.slice(0, BLOG_PREVIEW_POSTS).map((p) => p.slug));
    const home = query(await readFile(path.join(root, 'site', 'index.html'), 'utf8'), BLOG_PREVIEW_KEY) as BlogListPreview;
    expect(home.posts).toHaveLength(BLOG_PREVIEW_POSTS);
  });
});

const fm = (fields: Record<string, unknown>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n`;

describe('an export from a BLOG_DIR with a malformed, an unpublished and an unsafe post', () => {
  let root: string;
  let out: string;
  let outcome: Awaited<ReturnType<typeof exportSite>>;
  const read = (f: string) => readFile(path.join(out, f), 'utf8');

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'blog-export-'));
    const dir = path.join(root, 'posts');
    out = path.join(root, 'site');
    await mkdir(dir);
    await writeFile(
      path.join(dir, 'unsafe-links.md'),
      `${fm({ title: 'Unsafe Links', slug: 'unsafe-links', metaDescription: 'Links test', tags: ['Security'], publishDate: '2025-05-05', published: true })}Click [this](javascript:alert(document.cookie)) or [that](data:text/html,hi) or [mail us](mailto:team@example.com).`,
    );
    await writeFile(
      path.join(dir, 'undated.md'),
      `${fm({ title: 'Undated Thoughts', slug: 'undated', publishDate: 'sometime soon', published: true })}Body.`,
    );
    await writeFile(path.join(dir, 'broken.md'), `${fm({ slug: 'broken', published: true })}No title here.`);
    await writeFile(path.join(dir, 'hidden.md'), `${fm({ title: 'Hidden Draft', slug: 'hidden', published: false })}Secret.`);
    outcome = await exportSite({ outDir: out, config: { SITE_URL: 'https://bloksecure.com', BLOG_DIR: dir }, quiet: true, check: false });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('builds the good posts and reports the malformed file with its reason', async () => {
    expect(outcome.result.success).toBe(true);
    expect(outcome.result.stats.errors).toHaveLength(1);
    expect(outcome.result.stats.errors[0]).toMatch(/^blog post .*broken\.md: front matter: title is required$/);
    expect(existsSync(path.join(out, 'blog/unsafe-links/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'blog/undated/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'blog/broken/index.html'))).toBe(false);
    expect(existsSync(path.join(out, 'blog/hidden/index.html'))).toBe(false);
    expect(await read('blog/index.html')).not.toContain('Hidden Draft');
  });

  it('renders javascript: and data: links as plain text, mailto as a link', async () => {
    // React separates neighbouring text runs with empty comments
    const html = (await read('blog/unsafe-links/index.html')).replace(/<!-- -->/g, '');
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toMatch(/Click this or that or <a href="mailto:team@example.com"/);
  });

  it("shows 'No date' for an unreadable date, and the default description and author on the card", async () => {
    const post = await read('blog/undated/index.html');
    expect(post).toContain('No date');
    expect(post).not.toContain('<time');
    const list = await read('blog/index.html');
    expect(list).toContain('Read the full article for insights on passwordless, phishing-resistant security.');
    expect(list).toContain(site.teamLabel);
  });
});

describe('an export from Notion (fake API)', () => {
  let fake: FakeNotion;
  let root: string;
  let out: string;
  const read = (f: string) => readFile(path.join(out, f), 'utf8');

  beforeAll(async () => {
    fake = await startFakeNotion({ maxPageSize: 5, rateLimitOnce: ['/v1/data_sources/'], retryAfterSeconds: 1 });
    root = await mkdtemp(path.join(os.tmpdir(), 'blog-notion-export-'));
    out = path.join(root, 'site');
    await exportSite({
      outDir: out,
      config: { SITE_URL: 'https://bloksecure.com', NOTION_TOKEN: TOKEN, NOTION_DATABASE_ID: DATABASE_ID, NOTION_API_URL: fake.url },
      quiet: true,
      check: false,
    });
  });
  afterAll(async () => {
    await fake.close();
    await rm(root, { recursive: true, force: true });
  });

  it('exports the published Notion pages, never the draft', async () => {
    const list = JSON.parse(await read('api/blog/posts.json')) as { posts: Array<{ slug: string }> };
    expect(list.posts.map((p) => p.slug)).toEqual(['passkey-rollout-checklist', 'zero-trust-step-by-step', 'badges-night-shift']);
    expect(existsSync(path.join(out, 'blog/secret-draft/index.html'))).toBe(false);
    expect(fake.requests.some((r) => r.status === 429)).toBe(true);
  });

  it('copies Notion-hosted images into the export and points the pages at the copies', async () => {
    const files = await readdir(path.join(out, 'images/notion'));
    expect(files).toHaveLength(2);
    const html = await read('blog/passkey-rollout-checklist/index.html');
    for (const f of files) expect(html).toContain(`/images/notion/${f}`);
    // the copy's size (the fake serves a 1×1 PNG) is on the page, so its space is reserved
    expect(html).toMatch(/<img src="\/images\/notion\/[0-9a-f]+\.png" alt="[^"]*" width="1" height="1"/);
    expect(html).not.toContain('X-Amz-');
    expect(html).not.toContain(fake.url);
    expect(html).toMatch(/<figcaption[^>]*>Enrolment screen<\/figcaption>/);
    expect(html).not.toContain('A callout the blog does not render');
    expect(html).not.toMatch(/href="javascript:/);
    expect(await read('api/blog/posts/passkey-rollout-checklist.json')).not.toContain('X-Amz-');
  });
});
