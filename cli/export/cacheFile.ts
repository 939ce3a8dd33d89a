/**
 * The exporter's JSON files in the build cache (build manifests, post store indexes, page memos,
 * source stamps) are shortcuts: one missing, unreadable or damaged reads as absent, and the work it
 * would have saved is done again. They are written whole or not at all (core/jsonFile.ts).
 */
export { readCacheJson, writeCacheJson } from '../../core/jsonFile';
