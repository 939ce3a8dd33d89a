import { constants } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControlFor, isHostConfigPath, redirectForMissing } from '../core/publishedFiles';
import { byteRange, describe, indexFiles, lookupFile, type StaticFile } from './staticFiles';

/** files up to this size are kept in memory after their first request, up to CACHE_BYTES per export */
const SMALL_FILE = 64 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;

/** opens a file of the index for reading; a symlink put in its place since indexing is refused (ELOOP) */
const openFile = (file: StaticFile): Promise<FileHandle | null> =>
  open(file.abs, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => null);

/**
 * the description of the file actually opened: a partial update (site regenerate) renames new files
 * over indexed ones, so the size, ETag and dates are taken from the open file when it changed since
 * indexing (the index itself is rebuilt when report.json, moved in last, changes)
 */
async function opened(file: StaticFile, fh: FileHandle): Promise<StaticFile | null> {
  const s = await fh.stat().catch(() => null);
  if (!s?.isFile()) return null;
  return s.size === file.size && `W/"${s.size}-${s.mtime.getTime()}"` === file.etag ? file : describe(file.key, file.abs, s);
}

/**
 * Serves the exported folder (precompressed .br/.gz, ETags, 304s, byte ranges) from an index of its
 * files, so a request can only name an indexed file: never a dotfile, a symlink or anything outside
 * the folder. The index is rebuilt when a new export has been swapped in (report.json changes).
 */
export function createStaticSite(dir: string) {
  let index: Promise<Map<string, StaticFile>> | null = null;
  let stamp = '';
  let checkedAt = 0;
  let cachedBytes = 0;

  async function current(): Promise<Map<string, StaticFile>> {
    const now = Date.now();
    if (!index || now - checkedAt > 1000) {
      checkedAt = now;
      const s = await stat(path.join(dir, 'report.json')).catch(() => null);
      const next = s ? `${s.ino}-${s.mtimeMs}` : 'none';
      if (!index || next !== stamp) {
        stamp = next;
        cachedBytes = 0;
        index = indexFiles(dir, isHostConfigPath);
      }
    }
    return index;
  }

  /** the bytes of a small file, read once per export and kept (up to CACHE_BYTES in all) */
  async function smallBody(file: StaticFile): Promise<Buffer | null> {
    if (file.body) return file.body;
    const fh = await openFile(file);
    const body = await fh?.readFile().finally(() => fh.close());
    if (!body) return null;
    if (body.length === file.size && cachedBytes + body.length <= CACHE_BYTES) {
      file.body = body;
      cachedBytes += body.length;
    }
    return body;
  }

  /** sends an indexed file; false when it has gone since (an export swapped in) */
  async function send(req: IncomingMessage, res: ServerResponse, pathname: string, indexed: StaticFile): Promise<boolean> {
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    // small files (pages, their .br/.gz copies) come from memory once read; others are opened per request
    let file = indexed;
    let body = indexed.body ?? null;
    let fh: FileHandle | null = null;
    if (!body) {
      fh = await openFile(indexed);
      const current = fh ? await opened(indexed, fh) : null;
      if (!fh || !current) {
        await fh?.close();
        return false;
      }
      file = current;
      if (file.size <= SMALL_FILE) {
        body = await fh.readFile().finally(() => fh?.close());
        fh = null;
        // only the bytes the index describes are kept; a file replaced since is read again next time
        if (file === indexed && body.length === file.size && cachedBytes + body.length <= CACHE_BYTES) {
          indexed.body = body;
          cachedBytes += body.length;
        }
      }
    }
    if (req.headers['if-none-match'] === file.etag) {
      await fh?.close();
      res.writeHead(304, { ETag: file.etag });
      res.end();
      return true;
    }
    const size = body?.length ?? file.size;
    const range = byteRange(req.headers.range, size);
    if (range === 'unsatisfiable') {
      await fh?.close();
      res.writeHead(416, { 'Content-Range': `bytes */${size}` });
      res.end();
      return true;
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    res.writeHead(range ? 206 : 200, {
      ...file.headers,
      'Accept-Ranges': 'bytes',
      'Content-Length': String(end - start + 1),
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
    });
    if (body || req.method === 'HEAD' || size === 0) {
      await fh?.close();
      res.end(body && req.method !== 'HEAD' ? body.subarray(start, end + 1) : undefined);
      return true;
    }
    fh?.createReadStream({ start, end })
      .once('error', () => res.destroy())
      .pipe(res);
    return true;
  }

  /** the not-found page with HTTP 404 (or the redirect of an unknown case study) */
  async function notFound(req: IncomingMessage, res: ServerResponse, rawPath: string, files: Map<string, StaticFile>): Promise<void> {
    const redirect = redirectForMissing(rawPath);
    if (redirect) {
      res.writeHead(302, { Location: redirect, 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    const page = files.get('/404.html');
    const body = page ? await smallBody(page) : null;
    if (!body) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found. Run `site export` to build the site.');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    /** forget the index now (after an export in this process) */
    reload() {
      index = null;
      cachedBytes = 0;
    },
    /** serves the file, or the not-found page with HTTP 404 */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const url = req.url ?? '/';
      const rawPath = url.split(/[?#]/)[0] ?? '/';
      let pathname: string | null = null;
      try {
        pathname = decodeURI(rawPath).normalize();
      } catch {
        // malformed percent-encoding names no file
      }
      const files = await current();
      const file =
        pathname !== null && !isHostConfigPath(url) ? lookupFile(files, pathname, String(req.headers['accept-encoding'] ?? '')) : undefined;
      if (pathname !== null && file && (await send(req, res, pathname, file))) return;
      await notFound(req, res, rawPath, files);
    },
  };
}
