import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../../core/fileTree';
import { readExportReport } from './report';
import { eachLimit } from './tree';

/** a fresh temporary folder beside the target, on the same file system so the swap is a rename */
export async function makeStagingDir(target: string): Promise<string> {
  const dir = stagingDirFor(target);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** the path of a new staging folder beside the target (not made yet) */
export const stagingDirFor = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.staging-${randomBytes(4).toString('hex')}`);

/**
 * The export before the live one, kept beside it after a swap (`.<name>.spare`) so the next export
 * builds in it instead of in an empty folder: the pages a new export reuses are mostly there already
 * (hard links to the live export's files), so it neither links them all again nor deletes the old
 * tree after its swap; on this disk those were ~2.5 s of a 4,000-post export after an edit.
 */
export const spareDirFor = (target: string) => path.join(path.dirname(target), `.${path.basename(target)}.spare`);

/**
 * Makes the staging folder out of the spare export, keeping only the files the new export may hold
 * at the same path (`keep`: its pages', post copies' and assets' files); everything else is deleted first,
 * so whatever else the export writes is a new file. Returns the keys of the pages and copies held
 * (from the spare's report.json). A kept file may be a hard link to the live export's file: a writer
 * into the staging folder removes a path before writing it (pageOutput.ts, tree.ts), never writes
 * into it. Without a spare, an empty staging folder. The spare is the exporter's own, like the
 * build cache: a hand edit of it is not noticed.
 */
export async function recycleSpare(target: string, staging: string, keep: Set<string>): Promise<HeldFiles> {
  try {
    await rename(spareDirFor(target), staging);
  } catch {
    await mkdir(staging, { recursive: true });
    return { pages: {}, copies: {}, files: new Set() };
  }
  const held = await heldFiles(staging);
  const listed = await listFiles(staging);
  const gone = listed.filter((f) => !keep.has(f));
  await eachLimit(gone, 64, (f) => unlink(path.join(staging, f)).catch(() => undefined));
  // folders left empty (a removed post's), deepest first; a folder still holding files stays
  const dirs = new Set<string>();
  for (const f of gone) for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);
  for (const d of [...dirs].sort((a, b) => b.length - a.length)) await rmdir(path.join(staging, d)).catch(() => undefined);
  return { ...held, files: new Set(listed.filter((f) => keep.has(f))) };
}

/** what a staging folder built in the spare export holds: the key of each page (by path) and post copy (by file), and every file kept */
export interface HeldFiles {
  pages: Record<string, string>;
  copies: Record<string, string>;
  files: ReadonlySet<string>;
}

/** the keys of an export's pages and post copies, from its report.json (which its own updates kept true) */
async function heldFiles(dir: string): Promise<Omit<HeldFiles, 'files'>> {
  const report = await readExportReport(dir).catch(() => null);
  const pages: Record<string, string> = {};
  for (const p of report?.pages ?? []) if (p.key) pages[p.path] = p.key;
  const copies: Record<string, string> = {};
  for (const [file, c] of Object.entries(report?.copies ?? {})) copies[file] = c.key;
  return { pages, copies };
}

/**
 * puts the finished staging folder in place of the target. The old site is removed after, or, with
 * `keepSpare`, kept as the spare export the next export builds in (recycleSpare).
 */
export async function swapInto(staging: string, target: string, opts: { keepSpare?: boolean } = {}): Promise<void> {
  const old = `${path.join(path.dirname(target), `.${path.basename(target)}.old-${randomBytes(4).toString('hex')}`)}`;
  const hadOld = await stat(target).then(
    () => true,
    () => false,
  );
  if (hadOld) await rename(target, old);
  await rename(staging, target);
  if (!hadOld) return;
  if (opts.keepSpare) {
    // a spare left by an export that failed before recycling it is replaced
    await rm(spareDirFor(target), { recursive: true, force: true });
    await rename(old, spareDirFor(target));
  } else await rm(old, { recursive: true, force: true });
}
