import { Link } from 'react-router';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import type { TeaserPost } from '../../content/samplePosts';
import { site } from '../../content/site';
import { formatPostDate } from '../../shared/blog/dates';

/** a branded header for posts without a featured image: gradient, grid and the post's first tag */
function PostArt({ tag }: { tag: string }) {
  return (
    <div
      className="relative flex aspect-video items-end overflow-hidden border-b border-ink-700 bg-gradient-to-br from-brand-600/40 via-ink-850 to-accent-500/30 p-5"
      aria-hidden="true"
    >
      <div className="absolute inset-0 bg-[linear-gradient(rgba(148,163,184,0.08)_1px,transparent_1px),linear-gradient(90deg,rgba(148,163,184,0.08)_1px,transparent_1px)] bg-[size:28px_28px]" />
      <svg viewBox="0 0 32 32" className="absolute top-5 right-5 h-12 w-12 opacity-80" aria-hidden="true">
        <path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2Z" fill="none" stroke="#7dd3fc" strokeWidth="1.5" />
        <circle cx="16" cy="14" r="3" fill="#7dd3fc" />
      </svg>
      {tag && <span className="relative rounded-full bg-ink-950/70 px-3 py-1 text-xs font-semibold text-brand-200">{tag}</span>}
    </div>
  );
}

export function PostCard({ post }: { post: TeaserPost }) {
  const date = formatPostDate(post.publishDate);
  return (
    <li className="card relative flex flex-col overflow-hidden transition-colors focus-within:border-brand-400/60 hover:border-brand-400/60">
      {post.featuredImage ? (
        <ImageWithFallback
          src={post.featuredImage}
          alt=""
          width={640}
          height={360}
          className="aspect-video h-auto w-full border-b border-ink-700 object-cover"
        />
      ) : (
        <PostArt tag={post.tags[0] ?? ''} />
      )}
      <div className="flex flex-1 flex-col p-6">
        {date && (
          <time dateTime={post.publishDate} className="text-sm text-slate-400">
            {date}
          </time>
        )}
        <h3 className="mt-2 text-lg font-semibold">
          <Link to={`/blog/${post.slug}`} className="text-white no-underline after:absolute after:inset-0 hover:text-brand-200">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-300">{post.description || post.metaDescription}</p>
        <p className="mt-5 text-sm font-medium text-slate-200">{post.author || site.teamLabel}</p>
      </div>
    </li>
  );
}
