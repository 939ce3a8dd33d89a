/**
 * Posts from what the reader holds: each page's raw properties and block tree mapped to the blog model
 * (mapping.ts, run on every load: it is cheap, and the raw copies stay valid when it changes), then
 * every Notion-hosted file anywhere in the post copied by the image store and pointed at. The walk
 * is generic: any `{ type: 'file', file: { url } }` whose URL Notion hosts, whatever the block type.
 */
import type { BlogBlock, BlogPost } from '../../../src/shared/blog/types';
import type { ImageStore } from '../images';
import { type BlogLoadResult, type BlogProblem, dropDuplicateSlugs, finishPost, reasonOf } from '../source';
import { type ExpiringUrl, linkPageMentions, mapBlocks, mapPageProperties, type NotionBlock } from './mapping';
import { hasMention } from './mentions';
import type { Snapshot } from './notionReader';
import type { PostMemo } from './postMemo';
import type { CachedPage } from './rawCache';
import { normalizePageId } from './richText';

type Json = Record<string, unknown>;

/** the URLs of every Notion-hosted file in raw Notion objects (`{type: 'file', file: {url}}` anywhere) */
export function hostedUrls(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) hostedUrls(v, into);
  else if (value && typeof value === 'object') {
    const o = value as Json;
    const url = (o.file as Json | undefined)?.url;
    if (o.type === 'file' && typeof url === 'string') into.add(url);
    for (const v of Object.values(o)) if (v && typeof v === 'object') hostedUrls(v, into);
  }
  return into;
}

/** an HTTP 403 on a copy: the link expired */
const expiredLink = (err: unknown) => /HTTP 403/.test(reasonOf(err));

/** Notion's file links last an hour: a tree read longer ago than this may hold expired ones */
const LINKS_LAST_MS = 50 * 60_000;

interface Localizer {
  copy(url: string): Promise<string | null>;
  sizeOf(local: string): Promise<{ width: number; height: number } | null>;
}

/** a block's payload with its hosted files copied; null when one of them could not be */
async function localizeValue(value: unknown, hosted: Set<string>, l: Localizer): Promise<{ value: unknown; failed: boolean }> {
  if (Array.isArray(value)) {
    let failed = false;
    const out = [];
    for (const v of value) {
      const r = await localizeValue(v, hosted, l);
      failed ||= r.failed;
      out.push(r.value);
    }
    return { value: out, failed };
  }
  if (!value || typeof value !== 'object') return { value, failed: false };
  const o = value as Json;
  const url = (o.file as Json | undefined)?.url;
  if (o.type === 'file' && typeof url === 'string' && hosted.has(url)) {
    const local = await l.copy(url);
    if (!local) return { value, failed: true };
    const size = await l.sizeOf(local);
    return { value: { ...o, file: { url: local }, ...(size ?? {}) }, failed: false };
  }
  let failed = false;
  const out: Json = {};
  for (const [k, v] of Object.entries(o)) {
    const r = await localizeValue(v, hosted, l);
    failed ||= r.failed;
    out[k] = r.value;
  }
  return { value: out, failed };
}

/** the blocks with their files copied; a block holding a file that could not be copied is left out (and reported) */
async function localizeBlocks(blocks: BlogBlock[], hosted: Set<string>, l: Localizer): Promise<BlogBlock[]> {
  const out: BlogBlock[] = [];
  for (const block of blocks) {
    const { children, ...own } = block as BlogBlock & { children?: BlogBlock[] };
    const r = await localizeValue(own, hosted, l);
    if (r.failed) continue;
    const next = r.value as BlogBlock & { children?: BlogBlock[] };
    if (Array.isArray(children)) next.children = await localizeBlocks(children, hosted, l);
    out.push(next);
  }
  return out;
}

/** one page as a post, its hosted files copied when there is a store; `expired`: a copy failed on an expired link */
async function postOf(
  entry: CachedPage,
  images: ImageStore | undefined,
  problems: BlogProblem[],
  now: number,
): Promise<{ post: BlogPost; expired: boolean; locals: string[] }> {
  const label = `Notion page ${entry.page.url ?? entry.page.id}`;
  const expiring: ExpiringUrl[] = [];
  const fields = mapPageProperties(entry.page, expiring);
  const post = finishPost({ ...fields, content: mapBlocks(entry.blocks as NotionBlock[], expiring) });
  if (!images) return { post, expired: false, locals: [] };
  const hosted = hostedUrls([entry.page, entry.blocks]);
  for (const e of expiring) hosted.add(e.url);
  if (hosted.size === 0) return { post, expired: false, locals: [] };
  let expired = false;
  const locals: string[] = [];
  const l: Localizer = {
    async copy(url) {
      try {
        const local = await images.localize(url);
        locals.push(local);
        return local;
      } catch (err) {
        expired ||= expiredLink(err) && now - entry.fetchedAt > LINKS_LAST_MS;
        problems.push({ file: label, reason: `file ${new URL(url).pathname.split('/').pop()} left out: ${reasonOf(err)}` });
        return null;
      }
    },
    sizeOf: async (local) => (await images.sizeOf?.(local)) ?? null,
  };
  const featuredImage = hosted.has(post.featuredImage) ? ((await l.copy(post.featuredImage)) ?? '') : post.featuredImage;
  const content = await localizeBlocks(post.content, hosted, l);
  return { post: { ...post, featuredImage, image: featuredImage, content }, expired, locals };
}

/** lets the event loop answer what waits (a visitor's request) after every few milliseconds of mapping */
function yielder(sliceMs = 8) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise((r) => setImmediate(r));
    since = performance.now();
  };
}

/** maps one page into the memo ahead of postsOf (while the read of other pages waits on the rate limit) */
export async function premap(id: string, entry: CachedPage, images: ImageStore, memo: PostMemo, now = Date.now()): Promise<void> {
  const problems: BlogProblem[] = [];
  const { post, locals } = await postOf(entry, images, problems, now);
  if (problems.length === 0)
    memo.set(id, {
      key: `${entry.editedAt} ${entry.fetchedAt}`,
      post,
      locals,
      mentions: hasMention(post.content),
    });
}

/**
 * one kept page as a post, its files copied; null when it cannot stand alone: a file was left out
 * (the whole blog's load reports it) or its body mentions a page (linking needs every post's slug)
 */
export async function postAlone(entry: CachedPage, images: ImageStore | undefined, now = Date.now()): Promise<BlogPost | null> {
  const problems: BlogProblem[] = [];
  const { post } = await postOf(entry, images, problems, now);
  return problems.length === 0 && !hasMention(post.content) ? post : null;
}

/**
 * the posts of a snapshot, newest first; `expired`: pages whose kept file links had expired, or whose
 * kept blocks are gone (read their trees again). With a memo, a page whose copy is the same read as last time is not mapped again.
 */
export async function postsOf(
  snapshot: Snapshot,
  images?: ImageStore,
  now = Date.now(),
  memo?: PostMemo,
): Promise<{ result: BlogLoadResult; expired: string[] }> {
  const problems: BlogProblem[] = [...snapshot.problems];
  const entries: Array<{ file: string; post: BlogPost }> = [];
  const expired: string[] = [];
  const mentions = new Set<string>();
  const pause = yielder();
  for (const id of snapshot.order) {
    const entry = snapshot.entries.get(id);
    if (!entry) continue;
    const label = `Notion page ${entry.page.url ?? entry.page.id}`;
    const key = `${entry.editedAt} ${entry.fetchedAt}`;
    const known = memo?.get(id);
    if (known?.key === key) {
      images?.reuse?.(known.locals);
      entries.push({ file: label, post: known.post });
      if (known.mentions) mentions.add(known.post.id);
      continue;
    }
    // a page not read in this operation: its kept blocks; gone or not of this read, the page is read again
    const blocks = entry.blocks ?? (await snapshot.blocksOf(id));
    if (!blocks) {
      expired.push(id);
      continue;
    }
    try {
      const before = problems.length;
      const { post, expired: stale, locals } = await postOf({ ...entry, blocks }, images, problems, now);
      if (stale) expired.push(id);
      entries.push({ file: label, post });
      const mentioned = hasMention(post.content);
      if (mentioned) mentions.add(post.id);
      // a post with a file left out is mapped again next time (the file may be copied then)
      if (memo && problems.length === before) memo.set(id, { key, post, locals, mentions: mentioned });
    } catch (err) {
      problems.push({ file: label, reason: reasonOf(err) });
    }
    await pause();
  }
  if (memo) for (const id of memo.keys()) if (!snapshot.entries.has(id)) memo.delete(id);
  const result = dropDuplicateSlugs(entries);
  // page mentions link to the posts now that all published pages are known (only bodies that hold one are walked)
  const targets = new Map(result.posts.map((p) => [normalizePageId(p.id), { slug: p.slug, title: p.title }]));
  const posts = result.posts.map((p) =>
    mentions.has(p.id) ? { ...p, content: linkPageMentions(p.content, (pageId) => targets.get(pageId)) } : p,
  );
  return { result: { posts, problems: [...problems, ...result.problems] }, expired };
}
