import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** orders strings by their UTF-16 code units, the same on every machine and locale (and without loading a collator) */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface ListFilesOptions {
  /** leaves out a file, or a folder with everything in it, by its path relative to the root */
  skip?: (rel: string, isDirectory: boolean) => boolean;
}

/**
 * Every regular file under a folder, relative to it with '/' separators, in code-unit order. Symlinks
 * are neither followed nor listed: one could lead out of the folder, and nothing here writes them.
 * The one directory walker of the project: the exporter, the static server's index, the zips and the
 * build-cache key all list files with it.
 */
export async function listFiles(root: string, opts: ListFilesOptions = {}): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(rel ? path.join(root, rel) : root, { withFileTypes: true });
    await Promise.all(
      entries.map(async (e) => {
        const child = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) {
          if (!opts.skip?.(child, true)) await walk(child);
        } else if (e.isFile() && !opts.skip?.(child, false)) out.push(child);
      }),
    );
  };
  await walk('');
  return out.sort(byCodeUnits);
}
