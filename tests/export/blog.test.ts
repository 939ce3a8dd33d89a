import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCorpus } from '../../bench/corpus.mjs';
import { buildCacheRoot } from '../../cli/export/cache';
import { exportSite } from '../../cli/export/exportSite';
import { loadConfig } from '../../core/config';
import { listFiles } from '../../core/fileTree';
import { site } from '../../src/content/site';
import { distinctTags } from '../../src/shared/blog/filters';
import { BLOG_PREVIEW_KEY, BLOG_PREVIEW_POSTS } from '../../src/shared/blog/paths';
import type { BlogListPreview, BlogListResponse } from '../../src/shared/blog/types';
import { DATABASE_ID, TOKEN } from '../fixtures/notion/data';
import { type FakeNotion, startFakeNotion } from '../fixtures/notion/fakeNotion';
import { attrValues, byTag, findAll, type HtmlNode, jsonLdOf, metaContent, pageDataOf, parseHtml, textOf } from './html';
import { readSiteFile, siteDir, titleOf } from './site';

const query = (html: string, key: string) => pageDataOf(parseHtml(html)).queries.find(([k]) => k === key)?.[1];
const meta = (html: string, name: string) => metaContent(parseHtml(html), name);
/** the texts of the elements with this tag name */
const textsOf = (doc: HtmlNode, tag: string) => byTag(doc, tag).map(textOf);

const SHIPPED = 8;
const FIDO = 'fido2-webauthn-explained';

describe('blog pages in the export (shipped posts)', () => {
  it('renders the list with every published post and embeds the list preview', async () => {
    const html = await readSiteFile('blog/index.html');
    expect(titleOf(html)).toMatch(/Blog/);
    expect(html).toContain('placeholder="Search articles..."');
    const doc = parseHtml(html);
    expect(findAll(doc, (el) => el.attribs['data-testid'] === 'blog-card')).toHaveLength(SHIPPED);
    expect(attrValues(doc, 'href')).toContain('/blog/future-authentication-passwordless');
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
    const doc = parseHtml(html);
    const time = byTag(doc, 'time')[0];
    expect(time?.attribs.datetime).toBe('2025-02-18');
    expect(time && textOf(time)).toBe('February 18, 2025');
    // the body: every block type of the post, headings in outline order (the post uses #, ## and ###)
    const body = findAll(doc, (el) => el.attribs['data-testid'] === 'post-body')[0];
    if (!body) throw new Error('no post body');
    expect(textsOf(body, 'h2')).toContain('Part one: why most MFA can still be phished');
    expect(textsOf(body, 'h3')).toContain('The adversary-in-the-middle problem');
    expect(textsOf(body, 'h4')).toContain('What the relying party must check');
    expect(byTag(body, 'ol').map((l) => textOf(byTag(l, 'li')[0] ?? l))).toContainEqual(
      expect.stringMatching(/^The relying party generates a random/),
    );
    expect(byTag(body, 'ul').map((l) => textOf(byTag(l, 'li')[0] ?? l))).toContainEqual(
      expect.stringMatching(/^The challenge matches one the server issued/),
    );
    expect(textsOf(body, 'blockquote')).toContainEqual(expect.stringMatching(/^Phishing resistance is not about smarter users/));
    // the site's own image carries its size (from the SVG), so the page reserves its space
    expect(byTag(body, 'img').map((i) => i.attribs)).toContainEqual(
      expect.objectContaining({ src: '/images/blog/fido2-flow.svg', alt: 'Diagram of a FIDO2 sign-in', width: '960', height: '420' }),
    );
    expect(textsOf(body, 'figcaption')).toContain('How a FIDO2 sign-in works');
    expect(byTag(body, 'hr').length).toBeGreaterThan(0);
    const code = byTag(body, 'pre').find((p) => p.attribs['data-language'] === 'js');
    expect(code?.attribs.tabindex).toBe('0');
    expect(code && textOf(code)).toMatch(/^\/\/ 1\. Fetch a fresh challenge/);
    const links = byTag(body, 'a').map((a) => ({ href: a.attribs.href, rel: a.attribs.rel, text: textOf(a) }));
    expect(links).toContainEqual({
      href: 'https://www.w3.org/TR/webauthn-2/',
      rel: 'noopener noreferrer',
      text: 'W3C WebAuthn specification',
    });
    expect(links.map((l) => l.href)).toContain('/blokkey');
    // share links, sidebar
    expect(attrValues(doc, 'href')).toContain(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fbloksecure.com%2Fblog%2Ffido2-webauthn-explained',
    );
    expect(textOf(doc)).toContain('Related Articles');
    expect(textOf(doc)).toContain('Recommendations loading...');
    // JSON-LD
    const ld = jsonLdOf(doc);
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
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
    const doc = parseHtml(await read('blog/unsafe-links/index.html'));
    expect(attrValues(doc, 'href').filter((h) => /^\s*(javascript|data):/i.test(h))).toEqual([]);
    const paragraph = byTag(doc, 'p').find((p) => textOf(p).startsWith('Click'));
    expect(paragraph && textOf(paragraph)).toBe('Click this or that or mail us .');
    expect(paragraph && byTag(paragraph, 'a').map((a) => [a.attribs.href, textOf(a)])).toEqual([['mailto:team@example.com', 'mail us']]);
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
    const doc = parseHtml(html);
    // the copy's size (the fake serves a 1×1 PNG) is on the page, so its space is reserved
    const copies = byTag(doc, 'img').filter((i) => /^\/images\/notion\/[0-9a-f]+\.png$/.test(i.attribs.src ?? ''));
    expect(copies.map((i) => i.attribs)).toContainEqual(expect.objectContaining({ width: '1', height: '1', alt: expect.any(String) }));
    expect(html).not.toContain('X-Amz-');
    expect(html).not.toContain(fake.url);
    expect(textsOf(doc, 'figcaption')).toContain('Enrolment screen');
    // callouts are part of the model now (issue 34)
    expect(textOf(doc)).toContain('A callout the blog does not render');
    expect(attrValues(doc, 'href').filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
    expect(await read('api/blog/posts/passkey-rollout-checklist.json')).not.toContain('X-Amz-');
  });

  it('writes the same files when render workers render the pages (the posts handed to them as body files)', async () => {
    const withWorkers = path.join(root, 'site-workers');
    await exportSite({
      outDir: withWorkers,
      config: { SITE_URL: 'https://bloksecure.com', NOTION_TOKEN: TOKEN, NOTION_DATABASE_ID: DATABASE_ID, NOTION_API_URL: fake.url },
      quiet: true,
      check: false,
      workers: 2,
    });
    const [inProcess, workers] = await Promise.all([listFiles(out), listFiles(withWorkers)]);
    expect(workers).toEqual(inProcess);
    const differing: string[] = [];
    for (const f of inProcess.filter((x) => x !== 'report.json')) {
      const [a, b] = await Promise.all([readFile(path.join(out, f)), readFile(path.join(withWorkers, f))]);
      if (!a.equals(b)) differing.push(f);
    }
    expect(differing).toEqual([]);
    // the bodies written out for the workers are gone with the export
    const cache = await readdir(buildCacheRoot({})).catch(() => [] as string[]);
    expect(cache.filter((n) => n.startsWith('bodies-'))).toEqual([]);
  });
});
