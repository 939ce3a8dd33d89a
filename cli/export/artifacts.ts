import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where an export's products live, beside its folder (light: the API imports it at start-up). */

/** the zip of an export folder: dist/site -> dist/site.zip */
export function siteZipFor(outDir: string): string {
  return `${outDir}.zip`;
}

/** the Replit bundle of an export folder: dist/site -> dist/replit-export.zip (dist/x -> dist/x-replit-export.zip) */
export function replitZipFor(outDir: string): string {
  const base = path.basename(outDir);
  return path.join(path.dirname(outDir), base === 'site' ? 'replit-export.zip' : `${base}-replit-export.zip`);
}

/** whether a folder holds a finished export (its report.json is written last) */
export const hasExport = (outDir: string): boolean => existsSync(path.join(outDir, 'report.json'));
