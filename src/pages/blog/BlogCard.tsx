import { Link } from 'react-router';
import { LinkButton } from '../../components/Button';
import { site } from '../../content/site';
import { blogPostUrl } from '../../shared/blog/paths';
import type { BlogPostSummary } from '../../shared/blog/types';
import { blogCopy } from './copy';
import { PostCover } from './PostCover';
import { PostDate } from './PostDate';
import { TagList } from './TagList';

/** one post in the list: cover, date, up to 3 tags, title link, description, author, 'Read article' */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const href = blogPostUrl(post.slug);
  return (
    <article className="card flex h-full flex-col overflow-hidden transition-colors hover:border-ink-600" data-testid="blog-card">
      <PostCover image={post.featuredImage} label={post.tags[0]} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-400">
          <PostDate value={post.publishDate} />
          <TagList tags={post.tags} max={3} />
        </div>
        <h2 className="mt-4 text-xl font-semibold leading-snug">
          <Link to={href} className="text-white no-underline hover:text-brand-200">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 text-slate-300">{post.description || blogCopy.defaultDescription}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-6">
          <p className="text-sm text-slate-400">{post.author || site.teamLabel}</p>
          <LinkButton to={href} variant="secondary" size="sm">
            {blogCopy.readArticle}
            <span className="sr-only">: {post.title}</span>
          </LinkButton>
        </div>
      </div>
    </article>
  );
}

/** a grey stand-in card while the list loads */
export function BlogCardSkeleton() {
  return (
    <div className="card flex h-full animate-pulse flex-col overflow-hidden" data-testid="blog-card-skeleton" aria-hidden="true">
      <div className="aspect-[16/9] w-full bg-ink-800" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="h-4 w-1/3 rounded bg-ink-800" />
        <div className="h-6 w-5/6 rounded bg-ink-800" />
        <div className="h-4 w-full rounded bg-ink-800" />
        <div className="h-4 w-2/3 rounded bg-ink-800" />
        <div className="mt-auto flex justify-between pt-4">
          <div className="h-4 w-1/4 rounded bg-ink-800" />
          <div className="h-8 w-28 rounded-full bg-ink-800" />
        </div>
      </div>
    </div>
  );
}
