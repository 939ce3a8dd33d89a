import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../../src/content/site';
import { isoPostDate, parsePostDate } from '../../src/shared/blog/dates';
import { BLOG_FEED_PATH, BLOG_POSTS_PATH, blogPostUrl, staticSnapshotPath } from '../../src/shared/blog/paths';
import type { BlogListResponse, BlogPostSummary } from '../../src/shared/blog/types';
import { MONTH_NAMES } from '../../src/shared/monthNames';
import type { RouteDataContext } from '../../src/shared/routeTypes';

// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (s: string) => s.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// RFC 822 months are the first three letters of the English names
const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));

/** RFC 822 date of a post day (midnight UTC), as RSS wants; empty when the date is unreadable */
export function rfc822Date(value: string): string {
  const d = parsePostDate(value);
  if (!d) return '';
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return `${DAYS[date.getUTCDay()]}, ${String(d.day).padStart(2, '0')} ${MONTHS[d.month - 1]} ${d.year} 00:00:00 GMT`;
}

/** an RSS 2.0 feed of the published posts, newest first */
export function rssFeed(siteUrl: string, posts: BlogPostSummary[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const newest = posts.map((p) => rfc822Date(p.publishDate)).find(Boolean);
  const items = posts.map((p) => {
    const link = `${base}${blogPostUrl(p.slug)}`;
    const pubDate = rfc822Date(p.publishDate);
    return [
      '    <item>',
      `      <title>${xml(p.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <description>${xml(p.description || p.metaDescription)}</description>`,
      pubDate ? `      <pubDate>${pubDate}</pubDate>` : '',
      `      <dc:creator>${xml(p.author)}</dc:creator>`,
      ...p.tags.map((t) => `      <category>${xml(t)}</category>`),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(`${site.brand} Blog`)}</title>
    <link>${xml(`${base}/blog`)}</link>
    <atom:link href="${xml(`${base}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
    <description>${xml(`Passwordless authentication, zero trust and access security insights from the ${site.brand} team.`)}</description>
    <language>en-us</language>
${newest ? `    <lastBuildDate>${newest}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}

/** sitemap lastmod dates: each post's page, and the list page at its newest post */
export function blogLastmod(posts: BlogPostSummary[]): Record<string, string> {
  const lastmod: Record<string, string> = {};
  for (const p of posts) {
    const day = isoPostDate(p.publishDate);
    if (day) lastmod[blogPostUrl(p.slug)] = day;
  }
  const newest = posts
    .map((p) => isoPostDate(p.publishDate))
    .filter(Boolean)
    .sort()
    .at(-1);
  if (newest) lastmod['/blog'] = newest;
  return lastmod;
}

export interface BlogFilesResult {
  /** files written, relative to the export root */
  files: string[];
  lastmod: Record<string, string>;
  /** posts that could not be read ('file: reason') */
  warnings: string[];
}

/** the list's JSON copy and the feed, each as (file relative to the export root, bytes) */
export const blogListCopy = (posts: BlogPostSummary[]) => ({
  rel: staticSnapshotPath(BLOG_POSTS_PATH).replace(/^\//, ''),
  body: JSON.stringify({ posts } satisfies BlogListResponse),
});
export const blogFeedFile = (siteUrl: string, posts: BlogPostSummary[]) => ({
  rel: BLOG_FEED_PATH.replace(/^\//, ''),
  body: rssFeed(siteUrl, posts),
});

async function put(dir: string, file: { rel: string; body: string }): Promise<string> {
  await mkdir(path.dirname(path.join(dir, file.rel)), { recursive: true });
  await writeFile(path.join(dir, file.rel), file.body);
  return file.rel;
}

/**
 * writes the blog's feed and the static snapshot of its list answer (/api/blog/posts.json), read by the
 * browser on a static host where no API answers; each post's own copy is written by postCopies.ts
 */
export async function writeBlogFiles(dir: string, siteUrl: string, ctx: RouteDataContext): Promise<BlogFilesResult> {
  const posts = await ctx.blog.listPosts();
  const files = [await put(dir, blogFeedFile(siteUrl, posts)), await put(dir, blogListCopy(posts))];
  return { files, lastmod: blogLastmod(posts), warnings: await blogWarnings(ctx) };
}

/** the posts that could not be read, as export warnings */
export const blogWarnings = async (ctx: RouteDataContext) => (await ctx.blog.problems()).map((p) => `blog post ${p}`);
