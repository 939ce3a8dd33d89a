/**
 * The blog of `site dev`: markdown posts through the exporter's post store (postStore.ts), which parses
 * only the files whose bytes changed; or a Notion blog, read once. The folder is read through the store
 * once; after that an edit reads the files it names alone (an edit to one post reads and parses that
 * post, and no other file of the folder is even looked at). The API's /api/blog answers from the same
 * posts the pages render.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type BlogConfig, chooseBlogSource } from '../../core/blog/index';
import { listPostFiles } from '../../core/blog/markdown/postFiles';
import type { BlogService } from '../../core/blog/service';
import { type BlogPost, toSummary } from '../../src/shared/blog/types';
import { createRouteDataContext } from '../export/context';
import {
  bodyFileFor,
  contextFromSnapshot,
  fileHash,
  openPostStoreFiles,
  type PostsSnapshot,
  type StoredFile,
  snapshotOf,
  snapshotToFiles,
} from '../export/postStore';
import { type DevError, displayPath, postProblemLine } from './errors';

/** parses post files into the bodies folder (in this thread for a few, across threads for many) */
export type ParsePosts = (dir: string, names: string[], bodiesDir: string) => Promise<StoredFile[]>;

/** what an edit changed in the blog: the posts now, and what of them the render thread must be told */
export interface PostsChange {
  snapshot: PostsSnapshot;
  /** the summaries or problems changed (the page list and the blog's lists may have): the whole snapshot must go */
  listed: boolean;
  /** the body files of the posts whose text changed, by slug */
  bodies: Record<string, string>;
}

export interface DevPosts {
  /** the markdown folder watched for edits; null for a Notion blog */
  readonly dir: string | null;
  /** the posts as last read (read on first use) */
  current(): Promise<PostsSnapshot>;
  /** reads the files named (absolute paths in the folder), or the whole folder again: only files whose bytes changed are parsed */
  refresh(changed?: string[]): Promise<PostsChange>;
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
  /** the stored files the snapshot is made of, by name, and their bodies folder (markdown) */
  let stored: { files: Map<string, StoredFile>; bodiesDir: string } | null = null;
  let problems: string[] = [];

  const read = async (): Promise<PostsSnapshot> => {
    let next: PostsSnapshot;
    if (dir) {
      const opened = await openPostStoreFiles(
        dir,
        await listPostFiles(dir),
        (misses, bodiesDir) => parse(dir, misses, bodiesDir),
        cacheRoot,
      );
      stored = { files: new Map(opened.files.map((f) => [f.name, f])), bodiesDir: opened.bodiesDir };
      next = opened.snapshot;
    } else {
      // Notion: read once, its bodies written out for the render thread
      const ctx = await createRouteDataContext({ config });
      next = await snapshotToFiles(ctx, path.join(cacheRoot, `bodies-dev-${process.pid}`));
    }
    problems = next.problems;
    return next;
  };

  /** the stored file of one post file as it is now (its body taken from the store when its bytes were seen before); null when it is gone */
  const readOne = async (folder: string, bodiesDir: string, name: string): Promise<StoredFile | null> => {
    const file = path.join(folder, name);
    const s = statSync(file, { throwIfNoEntry: false });
    if (!s?.isFile()) return null;
    const before = stored?.files.get(name);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      return null;
    }
    const hash = fileHash(name, bytes);
    if (before && before.hash === hash) return { ...before, size: s.size, mtimeMs: s.mtimeMs };
    const body = bodyFileFor(bodiesDir, hash);
    if (existsSync(body)) {
      try {
        const post = JSON.parse(readFileSync(body, 'utf8')) as BlogPost;
        return { name, size: s.size, mtimeMs: s.mtimeMs, hash, post: toSummary(post) };
      } catch {
        // a damaged body: parsed again
      }
    }
    const [parsed] = await parse(folder, [name], bodiesDir);
    return parsed ?? null;
  };

  /** the files named, read again into the stored files; what changed for the pages */
  const update = async (previous: PostsSnapshot, changed: string[]): Promise<PostsChange> => {
    const { files, bodiesDir } = stored!;
    const folder = path.resolve(dir!);
    const names = [...new Set(changed.map((f) => path.basename(f)))];
    const before = new Map(names.map((n) => [n, files.get(n)]));
    for (const name of names) {
      const next = await readOne(folder, bodiesDir, name);
      if (next) files.set(name, next);
      else files.delete(name);
    }
    const next = snapshotOf(dir!, [...files.values()], bodiesDir);
    problems = next.problems;
    const summaryOf = (f: StoredFile | undefined) => JSON.stringify(f && ('post' in f ? f.post : { reason: f.reason }));
    const listed =
      names.some((n) => summaryOf(before.get(n)) !== summaryOf(files.get(n))) ||
      JSON.stringify(next.problems) !== JSON.stringify(previous.problems);
    const bodies: Record<string, string> = {};
    for (const [slug, body] of Object.entries(next.bodies)) if (previous.bodies[slug] !== body) bodies[slug] = body;
    return { snapshot: next, listed, bodies };
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
    async refresh(changed) {
      const previous = await (snapshot ?? Promise.resolve(null)).catch(() => null);
      if (previous && stored && changed && dir) {
        const change = update(previous, changed);
        snapshot = change.then(
          (c) => c.snapshot,
          () => previous,
        );
        return change;
      }
      const next = read();
      snapshot = next;
      next.catch(() => {
        snapshot = null;
      });
      return { snapshot: await next, listed: true, bodies: {} };
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
