import { samplePosts, type TeaserPost } from '../../content/samplePosts';
import type { BlogPostSummary } from '../../shared/blog/types';

export interface LatestPosts {
  posts: TeaserPost[];
  /** 'sample' while the list is loading, and when it is empty or could not be read */
  source: 'api' | 'sample';
}

/**
 * The home teasers: the first `limit` posts of the blog list's preview (newest first), or the
 * built-in sample posts while it loads, when it is empty and when neither the API nor the export's snapshot
 * answered (spec: the home page falls back to sample posts when the list is empty or fails).
 */
export function pickLatestPosts(answer: { posts: BlogPostSummary[] } | undefined, failed: boolean, limit: number): LatestPosts {
  const posts = failed ? [] : (answer?.posts ?? []);
  if (posts.length === 0) return { posts: samplePosts.slice(0, limit), source: 'sample' };
  return { posts: posts.slice(0, limit), source: 'api' };
}
