import { inflateRawSync } from 'node:zlib';

/** one entry of a zip, as the tests read it */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  /** MS-DOS date and time fields as written */
  dosDate: number;
  dosTime: number;
  /** unix permission bits from the external attributes */
  mode: number;
  data: Buffer;
}

/** reads every entry of a (non-zip64) archive through its central directory; enough to check our own zips */
export function readZip(buf: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file: no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error(`bad central directory entry at ${p}`);
    const method = buf.readUInt16LE(p + 10);
    const dosTime = buf.readUInt16LE(p + 12);
    const dosDate = buf.readUInt16LE(p + 14);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const external = buf.readUInt32LE(p + 38);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + compressed);
    entries.push({
      name,
      method,
      dosDate,
      dosTime,
      mode: (external >>> 16) & 0o7777,
      data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw),
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}
