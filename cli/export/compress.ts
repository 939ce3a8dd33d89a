import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** file types worth precompressing */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|map)$/;

/** brotli size of a buffer at the quality served to visitors */
export async function brotliSize(data: Buffer | string): Promise<number> {
  return (await br(Buffer.from(data), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })).length;
}

/** writes file.br and file.gz beside a file; returns their sizes */
export async function precompress(file: string): Promise<{ br: number; gz: number }> {
  const data = await readFile(file);
  const [b, g] = await Promise.all([
    br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
  return { br: b.length, gz: g.length };
}
