import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { PostState } from '../../src/shared/adminActions';
import { BLOG_POSTS_PATH, blogPostPath, staticSnapshotPath } from '../../src/shared/blog/paths';
import type { BlogPost } from '../../src/shared/blog/types';

/**
 * How the published posts stand against an export: a post whose JSON copy in the export (what its page
 * was rendered from, docs/decisions/002) differs from the post as its source gives it now has changed
 * since the export; one without a copy is not exported yet. The admin page marks them, and Regenerate
 * changed posts (cli/export/regenerateChanged.ts) renders exactly these.
 */

// a copied Notion image is the same file under another folder in the API and in an export
const COPIED_IMAGE = /^\/(?:images\/notion|api\/blog\/images)\/([a-f0-9]{20}\.[a-z]+)$/;

/** the post as a plain value, with copied images named by their file alone */
function comparable(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(COPIED_IMAGE, 'image:$1');
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v)]));
  return value;
}

/** the file of a post's JSON copy in an export */
const copyFileOf = (outDir: string, slug: string) => path.join(outDir, ...staticSnapshotPath(blogPostPath(slug)).split('/'));

export interface ExportedPostStates {
  /** each published post that differs from the export */
  states: Record<string, PostState>;
  /** slugs whose copies the export holds though they are no longer published */
  unpublished: string[];
}

/**
 * compares the published posts with the export in outDir (every post is new when there is no export);
 * with `only`, just the posts it names are compared (the others are taken as exported): the slugs an
 * edit can have changed, when the caller knows them (api/notion/publisher.ts)
 */
export async function exportedPostStates(
  posts: readonly BlogPost[],
  outDir: string,
  only?: ReadonlySet<string>,
): Promise<ExportedPostStates> {
  const states: Record<string, PostState> = {};
  const compared = only ? posts.filter((p) => only.has(p.slug)) : posts;
  let next = 0;
  const lane = async () => {
    while (next < compared.length) {
      const post = compared[next++]!;
      const text = await readFile(copyFileOf(outDir, post.slug), 'utf8').catch(() => null);
      if (text === null) {
        states[post.slug] = 'new';
        continue;
      }
      let copy: unknown;
      try {
        copy = JSON.parse(text);
      } catch {
        copy = null;
      }
      if (!isDeepStrictEqual(comparable(copy), comparable(JSON.parse(JSON.stringify(post))))) states[post.slug] = 'changed';
    }
  };
  await Promise.all(Array.from({ length: 16 }, lane));
  const published = new Set(posts.map((p) => p.slug));
  const copies = await readdir(path.join(outDir, ...BLOG_POSTS_PATH.split('/'))).catch(() => [] as string[]);
  const unpublished = copies
    .filter((f) => f.endsWith('.json'))
    .map((f) => decodeURIComponent(f.slice(0, -'.json'.length)))
    .filter((slug) => !published.has(slug))
    .sort();
  return { states, unpublished };
}
