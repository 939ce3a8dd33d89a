import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { LinkButton } from '../../components/Button';
import { PageMeta } from '../../components/PageMeta';
import { site } from '../../content/site';
import { useConfig } from '../../lib/config';
import { QueryProvider } from '../../lib/QueryProvider';
import { BLOG_FEED_PATH, blogPostUrl } from '../../shared/blog/paths';
import type { BlogPost, BlogPostSummary } from '../../shared/blog/types';
import { blogCopy } from './copy';
import { ArrowLeftIcon } from './icons';
import { PostCover } from './PostCover';
import { PostDate } from './PostDate';
import { PostJsonLd } from './PostJsonLd';
import { errorText, useBlogPost } from './queries';
import { ShareLinks } from './ShareLinks';
import { TagList } from './TagList';

const copy = blogCopy.post;

// the post body: pre-rendered with the page, hydrated from its own chunk (as the long pages' lower
// sections: src/pages/products/LowerSections.md), so the code of every block type a post may hold
// is not first-load JavaScript; until it hydrates the body is plain HTML (links, toggles and anchors work)
const BlockRenderer = lazy(() => import('./BlockRenderer').then((m) => ({ default: m.BlockRenderer })));

/** shown while the body is not there: the summary, the topics and a notice */
function NoContent({ post }: { post: BlogPostSummary }) {
  const topics = post.tags.length > 0 ? post.tags : post.seoKeywords;
  return (
    <div className="card p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{copy.summary}</h2>
      <p className="mt-3 text-slate-300">{post.description || post.metaDescription || blogCopy.defaultDescription}</p>
      {topics.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-semibold">{copy.topics}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {topics.map((t) => (
              <li key={t} className="rounded-full border border-ink-600 px-3 py-1 text-sm text-slate-200">
                {t}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-8 text-slate-400" role="status">
        {copy.contentLoading}
      </p>
    </div>
  );
}

function Sidebar() {
  return (
    <aside aria-labelledby="related-heading" className="lg:sticky lg:top-24 lg:self-start">
      <div className="card p-6">
        <h2 id="related-heading" className="text-lg font-semibold">
          {copy.related}
        </h2>
        <p className="mt-3 text-sm text-slate-400">{copy.relatedLoading}</p>
      </div>
    </aside>
  );
}

function PostView({ post }: { post: BlogPost | BlogPostSummary }) {
  const { siteUrl } = useConfig();
  const url = `${siteUrl.replace(/\/$/, '')}${blogPostUrl(post.slug)}`;
  const content = 'content' in post ? post.content : [];
  return (
    <article>
      <PageMeta
        title={post.title}
        description={post.metaDescription || post.description}
        path={blogPostUrl(post.slug)}
        keywords={post.seoKeywords}
        author={post.author || site.teamLabel}
        robots="index, follow"
        type="article"
      />
      {/* React 19 hoists it into <head>, like PageMeta's tags */}
      <link rel="alternate" type="application/rss+xml" title={`${site.brand} Blog`} href={BLOG_FEED_PATH} />
      <header className="border-b border-ink-800 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.14),_transparent_60%)] pt-32 pb-12">
        <div className="container-page max-w-6xl">
          <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-medium no-underline hover:text-brand-200">
            <ArrowLeftIcon className="h-4 w-4" />
            {copy.backToBlog}
          </Link>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-400">
            <PostDate value={post.publishDate} fallback={copy.noDate} />
            <TagList tags={post.tags} max={2} />
          </div>
          <h1 className="mt-4 max-w-4xl text-3xl leading-tight font-bold sm:text-5xl">{post.title}</h1>
          {post.description && <p className="mt-5 max-w-3xl text-lg text-slate-300 sm:text-xl">{post.description}</p>}
          <p className="mt-5 text-sm text-slate-300">
            {copy.by} <span className="font-semibold text-white">{post.author || site.teamLabel}</span>
          </p>
          <div className="mt-6">
            <ShareLinks url={url} title={post.title} />
          </div>
        </div>
      </header>
      <div className="container-page grid max-w-6xl gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <PostCover image={post.featuredImage} label={post.tags[0]} priority className="mb-10 rounded-2xl border border-ink-700" />
          {content.length > 0 ? (
            <Suspense fallback={null}>
              <BlockRenderer blocks={content} />
            </Suspense>
          ) : (
            <NoContent post={post} />
          )}
        </div>
        <Sidebar />
      </div>
      <PostJsonLd post={post} url={url} siteUrl={siteUrl} />
    </article>
  );
}

function PostError({ message }: { message: string }) {
  return (
    <section className="container-page flex min-h-[60vh] max-w-3xl flex-col items-center justify-center pt-32 pb-20 text-center">
      <PageMeta title={copy.errorMetaTitle} description={copy.notFoundText} robots="noindex" notFound />
      <h1 className="text-3xl font-bold sm:text-4xl">{message}</h1>
      <p className="mt-4 text-lg text-slate-300">{copy.notFoundText}</p>
      <LinkButton to="/blog" size="lg" className="mt-8">
        {copy.backToAll}
      </LinkButton>
    </section>
  );
}

function PostLoading() {
  return (
    <div className="container-page max-w-4xl animate-pulse pt-32 pb-20" role="status">
      <span className="sr-only">{copy.loading}</span>
      <div aria-hidden="true">
        <div className="h-4 w-40 rounded bg-ink-800" />
        <div className="mt-6 h-10 w-5/6 rounded bg-ink-800" />
        <div className="mt-4 h-6 w-2/3 rounded bg-ink-800" />
        <div className="mt-10 aspect-[16/9] w-full rounded-2xl bg-ink-800" />
      </div>
    </div>
  );
}

function BlogPostContent() {
  const { slug } = useParams();
  const { data, error, isError } = useBlogPost(slug);
  if (isError) return <PostError message={errorText(error, copy.errorFallback)} />;
  if (!data) return <PostLoading />;
  return <PostView post={data} />;
}

/** /blog/{slug}: one post */
export function BlogPostPage() {
  return (
    <QueryProvider>
      <BlogPostContent />
    </QueryProvider>
  );
}
