import { link, mkdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { byCodeUnits } from '../../core/fileTree';
import { brotliQualityFor, COMPRESSIBLE, precompress } from './compress';

/** runs fn over items with a bounded number in flight */
export async function eachLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

/**
 * writes .br/.gz copies of the compressible files (relative paths) of a folder, in parallel on zlib's
 * thread pool; returns each file's raw and brotli size
 */
export async function precompressFiles(
  dir: string,
  files: string[],
  previousDir?: string,
): Promise<Map<string, { bytes: number; brotliBytes: number }>> {
  const sizes = new Map<string, { bytes: number; brotliBytes: number }>();
  await eachLimit(
    files.filter((f) => COMPRESSIBLE.test(f)),
    availableParallelism() * 2,
    async (f) => {
      const full = path.join(dir, f);
      const bytes = (await stat(full)).size;
      // a file with the same bytes in the previous export keeps that export's compressed copies
      if (
        previousDir &&
        (await sameBytes(full, path.join(previousDir, f))) &&
        (await linkFiles(previousDir, dir, [`${f}.br`, `${f}.gz`]))
      ) {
        sizes.set(f, { bytes, brotliBytes: (await stat(`${full}.br`)).size });
        return;
      }
      const { br } = await precompress(full, brotliQualityFor(f));
      sizes.set(f, { bytes, brotliBytes: br });
    },
  );
  return sizes;
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([readFile(a), readFile(b).catch(() => null)]);
  return y !== null && x.equals(y);
}

/** folders this thread has made for links (an export links thousands of files into a few thousand folders) */
const madeForLinks = new Set<string>();

/** hard-links files (relative paths) from one folder into another: all of them, or none and false */
export async function linkFiles(fromDir: string, toDir: string, names: string[]): Promise<boolean> {
  try {
    for (const dir of new Set(names.map((n) => path.dirname(path.join(toDir, n))))) {
      if (madeForLinks.has(dir)) continue;
      await mkdir(dir, { recursive: true });
      // a long-running server exports again and again into new folders: forget the old ones
      if (madeForLinks.size > 50_000) madeForLinks.clear();
      madeForLinks.add(dir);
    }
    for (const n of names) await linkOver(path.join(fromDir, n), path.join(toDir, n));
    return true;
  } catch {
    await Promise.all(names.map((n) => rm(path.join(toDir, n), { force: true })));
    return false;
  }
}

/**
 * hard-links a file to a new path. A staging folder built in the spare export (swap.ts) may hold the
 * path already: as the same file (a link to it, kept) or as another one, which is removed first.
 */
async function linkOver(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const [a, b] = await Promise.all([stat(from), stat(to)]);
    if (a.ino === b.ino && a.dev === b.dev) return;
    await unlink(to);
    await link(from, to);
  }
}

/** sizes of an export: the report's asset list, the totals over every compressible file, and its file count */
export interface ExportSizes {
  assets: Array<{ file: string; bytes: number; brotliBytes: number }>;
  bytes: number;
  brotliBytes: number;
  files: number;
}

/**
 * compresses what is not compressed yet (pages and the posts' JSON copies were compressed as they were
 * written; cached assets come with their copies) and measures the whole export
 */
export async function precompressExport(
  dir: string,
  done: { written: Array<{ file: string; bytes: number; brotliBytes: number }>; assetFiles: string[] },
  /** the folder's files (the caller has listed them for the link check) */
  files: string[],
  previousDir?: string,
): Promise<ExportSizes> {
  const skip = new Set([...done.written.map((p) => p.file), ...done.assetFiles]);
  const sizes = await precompressFiles(
    dir,
    files.filter((f) => !skip.has(f)),
    previousDir,
  );
  // the copies this made (a file listed already was written over, not added)
  const present = new Set(files);
  let count = files.length;
  for (const f of sizes.keys()) count += Number(!present.has(`${f}.br`)) + Number(!present.has(`${f}.gz`));
  for (const p of done.written) sizes.set(p.file, { bytes: p.bytes, brotliBytes: p.brotliBytes });
  const assets: ExportSizes['assets'] = [];
  await eachLimit(
    done.assetFiles.filter((f) => COMPRESSIBLE.test(f)),
    16,
    async (f) => {
      const [raw, br] = await Promise.all([stat(path.join(dir, f)), stat(path.join(dir, `${f}.br`))]);
      sizes.set(f, { bytes: raw.size, brotliBytes: br.size });
      assets.push({ file: f, bytes: raw.size, brotliBytes: br.size });
    },
  );
  let bytes = 0;
  let brotliBytes = 0;
  for (const s of sizes.values()) {
    bytes += s.bytes;
    brotliBytes += s.brotliBytes;
  }
  return { assets: assets.sort((a, b) => byCodeUnits(a.file, b.file)), bytes, brotliBytes, files: count };
}
