import { samplePosts, type TeaserPost } from '../../content/samplePosts';
import { site } from '../../content/site';
import { useBlogPreview } from '../blog/queries';

/** a post as the API may send it: the spec allows `date` for publishDate and `image` for featuredImage */
export interface ApiPost {
  slug?: string;
  title?: string;
  description?: string;
  metaDescription?: string;
  publishDate?: string;
  date?: string;
  author?: string;
  featuredImage?: string;
  image?: string;
  tags?: string[];
}

function toSummary(p: ApiPost): TeaserPost | null {
  if (!p.slug || !p.title) return null;
  return {
    slug: p.slug,
    title: p.title,
    description: p.description || p.metaDescription || '',
    publishDate: p.publishDate || p.date || '',
    author: p.author || site.teamLabel,
    featuredImage: p.featuredImage || p.image || '',
    tags: p.tags ?? [],
  };
}

export interface LatestPosts {
  posts: TeaserPost[];
  /** 'sample' while the list is loading, empty or failed */
  source: 'api' | 'sample';
}

/** the first `limit` posts of a list answer, or the sample posts when the answer is missing, empty or failed */
export function pickLatestPosts(answer: { posts?: ApiPost[] } | null | undefined, failed: boolean, limit: number): LatestPosts {
  const posts = failed ? [] : (answer?.posts ?? []).map(toSummary).filter((p): p is TeaserPost => p !== null);
  if (posts.length === 0) return { posts: samplePosts.slice(0, limit), source: 'sample' };
  return { posts: posts.slice(0, limit), source: 'api' };
}

/**
 * The home page's one way to read blog posts: the first `limit` posts of the blog list's preview
 * (newest first; embedded by the route's prefetch, else read from /api/blog/posts), or the built-in
 * sample posts while loading, when the list is empty and when the request fails.
 */
export function useLatestPosts(limit = 3): LatestPosts {
  // the page embeds the list's preview (its newest posts), the same the blog list starts from
  const { data, isError } = useBlogPreview();
  return pickLatestPosts(data, isError, limit);
}
