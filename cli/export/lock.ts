import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finishCommit } from './commit';

/** thrown when another export, zip or regeneration of the same folder is running */
export class ExportBusyError extends Error {
  override name = 'ExportBusyError';
}

/** thrown when the shared lock cannot be taken because PostgreSQL (DATABASE_URL) does not answer: nothing was changed */
export class LockDatabaseUnavailableError extends Error {
  override name = 'LockDatabaseUnavailableError';
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

/** the lock file beside the folder: every process of this machine that writes the folder sees it */
async function acquireFileLock(outDir: string, command: string): Promise<ExportLock> {
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

// the advisory lock's first key: the exporter's (two int4 keys never meet the migrations' bigint lock)
const EXPORT_LOCK_CLASS = 0x5173;

/**
 * the advisory lock's keys: the exporter's class, and the hash of the connection's schema. One site
 * per database schema: every instance on it shares the lock, whatever its export folder is called.
 */
async function advisoryKey(client: PgClient): Promise<[number, number]> {
  const { rows } = await client.query<{ key: number }>('SELECT hashtext(current_schema()) AS key');
  return [EXPORT_LOCK_CLASS, rows[0]?.key ?? 0];
}

type PgClient = import('pg').Client;

/** who holds the advisory lock, as its session named itself (application_name), and from where */
async function advisoryHolder(client: PgClient, [classid, objid]: [number, number]): Promise<string> {
  const { rows } = await client
    .query<{ name: string; addr: string | null }>(
      `SELECT a.application_name AS name, host(a.client_addr) AS addr FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1::int::oid AND l.objid = $2::int::oid AND l.objsubid = 2`,
      [classid, objid],
    )
    .catch(() => ({ rows: [] }));
  const holder = rows[0];
  return holder ? `${holder.name}${holder.addr ? ` from ${holder.addr}` : ''}` : 'an instance that just finished';
}

/**
 * takes the site's advisory lock in PostgreSQL on a connection of its own, held until release (a
 * killed process's connection closes, and the server drops its lock). Refuses at once when another
 * instance holds it.
 */
async function acquireDatabaseLock(databaseUrl: string, outDir: string, command: string): Promise<ExportLock> {
  const { default: pg } = await import('pg');
  const startedAt = new Date().toISOString();
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
    // what a refused instance is told (at most 63 characters)
    application_name: `site ${command}, pid ${process.pid}, ${startedAt}`.slice(0, 63),
  });
  // a connection lost while exporting must not crash the process: the export finishes on the file lock
  client.on('error', () => {});
  let key: [number, number];
  let locked: boolean;
  try {
    await client.connect();
    key = await advisoryKey(client);
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', key);
    locked = rows[0]?.locked === true;
  } catch (err) {
    await client.end().catch(() => {});
    throw new LockDatabaseUnavailableError(
      `The database (PostgreSQL at DATABASE_URL) cannot be reached, so the export lock that every instance shares cannot be taken: nothing was changed. Try again once it is back (${(err as Error).message})`,
      { cause: err },
    );
  }
  if (!locked) {
    const who = await advisoryHolder(client, key);
    await client.end().catch(() => {});
    throw new ExportBusyError(
      `another export, zip, regeneration or deploy is already running on an instance sharing DATABASE_URL (${who}); wait for it to finish and try again (${outDir})`,
    );
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await client.query('SELECT pg_advisory_unlock($1, $2)', key).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

/**
 * takes the folder's lock or refuses at once with a clear message (two admins clicking at the same
 * time get one export and one refusal, never a corrupted folder). A lock left by a killed process
 * is taken over. With `databaseUrl` (DATABASE_URL), a PostgreSQL advisory lock is taken first, so an
 * export on any instance of the database refuses a second one on any other.
 */
export async function acquireExportLock(outDir: string, command: string, databaseUrl?: string): Promise<ExportLock> {
  const shared = databaseUrl ? await acquireDatabaseLock(databaseUrl, outDir, command) : undefined;
  try {
    const local = await acquireFileLock(outDir, command);
    return {
      async release() {
        await local.release();
        await shared?.release();
      },
    };
  } catch (err) {
    await shared?.release();
    throw err;
  }
}

async function olderThan(file: string, ms: number): Promise<boolean> {
  const s = await stat(file).catch(() => null);
  return !s || Date.now() - s.mtimeMs > ms;
}

/**
 * the holds of the running work (its own async context: a sibling request is not inside it). A hold
 * ends with its withExportLock call: work it started in the background and that outlives it (a timer,
 * a refresh) carries the context, but no longer the hold.
 */
const holders = new AsyncLocalStorage<readonly { folder: string; live: boolean }[]>();

/**
 * runs fn while holding the folder's lock (and the database's, with databaseUrl). Called again from
 * inside fn for the same folder, it runs at once under the same hold: publish on edit updates the export
 * and deploys it in one hold (api/notion/publisher.ts), so no other export or deploy comes between the
 * bucket's listing and the upload. Anything else still gets the lock or the refusal.
 */
export async function withExportLock<T>(
  { outDir, command, databaseUrl }: { outDir: string; command: string; databaseUrl?: string },
  fn: () => Promise<T>,
): Promise<T> {
  const folder = path.resolve(outDir);
  const holding = (holders.getStore() ?? []).filter((h) => h.live);
  if (holding.some((h) => h.folder === folder)) return fn();
  const lock = await acquireExportLock(outDir, command, databaseUrl);
  const hold = { folder, live: true };
  try {
    return await holders.run([...holding, hold], fn);
  } finally {
    hold.live = false;
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
