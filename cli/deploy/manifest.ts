import * as z from 'zod';
import { manifestKeyProblem, shown, UntrustedBucketDataError } from './bucketTrust';
import { type DeployTarget, manifestKey } from './target';

/** a header value as a deploy writes it: printable ASCII on one line */
const headerValue = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\x20-\x7e]*$/, 'is not printable ASCII on one line');

const entrySchema = z.strictObject({
  // names the archived copy of the bytes (target.ts archiveKey): anything else could name another key
  md5: z.string().regex(/^[0-9a-f]{32}$/, 'is not 32 hex digits'),
  etag: headerValue(256),
  contentType: headerValue(256).regex(/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(;.*)?$/, 'is not a media type'),
  cacheControl: headerValue(256),
});
const when = z.iso.datetime({ message: 'is not an ISO date and time' });
const siteUrl = z.url({ protocol: /^https?$/, message: 'is not an http(s) URL' }).max(2048);

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
const manifestSchema = z.strictObject({
  version: z.union([z.literal(1), z.literal(2)]),
  deployedAt: when.optional(),
  /** the site URL of the export: where its sitemap and feed link to */
  siteUrl: siteUrl.optional(),
  files: z.record(z.string(), entrySchema),
  previous: z
    .strictObject({ deployedAt: when.optional(), siteUrl: siteUrl.optional(), differs: z.record(z.string(), entrySchema.nullable()) })
    .optional(),
});

export type DeployManifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = DeployManifest['files'][string];

/**
 * the manifest read from the target, checked whole before any of it is used (bucketTrust.ts): every field
 * as a deploy writes it, every key under the target's prefix naming a file there. Anything else refuses
 * the deploy, rollback or dry run with one line, before anything changes.
 */
export function checkManifest(text: string, target: DeployTarget): DeployManifest {
  const refuse = (why: string) =>
    new UntrustedBucketDataError(
      `refusing the deploy manifest ${shown(`s3://${target.bucket}/${manifestKey(target)}`)}: ${why}; nothing was changed. Another writer may have altered it: check the bucket, then fix or delete that object (deleting it makes the next deploy compare by the listing alone, and forgets the deploy a rollback would put back)`,
    );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse('it is not JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = (issue?.path ?? []).map((p) => (typeof p === 'number' ? `[${p}]` : `[${shown(String(p))}]`)).join('');
    throw refuse(`${where ? `${where} ` : ''}${issue?.message ?? 'is not a deploy manifest'}`);
  }
  const m = parsed.data;
  const problem = manifestKeyProblem(target, [
    ...Object.keys(m.files).map((k): [string, string] => ['files', k]),
    ...Object.keys(m.previous?.differs ?? {}).map((k): [string, string] => ['previous.differs', k]),
  ]);
  if (problem) throw refuse(problem);
  return m;
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
