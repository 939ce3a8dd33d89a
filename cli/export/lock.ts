import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finishCommit } from './commit';

/** thrown when another export, zip or regeneration of the same folder is running */
export class ExportBusyError extends Error {
  override name = 'ExportBusyError';
}

interface LockInfo {
  pid: number;
  command: string;
  startedAt: string;
}

export interface ExportLock {
  release(): Promise<void>;
}

/** the lock file of an export folder: beside it, so every process that writes the folder finds it */
export function lockFileFor(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`);
}

/** the lock files this process holds (a second request in the same server must be refused too) */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLock(file: string): Promise<LockInfo | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}

/**
 * takes the folder's lock or refuses at once with a clear message (two admins clicking at the same
 * time get one export and one refusal, never a corrupted folder). A lock left by a killed process
 * is taken over.
 */
export async function acquireExportLock(outDir: string, command: string): Promise<ExportLock> {
  const file = lockFileFor(outDir);
  const info: LockInfo = { pid: process.pid, command, startedAt: new Date().toISOString() };
  await mkdir(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(JSON.stringify(info));
      await handle.close();
      held.add(file);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          held.delete(file);
          await rm(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = await readLock(file);
      const stale = owner ? (owner.pid === process.pid ? !held.has(file) : !isAlive(owner.pid)) : await olderThan(file, 5_000);
      if (!stale) {
        const who = owner ? `${owner.command}, pid ${owner.pid}, started ${owner.startedAt}` : 'lock being written';
        throw new ExportBusyError(`another export of ${outDir} is already running (${who}); wait for it to finish and try again`);
      }
      await rm(file, { force: true });
    }
  }
  throw new ExportBusyError(`could not take the export lock ${file}; remove it if no export is running`);
}

async function olderThan(file: string, ms: number): Promise<boolean> {
  const s = await stat(file).catch(() => null);
  return !s || Date.now() - s.mtimeMs > ms;
}

/** runs fn while holding the folder's lock */
export async function withExportLock<T>(outDir: string, command: string, fn: () => Promise<T>): Promise<T> {
  const lock = await acquireExportLock(outDir, command);
  try {
    return await fn();
  } finally {
    await lock.release();
  }
}

/**
 * Clears what a killed export left beside the folder (call with the lock held): staging folders are
 * deleted, and when a kill hit the swap between its two renames (the folder is missing but the old
 * copy exists) the old copy is put back first.
 */
export async function cleanStaleFolders(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const names = await readdir(parent).catch(() => [] as string[]);
  const leftovers = names.filter((n) => n.startsWith(`.${base}.staging-`) || n.startsWith(`.${base}.old-`));
  const targetExists = await stat(outDir).then(
    () => true,
    () => false,
  );
  const old = leftovers.find((n) => n.startsWith(`.${base}.old-`));
  if (!targetExists && old) {
    await rename(path.join(parent, old), outDir);
    leftovers.splice(leftovers.indexOf(old), 1);
  }
  // an update cut off while moving its files in is finished; any other leftover is removed
  await Promise.all(
    leftovers.map(async (n) => {
      const full = path.join(parent, n);
      if (n.startsWith(`.${base}.staging-`) && (await finishCommit(full, outDir))) return;
      await rm(full, { recursive: true, force: true });
    }),
  );
  return leftovers;
}
