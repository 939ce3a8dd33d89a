/**
 * How a partial update (`site regenerate`, `site blog`) reaches the live export without copying it:
 * the new files are written into a side folder beside the export, then renamed over the live ones,
 * one file at a time (a rename is atomic: a visitor gets the old file or the new one, never part of
 * either). Before the first rename the side folder gets a journal listing every file to move and every
 * file to delete; a run cut off during the renames is finished by the next one (`finishCommit`), a run
 * cut off before the journal leaves the export as it was.
 */
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { byCodeUnits } from '../../core/fileTree';

const JOURNAL = '.commit.json';

interface Journal {
  /** files to move in, in this order (relative to both folders) */
  files: string[];
  /** files of the export to delete once everything new is in */
  remove: string[];
}

/** assets first (pages name them), then pages, then the rest (feed, JSON copies, sitemap), report.json last */
function rank(rel: string): number {
  if (rel.startsWith('assets/')) return 0;
  if (/\.html(\.br|\.gz)?$/.test(rel)) return 1;
  if (rel === 'report.json') return 3;
  return 2;
}

/** writes the journal, then moves the side folder's files into the export and deletes the removed ones */
export async function commitUpdate(side: string, live: string, files: string[], remove: string[]): Promise<void> {
  const journal: Journal = { files: [...files].sort((a, b) => rank(a) - rank(b) || byCodeUnits(a, b)), remove };
  const tmp = path.join(side, `${JOURNAL}.tmp`);
  await writeFile(tmp, JSON.stringify(journal));
  await rename(tmp, path.join(side, JOURNAL));
  await apply(side, live, journal);
}

/**
 * makes a folder of the export (relative path) a real directory at every level: a symlink or a file
 * in the way is removed first, so nothing is ever moved or deleted through a link to the outside
 */
async function realDir(live: string, relDir: string, known: Set<string>): Promise<void> {
  let current = live;
  for (const part of relDir === '.' ? [] : relDir.split('/')) {
    current = path.join(current, part);
    if (known.has(current)) continue;
    const s = await lstat(current).catch(() => null);
    if (s && !s.isDirectory()) await rm(current, { force: true });
    if (!s?.isDirectory()) await mkdir(current);
    known.add(current);
  }
}

/** whether every folder of a relative path is a real directory of the export (no symlink on the way) */
async function insideExport(live: string, rel: string): Promise<boolean> {
  let current = live;
  for (const part of path.posix.dirname(rel) === '.' ? [] : path.posix.dirname(rel).split('/')) {
    current = path.join(current, part);
    if (!(await lstat(current).catch(() => null))?.isDirectory()) return false;
  }
  return true;
}

async function apply(side: string, live: string, journal: Journal): Promise<void> {
  const known = new Set<string>();
  for (const rel of journal.files) {
    await realDir(live, path.posix.dirname(rel), known);
    // a rename replaces a symlink in the file's own place rather than following it; a file already
    // moved by an earlier, cut-off run is not in the side folder any more
    if (await lstat(path.join(side, rel)).catch(() => null)) await rename(path.join(side, rel), path.join(live, rel));
  }
  for (const rel of journal.remove) if (await insideExport(live, rel)) await rm(path.join(live, rel), { force: true });
  await rm(side, { recursive: true, force: true });
}

/**
 * finishes an update cut off after its journal was written; true when the folder held one (and is
 * gone now), false when it is an unfinished staging folder that the caller removes
 */
export async function finishCommit(side: string, live: string): Promise<boolean> {
  const text = await readFile(path.join(side, JOURNAL), 'utf8').catch(() => null);
  if (text === null) return false;
  await apply(side, live, JSON.parse(text) as Journal);
  return true;
}
