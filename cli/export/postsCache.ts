import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withSiteImageSizes } from '../../core/blog/imageSizes';
import { assemblePosts, type ParsedFile } from '../../core/blog/markdown/markdownSource';
import type { BlogLoadResult } from '../../core/blog/source';
import { hashSources } from './cache';

interface CacheFile {
  parser: string;
  entries: Record<string, { hash: string; parsed: ParsedFile }>;
}

/** a hash of the code that turns markdown into posts: a change to it makes every cached post stale */
const parserKey = (): Promise<string> => hashSources(['core/blog', 'src/shared/blog', 'src/content/site.ts', 'package-lock.json']);

const cacheFileFor = (cacheRoot: string, dir: string) =>
  path.join(cacheRoot, `posts-${createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16)}.json`);

/**
 * Reads the markdown posts of a folder, reusing the posts parsed by an earlier run whose file bytes
 * (and parser code) are unchanged: a regeneration after editing one post parses one post. Misses are
 * parsed with `parse` (across workers for many). The result equals the markdown source's load().
 */
export async function loadPostsCached(
  dir: string,
  names: string[],
  parse: (misses: string[]) => Promise<ParsedFile[]>,
  cacheRoot: string,
): Promise<BlogLoadResult> {
  const file = cacheFileFor(cacheRoot, dir);
  const [key, cache, texts] = await Promise.all([
    parserKey(),
    readFile(file, 'utf8').then(
      (t) => JSON.parse(t) as CacheFile,
      () => null,
    ),
    Promise.all(names.map((n) => readFile(path.join(dir, n)).then((b) => createHash('sha1').update(b).digest('hex')))),
  ]);
  const known = cache?.parser === key ? cache.entries : {};
  const hits: ParsedFile[] = [];
  const misses: string[] = [];
  names.forEach((name, i) => {
    const entry = known[name];
    if (entry && entry.hash === texts[i]) hits.push(entry.parsed);
    else misses.push(name);
  });
  const parsed = misses.length > 0 ? await parse(misses) : [];
  if (misses.length > 0 || names.length !== Object.keys(known).length) {
    const hashOf = new Map(names.map((n, i) => [n, texts[i]!]));
    const entries: CacheFile['entries'] = {};
    for (const p of [...hits, ...parsed]) entries[p.name] = { hash: hashOf.get(p.name)!, parsed: p };
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, JSON.stringify({ parser: key, entries } satisfies CacheFile));
    await rename(tmp, file).catch(() => rm(tmp, { force: true }));
  }
  // image sizes are read after the cache: they follow the image files, not the post's text
  return withSiteImageSizes(assemblePosts(dir, [...hits, ...parsed]));
}
