/**
 * Dependency keys: a page of the previous export is reused without loading its data when nothing it
 * read has changed.
 *
 * A page's data (reuse.ts) comes from the code and config (the base: build key, public config, the
 * files of public/ whose image sizes posts carry) and from what its route read through the route data
 * context: the post list (with the problems) and single posts. Rendering a page records what it read;
 * its dependency key hashes the base with the version of each: the list's hash, and for a post the
 * file its body was read from, which the post store names by the hash of the markdown's bytes under a
 * folder named by the parser's hash (postStore.ts). A later export recomputes the key from the
 * recorded names alone: equal, the page reads the same data and writes the same bytes, so its page
 * data is not loaded (a post body read and a hash per page at 4,000 posts). Bodies of another source
 * (Notion) lie in a new folder each export, so their posts' pages fall back to the data key.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PublicConfig } from '../../src/shared/pageData';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import type { PostsSnapshot } from './postStore';
import { stampedHashSources } from './sourceHash';

/** what a page read, by name ('list', 'post:<slug>'), and the key of their versions */
export interface PageDeps {
  names: string[];
  key: string;
}

/** the versions of what pages read, from the posts every thread holds */
export interface DataVersions {
  /** build key, public config and public/ files */
  base: string;
  /** null when the list was not loaded (a one-post update): a page that read it gets no key from these */
  list: string | null;
  posts: Record<string, string>;
}

/** the base of the dependency keys of an export or update: the build, the public config and public/ (posts carry its image sizes) */
export async function dependencyBase(buildKey: string, config: PublicConfig, cacheRoot: string): Promise<string> {
  const publicFiles = await stampedHashSources(path.join(cacheRoot, 'sources-public.json'), ['public']);
  return createHash('sha256')
    .update(`${buildKey}\0${publicFiles}\0${JSON.stringify(config)}`)
    .digest('hex');
}

export function dataVersions(base: string, snapshot: PostsSnapshot): DataVersions {
  const list = createHash('sha256').update(JSON.stringify(snapshot.summaries)).update(JSON.stringify(snapshot.problems)).digest('hex');
  return { base, list, posts: snapshot.bodies };
}

/** the dependency key of a page that read these names */
export function depKey(versions: DataVersions, pagePath: string, notFound: boolean, names: string[]): string {
  const hash = createHash('sha256').update(`${versions.base}\0${pagePath}\0${notFound ? 1 : 0}`);
  for (const name of names) {
    const version = name === 'list' ? versions.list : name.startsWith('post:') ? postVersion(versions, name.slice(5)) : null;
    if (version === null) throw new Error(name === 'list' ? 'the post list was not loaded' : `unknown page dependency ${name}`);
    hash.update(`\0${name}=${version}`);
  }
  return hash.digest('hex');
}

/** whether nothing a page of the previous export read has changed since (its recorded dependency key is this one) */
export function depsUnchanged(versions: DataVersions, job: { path: string; notFound: boolean }, deps: PageDeps): boolean {
  return depKey(versions, job.path, job.notFound, deps.names) === deps.key;
}

/** the key of a post's JSON copy: that of the post it is made from */
export const postCopyKey = (versions: DataVersions, file: string, slug: string): string => depKey(versions, file, false, [`post:${slug}`]);

const postVersion = (versions: DataVersions, slug: string) => (Object.hasOwn(versions.posts, slug) ? versions.posts[slug]! : '-');

/** the route data context, noting each thing a page reads */
export function recordingContext(ctx: RouteDataContext): { ctx: RouteDataContext; read: Set<string> } {
  const read = new Set<string>();
  return {
    read,
    ctx: {
      blog: {
        listPosts: () => {
          read.add('list');
          return ctx.blog.listPosts();
        },
        getPost: (slug) => {
          read.add(`post:${slug}`);
          return ctx.blog.getPost(slug);
        },
        problems: () => {
          read.add('list');
          return ctx.blog.problems();
        },
      },
    },
  };
}
