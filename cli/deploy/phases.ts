import { isDocument } from './links';

/**
 * The phases of a deploy, so that a visitor never gets a page whose files are not up yet, and a deploy
 * cut off midway leaves the previous site whole: assets first (new hashed assets are new keys: no page
 * links to them yet), then the documents in their link-safe order (order.ts), then report.json; objects
 * no longer in the export are deleted only after all of that, and the manifest is written last.
 */
export const UPLOAD_PHASES = ['assets', 'documents', 'report'] as const;

export type UploadPhase = (typeof UPLOAD_PHASES)[number];

/** the phase a file of the export is uploaded in, by its path relative to the export ('blog/index.html') */
export function phaseOf(rel: string): UploadPhase {
  if (rel === 'report.json') return 'report';
  return isDocument(rel) ? 'documents' : 'assets';
}
