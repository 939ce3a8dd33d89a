import { link, mkdir, readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { brotliQualityFor, COMPRESSIBLE, precompress } from './compress';

/** every regular file under a folder, relative to it, with '/' separators; symlinks are never followed */
export async function listTree(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listTree(full, base)));
    // a symlink (the exporter writes none) could lead out of the export: it is no file of the export
    else if (entry.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

/**
 * a copy of a folder made of hard links: instant and free of disk space. Whoever changes a file of the
 * copy must replace it (unlink, then write) and never write through the link (pageOutput.replaceFile).
 */
export async function hardlinkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const src = path.join(from, entry.name);
      const dst = path.join(to, entry.name);
      if (entry.isDirectory()) await hardlinkTree(src, dst);
      // a symlink is left out of the copy: pages written through a linked folder would land outside the export
      else if (entry.isFile()) await link(src, dst);
    }),
  );
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
    (await listTree(dir)).filter((f) => !skip.has(f)),
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
