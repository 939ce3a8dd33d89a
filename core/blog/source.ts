import { site } from '../../src/content/site';
import { postDateValue } from '../../src/shared/blog/dates';
import { safeImageSrc } from '../../src/shared/blog/links';
import { blogPostSchema } from '../../src/shared/blog/schema';
import type { BlogBlock, BlogPost, BlogPostSummary } from '../../src/shared/blog/types';
import type { UnshownPost } from '../../src/shared/blog/unshown';

/** a post that could not be read, named by its file (or Notion page) */
export interface BlogProblem {
  file: string;
  reason: string;
}

export interface BlogLoadResult {
  /** published posts only, newest first */
  posts: BlogPost[];
  problems: BlogProblem[];
  /** the published posts holding content the site cannot show (core/blog/unshown.ts); the service works it out when a source does not */
  unshown?: UnshownPost[];
}

/** where posts come from: markdown files (default) or a Notion database */
export interface BlogSource {
  readonly kind: 'markdown' | 'notion';
  /** reads every published post; a broken post is reported in problems, never thrown */
  load(): Promise<BlogLoadResult>;
  /** the posts kept from earlier reads, without reading the source (Notion's raw cache); null when none are kept */
  loadKept?(): Promise<BlogLoadResult | null>;
  /** the posts with only this one read again, the rest as kept (Notion: one filtered query) */
  loadOne?(slug: string): Promise<BlogLoadResult>;
  /** this post alone, read again, the others not loaded (Notion's one-post update); null when it cannot be */
  readOne?(slug: string): Promise<BlogPost | null>;
}

/** what a source knows about a post before defaults are applied */
export interface RawPost {
  id: string;
  slug: string;
  title: string;
  metaDescription?: string;
  description?: string;
  seoKeywords?: string[];
  tags?: string[];
  author?: string;
  publishDate?: string;
  featuredImage?: string;
  content: BlogBlock[];
}

const clean = (list: string[] | undefined) => [...new Set((list ?? []).map((s) => s.trim()).filter(Boolean))];

/** applies the model's defaults (team author, empty texts) and checks the result against the schema */
export function finishPost(raw: RawPost): BlogPost {
  const publishDate = raw.publishDate?.trim() ?? '';
  // through the same filter as images in the body: a javascript: or data: source never reaches a page
  const trimmed = raw.featuredImage?.trim() ?? '';
  const featuredImage = safeImageSrc(trimmed) === null ? '' : trimmed;
  return blogPostSchema.parse({
    id: raw.id,
    slug: raw.slug,
    title: raw.title.trim(),
    metaDescription: raw.metaDescription?.trim() ?? '',
    description: raw.description?.trim() ?? '',
    seoKeywords: clean(raw.seoKeywords),
    tags: clean(raw.tags),
    author: raw.author?.trim() || site.teamLabel,
    publishDate,
    date: publishDate,
    featuredImage,
    image: featuredImage,
    content: raw.content,
  }) as BlogPost;
}

/** made on first use: a collator costs about 10 ms to create, which a start that sorts nothing (a one-post regenerate) skips */
let titleCollator: Intl.Collator | undefined;
function byTitle(a: string, b: string): number {
  titleCollator ??= new Intl.Collator('en-US');
  return titleCollator.compare(a, b);
}

/** newest first; posts without a readable date last; ties by title (each date is read once, not per comparison) */
export function sortNewestFirst<T extends { publishDate: string; title: string }>(posts: T[]): T[] {
  const keyed = posts.map((post) => {
    const v = postDateValue(post.publishDate);
    return { post, key: Number.isNaN(v) ? Number.NEGATIVE_INFINITY : v };
  });
  keyed.sort((a, b) => b.key - a.key || byTitle(a.post.title, b.post.title));
  return keyed.map((k) => k.post);
}

/** keeps the first post of each slug and reports the others */
export function dropDuplicateSlugs<T extends BlogPostSummary>(
  entries: Array<{ file: string; post: T }>,
): {
  posts: T[];
  problems: BlogProblem[];
} {
  const seen = new Map<string, string>();
  const posts: T[] = [];
  const problems: BlogProblem[] = [];
  for (const { file, post } of entries) {
    const first = seen.get(post.slug);
    if (first) {
      problems.push({ file, reason: `slug "${post.slug}" is already used by ${first}` });
      continue;
    }
    seen.set(post.slug, file);
    posts.push(post);
  }
  return { posts: sortNewestFirst(posts), problems };
}

/** 'file: reason' lines for reports */
export function describeProblems(problems: BlogProblem[]): string[] {
  return problems.map((p) => `${p.file}: ${p.reason}`);
}

/** a short reason from a thrown error (zod issues become 'field: message') */
export function reasonOf(err: unknown): string {
  if (err && typeof err === 'object' && 'issues' in err && Array.isArray((err as { issues: unknown }).issues)) {
    const issues = (err as { issues: Array<{ path: PropertyKey[]; message: string }> }).issues;
    return issues.map((i) => `${i.path.length ? `${i.path.map(String).join('.')}: ` : ''}${i.message}`).join('; ');
  }
  return err instanceof Error ? err.message : String(err);
}
