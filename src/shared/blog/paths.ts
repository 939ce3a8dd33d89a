/**
 * Where blog data is read. The query key is the API path; an export also holds each answer as a
 * static file at the same path plus '.json', so a plain static host can answer without the API.
 */
export const BLOG_POSTS_PATH = '/api/blog/posts';

/** the query key of the embedded preview of the list (not an API path: it exists only in page data) */
export const BLOG_PREVIEW_KEY = 'blog-list-preview';

/** how many of the newest posts the preview holds: the cards the blog list shows first */
export const BLOG_PREVIEW_POSTS = 24;

/** the API path (and query key) of one post */
export function blogPostPath(slug: string): string {
  return `${BLOG_POSTS_PATH}/${encodeURIComponent(slug)}`;
}

/** the static snapshot of an API answer written into the export: '/api/blog/posts' -> '/api/blog/posts.json' */
export function staticSnapshotPath(apiPath: string): string {
  return `${apiPath}.json`;
}

/** the page of a post */
export function blogPostUrl(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** the RSS feed of the exported site */
export const BLOG_FEED_PATH = '/blog/feed.xml';
