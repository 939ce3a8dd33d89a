import type { BlogPost, BlogPostSummary } from '../../src/shared/blog/types';
import type { RouteDataContext } from '../../src/shared/routeTypes';

/** the loaded blog as plain data, so render workers get the same posts without reading the source again */
export interface PostsSnapshot {
  summaries: BlogPostSummary[];
  posts: BlogPost[];
  problems: string[];
}

/** reads everything a render needs from a context, once */
export async function snapshotPosts(ctx: RouteDataContext): Promise<PostsSnapshot> {
  const summaries = await ctx.blog.listPosts();
  const posts = (await Promise.all(summaries.map((s) => ctx.blog.getPost(s.slug)))).filter((p): p is BlogPost => p !== null);
  return { summaries, posts, problems: await ctx.blog.problems() };
}

/** a route data context over a snapshot */
export function contextFromSnapshot(snapshot: PostsSnapshot): RouteDataContext {
  const bySlug = new Map(snapshot.posts.map((p) => [p.slug, p]));
  return {
    blog: {
      listPosts: async () => snapshot.summaries,
      getPost: async (slug) => bySlug.get(slug) ?? null,
      problems: async () => snapshot.problems,
    },
  };
}
