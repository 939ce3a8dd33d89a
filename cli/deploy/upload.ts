import { readFile } from 'node:fs/promises';
import { CopyObjectCommand, DeleteObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { DeployError } from './errors';
import type { WantedFile } from './files';
import { etagOf } from './remote';
import { type DeployTarget, objectKey } from './target';

/** the x-amz-copy-source of a key: the bucket and the key, each segment URL-encoded */
const copySource = (bucket: string, key: string) => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * puts one wanted file at its key with its Content-Type and Cache-Control: uploaded from the export (with
 * its MD5, so that the store refuses bytes damaged on the way), or copied inside the store from the
 * archive (a rollback); answers the ETag the store gave it
 */
export async function putWanted(client: S3Client, target: DeployTarget, file: WantedFile, signal?: AbortSignal): Promise<string> {
  const Key = objectKey(target, file.rel);
  if ('archived' in file.from) {
    const res = await client.send(
      new CopyObjectCommand({
        Bucket: target.bucket,
        Key,
        CopySource: copySource(target.bucket, file.from.archived),
        MetadataDirective: 'REPLACE',
        ContentType: file.contentType,
        CacheControl: file.cacheControl,
      }),
      { abortSignal: signal },
    );
    return etagOf(res.CopyObjectResult?.ETag) || file.md5;
  }
  const res = await client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key,
      Body: await readFile(file.from.file),
      ContentType: file.contentType,
      CacheControl: file.cacheControl,
      ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'),
    }),
    { abortSignal: signal },
  );
  return etagOf(res.ETag) || file.md5;
}

/** copies an object to another key of the same bucket as it is (the archive keeps a version this way) */
export async function copyWithin(client: S3Client, bucket: string, from: string, to: string, signal?: AbortSignal): Promise<void> {
  await client.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: copySource(bucket, from) }), { abortSignal: signal });
}

/** deletes objects, 1,000 a request (the API's limit); any key the store could not delete fails the deploy */
export async function deleteObjects(client: S3Client, target: DeployTarget, keys: string[], signal?: AbortSignal): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    const res = await client.send(
      new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      { abortSignal: signal },
    );
    const failed = res.Errors ?? [];
    if (failed.length > 0) {
      throw new DeployError(
        `could not delete ${failed.length} of ${batch.length} old objects from ${target.url}, first ${failed[0]?.Key} (${failed[0]?.Code}); run the deploy again`,
      );
    }
  }
}
