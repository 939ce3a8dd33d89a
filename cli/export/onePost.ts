/**
 * A one-post update (`site regenerate <slug>`, the admin page's Regenerate) without loading the blog.
 *
 * When the post's page in the live export read only that post (its dependency names in report.json),
 * the export was made with the same dependency base (build, public config, public/: pageDeps.ts), and
 * the post's summary (what the blog list, the home page's teasers, the feed and the sitemap show of it)
 * is the one the export's JSON copy of the post holds, then only the post's page and its JSON copy can
 * change. The update then reads that one post through the store and nothing else of the blog: the other
 * posts are not listed, stat-ed or read, and the list pages, the list copy, the feed and the sitemap stay
 * as they are. A Notion post is read alone with one filtered query (NotionBlogSource.readOne), the other
 * kept pages not even loaded. Otherwise (a new or retitled post, a changed build or config, a Notion post
 * that mentions pages or lost a file) the update
 * loads the whole blog (partial.ts).
 */
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { postWithImageSizes } from '../../core/blog/imageSizes';
import { type BlogConfig, type BlogSource, chooseBlogSource } from '../../core/blog/index';
import { blogPostUrl } from '../../src/shared/blog/paths';
import { type BlogPost, toSummary } from '../../src/shared/blog/types';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { readCacheJson } from './cacheFile';
import type { DataVersions } from './pageDeps';
import { postCopyFile } from './postCopies';
import { readStoredPost, SOURCE_BODIES_DIR, snapshotToFiles } from './postStore';
import type { PageReport, ReportLines } from './report';

export interface OnePostSource {
  slug: string;
  /** the post's page */
  path: string;
  /** route data holding the one post: reading anything else fails (the dependency names said it is not read) */
  ctx: RouteDataContext;
  versions: DataVersions;
}

/** the route data of a one-post update, or null when the update must load the whole blog (see above) */
/** a Notion post read alone, its body kept by its hash as a whole export keeps it (postStore.ts: snapshotToFiles) */
async function notionPostAlone(
  readOne: ((slug: string) => Promise<BlogPost | null>) | undefined,
  slug: string,
  cacheRoot: string,
): Promise<{ post: BlogPost; bodyFile: string } | null> {
  const post = readOne ? await readOne(slug) : null;
  if (!post) return null;
  const one: RouteDataContext = {
    blog: { listPosts: async () => [toSummary(post)], getPost: async (s) => (s === slug ? post : null), problems: async () => [] },
  };
  const { bodies } = await snapshotToFiles(one, path.join(cacheRoot, SOURCE_BODIES_DIR));
  const bodyFile = bodies[slug];
  return bodyFile ? { post, bodyFile } : null;
}

export async function onePostSource(u: {
  slug: string;
  blog: BlogConfig;
  /** the update's blog source when it is not markdown (Notion's: its post is read alone, readOne) */
  source?: BlogSource;
  cacheRoot: string;
  /** the live export and its report, as lines (report.ts): only the post page's is parsed */
  live: string;
  previous: ReportLines;
  /** this update's dependency base (pageDeps.ts) */
  depBase: string;
}): Promise<OnePostSource | null> {
  const choice = chooseBlogSource(u.blog);
  const readAlone = u.source?.readOne?.bind(u.source);
  if ((choice.kind !== 'markdown' && !readAlone) || !u.previous.head.depBase || u.previous.head.depBase !== u.depBase) return null;
  const pagePath = blogPostUrl(u.slug);
  // the exporter writes a page's path first (toPageReport); a line written otherwise is not found, and the blog is loaded
  const prefix = `{"path":${JSON.stringify(pagePath)},`;
  const line = u.previous.pages.find((l) => l.startsWith(prefix));
  const names = line === undefined ? undefined : (JSON.parse(line) as PageReport).deps?.names;
  if (names?.length !== 1 || names[0] !== `post:${u.slug}`) return null;
  const [stored, exported] = await Promise.all([
    choice.kind === 'markdown' ? readStoredPost(choice.dir, u.slug, u.cacheRoot) : notionPostAlone(readAlone, u.slug, u.cacheRoot),
    // a missing or damaged copy reads as absent: the update then loads the blog and writes it again
    readCacheJson<BlogPost>(path.join(u.live, postCopyFile(u.slug))),
  ]);
  if (!stored || !exported || !isDeepStrictEqual(toSummary(stored.post), toSummary(exported))) return null;
  const post = await postWithImageSizes(stored.post);
  const unread = () => Promise.reject(new Error(`an update of the post "${u.slug}" read other blog data`));
  return {
    slug: u.slug,
    path: pagePath,
    ctx: { blog: { listPosts: unread, getPost: async (slug) => (slug === u.slug ? post : unread()), problems: unread } },
    versions: { base: u.depBase, list: null, posts: { [u.slug]: stored.bodyFile } },
  };
}
