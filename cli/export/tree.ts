import { link, mkdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { listFiles } from '../../core/fileTree';
import { brotliQualityFor, COMPRESSIBLE, precompress } from './compress';

/**
 * a copy of a folder made of hard links: instant and free of disk space. Whoever changes a file of the
 * copy must replace it (unlink, then write) and never write through the link (pageOutput.replaceFile).
 */
export async function hardlinkTree(from: string, to: string): Promise<void> {
  // symlinks are left out of the copy: pages written through a linked folder would land outside the export
  const files = await listFiles(from);
  for (const dir of new Set(files.map((f) => path.dirname(path.join(to, f))))) await mkdir(dir, { recursive: true });
  await eachLimit(files, 64, (f) => link(path.join(from, f), path.join(to, f)));
}

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
export async function precompressFiles(dir: string, files: string[]): Promise<Map<string, { bytes: number; brotliBytes: number }>> {
  const sizes = new Map<string, { bytes: number; brotliBytes: number }>();
  await eachLimit(
    files.filter((f) => COMPRESSIBLE.test(f)),
    availableParallelism() * 2,
    async (f) => {
      const full = path.join(dir, f);
      const { br } = await precompress(full, brotliQualityFor(f));
      sizes.set(f, { bytes: (await stat(full)).size, brotliBytes: br });
    },
  );
  return sizes;
}

/** sizes of an export: the report's asset list and the totals over every compressible file */
export interface ExportSizes {
  assets: Array<{ file: string; bytes: number; brotliBytes: number }>;
  bytes: number;
  brotliBytes: number;
}

/**
 * compresses what is not compressed yet (pages were compressed as they were written; cached assets
 * come with their copies) and measures the whole export
 */
export async function precompressExport(
  dir: string,
  done: { pages: Array<{ file: string; bytes: number; brotliBytes: number }>; assetFiles: string[] },
): Promise<ExportSizes> {
  const skip = new Set([...done.pages.map((p) => p.file), ...done.assetFiles]);
  const sizes = await precompressFiles(
    dir,
    (await listFiles(dir)).filter((f) => !skip.has(f)),
  );
  for (const p of done.pages) sizes.set(p.file, { bytes: p.bytes, brotliBytes: p.brotliBytes });
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
  return { assets: assets.sort((a, b) => a.file.localeCompare(b.file)), bytes, brotliBytes };
}
