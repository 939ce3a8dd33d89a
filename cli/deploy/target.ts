/** where a deploy goes: a bucket of an S3-compatible store and a key prefix inside it */
export interface DeployTarget {
  bucket: string;
  /** '' (the bucket's root) or 'segment/.../' with a trailing slash */
  prefix: string;
  /** the target as written back: s3://bucket or s3://bucket/prefix */
  url: string;
}

/** a target that is not s3://BUCKET[/PREFIX] */
export class DeployTargetError extends Error {
  override name = 'DeployTargetError';
}

// S3's bucket rules (R2 and MinIO follow them): 3-63 lowercase letters, digits, dots and hyphens
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** parses s3://BUCKET[/PREFIX]; a prefix is folder names, without empty, '.' or '..' segments */
export function parseDeployTarget(text: string): DeployTarget {
  const m = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(text.trim());
  const bucket = m?.[1] ?? '';
  if (!m || !BUCKET.test(bucket) || bucket.includes('..')) {
    throw new DeployTargetError(
      `"${text}" is not a deploy target: write s3://BUCKET or s3://BUCKET/PREFIX (a bucket name is 3-63 lowercase letters, digits, dots and hyphens)`,
    );
  }
  const rest = (m[2] ?? '').replace(/\/+$/, '');
  const segments = rest === '' ? [] : rest.split('/');
  const bad = segments.find((s) => s === '' || s === '.' || s === '..' || s.includes('\\'));
  if (bad !== undefined) {
    throw new DeployTargetError(`"${text}" is not a deploy target: its prefix has an empty, '.', '..' or backslashed segment`);
  }
  const prefix = segments.length > 0 ? `${segments.join('/')}/` : '';
  return { bucket, prefix, url: `s3://${bucket}${prefix ? `/${prefix.slice(0, -1)}` : ''}` };
}

/** the object key of an export file ('about/index.html') under the target's prefix */
export const objectKey = (target: DeployTarget, rel: string): string => `${target.prefix}${rel}`;

/** the object that records what the last complete deploy uploaded (written last; see plan.ts) */
export const manifestKey = (target: DeployTarget): string => `${target.prefix}.site-deploy.json`;

/** where the versions a rollback may need are kept, under the target, named by their MD5 (archive.ts) */
export const archivePrefix = (target: DeployTarget): string => `${target.prefix}.site-deploy/objects/`;

/** the archived copy of the bytes with this MD5 */
export const archiveKey = (target: DeployTarget, md5: string): string => `${archivePrefix(target)}${md5}`;

/** the deploy's own objects under the target (the manifest and the archive), which are not the site */
export const isDeployKey = (target: DeployTarget, key: string): boolean =>
  key === manifestKey(target) || key.startsWith(`${target.prefix}.site-deploy/`);
