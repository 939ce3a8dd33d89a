import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../api/config';
import type { ExportOptions } from '../../cli/export/exportSite';
import { siteDir } from './site';

/** a temporary folder for one test file's exports */
export const tempRoot = (name: string): Promise<string> => mkdtemp(path.join(os.tmpdir(), `blok-${name}-`));

/** a private copy of the run's shared export at <root>/site, for tests that change it */
export async function copyOfExport(root: string): Promise<string> {
  const dir = path.join(root, 'site');
  await rm(dir, { recursive: true, force: true });
  await cp(siteDir(), dir, { recursive: true });
  return dir;
}

/** export options for a folder (the shipped posts unless BLOG_DIR is given) */
export function exportOptions(outDir: string, env: Record<string, string> = {}): ExportOptions {
  return { outDir, config: loadConfig({ SITE_URL: 'https://bloksecure.com', ...env }), quiet: true };
}

/** the inode of a file: the same after an update means the file was kept, not written again */
export const inode = async (file: string): Promise<number> => (await stat(file)).ino;

/** names beside an export folder left by staging, swaps or locks */
export async function leftovers(outDir: string): Promise<string[]> {
  const base = path.basename(outDir);
  return (await readdir(path.dirname(outDir))).filter((n) => n.startsWith(`.${base}.`));
}
