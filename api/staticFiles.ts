import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { listFiles } from '../core/fileTree';
import { isPublishedName } from '../core/publishedFiles';

/** a file the static server may send, with the headers that describe it */
export interface StaticFile {
  /** the URL path it is indexed under: '/about/index.html' */
  key: string;
  abs: string;
  size: number;
  etag: string;
  headers: Record<string, string>;
  /** the bytes of a small file, kept after its first request */
  body?: Buffer;
}

const ENCODINGS: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

function describe(key: string, abs: string, s: Stats): StaticFile {
  const encoding = ENCODINGS[path.extname(key)];
  // hono's table (the API's framework); text types (HTML, CSS, JS, XML, SVG, plain) get charset=utf-8
  const type = getMimeType((encoding ? key.slice(0, -3) : key).toLowerCase()) ?? 'application/octet-stream';
  const etag = `W/"${s.size}-${s.mtime.getTime()}"`;
  const headers: Record<string, string> = { 'Content-Type': type, 'Last-Modified': s.mtime.toUTCString(), ETag: etag };
  if (encoding) headers['Content-Encoding'] = encoding;
  return { key, abs, size: s.size, etag, headers };
}

/**
 * every file the static server may send, by URL path: regular files only, walked without following a
 * symlink (sirv's index followed them out of the root, and failed on a dangling one), no dotfiles but
 * /.well-known/, no host configuration files, no name with a backslash
 */
export async function indexFiles(root: string, isHostConfig: (url: string) => boolean): Promise<Map<string, StaticFile>> {
  const names = await listFiles(root, {
    skip: (rel, isDirectory) =>
      !isPublishedName(rel) || rel.includes('\\') || (!isDirectory && !rel.includes('/') && isHostConfig(`/${rel}`)),
  }).catch(() => [] as string[]);
  const files = new Map<string, StaticFile>();
  await Promise.all(
    names.map(async (name) => {
      const abs = path.join(root, name);
      const s = await stat(abs).catch(() => null);
      const key = `/${name.normalize()}`;
      if (s?.isFile()) files.set(key, describe(key, abs, s));
    }),
  );
  return files;
}

/** whether an Accept-Encoding header accepts a coding (a q=0 parameter refuses it) */
function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';');
    return name?.trim().toLowerCase() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * the file a decoded URL path is answered with, as sirv looked it up (the path, path + '.html', then
 * path/index.html; one trailing slash dropped), replaced by its .br or .gz copy when the client takes it
 */
export function lookupFile(files: Map<string, StaticFile>, pathname: string, acceptEncoding: string): StaticFile | undefined {
  const uri = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const candidates = uri ? [uri, `${uri}.html`, `${uri}/index.html`] : ['/index.html'];
  let file: StaticFile | undefined;
  for (const c of candidates) if (!file) file = files.get(c);
  if (!file) return undefined;
  for (const [coding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const copy = accepts(acceptEncoding, coding) ? files.get(file.key + ext) : undefined;
    if (copy) return copy;
  }
  return file;
}

/** a Range header against a size: the bytes to send, 'unsatisfiable', or null to send the whole file */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || start > end || (m[1] === '' && Number(m[2]) === 0) ? 'unsatisfiable' : { start, end };
}
