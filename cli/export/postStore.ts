/**
 * The exporter's store of parsed markdown posts, kept in the build cache between runs:
 *
 *   <cache>/posts-<folder hash>-<parser hash>/index.json         every file's signature, hash and summary
 *   <cache>/posts-<folder hash>-<parser hash>/bodies/<hash>.json  each published post whole, by file hash
 *
 * A run reads the small index, stats the files and parses only those whose bytes changed (a file whose
 * size and mtime match its entry is not read at all; one whose signature moved is hashed, and a body
 * stored under its new hash is taken instead of parsing it again). The bodies stay on disk: a page
 * reads the one post it shows, so no thread holds every post. A one-post update reads its post alone
 * (readStoredPost: one file, by its hash, no index). A change to the parser's code starts a new store.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { postWithImageSizes } from '../../core/blog/imageSizes';
import { assemblePosts } from '../../core/blog/markdown/postFiles';
import { describeProblems } from '../../core/blog/source';
import { unshownIn } from '../../core/blog/unshown';
import { byCodeUnits } from '../../core/fileTree';
import { type BlogPost, type BlogPostSummary, toSummary } from '../../src/shared/blog/types';
import type { UnshownBlock, UnshownPost } from '../../src/shared/blog/unshown';
import type { RouteDataContext } from '../../src/shared/routeTypes';
import { readCacheJson, writeCacheJson } from './cacheFile';
import { stampedHashSources } from './sourceHash';
import { eachLimit } from './tree';

/**
 * one markdown file as the index keeps it: its signature when read, its hash, and its summary (null: a
 * draft) with what of it cannot be shown, or why it failed
 */
export type StoredFile = { name: string; size: number; mtimeMs: number; hash: string } & (
  | { post: BlogPostSummary | null; unshown?: UnshownBlock[] }
  | { reason: string }
);

interface StoreIndex {
  parser: string;
  /** when the index was written (ms): a file modified less than RACY_MS before it is hashed again */
  writtenAt: number;
  files: Record<string, StoredFile>;
}

/** the hash a markdown file is stored under: its name and bytes (the slug must equal the name) */
export const fileHash = (name: string, bytes: Buffer): string => createHash('sha1').update(`${name}\0`).update(bytes).digest('hex');

/** the name of a stored post's body file, by its file hash */
const bodyName = (hash: string): string => `${hash}.json`;

/**
 * the body file of a stored post, by its file hash, in the bodies folder the store names (a
 * normalized path: joined by hand, as path.join for 4,000 posts cost more than the rest of the loop)
 */
export const bodyFileFor = (bodiesDir: string, hash: string): string => `${bodiesDir}${path.sep}${bodyName(hash)}`;

/** a file whose mtime is this close to the index's writing may have changed again within the clock's step */
const RACY_MS = 2000;

/** what of a post cannot be shown, as a stored file's entry keeps it (nothing when all of it is shown) */
export function unshownEntry(post: BlogPost): { unshown?: UnshownBlock[] } {
  const unshown = unshownIn(post.content);
  return unshown.length ? { unshown } : {};
}

/** the loaded blog: summaries newest first, problems, and where each post's body lies */
export interface PostsSnapshot {
  summaries: BlogPostSummary[];
  problems: string[];
  /** the posts holding content the site cannot show */
  unshown: UnshownPost[];
  /** slug: the JSON file of the whole post (before site image sizes) */
  bodies: Record<string, string>;
}

/** a hash of the code that turns markdown into posts: a change to it makes every stored post stale */
const parserKey = (cacheRoot: string): Promise<string> =>
  stampedHashSources(path.join(cacheRoot, 'sources-parser.json'), [
    'core/blog',
    'src/shared/blog',
    'src/content/site.ts',
    'package-lock.json',
  ]);

const folderKey = (dir: string) => createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16);

async function readIndex(file: string, parser: string): Promise<StoreIndex | null> {
  const index = await readCacheJson<StoreIndex>(file);
  return index?.parser === parser ? index : null;
}

/** the entry of a file when its bytes are the ones the index describes; null when it must be parsed */
function unchanged(folder: string, name: string, entry: StoredFile | undefined, writtenAt: number): StoredFile | null {
  if (!entry) return null;
  const file = `${folder}${path.sep}${name}`;
  const s = statSync(file, { throwIfNoEntry: false });
  if (!s) return null;
  if (s.size === entry.size && s.mtimeMs === entry.mtimeMs && s.mtimeMs < writtenAt - RACY_MS) return entry;
  if (s.size !== entry.size) return null;
  // touched but maybe not changed: the hash decides (and the entry takes the new signature)
  return fileHash(name, readFileSync(file)) === entry.hash ? { ...entry, mtimeMs: s.mtimeMs } : null;
}

/**
 * the store of a markdown folder for the current parser: a folder per blog folder and parser
 * (postStore.ts's header)
 */
async function storeOf(dir: string, cacheRoot: string) {
  const parser = await parserKey(cacheRoot);
  const prefix = `posts-${folderKey(dir)}-`;
  const storeDir = path.join(cacheRoot, `${prefix}${parser}`);
  return { parser, prefix, storeDir, bodiesDir: path.join(storeDir, 'bodies'), indexFile: path.join(storeDir, 'index.json') };
}

/**
 * a file whose bytes the index does not describe, when a body is stored under their hash (a one-post
 * update parsed it, or the file went back to earlier bytes): its entry from that body, without parsing
 */
function storedBody(folder: string, name: string, bodiesDir: string, stored: Set<string>): StoredFile | null {
  try {
    const file = `${folder}${path.sep}${name}`;
    const s = statSync(file);
    const hash = fileHash(name, readFileSync(file));
    if (!stored.has(bodyName(hash))) return null;
    const post = JSON.parse(readFileSync(bodyFileFor(bodiesDir, hash), 'utf8')) as BlogPost;
    return { name, size: s.size, mtimeMs: s.mtimeMs, hash, post: toSummary(post), ...unshownEntry(post) };
  } catch {
    // gone, unreadable or a damaged body: the parser decides
    return null;
  }
}

/**
 * Loads the posts of a markdown folder through the store: misses are parsed by `parse` (across workers
 * for many), which writes their bodies into the bodies folder it is given. Returns what the markdown
 * source's load() gives, as summaries plus body files.
 */
export async function openPostStore(
  dir: string,
  names: string[],
  parse: (misses: string[], bodiesDir: string) => Promise<StoredFile[]>,
  cacheRoot: string,
): Promise<PostsSnapshot> {
  return (await openPostStoreFiles(dir, names, parse, cacheRoot)).snapshot;
}

/** openPostStore, with the files the snapshot is made of and the store's bodies folder (`site dev` updates them one by one) */
export async function openPostStoreFiles(
  dir: string,
  names: string[],
  parse: (misses: string[], bodiesDir: string) => Promise<StoredFile[]>,
  cacheRoot: string,
): Promise<{ snapshot: PostsSnapshot; files: StoredFile[]; bodiesDir: string }> {
  const { parser, prefix, storeDir, bodiesDir, indexFile } = await storeOf(dir, cacheRoot);
  const index = await readIndex(indexFile, parser);
  const known = index?.files ?? {};
  const files: StoredFile[] = [];
  const misses: string[] = [];
  let moved = false;
  // the bodies there are, listed once (a stat per post cost more at 4,000 posts)
  const stored = new Set(index ? await readdir(bodiesDir).catch(() => [] as string[]) : []);
  // the folder resolved once: a name is a file name (listPostFiles), joined to it by hand
  const folder = path.resolve(dir);
  for (const name of names) {
    const entry = unchanged(folder, name, known[name], index?.writtenAt ?? 0);
    if (entry && ('reason' in entry || !entry.post || stored.has(bodyName(entry.hash)))) {
      files.push(entry);
      moved ||= entry !== known[name];
      continue;
    }
    const fromBody = index ? storedBody(folder, name, bodiesDir, stored) : null;
    if (fromBody) {
      files.push(fromBody);
      moved = true;
    } else misses.push(name);
  }
  if (!index) await dropOtherStores(cacheRoot, prefix, storeDir);
  // in use: the cache's pruning (cache.ts) keeps the most recently used stores
  else await utimes(storeDir, new Date(), new Date()).catch(() => undefined);
  if (misses.length > 0) files.push(...(await parse(misses, bodiesDir)));
  if (misses.length > 0 || moved || names.length !== Object.keys(known).length) {
    const next: StoreIndex = { parser, writtenAt: Date.now(), files: Object.fromEntries(files.map((f) => [f.name, f])) };
    await writeCacheJson(indexFile, next);
    if (misses.length > 0) await pruneBodies(bodiesDir, new Set(files.map((f) => `${f.hash}.json`)));
  }
  return { snapshot: snapshotOf(dir, files, bodiesDir), files, bodiesDir };
}

/** the snapshot of a folder's stored files: summaries newest first, problems, body files by slug */
export function snapshotOf(dir: string, files: StoredFile[], bodiesDir: string): PostsSnapshot {
  const assembled = assemblePosts(dir, files);
  return {
    summaries: assembled.posts,
    problems: describeProblems(assembled.problems),
    unshown: assembled.unshown,
    bodies: firstBodies(files, bodiesDir),
  };
}

/** slug: body file of the first file (by name) claiming each slug, as dropDuplicateSlugs keeps it */
function firstBodies(files: StoredFile[], bodiesDir: string): Record<string, string> {
  const bodies: Record<string, string> = {};
  for (const f of [...files].sort((a, b) => byCodeUnits(a.name, b.name)))
    if ('post' in f && f.post) bodies[f.post.slug] ??= bodyFileFor(bodiesDir, f.hash);
  return bodies;
}

/** a body no index names any more is deleted once it is this old (a run that started before it was replaced may still read it) */
const STALE_BODY_MS = 60 * 60_000;

/** deletes the bodies of earlier versions of edited or removed posts, once they are an hour old */
async function pruneBodies(bodiesDir: string, live: Set<string>): Promise<void> {
  const names = await readdir(bodiesDir).catch(() => [] as string[]);
  const now = Date.now();
  // (a .tmp- file is a body being written, or one a killed run left: it goes once an hour old too)
  for (const name of names.filter((n) => !live.has(n))) {
    const file = path.join(bodiesDir, name);
    const s = statSync(file, { throwIfNoEntry: false });
    if (s && now - s.mtimeMs > STALE_BODY_MS) await rm(file, { force: true });
  }
}

/** removes the stores of the same folder made by another parser (best effort: they are only a cache) */
async function dropOtherStores(cacheRoot: string, prefix: string, keep: string): Promise<void> {
  const names = await readdir(cacheRoot).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((n) => n.startsWith(prefix) && path.join(cacheRoot, n) !== keep)
      .map((n) => rm(path.join(cacheRoot, n), { recursive: true, force: true })),
  );
}

/**
 * one published post of a markdown folder as the store holds it: its file (`<slug>.md`, as the slug must
 * equal the file name) read and hashed, its body taken from the store, or parsed into it when absent.
 * The index is not read or written: the next full open finds the body under the file's hash. Null when
 * there is no such file, it is a draft, or it cannot be parsed (a full load says why).
 */
export async function readStoredPost(dir: string, slug: string, cacheRoot: string): Promise<{ post: BlogPost; bodyFile: string } | null> {
  const name = `${slug}.md`;
  const folder = path.resolve(dir);
  const bytes = await readFile(path.join(folder, name)).catch(() => null);
  if (!bytes) return null;
  const { bodiesDir } = await storeOf(dir, cacheRoot);
  let bodyFile = bodyFileFor(bodiesDir, fileHash(name, bytes));
  let text = await readFile(bodyFile, 'utf8').catch(() => null);
  if (text === null) {
    // the parser loads only now: a post regenerated unchanged never needs it
    const [parsed] = (await import('./parsePosts')).parsePostFiles(folder, [name], bodiesDir);
    if (!parsed || !('post' in parsed) || !parsed.post) return null;
    bodyFile = bodyFileFor(bodiesDir, parsed.hash);
    text = await readFile(bodyFile, 'utf8').catch(() => null);
  }
  if (text === null) return null;
  const post = JSON.parse(text) as BlogPost;
  return post.slug === slug ? { post, bodyFile } : null;
}

/** a whole post from its body file, with the site's image sizes */
async function readBody(file: string): Promise<BlogPost> {
  return postWithImageSizes(JSON.parse(await readFile(file, 'utf8')) as BlogPost);
}

/** the route data over a snapshot: summaries in memory, each post read from its body file when asked for */
export function contextFromSnapshot(snapshot: PostsSnapshot): RouteDataContext {
  return {
    blog: {
      listPosts: async () => snapshot.summaries,
      getPost: async (slug) => {
        const file = Object.hasOwn(snapshot.bodies, slug) ? snapshot.bodies[slug] : undefined;
        return file ? readBody(file) : null;
      },
      problems: async () => snapshot.problems,
      unshown: async () => snapshot.unshown ?? [],
    },
  };
}

/** the folder of the build cache holding the bodies of another source's posts (Notion), by their hash */
export const SOURCE_BODIES_DIR = 'source-bodies';

/**
 * a snapshot of another source's posts (Notion): each body is written into bodiesDir under the hash of
 * its bytes, once (whole: a temporary file renamed over), so an unchanged post keeps its file from one
 * export to the next, and with it the dependency keys of the pages that read it (pageDeps.ts)
 */
export async function snapshotToFiles(ctx: RouteDataContext, bodiesDir: string): Promise<PostsSnapshot> {
  await mkdir(bodiesDir, { recursive: true });
  const summaries = await ctx.blog.listPosts();
  const bodies: Record<string, string> = {};
  const now = new Date();
  await eachLimit(summaries, 16, async (s) => {
    const post = await ctx.blog.getPost(s.slug);
    if (!post) return;
    const text = JSON.stringify(post);
    const file = path.join(bodiesDir, `${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`);
    bodies[s.slug] = file;
    // a body in use is touched, so that pruning by age keeps it
    const kept = await utimes(file, now, now).then(
      () => true,
      () => false,
    );
    if (kept) return;
    const tmp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, text);
    await rename(tmp, file);
  });
  return { summaries, problems: await ctx.blog.problems(), unshown: (await ctx.blog.unshown?.()) ?? [], bodies };
}
