import { cp, lstat, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ExportOptions } from '../../cli/export/exportSite';
import { loadConfig } from '../../core/config';
import { siteDir } from './site';

/**
 * every file and symlink under a folder with its size, mtime and inode: compared before and after an
 * action, it shows any write, replacement or deletion
 */
export async function treeSnapshot(folder: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) await walk(full);
      else {
        const s = await lstat(full);
        out.push(`${path.relative(folder, full)} ${s.size} ${s.mtimeMs} ${s.ino}`);
      }
    }
  };
  await walk(folder);
  return out.sort();
}

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
  // the spare export (swap.ts) is kept on purpose
  return (await readdir(path.dirname(outDir))).filter((n) => n.startsWith(`.${base}.`) && n !== `.${base}.spare`);
}
