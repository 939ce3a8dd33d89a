import { type ReactNode, useEffect, useState } from 'react';
import { getJson } from '../../lib/api';
import { type PostState, REGENERATE_CHANGED_ACTION } from '../../shared/adminActions';
import { formatPostDate } from '../../shared/blog/dates';
import { BLOG_POSTS_PATH } from '../../shared/blog/paths';
import type { BlogListResponse, BlogPostSummary } from '../../shared/blog/types';
import type { UnshownBlock } from '../../shared/blog/unshown';
import { ActionButton } from './ActionButton';
import { adminCopy } from './copy';
import { UnshownBadge, UnshownDetails } from './UnshownNotice';

const copy = adminCopy.posts;
const MAX_TAGS = 3;

type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; posts: BlogPostSummary[] };

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const more = tags.length - MAX_TAGS;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.slice(0, MAX_TAGS).map((tag) => (
        <li key={tag} className="rounded-full bg-brand-400/10 px-2.5 py-0.5 text-xs font-medium text-brand-200 ring-1 ring-brand-400/30">
          {tag}
        </li>
      ))}
      {more > 0 && <li className="rounded-full bg-ink-700 px-2.5 py-0.5 text-xs font-medium text-slate-200">{copy.more(more)}</li>}
    </ul>
  );
}

function StateBadge({ state }: { state: PostState | undefined }) {
  if (!state) return null;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
        state === 'changed' ? 'bg-amber-400/10 text-amber-200 ring-amber-400/40' : 'bg-violet-400/10 text-violet-200 ring-violet-400/40'
      }`}
    >
      {state === 'changed' ? copy.changed : copy.fresh}
    </span>
  );
}

interface PostListProps {
  /** the slug being regenerated, if any */
  pendingSlug: string | null;
  busy: boolean;
  onRegenerate: (post: BlogPostSummary) => void;
  /** the posts that differ from the export, by slug (null until known) */
  states: Record<string, PostState> | null;
  /** posts the export has that are no longer published */
  unpublished: number;
  /** what each post holds that the site cannot show, by slug (issue 34) */
  unshown?: Record<string, UnshownBlock[]> | null;
  /** Regenerate changed posts is running */
  pendingChanged: boolean;
  onRegenerateChanged: () => void;
  /** bumped after every action: the list is read again */
  version: number;
}

/** the published posts, each with a Regenerate button and a mark where it differs from the export */
export function PostList({
  pendingSlug,
  busy,
  onRegenerate,
  states,
  unpublished,
  pendingChanged,
  onRegenerateChanged,
  version,
  unshown,
}: PostListProps) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the signal to read the list again (after each action)
  useEffect(() => {
    let live = true;
    // past the browser's cache (the API lets visitors keep the list a minute): the admin sees the posts as they are
    getJson<BlogListResponse>(BLOG_POSTS_PATH, { cache: 'no-store' }).then(
      (body) => live && setState({ status: 'ready', posts: body?.posts ?? [] }),
      (err: unknown) => live && setState({ status: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [version]);

  let body: ReactNode;
  if (state.status === 'loading')
    body = (
      <p role="status" className="text-slate-300">
        {copy.loading}
      </p>
    );
  else if (state.status === 'error')
    body = (
      <p role="alert" className="text-red-300">
        {copy.error}: {state.message}
      </p>
    );
  else if (state.posts.length === 0) body = <p className="card px-6 py-10 text-center text-lg text-slate-300">{copy.empty}</p>;
  else
    body = (
      <ul className="space-y-4">
        {state.posts.map((post) => (
          <li key={post.slug} className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-2">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="text-lg font-semibold break-words">{post.title}</h3>
                <StateBadge state={states?.[post.slug]} />
                <UnshownBadge blocks={unshown?.[post.slug]} />
              </div>
              <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-300 sm:grid-cols-[auto_1fr]">
                <dt className="text-slate-400">{copy.slug}</dt>
                <dd className="break-all font-mono">{post.slug}</dd>
                <dt className="text-slate-400">{copy.author}</dt>
                <dd>{post.author}</dd>
                <dt className="text-slate-400">{copy.date}</dt>
                <dd>{formatPostDate(post.publishDate) || copy.noDate}</dd>
              </dl>
              <Tags tags={post.tags} />
              <UnshownDetails blocks={unshown?.[post.slug]} />
            </div>
            <ActionButton
              variant="secondary"
              size="sm"
              pending={pendingSlug === post.slug}
              disabled={busy}
              label={`Regenerate ${post.title}`}
              onClick={() => onRegenerate(post)}
            >
              Regenerate
            </ActionButton>
          </li>
        ))}
      </ul>
    );

  const differ = states ? Object.keys(states).length + unpublished : 0;
  return (
    <section aria-labelledby="admin-posts-heading" className="mt-12">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <h2 id="admin-posts-heading" className="text-2xl font-bold">
          {copy.title}
        </h2>
        {states && (
          <div className="flex flex-wrap items-center gap-3">
            {differ === 0 && <p className="text-sm text-slate-400">{copy.allExported}</p>}
            <ActionButton
              variant="secondary"
              size="sm"
              pending={pendingChanged}
              disabled={busy || differ === 0}
              onClick={onRegenerateChanged}
            >
              {REGENERATE_CHANGED_ACTION.label}
            </ActionButton>
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
