/**
 * The export's side of the report of content the site cannot show (issue 34, item 5; core/blog/unshown.ts
 * makes it): the warnings printed, the result's field and message, report.json's list, and --strict,
 * which refuses the export (or update) before anything is rendered or written.
 */
import { type BlogConfig, chooseBlogSource } from '../../core/blog/index';
import { displayPath } from '../../core/blog/markdown/postFiles';
import { describeUnshown, notionPageLabel, unshownOf } from '../../core/blog/unshown';
import type { BlogPost } from '../../src/shared/blog/types';
import type { UnshownPost } from '../../src/shared/blog/unshown';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { GenerationError } from './results';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '; 2 posts hold content the site cannot show' for a result's message ('' when none does) */
export function unshownMessage(unshown: UnshownPost[]): string {
  if (unshown.length === 0) return '';
  const words = unshown.reduce((n, p) => n + p.blocks.reduce((m, b) => m + b.words, 0), 0);
  return `; ${plural(unshown.length, 'post holds', 'posts hold')} content the site cannot show (${plural(words, 'word', 'words')}: see the warnings)`;
}

/** the warning lines, one per block not shown, on stderr (as the blog's other warnings) */
export function printUnshown(unshown: UnshownPost[], quiet: boolean | undefined): void {
  if (quiet) return;
  for (const line of describeUnshown(unshown)) process.stderr.write(`warning: blog post ${line}\n`);
}

/** under --strict, the failure of a run whose posts hold content the site cannot show (nothing was written) */
export function strictFailure(failure: string, unshown: UnshownPost[], outputDirectory: string, total?: number): GenerationError {
  const lines = describeUnshown(unshown).map((l) => `blog post ${l}`);
  const names = unshown.map((p) => p.slug).join(', ');
  return new GenerationError({
    success: false,
    message: `${failure}: ${plural(unshown.length, 'blog post holds', 'blog posts hold')} content the site cannot show (--strict): ${names}`,
    stats: {
      ...(total === undefined ? {} : { totalPosts: total }),
      successCount: 0,
      errorCount: lines.length,
      outputDirectory,
      errors: lines,
    },
    unshown,
  });
}

/**
 * what an update knows of the content the site cannot show: `mine`, of the posts it renders (one post,
 * `only` these, or all); `all`, for report.json (the previous list with this post's entry replaced, when
 * a one-post update read no other post)
 */
export async function updateUnshown(
  ctx: RouteDataContext,
  u: { quick?: string; only?: ReadonlySet<string>; previous?: UnshownPost[]; config: BlogConfig },
): Promise<{ mine: UnshownPost[]; all: UnshownPost[] }> {
  if (u.quick !== undefined) {
    const slug = u.quick;
    const post = await ctx.blog.getPost(slug);
    const before = u.previous?.find((p) => p.slug === slug);
    const report = post ? unshownOf(post, before?.file ?? postLabel(post, u.config)) : null;
    const mine = report ? [report] : [];
    return { mine, all: [...(u.previous ?? []).filter((p) => p.slug !== slug), ...mine] };
  }
  const all = (await ctx.blog.unshown?.()) ?? [];
  const only = u.only;
  return { mine: only ? all.filter((p) => only.has(p.slug)) : all, all };
}

/** how a post read alone is named: its Notion page, or its markdown file as the folder's listing names it */
function postLabel(post: BlogPost, config: BlogConfig): string {
  const source = chooseBlogSource(config);
  return source.kind === 'notion' ? notionPageLabel(post.id) : displayPath(source.dir, `${post.slug}.md`);
}
