import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where exports and their products live: the exporter writes them, the API serves and offers them. */

/**
 * the project root: the nearest folder above this module holding package.json. Found by walking up,
 * because this module also runs bundled from dist/ (the compiled CLI, the exporter's server bundle).
 */
export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const defaultOutDir = path.join(projectRoot, 'dist', 'site');

/** where bundles that only the exporter uses (the server entry) are kept between runs */
export const cacheDir = path.join(projectRoot, 'dist', '.cache');

/**
 * Pages marked serverOnly (the /admin page) are rendered with each export but kept out of the public
 * folder, its sitemap and its zip: they go to a sibling folder that `site serve` answers from with
 * noindex headers. dist/site -> dist/site.server.
 */
export function serverPagesDirFor(outDir: string): string {
  return path.join(path.dirname(outDir), `${path.basename(outDir)}.server`);
}

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
