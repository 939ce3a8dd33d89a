import type { RouteDataContext, RouteParams } from '../routeTypes';
import { distinctTags } from './filters';
import { BLOG_PREVIEW_KEY, BLOG_PREVIEW_POSTS, blogPostPath } from './paths';
import type { BlogListPreview, BlogPostSummary } from './types';

/** the staticParams of /blog/:slug: every published post */
export async function blogPostParams(ctx: RouteDataContext): Promise<RouteParams[]> {
  return (await ctx.blog.listPosts()).map((p) => ({ slug: p.slug }));
}

/** the preview of a list of posts (newest first): its first posts, its size and all its tags */
export function previewOf(posts: BlogPostSummary[]): BlogListPreview {
  return { posts: posts.slice(0, BLOG_PREVIEW_POSTS), total: posts.length, tags: distinctTags(posts) };
}

/** the list's preview to embed in a page (the blog list, the home page's teasers) */
export async function blogListEntries(ctx: RouteDataContext): Promise<Array<[string, unknown]>> {
  return [[BLOG_PREVIEW_KEY, previewOf(await ctx.blog.listPosts())]];
}

/** one post's answer to embed in its page; nothing when the post does not exist */
export async function blogPostEntries(params: RouteParams, ctx: RouteDataContext): Promise<Array<[string, unknown]>> {
  const slug = params.slug ?? '';
  const post = slug ? await ctx.blog.getPost(slug) : null;
  return post ? [[blogPostPath(slug), post]] : [];
}
