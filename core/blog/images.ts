import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageTypeOf, readBounded } from './boundedBody';
import { imageFileSize } from './imageSizes';

/** Copies images whose URLs expire (Notion-hosted files) to a folder the site serves, under stable names. */
export interface ImageStore {
  /** the local URL of a downloaded copy; throws when the image cannot be fetched */
  localize(url: string): Promise<string>;
  /** the width and height of a copy localize() made, from its URL; null when unknown */
  sizeOf?(localUrl: string): Promise<{ width: number; height: number } | null>;
}

export interface ImageStoreOptions {
  /** folder the files are written to, e.g. <export>/images/notion */
  dir: string;
  /** URL path of that folder, e.g. /images/notion */
  urlBase: string;
  fetch?: (url: string) => Promise<Response>;
  /** largest image accepted (20 MB); a larger or endless body is cut off while it is read */
  maxBytes?: number;
}

const EXT_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

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
      .then((names) => new Map(names.map((n) => [n.replace(/\.[^.]+$/, ''), n])));
    return existing;
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
      throw new Error(`not an image (content type "${type || 'none'}")`);
    }
    const body = await readBounded(res, maxBytes);
    if (!body) throw new Error(`image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    // the file is served under the declared type's extension: the bytes must be that format
    const actual = imageTypeOf(body);
    if (actual !== ext)
      throw new Error(`the bytes are not the ${ext} image declared (${actual ? `they are ${actual}` : 'no image format found'})`);
    const name = `${hash}.${ext}`;
    await mkdir(opts.dir, { recursive: true });
    await writeFile(path.join(opts.dir, name), body);
    (await index()).set(hash, name);
    return `${base}/${name}`;
  };

  return {
    localize(url) {
      const hash = imageKey(url);
      let p = inFlight.get(hash);
      if (!p) {
        p = download(url, hash);
        inFlight.set(hash, p);
        // a failure may be retried later (with a fresh link)
        p.catch(() => inFlight.delete(hash));
      }
      return p;
    },
    sizeOf(localUrl) {
      const name = localUrl.startsWith(`${base}/`) ? localUrl.slice(base.length + 1) : '';
      // only names this store writes: <hash>.<ext>
      return /^[0-9a-f]+\.[a-z]+$/.test(name) ? imageFileSize(path.join(opts.dir, name)) : Promise.resolve(null);
    },
  };
}
