/**
 * Pages mapped to posts, kept by page id with the read they were mapped from (`editedAt fetchedAt`), in
 * memory for a process and in a file beside the raw cache between processes: an export after one edit,
 * or a server's restart, maps one page instead of a thousand. The file is named by the code that mapped
 * the posts (the compiled chunk this module is bundled in carries a hash of its content, so new mapping
 * code starts a new file) and by where the copied files are served, so a post of another mapping is
 * never taken. Run from its sources (tests, `site dev`) the memo is not kept between processes.
 */
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlogPost } from '../../../src/shared/blog/types';
import { readCacheJson, writeCacheText } from '../../jsonFile';

/** a page mapped once, as long as its copy is the same read */
export interface Mapped {
  key: string;
  post: BlogPost;
  /** the copied files it shows (a later load counts them as used, as if it had copied them) */
  locals: string[];
  /** whether its body mentions a page (those are linked to posts after every load) */
  mentions: boolean;
}

/** the mapped posts of a source, by page id; `dirty` once changed since it was read or written */
export class PostMemo extends Map<string, Mapped> {
  dirty = false;
  override set(id: string, value: Mapped): this {
    this.dirty = true;
    return super.set(id, value);
  }
  override delete(id: string): boolean {
    const gone = super.delete(id);
    if (gone) this.dirty = true;
    return gone;
  }
}

/** the compiled chunk this module runs from (`notionSource-AB12CD34.mjs`): its name changes with its content */
function codeVersion(): string | undefined {
  const name = path.basename(fileURLToPath(import.meta.url));
  return /-[A-Z0-9]{8}\.m?js$/.test(name) ? name : undefined;
}

/** the memo's file in a raw cache folder, for posts whose copied files are served from urlBase; none when run from sources */
export function memoFile(cacheDir: string | undefined, store: string, version = codeVersion()): string | undefined {
  if (!cacheDir || !version) return undefined;
  return path.join(cacheDir, `posts-${createHash('sha256').update(`${version}\0${store}`).digest('hex').slice(0, 16)}.json`);
}

const isMapped = (v: unknown): v is Mapped =>
  Boolean(v && typeof v === 'object' && typeof (v as Mapped).key === 'string' && (v as Mapped).post && Array.isArray((v as Mapped).locals));

/** fills an empty memo from its file (a missing or damaged one reads as empty) */
export async function loadMemo(memo: PostMemo, file: string): Promise<void> {
  const kept = await readCacheJson<Record<string, unknown>>(file);
  if (!kept || typeof kept !== 'object') return;
  // a page mapped in this process meanwhile is newer than the file's
  for (const [id, v] of Object.entries(kept)) if (isMapped(v) && !memo.has(id)) Map.prototype.set.call(memo, id, v);
}

/** writes the memo whole, a post at a time with pauses (a server keeps answering while it writes), and removes older files */
export async function saveMemo(memo: PostMemo, file: string): Promise<void> {
  memo.dirty = false;
  const parts: string[] = [];
  let since = performance.now();
  for (const [id, v] of memo) {
    parts.push(`${JSON.stringify(id)}:${JSON.stringify(v)}`);
    if (performance.now() - since > 8) {
      await new Promise((r) => setImmediate(r));
      since = performance.now();
    }
  }
  await writeCacheText(file, `{${parts.join(',')}}`);
  const dir = path.dirname(file);
  const others = (await readdir(dir).catch(() => [] as string[])).filter(
    (n) => /^posts-[0-9a-f]{16}\.json$/.test(n) && n !== path.basename(file),
  );
  await Promise.all(others.map((n) => rm(path.join(dir, n), { force: true })));
}
