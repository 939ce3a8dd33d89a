import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { checkListedKeys, shown, UntrustedBucketDataError } from './bucketTrust';
import { checkManifest, type DeployManifest } from './manifest';
import { type DeployTarget, manifestKey } from './target';

/** an object in the bucket as a listing shows it */
export interface RemoteObject {
  key: string;
  /** without quotes: the hex MD5 of a single-part upload, something else for multipart or SSE-KMS */
  etag: string;
  size: number;
}

const unquote = (etag: string | undefined) => (etag ?? '').replace(/^(W\/)?"|"$/g, '');

/** every object under the target's prefix (a listing is 1,000 keys a page) */
export async function listBucket(client: S3Client, target: DeployTarget, signal?: AbortSignal): Promise<Map<string, RemoteObject>> {
  const objects = new Map<string, RemoteObject>();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.prefix || undefined, ContinuationToken: token }),
      { abortSignal: signal },
    );
    for (const o of page.Contents ?? []) if (o.Key) objects.set(o.Key, { key: o.Key, etag: unquote(o.ETag), size: o.Size ?? 0 });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  // a key outside the prefix, or one a store may resolve outside it, is never deleted or compared
  checkListedKeys(target, objects.keys());
  return objects;
}

/** lists one key: fails as a deploy would when the bucket is missing or the key may not list it */
export async function canList(client: S3Client, target: DeployTarget, signal?: AbortSignal): Promise<void> {
  await client.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.prefix || undefined, MaxKeys: 1 }), {
    abortSignal: signal,
  });
}

/** the manifest of the last complete deploy, checked whole (manifest.ts), or null when there is none (a first deploy) */
export async function readManifest(client: S3Client, target: DeployTarget, signal?: AbortSignal): Promise<DeployManifest | null> {
  let text: string;
  try {
    const res = await client.send(new GetObjectCommand({ Bucket: target.bucket, Key: manifestKey(target) }), { abortSignal: signal });
    text = (await res.Body?.transformToString()) ?? '';
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
  return checkManifest(text, target);
}

/** the text of an object (a document the deploy reads the links of), or null when it is gone */
export async function readObjectText(client: S3Client, bucket: string, key: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal: signal });
    return (await res.Body?.transformToString()) ?? '';
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
}

/** what the manifest's object says of the live deploy without reading it (its metadata) */
export interface LiveDeploy {
  deployedAt?: string;
  /** when the deploy a rollback would put back was made; absent when there is none */
  previousDeployedAt?: string;
  files?: number;
}

/** writes the manifest: the last step of a deploy; its metadata says when, and what a rollback would put back */
export async function writeManifest(client: S3Client, target: DeployTarget, manifest: DeployManifest, signal?: AbortSignal): Promise<void> {
  const live: Record<string, string> = { files: String(Object.keys(manifest.files).length) };
  if (manifest.deployedAt) live['deployed-at'] = manifest.deployedAt;
  if (manifest.previous) live['previous-deployed-at'] = manifest.previous.deployedAt ?? 'unknown';
  await client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: manifestKey(target),
      Body: JSON.stringify(manifest),
      ContentType: 'application/json',
      CacheControl: 'no-store',
      Metadata: live,
    }),
    { abortSignal: signal },
  );
}

/** the manifest's metadata as writeManifest writes it; read back from the bucket, so checked before it is shown */
const liveSchema = z.object({
  'deployed-at': z.iso.datetime().optional(),
  'previous-deployed-at': z.union([z.iso.datetime(), z.literal('unknown')]).optional(),
  files: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

/** the live deploy as the manifest's metadata says (one HEAD request), or null when there is no manifest */
export async function headManifest(client: S3Client, target: DeployTarget, signal?: AbortSignal): Promise<LiveDeploy | null> {
  let metadata: Record<string, string>;
  try {
    const res = await client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: manifestKey(target) }), { abortSignal: signal });
    metadata = res.Metadata ?? {};
  } catch (err) {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey') {
      // a missing bucket answers a HEAD with a bare 404 too: list it to tell the two apart
      await canList(client, target, signal);
      return null;
    }
    throw err;
  }
  const parsed = liveSchema.safeParse(metadata);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    throw new UntrustedBucketDataError(
      `the metadata of the deploy manifest at ${target.url} is not what a deploy writes (${shown(field)}: ${shown(metadata[field] ?? '')}): another writer may have altered it`,
    );
  }
  const m = parsed.data;
  return {
    ...(m['deployed-at'] ? { deployedAt: m['deployed-at'] } : {}),
    ...(m['previous-deployed-at'] ? { previousDeployedAt: m['previous-deployed-at'] } : {}),
    ...(m.files ? { files: Number(m.files) } : {}),
  };
}

/** ETag of a single-part upload, as the store answered it */
export const etagOf = unquote;
