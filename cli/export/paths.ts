import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** the project root (the folder holding package.json) */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const defaultOutDir = path.join(projectRoot, 'dist', 'site');

/** where bundles that only the exporter uses (the server entry) are kept between runs */
export const cacheDir = path.join(projectRoot, 'dist', '.cache');
