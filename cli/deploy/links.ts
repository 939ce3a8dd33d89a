import { BLOG_POSTS_PATH, blogPostPath, blogPostUrl, staticSnapshotPath } from '../../src/shared/blog/paths';
import { extractLinks, resolveFile } from '../export/linkCheck';

/**
 * What a published document needs in the bucket before it may go up (and may still be needed until it
 * is deleted): the files of the export it links to. The deploy orders uploads and deletions by these
 * (order.ts). A document is a page (`.html`), the sitemap and feed (`.xml`), `robots.txt` and the blog's
 * JSON copies; anything else (scripts, styles, images) is an asset and links to nothing that matters here.
 */

/** the files of an export (relative paths) that links are resolved against */
export type FileSet = Pick<Set<string>, 'has'>;

/** whether a file is a document whose links order the deploy (see above) */
export const isDocument = (rel: string): boolean => /\.(html|xml|json)$/.test(rel) || rel === 'robots.txt';

/** the URL path a page file is served at: 'about/index.html' -> '/about', 'index.html' -> '/' */
export function pagePathOf(rel: string): string {
  if (rel === 'index.html') return '/';
  return `/${rel.endsWith('/index.html') ? rel.slice(0, -'/index.html'.length) : rel}`;
}

const POST_PAGE = /^blog\/([^/]+)\/index\.html$/;
const LIST_COPY = staticSnapshotPath(BLOG_POSTS_PATH).slice(1);

/**
 * the blog's data copies (docs/decisions/002): a page that links to the blog list or a post also needs
 * the list's or the post's JSON copy, which the browser reads on a client-side navigation to it
 */
function dataCopyOf(file: string): string | undefined {
  if (file === 'blog/index.html') return LIST_COPY;
  const slug = POST_PAGE.exec(file)?.[1];
  return slug === undefined ? undefined : staticSnapshotPath(blogPostPath(decodeURIComponent(slug))).slice(1);
}

/** a URL as the file of the export it names, or undefined when it names no file of it (or another site) */
function fileOf(url: string, base: URL, files: FileSet): string | undefined {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return undefined;
  }
  if (target.origin !== base.origin) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(target.pathname);
  } catch {
    return undefined;
  }
  return resolveFile(pathname, files);
}

/** every absolute URL on the site's origin in a text (the sitemap, the feed, robots.txt) */
function siteUrlsIn(text: string, origin: string): string[] {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`${escaped}(?:/[^\\s"'<>]*)?`, 'g'))].map((m) => m[0]);
}

/** the root-relative paths and site URLs among a JSON value's strings, and the slugs of a post list */
function jsonRefs(text: string, origin: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const refs: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if ((v.startsWith('/') && !v.startsWith('//')) || v.startsWith(`${origin}/`)) refs.push(v);
    } else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(value);
  // the list copy names its posts by slug: each is a page (and, through it, a JSON copy) the list leads to
  const posts = (value as { posts?: Array<{ slug?: unknown }> } | null)?.posts;
  if (Array.isArray(posts)) for (const p of posts) if (typeof p?.slug === 'string') refs.push(blogPostUrl(p.slug));
  return refs;
}

/**
 * the files of the export (`files`) that the document `rel` with the text `text` needs: what it links
 * to, loads or lists, resolved as `site serve` resolves URLs, without itself
 */
export function documentLinks(rel: string, text: string, files: FileSet, siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  const base = new URL(rel.endsWith('.html') ? pagePathOf(rel) : `/${rel}`, origin);
  let urls: string[];
  if (rel.endsWith('.html')) urls = extractLinks(text).links.map((l) => l.url);
  else if (rel.endsWith('.json')) urls = jsonRefs(text, origin);
  else urls = siteUrlsIn(text, origin);
  const needs = new Set<string>();
  for (const url of urls) {
    const file = fileOf(url, base, files);
    if (!file || file === rel) continue;
    needs.add(file);
    const copy = dataCopyOf(file);
    if (copy && copy !== rel && files.has(copy)) needs.add(copy);
  }
  return [...needs];
}
