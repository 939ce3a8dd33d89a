import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** file types worth precompressing */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|map)$/;

/**
 * Brotli quality: 11 for hashed assets (compressed once per build, then cached and served for a
 * year), 6 for pages and data files, which change on every export: ~14% larger than 11 but ~50x
 * faster, so a 4,000-page export does not spend minutes in brotli (docs/decisions/003-brotli-quality.md).
 */
export const BROTLI_ASSET_QUALITY = 11;
export const BROTLI_PAGE_QUALITY = 6;

/** the brotli quality of a file, by its path relative to the export root */
export function brotliQualityFor(relFile: string): number {
  return relFile.startsWith('assets/') ? BROTLI_ASSET_QUALITY : BROTLI_PAGE_QUALITY;
}

/** brotli size of a buffer at the given quality (default: the assets' 11) */
export async function brotliSize(data: Buffer | string, quality = BROTLI_ASSET_QUALITY): Promise<number> {
  return (await br(Buffer.from(data), { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })).length;
}

const brotliOptions = (data: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
});
const GZIP_LEVEL = 9;

/**
 * the brotli and gzip bytes of a buffer, computed on the calling thread: a render worker has a core
 * of its own, while the async zlib calls of every worker share libuv's four pool threads
 */
export function compressSync(data: Buffer, quality: number): { br: Buffer; gz: Buffer } {
  return { br: brotliCompressSync(data, brotliOptions(data, quality)), gz: gzipSync(data, { level: GZIP_LEVEL }) };
}

/** compressSync on libuv's pool, for the main thread (which also answers requests in site serve) */
export async function compress(data: Buffer, quality: number): Promise<{ br: Buffer; gz: Buffer }> {
  const [b, g] = await Promise.all([br(data, brotliOptions(data, quality)), gz(data, { level: GZIP_LEVEL })]);
  return { br: b, gz: g };
}

/** writes file.br and file.gz of the data beside file (new files); returns their sizes */
export async function writeCompressed(file: string, data: Buffer, quality = BROTLI_ASSET_QUALITY): Promise<{ br: number; gz: number }> {
  const copies = await compress(data, quality);
  await Promise.all([writeFile(`${file}.br`, copies.br), writeFile(`${file}.gz`, copies.gz)]);
  return { br: copies.br.length, gz: copies.gz.length };
}

/** writes file.br and file.gz beside a file; returns their sizes */
export async function precompress(file: string, quality = BROTLI_ASSET_QUALITY): Promise<{ br: number; gz: number }> {
  return writeCompressed(file, await readFile(file), quality);
}
