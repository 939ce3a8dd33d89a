import * as z from 'zod';

const entrySchema = z.object({ md5: z.string(), etag: z.string(), contentType: z.string(), cacheControl: z.string() });

/**
 * What the last complete deploy put in the bucket, per object key: the bytes' MD5, the ETag the store
 * answered and the headers. The listing alone says whether the bytes changed when the ETag is the MD5
 * (AWS, R2, MinIO for a single-part upload); the manifest covers stores whose ETag is something else
 * (SSE-KMS) and headers that changed while the bytes did not.
 *
 * Version 2 adds when the deploy finished and `previous`: the deploy before it, as the entries where the
 * two differ (null: the key was not there). Those versions are kept in the archive (archive.ts), so that
 * `site deploy --rollback` can put the previous deploy back (docs/decisions/012).
 */
const manifestSchema = z.object({
  version: z.union([z.literal(1), z.literal(2)]),
  deployedAt: z.string().optional(),
  /** the site URL of the export: where its sitemap and feed link to */
  siteUrl: z.string().optional(),
  files: z.record(z.string(), entrySchema),
  previous: z
    .object({ deployedAt: z.string().optional(), siteUrl: z.string().optional(), differs: z.record(z.string(), entrySchema.nullable()) })
    .optional(),
});

export type DeployManifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = DeployManifest['files'][string];

/** a manifest's JSON, or null when it is not one (then the listing decides alone) */
export function parseManifest(text: string): DeployManifest | null {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sameEntry = (a: ManifestEntry | undefined | null, b: ManifestEntry | undefined | null) =>
  a?.md5 === b?.md5 && a?.contentType === b?.contentType && a?.cacheControl === b?.cacheControl;

/** where `before` differs from `after`: each such key's entry in `before`, or null where it had none */
export function differences(before: DeployManifest['files'], after: DeployManifest['files']): Record<string, ManifestEntry | null> {
  const differs: Record<string, ManifestEntry | null> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!sameEntry(before[key], after[key])) differs[key] = before[key] ?? null;
  }
  return differs;
}

/** the files of the deploy before the manifest's: its own files with the differences put back */
export function previousFiles(manifest: DeployManifest): DeployManifest['files'] | null {
  if (!manifest.previous) return null;
  const files = { ...manifest.files };
  for (const [key, entry] of Object.entries(manifest.previous.differs)) {
    if (entry) files[key] = entry;
    else delete files[key];
  }
  return files;
}
