import * as z from 'zod';

/**
 * What the last complete deploy uploaded, per object key: the bytes' MD5, the ETag the store answered
 * and the headers. The listing alone says whether the bytes changed when the ETag is the MD5 (AWS,
 * R2, MinIO for a single-part upload); the manifest covers stores whose ETag is something else
 * (SSE-KMS) and headers that changed while the bytes did not.
 */
const manifestSchema = z.object({
  version: z.literal(1),
  files: z.record(z.string(), z.object({ md5: z.string(), etag: z.string(), contentType: z.string(), cacheControl: z.string() })),
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
