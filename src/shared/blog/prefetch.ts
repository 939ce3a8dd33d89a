import type { RouteDataContext, RouteParams } from '../routeTypes';
import { BLOG_POSTS_PATH, blogPostPath } from './paths';
import type { BlogListResponse } from './types';

/** the staticParams of /blog/:slug: every published post */
export async function blogPostParams(ctx: RouteDataContext): Promise<RouteParams[]> {
  return (await ctx.blog.listPosts()).map((p) => ({ slug: p.slug }));
}

/** the list answer to embed in a page (the blog list, the home page's teasers) */
export async function blogListEntries(ctx: RouteDataContext): Promise<Array<[string, unknown]>> {
  const answer: BlogListResponse = { posts: await ctx.blog.listPosts() };
  return [[BLOG_POSTS_PATH, answer]];
}

/** one post's answer to embed in its page; nothing when the post does not exist */
export async function blogPostEntries(params: RouteParams, ctx: RouteDataContext): Promise<Array<[string, unknown]>> {
  const slug = params.slug ?? '';
  const post = slug ? await ctx.blog.getPost(slug) : null;
  return post ? [[blogPostPath(slug), post]] : [];
}
