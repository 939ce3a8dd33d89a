// archiver 8 ships no type declarations; this covers the part the exporter uses (cli/export/zip.ts)
declare module 'archiver' {
  import type { Transform } from 'node:stream';

  export interface ZipEntryData {
    name: string;
    date?: Date | string;
    mode?: number;
    /** store the entry without compression (for files that are compressed already) */
    store?: boolean;
  }

  export interface ZipOptions {
    comment?: string;
    forceLocalTime?: boolean;
    store?: boolean;
    statConcurrency?: number;
    zlib?: { level?: number };
  }

  export class ZipArchive extends Transform {
    constructor(options?: ZipOptions);
    file(filepath: string, data: ZipEntryData): this;
    append(source: Buffer | string | NodeJS.ReadableStream, data: ZipEntryData): this;
    finalize(): Promise<void>;
    pointer(): number;
    abort(): this;
  }
}
