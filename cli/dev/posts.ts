/**
 * The blog of `site dev`: markdown posts through the exporter's post store (postStore.ts), which parses
 * only the files whose bytes changed, so an edit to one post parses that post again and no other; or
 * a Notion blog, read once. The API's /api/blog answers from the same posts the pages render.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BlogConfig, chooseBlogSource } from '../../core/blog/index';
import { listPostFiles } from '../../core/blog/markdown/postFiles';
import type { BlogService } from '../../core/blog/service';
import type { BlogPost } from '../../src/shared/blog/types';
import { createRouteDataContext } from '../export/context';
import { contextFromSnapshot, openPostStore, type PostsSnapshot, type StoredFile, snapshotToFiles } from '../export/postStore';
import { type DevError, displayPath, postProblemLine } from './errors';

/** parses post files into the bodies folder (in this thread for a few, across threads for many) */
export type ParsePosts = (dir: string, names: string[], bodiesDir: string) => Promise<StoredFile[]>;

export interface DevPosts {
  /** the markdown folder watched for edits; null for a Notion blog */
  readonly dir: string | null;
  /** the posts as last read (read on first use) */
  current(): Promise<PostsSnapshot>;
  /** reads the folder again: only files whose bytes changed are parsed */
  refresh(): Promise<PostsSnapshot>;
  /** the posts that could not be read, at their file and line */
  errors(): DevError[];
  /** /api/blog's reader over the same posts */
  api: BlogService;
}

/** a problem line ('file: reason') as an error at its file and line */
function problemError(problem: string): DevError {
  const at = problem.indexOf(': ');
  const file = at > 0 ? problem.slice(0, at) : '';
  const reason = at > 0 ? problem.slice(at + 2) : problem;
  let text = '';
  try {
    text = readFileSync(path.resolve(file), 'utf8');
  } catch {
    // gone since: the message still says what was wrong
  }
  const line = text ? postProblemLine(text, reason) : undefined;
  return {
    kind: 'post',
    file: file ? displayPath(path.resolve(file)) : undefined,
    line,
    message: reason,
    lineText: line ? text.split('\n')[line - 1] : undefined,
  };
}

export function createDevPosts(config: BlogConfig, cacheRoot: string, parse: ParsePosts): DevPosts {
  const choice = chooseBlogSource(config);
  const dir = choice.kind === 'markdown' ? choice.dir : null;
  let snapshot: Promise<PostsSnapshot> | null = null;
  let problems: string[] = [];

  const read = async (): Promise<PostsSnapshot> => {
    let next: PostsSnapshot;
    if (dir) {
      next = await openPostStore(dir, await listPostFiles(dir), (misses, bodiesDir) => parse(dir, misses, bodiesDir), cacheRoot);
    } else {
      // Notion: read once, its bodies written out for the render thread
      const ctx = await createRouteDataContext({ config });
      next = await snapshotToFiles(ctx, path.join(cacheRoot, `bodies-dev-${process.pid}`));
    }
    problems = next.problems;
    return next;
  };

  const current = () => {
    snapshot ??= read();
    // a failed read is tried again by the next request
    snapshot.catch(() => {
      snapshot = null;
    });
    return snapshot;
  };

  const ctx = async () => contextFromSnapshot(await current());
  return {
    dir,
    current,
    refresh() {
      const previous = snapshot;
      snapshot = (previous ?? Promise.resolve(null)).catch(() => null).then(() => read());
      snapshot.catch(() => {
        snapshot = previous;
      });
      return snapshot;
    },
    errors: () => problems.map(problemError),
    api: {
      kind: dir ? 'markdown' : 'notion',
      listPosts: async () => (await ctx()).blog.listPosts(),
      getPost: async (slug) => (await ctx()).blog.getPost(slug),
      allPosts: async () => {
        const data = await ctx();
        const posts = await Promise.all((await data.blog.listPosts()).map((p) => data.blog.getPost(p.slug)));
        return posts.filter((p): p is BlogPost => p !== null);
      },
      problems: async () => (await current()).problems,
    },
  };
}
