/**
 * Hashes of project files: the keys of the cached build (cache.ts), of the post store's parser
 * (postStore.ts) and of public/ (pageDeps.ts).
 *
 * A hash reads every file (about 300 for the build key, 35 ms). The stamped hash keeps, beside the
 * cache, each file's size and mtime with the hash they gave; a later run stats the files and, when
 * none moved, takes the hash without reading them (as git's index and bin/site.mjs do). A file
 * modified within RACY_MS before the stamp was written may have changed again within the clock's
 * step: while one is, the files are read and the stamp written again.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../core/exportPaths';
import { listFiles } from '../../core/fileTree';
import { readCacheJson, writeCacheJson } from './cacheFile';

/** the files under some paths (files or folders) of a base folder, less the paths in `exclude` */
async function listSources(base: string, rels: string[], exclude: string[]): Promise<string[]> {
  const lists = await Promise.all(
    rels.map(async (rel) => {
      const s = await stat(path.join(base, rel)).catch(() => null);
      if (!s) return [];
      return s.isDirectory()
        ? (await listFiles(path.join(base, rel), { skip: (f) => exclude.includes(`${rel}/${f}`) })).map((f) => `${rel}/${f}`)
        : [rel];
    }),
  );
  return lists.flat();
}

async function hashFiles(base: string, files: string[]): Promise<string> {
  // read together (a command starts by hashing a few hundred small files), hashed in order
  const contents = await Promise.all(files.map((f) => readFile(path.join(base, f))));
  const hash = createHash('sha256');
  files.forEach((f, i) => {
    hash.update(`${f}\0`).update(contents[i]!).update('\0');
  });
  return hash.digest('hex').slice(0, 16);
}

/**
 * a hash of the names and bytes of every file under some project paths (files or folders), leaving
 * out the paths in `exclude`
 */
export async function hashSources(rels: string[], exclude: string[] = [], base = projectRoot): Promise<string> {
  return hashFiles(base, await listSources(base, rels, exclude));
}

/** a file modified this close before the stamp was written is read again */
export const RACY_MS = 2000;

interface Stamp {
  /** when the stamp was written (ms) */
  writtenAt: number;
  hash: string;
  /** each file's [size, mtimeMs] when hashed */
  files: Record<string, [number, number]>;
}

/**
 * hashSources, equal to it, without reading the files when none has moved since `stampFile` was
 * written (see above); the stamp lies in the build cache and is only a shortcut: when it is missing
 * or unreadable the files are read
 */
export async function stampedHashSources(stampFile: string, rels: string[], exclude: string[] = [], base = projectRoot): Promise<string> {
  const files = await listSources(base, rels, exclude);
  // stat-ed one after another: a few hundred promises cost more than the calls (a stamp is checked at every start)
  const stats = files.map((f) => statSync(path.join(base, f)));
  const stamp = await readCacheJson<Stamp>(stampFile);
  const unmoved =
    typeof stamp?.hash === 'string' &&
    typeof stamp.files === 'object' &&
    Object.keys(stamp.files).length === files.length &&
    files.every((f, i) => {
      const seen = Object.hasOwn(stamp.files, f) ? stamp.files[f] : undefined;
      const s = stats[i]!;
      return seen?.[0] === s.size && seen[1] === s.mtimeMs && s.mtimeMs < stamp.writtenAt - RACY_MS;
    });
  if (unmoved) return stamp.hash;
  const writtenAt = Date.now();
  const hash = await hashFiles(base, files);
  const next: Stamp = { writtenAt, hash, files: Object.fromEntries(files.map((f, i) => [f, [stats[i]!.size, stats[i]!.mtimeMs]])) };
  // best effort: without a stamp the next run reads the files again
  await writeCacheJson(stampFile, next).catch(() => undefined);
  return hash;
}
