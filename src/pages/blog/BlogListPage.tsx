import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { site } from '../../content/site';
import { QueryProvider } from '../../lib/QueryProvider';
import { ALL_TAGS, filterPosts, isFilterActive } from '../../shared/blog/filters';
import { BLOG_FEED_PATH } from '../../shared/blog/paths';
import { BlogCard, BlogCardSkeleton } from './BlogCard';
import { BlogFilters } from './BlogFilters';
import { BlogEmpty, BlogListError, BlogNoMatch } from './BlogListStates';
import { blogCopy } from './copy';
import { useBlogList, useBlogPreview } from './queries';

const SKELETON_CARDS = 6;
const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function BlogList() {
  const preview = useBlogPreview();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState(ALL_TAGS);
  const [showAll, setShowAll] = useState(false);
  const active = isFilterActive({ search, tag });
  // the page embeds the newest posts; the full list is read when the visitor needs more of them
  const partial = preview.data ? preview.data.total > preview.data.posts.length : false;
  const wantAll = partial && (showAll || active);
  const full = useBlogList({ enabled: wantAll });
  const loadingAll = wantAll && !full.data && !full.isError;
  const posts = full.data?.posts ?? preview.data?.posts ?? [];
  const tags = useMemo(() => [ALL_TAGS, ...(preview.data?.tags ?? [])], [preview.data]);
  const shown = useMemo(() => filterPosts(posts, { search, tag }), [posts, search, tag]);
  const { isPending, isError } = preview;
  const clear = () => {
    setSearch('');
    setTag(ALL_TAGS);
  };

  let body: ReactNode;
  if (isPending) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{blogCopy.loadingList}</span>
        <div className={grid}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  } else if (isError) {
    body = <BlogListError />;
  } else if (posts.length === 0) {
    body = <BlogEmpty />;
  } else if (shown.length === 0 && !loadingAll) {
    body = <BlogNoMatch search={search.trim()} tag={tag === ALL_TAGS ? '' : tag} />;
  } else {
    body = (
      <ul className={grid}>
        {shown.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    );
  }
  const more =
    !isPending && !isError && partial && !full.data ? (
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        {loadingAll && (
          <p role="status" className="text-sm text-slate-300">
            {blogCopy.loadingAll}
          </p>
        )}
        {full.isError && (
          <p role="alert" className="text-sm text-slate-300">
            {blogCopy.loadAllFailed}{' '}
            <Button variant="secondary" size="sm" onClick={() => void full.refetch()}>
              {blogCopy.retry}
            </Button>
          </p>
        )}
        {!wantAll && (
          <Button variant="secondary" onClick={() => setShowAll(true)}>
            {blogCopy.showAll(preview.data?.total ?? 0)}
          </Button>
        )}
      </div>
    ) : null;

  return (
    <section aria-label="Articles" className="py-16 sm:py-20">
      <div className="container-page">
        {!isError && (isPending || posts.length > 0) && (
          <BlogFilters
            search={search}
            tag={tag}
            tags={tags}
            active={active}
            onSearch={setSearch}
            // choosing a tag clears the search text (spec)
            onTag={(t) => {
              setTag(t);
              setSearch('');
            }}
            onClear={clear}
          />
        )}
        {!isPending && !isError && posts.length > 0 && (
          <p className="sr-only" aria-live="polite">
            {blogCopy.resultCount(shown.length)}
          </p>
        )}
        {body}
        {more}
      </div>
    </section>
  );
}

/** /blog: the published posts (the newest first, all on demand), with search and tag filters over every post */
export function BlogListPage() {
  return (
    <>
      <PageMeta title={blogCopy.meta.title} description={blogCopy.meta.description} />
      {/* React 19 hoists it into <head>, like PageMeta's tags */}
      <link rel="alternate" type="application/rss+xml" title={`${site.brand} Blog`} href={BLOG_FEED_PATH} />
      <PageHero eyebrow={blogCopy.hero.eyebrow} title={blogCopy.hero.title} text={blogCopy.hero.text} />
      <QueryProvider>
        <BlogList />
      </QueryProvider>
    </>
  );
}
