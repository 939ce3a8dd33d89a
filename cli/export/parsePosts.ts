import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { parsePostFile } from '../../core/blog/markdown/markdownSource';
import { reasonOf } from '../../core/blog/source';
import { toSummary } from '../../src/shared/blog/types';
import { bodyFileFor, fileHash, type StoredFile, unshownEntry } from './postStore';

/**
 * parses post files as the markdown source does, writing each published post whole into bodiesDir and
 * returning what the store's index keeps (no bodies: they stay on disk until a page needs one). It
 * loads the parser: render workers import it, the main thread only when it parses in-process. Plain
 * calls, since a worker owns its thread.
 */
export function parsePostFiles(dir: string, names: string[], bodiesDir: string): StoredFile[] {
  mkdirSync(bodiesDir, { recursive: true });
  return names.map((name): StoredFile => {
    const file = path.join(dir, name);
    let base: { name: string; size: number; mtimeMs: number; hash: string };
    let bytes: Buffer;
    try {
      // the signature is taken before the read: a file changed after it is read again next time
      const s = statSync(file);
      bytes = readFileSync(file);
      base = { name, size: s.size, mtimeMs: s.mtimeMs, hash: fileHash(name, bytes) };
    } catch (err) {
      // gone or unreadable: no signature matches it, so the next run tries again
      return { name, size: -1, mtimeMs: -1, hash: '', reason: reasonOf(err) };
    }
    try {
      const post = parsePostFile(name, bytes.toString('utf8'));
      if (post) {
        // another process may be reading the same store: a body appears whole or not at all
        const body = bodyFileFor(bodiesDir, base.hash);
        const tmp = `${body}.tmp-${process.pid}-${threadId}`;
        writeFileSync(tmp, JSON.stringify(post));
        renameSync(tmp, body);
      }
      return { ...base, post: post && toSummary(post), ...(post ? unshownEntry(post) : {}) };
    } catch (err) {
      return { ...base, reason: reasonOf(err) };
    }
  });
}
