import { readFile } from 'node:fs/promises';
import { DeleteObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { DeployError } from './errors';
import type { LocalFile } from './files';
import { etagOf } from './remote';
import { type DeployTarget, objectKey } from './target';

/**
 * uploads one file with its Content-Type and Cache-Control, and its MD5 so that the store refuses
 * bytes damaged on the way; answers the ETag the store gave it
 */
export async function uploadFile(client: S3Client, target: DeployTarget, file: LocalFile, signal?: AbortSignal): Promise<string> {
  const res = await client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: objectKey(target, file.rel),
      Body: await readFile(file.abs),
      ContentType: file.contentType,
      CacheControl: file.cacheControl,
      ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'),
    }),
    { abortSignal: signal },
  );
  return etagOf(res.ETag) || file.md5;
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
