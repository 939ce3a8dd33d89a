import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../../core/fileTree';
import { cacheControlFor, contentTypeFor, isHostConfigPath, isPublishedName } from '../../core/publishedFiles';
import { phaseOf, type UploadPhase } from './phases';
import { mapLimit } from './pool';

/** a file the bucket is to hold after a deploy (or a rollback), and where its bytes come from */
export interface WantedFile {
  /** its path in the export: 'about/index.html' (the object key is the target's prefix and this) */
  rel: string;
  size: number;
  /** hex MD5 of its bytes: what S3 answers as the ETag of a single-part upload */
  md5: string;
  contentType: string;
  cacheControl: string;
  phase: UploadPhase;
  /** a file of the export (a deploy), or the archived copy of the bytes in the bucket (a rollback) */
  from: { file: string } | { archived: string };
}

/** a file of the export as the deploy uploads it */
export type LocalFile = WantedFile & { from: { file: string } };

const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * MD5s of files read before, by path, with the file's identity when it was read (inode, size, change
 * and modification times): a file written or replaced since no longer matches and is read again. A
 * long-lived publisher keeps one, so a deploy after an edit reads only the files the edit wrote.
 */
export type HashMemo = Map<string, { ino: number; size: number; mtimeMs: number; ctimeMs: number; md5: string }>;

/** the published files of an export, by their paths in it */
async function publishedNames(dir: string): Promise<string[]> {
  const names = await listFiles(dir, {
    skip: (rel, isDirectory) => !isPublishedName(rel) || (!isDirectory && !rel.includes('/') && isHostConfigPath(`/${rel}`)),
  });
  const all = new Set(names);
  return names.filter((rel) => !(COMPRESSED_COPY.test(rel) && all.has(rel.slice(0, -3))));
}

/** a file's size and MD5: from the memo when the file is the one it was, else read (and kept there) */
async function hashOf(abs: string, memo: HashMemo | undefined): Promise<{ size: number; md5: string }> {
  // the identity is taken before the bytes: a file changed in between is read again next time
  const s = memo ? await stat(abs) : undefined;
  const known = memo?.get(abs);
  if (s && known && known.ino === s.ino && known.size === s.size && known.mtimeMs === s.mtimeMs && known.ctimeMs === s.ctimeMs)
    return known;
  const bytes = await readFile(abs);
  const md5 = createHash('md5').update(bytes).digest('hex');
  if (s && memo) memo.set(abs, { ino: s.ino, size: bytes.length, mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs, md5 });
  return { size: bytes.length, md5 };
}

/**
 * The files a deploy publishes: what `site serve` serves (no dotfiles but /.well-known/, no host
 * configuration files) minus the exporter's .br/.gz copies, which object storage cannot choose
 * between by Accept-Encoding (docs/decisions/009-precompressed-copies-on-object-storage.md).
 */
export async function deployableFiles(dir: string, memo?: HashMemo): Promise<LocalFile[]> {
  // a few files at a time: a large export is not read into memory at once
  return mapLimit(await publishedNames(dir), 16, async (rel) => {
    const abs = path.join(dir, rel);
    const { size, md5 } = await hashOf(abs, memo);
    return {
      rel,
      from: { file: abs },
      size,
      md5,
      contentType: contentTypeFor(rel),
      cacheControl: cacheControlFor(`/${rel}`),
      phase: phaseOf(rel),
    };
  });
}

/**
 * fills the memo with the export's files while something may still be writing it (publish on edit
 * hashes beside the update): a file that goes meanwhile is passed over, one that changes is read again
 * by the deploy
 */
export async function warmHashes(dir: string, memo: HashMemo): Promise<void> {
  const names = await publishedNames(dir).catch(() => [] as string[]);
  await mapLimit(names, 16, (rel) => hashOf(path.join(dir, rel), memo).catch(() => undefined));
}
