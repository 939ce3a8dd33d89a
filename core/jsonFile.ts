/**
 * JSON files that are shortcuts (caches): one missing, unreadable or damaged reads as absent, and the
 * work it would have saved is done again. They are written whole or not at all (a temporary file
 * renamed over), so a crash mid-write, or two processes, never leave or see half of one.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** the parsed file, or null when it is missing, unreadable or not JSON */
export async function readCacheJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** writes the file whole through a temporary file beside it */
export async function writeCacheJson(file: string, value: unknown): Promise<void> {
  await writeCacheText(file, JSON.stringify(value));
}

/** writes text (JSON made elsewhere) whole through a temporary file beside it */
export async function writeCacheText(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, text);
  // another process renamed its copy over first, or the folder went: the file is only a shortcut
  await rename(tmp, file).catch(() => rm(tmp, { force: true }));
}
