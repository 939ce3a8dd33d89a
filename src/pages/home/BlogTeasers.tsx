import { Link } from 'react-router';
import { sectionIntros } from '../../content/home';
import { QueryProvider } from '../../lib/QueryProvider';
import { useBlogPreview } from '../blog/queries';
import { pickLatestPosts } from './latestPosts';
import { PostCard } from './PostCard';

/**
 * the blog list's own first read (its preview of the newest posts: same key, freshness and snapshot
 * fallback, embedded in the page like the list's): the home shows its first three
 */
function LatestPostList() {
  const { data, isError } = useBlogPreview();
  const { posts, source } = pickLatestPosts(data, isError, 3);
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-source={source}>
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
    </ul>
  );
}

/**
 * The blog teaser list with its query client. Loaded as its own chunk (see HomePage), so
 * react-query is not part of the home page's first-load JavaScript.
 */
export default function BlogTeasers() {
  return (
    <>
      <QueryProvider>
        <LatestPostList />
      </QueryProvider>
      <div className="mt-10 text-center">
        <Link to={sectionIntros.blog.viewAll.href} className="font-semibold">
          {sectionIntros.blog.viewAll.label}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </>
  );
}
