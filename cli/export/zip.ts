import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { hasExport, siteZipFor } from '../../core/exportPaths';
import { byCodeUnits, listFiles } from '../../core/fileTree';
import { isPublishedName } from '../../core/publishedFiles';
import { type ExportOptions, exportSite } from './exportSite';
import { withExportLock } from './lock';
import { createProgress, type Progress, progressOptions } from './progress';
import { type ExportReport, type GenerationResult, readExportReport } from './report';
import { successResult } from './results';

/** every entry gets this time, so the same files always give the same bytes */
export const ZIP_DATE = new Date('2000-01-01T00:00:00Z');
/** formats that are compressed already: stored, not deflated again */
const STORED = /\.(br|gz|zip|png|jpe?g|gif|webp|avif|mp4|webm|woff2?)$/i;
/** the export's build report (it holds the export's time) stays out of archives */
const NOT_ARCHIVED = new Set(['report.json']);

/** a relative name of plain segments: no '..' or '.', no absolute path, backslash, drive or control character */
export function isSafeEntryName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return name !== '' && !/[\\:\x00-\x1f]/.test(name) && name.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

export interface ZipEntrySource {
  /** the name inside the archive, with '/' separators */
  name: string;
  /** a file on disk, or the bytes themselves */
  file?: string;
  data?: Buffer | string;
  mode?: number;
}

/**
 * writes a zip of the entries in name order with fixed dates and modes, so identical input gives a
 * byte-identical archive; it is written beside the target and renamed into place when complete
 */
export async function writeZip(
  zipFile: string,
  entries: ZipEntrySource[],
  progress?: Progress,
): Promise<{ entries: number; bytes: number }> {
  const sorted = [...entries].sort((a, b) => byCodeUnits(a.name, b.name));
  // an unzip tool would write such a name outside the folder it unpacks into (zip slip)
  const unsafe = sorted.find((e) => !isSafeEntryName(e.name));
  if (unsafe) throw new Error(`refusing to zip the entry name ${JSON.stringify(unsafe.name)}: it could unpack outside its folder`);
  const tmp = `${zipFile}.tmp-${randomBytes(4).toString('hex')}`;
  const archive = new ZipArchive({ zlib: { level: 9 } });
  try {
    const done = pipeline(archive, createWriteStream(tmp));
    // a source that cannot be read (archiver only warns, or never hears of it) must fail the zip, not shorten it
    let fail: (err: unknown) => void = () => undefined;
    const failed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    archive.on('warning', fail);
    archive.on('entry', (e: { name: string }) => progress?.tick(e.name));
    for (const e of sorted) {
      const data = { name: e.name, date: ZIP_DATE, mode: e.mode ?? 0o644, store: STORED.test(e.name) };
      // every entry goes through append() (archiver's file() stats in parallel and may reorder), read only when its turn comes
      archive.append(e.file ? lazyFile(e.file).once('error', fail) : (e.data ?? ''), data);
    }
    await Promise.race([Promise.all([archive.finalize(), done]), failed]);
    progress?.done();
    await rename(tmp, zipFile);
    return { entries: sorted.length, bytes: (await stat(zipFile)).size };
  } catch (err) {
    archive.abort();
    await rm(tmp, { force: true });
    throw err instanceof Error ? err : new Error(String(err));
  }
}

/** a stream of a file's bytes that opens the file only when first read (thousands of entries wait in the queue) */
function lazyFile(file: string): Readable {
  return Readable.from(
    (async function* () {
      yield await readFile(file);
    })(),
  );
}

/** the archive entries of an export folder, under an optional prefix ('public/' in the Replit bundle) */
export async function exportEntries(outDir: string, prefix = ''): Promise<ZipEntrySource[]> {
  return (await listFiles(outDir))
    .filter((f) => !NOT_ARCHIVED.has(f) && isPublishedName(f) && isSafeEntryName(f))
    .map((f) => ({ name: `${prefix}${f}`, file: path.join(outDir, f) }));
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

export interface ZipOutcome {
  result: GenerationResult;
  zipFile: string;
}

/** zips the export into <outDir>.zip while holding the export lock */
async function zipExport(opts: Pick<ExportOptions, 'outDir' | 'quiet' | 'onProgress' | 'config'>): Promise<ZipOutcome & { bytes: number }> {
  const zipFile = siteZipFor(opts.outDir);
  return withExportLock({ outDir: opts.outDir, command: 'zip', databaseUrl: opts.config.DATABASE_URL }, async () => {
    const report = await readExportReport(opts.outDir);
    const entries = await exportEntries(opts.outDir);
    const progress = createProgress(entries.length, 'Zipping', progressOptions(opts));
    const { bytes } = await writeZip(zipFile, entries, progress);
    const result = successResult(
      `Created ${path.basename(zipFile)} (${mb(bytes)}, ${entries.length} files, ${report.pages.length} pages)`,
      {
        total: report.pages.length,
        unit: 'pages',
        outputDirectory: path.dirname(zipFile),
      },
    );
    return { result, zipFile, bytes };
  });
}

/** `site zip`: zips the export (exporting first when there is none) into dist/site.zip */
export async function zipSite(opts: ExportOptions): Promise<ZipOutcome> {
  let exported = false;
  if (!hasExport(opts.outDir)) {
    await exportSite(opts);
    exported = true;
  }
  const outcome = await zipExport(opts);
  if (exported)
    outcome.result.message = `Exported the site (there was none) and ${outcome.result.message[0]?.toLowerCase()}${outcome.result.message.slice(1)}`;
  return { result: outcome.result, zipFile: outcome.zipFile };
}

/** `site export --zip`: a complete fresh export and its zip in one step */
export async function createCompleteStaticSite(opts: ExportOptions): Promise<ZipOutcome & { report: ExportReport }> {
  const { result: exported, report } = await exportSite(opts);
  const zipped = await zipExport(opts);
  return {
    report,
    zipFile: zipped.zipFile,
    result: {
      success: true,
      message: `${exported.message}; zipped into ${path.basename(zipped.zipFile)} (${mb(zipped.bytes)})`,
      stats: { ...exported.stats },
    },
  };
}
