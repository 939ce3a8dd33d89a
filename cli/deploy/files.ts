import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
 * The files a deploy publishes: what `site serve` serves (no dotfiles but /.well-known/, no host
 * configuration files) minus the exporter's .br/.gz copies, which object storage cannot choose
 * between by Accept-Encoding (docs/decisions/009-precompressed-copies-on-object-storage.md).
 */
export async function deployableFiles(dir: string): Promise<LocalFile[]> {
  const names = await listFiles(dir, {
    skip: (rel, isDirectory) => !isPublishedName(rel) || (!isDirectory && !rel.includes('/') && isHostConfigPath(`/${rel}`)),
  });
  const all = new Set(names);
  const published = names.filter((rel) => !(COMPRESSED_COPY.test(rel) && all.has(rel.slice(0, -3))));
  // a few files at a time: a large export is not read into memory at once
  return mapLimit(published, 16, async (rel) => {
    const abs = path.join(dir, rel);
    const bytes = await readFile(abs);
    return {
      rel,
      from: { file: abs },
      size: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
      contentType: contentTypeFor(rel),
      cacheControl: cacheControlFor(`/${rel}`),
      phase: phaseOf(rel),
    };
  });
}
