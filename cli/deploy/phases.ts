/**
 * The order of a deploy, so that a visitor never gets a page whose files are not up yet, and a deploy
 * cut off midway leaves the previous site whole: new assets (hashed, never overwritten) first, then
 * the pages and their JSON copies, then what points at pages (sitemap, feed, robots.txt), then
 * report.json; objects no longer in the export are deleted only after all of that.
 */
export const UPLOAD_PHASES = ['assets', 'pages', 'indexes', 'report'] as const;

export type UploadPhase = (typeof UPLOAD_PHASES)[number];

/** the phase a file of the export is uploaded in, by its path relative to the export ('blog/index.html') */
export function phaseOf(rel: string): UploadPhase {
  if (rel === 'report.json') return 'report';
  if (rel.endsWith('.xml') || rel === 'robots.txt') return 'indexes';
  if (rel.endsWith('.html') || (rel.startsWith('api/') && rel.endsWith('.json'))) return 'pages';
  return 'assets';
}
