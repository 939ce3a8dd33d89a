import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorOf, send } from '../../lib/api';
import { BLOG_POSTS_PATH, blogPostPath, staticSnapshotPath } from '../../shared/blog/paths';
import type { BlogListResponse, BlogPost, BlogPostSummary } from '../../shared/blog/types';

/** spec section 7: the blog is fresh for 5 minutes (other reads never go stale) */
const BLOG_STALE_MS = 5 * 60 * 1000;

const isJson = (res: Response) => (res.headers.get('content-type') ?? '').includes('application/json');

/**
 * GETs an API path; when no API answers there (a plain static host gives its 404 page, or the request
 * fails), reads the snapshot the export wrote at the same path plus '.json'. A JSON answer from the
 * API itself (a 404 for an unknown post) is final. See docs/decisions/002-blog-data-on-static-hosts.md.
 */
export async function readBlogPath<T>(path: string): Promise<T> {
  let first: unknown;
  try {
    const res = await send(path, { headers: { Accept: 'application/json' } });
    if (res.ok && isJson(res)) return (await res.json()) as T;
    if (isJson(res)) throw await errorOf(res);
    first = await errorOf(res);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    first = err;
  }
  const snapshot = await send(staticSnapshotPath(path)).catch(() => null);
  if (snapshot?.ok && isJson(snapshot)) return (await snapshot.json()) as T;
  throw first;
}

/** the text of a failed read: the API's own error message when it sent one */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? (err.status === 404 ? 'Blog post not found' : fallback);
  return fallback;
}

/** every published post, newest first (GET /api/blog/posts) */
export function useBlogList() {
  return useQuery({
    queryKey: [BLOG_POSTS_PATH],
    queryFn: () => readBlogPath<BlogListResponse>(BLOG_POSTS_PATH),
    staleTime: BLOG_STALE_MS,
  });
}

/**
 * one post (GET /api/blog/posts/{slug}); runs only when a slug exists. While it loads, the post's
 * summary from the list (when the list was read before) stands in, so the page shows at once.
 */
export function useBlogPost(slug: string | undefined) {
  const client = useQueryClient();
  const path = slug ? blogPostPath(slug) : '';
  return useQuery<BlogPost | BlogPostSummary>({
    queryKey: [path],
    queryFn: () => readBlogPath<BlogPost>(path),
    enabled: Boolean(slug),
    staleTime: BLOG_STALE_MS,
    placeholderData: () => client.getQueryData<BlogListResponse>([BLOG_POSTS_PATH])?.posts.find((p) => p.slug === slug),
  });
}
