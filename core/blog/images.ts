import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../jsonFile';
import { imageTypeOf, readBounded } from './boundedBody';
import { imageFileSize } from './imageSizes';

/**
 * Copies files whose URLs expire (Notion-hosted images, PDFs, videos) to a folder the site serves, under
 * stable names: a hash of the URL without its query, which changes on every Notion answer while the
 * file stays the same. A file already in the folder is never downloaded again.
 */
export interface ImageStore {
  /** the local URL of a downloaded copy; throws when the file cannot be fetched */
  localize(url: string): Promise<string>;
  /** the width and height of a copy localize() made, from its URL; null when unknown (or not an image) */
  sizeOf?(localUrl: string): Promise<{ width: number; height: number } | null>;
  /** the file names localize() handed out so far (an export installs them into its folder) */
  used?(): string[];
  /** counts copies handed out before (a post mapped earlier in this process) as used */
  reuse?(localUrls: readonly string[]): void;
  /** the folder the copies are kept in, and the URL path they are served at */
  readonly dir?: string;
  readonly urlBase?: string;
}

export interface ImageStoreOptions {
  /** folder the files are written to, e.g. <export>/images/notion */
  dir: string;
  /** URL path of that folder, e.g. /images/notion */
  urlBase: string;
  fetch?: (url: string) => Promise<Response>;
  /** largest file accepted (20 MB); a larger or endless body is cut off while it is read */
  maxBytes?: number;
}

/** what is copied: images, and the documents and media a post links to (no type a browser would run as a page) */
const EXT_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
};

/** the content type each copied file is served with, by extension */
export const COPIED_FILE_TYPES: Record<string, string> = Object.fromEntries(Object.entries(EXT_BY_TYPE).map(([type, ext]) => [ext, type]));

/** the format the bytes hold: an image's (image-size), or one of the other copied types by its signature */
function fileTypeOf(bytes: Buffer): string | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  return imageTypeOf(bytes);
}

/** the stable part of a signed URL: the query (signature, expiry) changes on every Notion answer */
export function imageKey(url: string): string {
  const u = new URL(url);
  return createHash('sha256').update(`${u.origin}${u.pathname}`).digest('hex').slice(0, 20);
}

/** downloads each distinct image once; a file already in the folder (same key) is reused */
export function createImageStore(opts: ImageStoreOptions): ImageStore {
  const fetchImpl = opts.fetch ?? ((url: string) => fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(30_000) }));
  const maxBytes = opts.maxBytes ?? 20 * 1024 * 1024;
  const base = opts.urlBase.replace(/\/$/, '');
  let existing: Promise<Map<string, string>> | undefined;
  const inFlight = new Map<string, Promise<string>>();

  const index = () => {
    existing ??= readdir(opts.dir)
      .catch(() => [] as string[])
      .then((names) => new Map(names.filter((n) => !n.startsWith('.')).map((n) => [n.replace(/\.[^.]+$/, ''), n])));
    return existing;
  };

  // the width and height of each copy, kept beside them (.sizes.json): a copy never changes, and reading
  // a thousand files for their headers on every load would hold up each export and API refresh
  const sizesFile = path.join(opts.dir, '.sizes.json');
  let sizes: Promise<Record<string, { width: number; height: number } | null>> | undefined;
  const sizeIndex = () => {
    sizes ??= readCacheJson<Record<string, { width: number; height: number } | null>>(sizesFile).then((v) =>
      v && typeof v === 'object' ? v : {},
    );
    return sizes;
  };
  let saveQueued = false;
  const saveSizes = () => {
    if (saveQueued) return;
    saveQueued = true;
    setTimeout(() => {
      saveQueued = false;
      void sizeIndex().then((v) => writeCacheJson(sizesFile, v).catch(() => undefined));
    }, 100);
  };

  const download = async (url: string, hash: string): Promise<string> => {
    const known = (await index()).get(hash);
    if (known) return `${base}/${known}`;
    const res = await fetchImpl(url);
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new Error(`image download failed with HTTP ${res.status} (a Notion file link expires an hour after it is read)`);
    }
    const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const fromPath = path.extname(new URL(url).pathname).slice(1).toLowerCase();
    const ext = EXT_BY_TYPE[type] ?? (Object.values(EXT_BY_TYPE).includes(fromPath) ? fromPath : '');
    if (!ext) {
      await res.body?.cancel().catch(() => {});
      throw new Error(`not an image or a file type the site copies (content type "${type || 'none'}")`);
    }
    const noun = COPIED_FILE_TYPES[ext]?.startsWith('image/') ? 'image' : 'file';
    const body = await readBounded(res, maxBytes);
    if (!body) throw new Error(`${noun} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    // the file is served under the declared type's extension: the bytes must be that format
    const actual = fileTypeOf(body);
    if (actual !== ext)
      throw new Error(`the bytes are not the ${ext} ${noun} declared (${actual ? `they are ${actual}` : `no ${noun} format found`})`);
    const name = `${hash}.${ext}`;
    await mkdir(opts.dir, { recursive: true });
    // whole or not at all: a file cut off by a crash would be taken for a copy by the next run
    const tmp = path.join(opts.dir, `.${name}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`);
    await writeFile(tmp, body);
    await rename(tmp, path.join(opts.dir, name));
    (await index()).set(hash, name);
    return `${base}/${name}`;
  };

  const handedOut = new Set<string>();
  return {
    dir: opts.dir,
    urlBase: base,
    used: () => [...handedOut],
    reuse: (urls) => {
      for (const u of urls) if (u.startsWith(`${base}/`)) handedOut.add(u.slice(base.length + 1));
    },
    localize(url) {
      const hash = imageKey(url);
      let p = inFlight.get(hash);
      if (!p) {
        p = download(url, hash);
        inFlight.set(hash, p);
        // a failure may be retried later (with a fresh link)
        p.catch(() => inFlight.delete(hash));
      }
      return p.then((local) => {
        handedOut.add(local.slice(base.length + 1));
        return local;
      });
    },
    async sizeOf(localUrl) {
      const name = localUrl.startsWith(`${base}/`) ? localUrl.slice(base.length + 1) : '';
      // only names this store writes: <hash>.<ext>
      if (!/^[0-9a-f]+\.[a-z]+$/.test(name)) return null;
      const known = await sizeIndex();
      if (Object.hasOwn(known, name)) return known[name] ?? null;
      const size = await imageFileSize(path.join(opts.dir, name));
      // a file that is not an image has no size for good; an image that could not be read may be read later
      if (size || !COPIED_FILE_TYPES[name.slice(name.lastIndexOf('.') + 1)]?.startsWith('image/')) {
        known[name] = size;
        saveSizes();
      }
      return size;
    },
  };
}

/**
 * puts the named copies of a store's folder into `target` (an export's images/notion), hard-linked
 * (copied where links cannot be made); a name `target` or `except` (the live export) already holds
 * is left alone. Returns the names put.
 */
export async function installCopies(from: string, names: readonly string[], target: string, except?: string): Promise<string[]> {
  const have = new Set([
    ...(await readdir(target).catch(() => [] as string[])),
    ...(except ? await readdir(except).catch(() => [] as string[]) : []),
  ]);
  const todo = names.filter((n) => !have.has(n));
  if (todo.length === 0) return [];
  await mkdir(target, { recursive: true });
  for (const name of todo) {
    await link(path.join(from, name), path.join(target, name)).catch(() => copyFile(path.join(from, name), path.join(target, name)));
  }
  return todo;
}
