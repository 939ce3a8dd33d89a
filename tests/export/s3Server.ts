import { startS3rver } from '../../bench/s3rver.mjs';
import type { StorageConfig } from '../../cli/deploy/client';

/** s3rver's built-in account: any other access key id is refused with InvalidAccessKeyId */
export const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** the deploy configuration for this server (path-style, its account) */
  config: StorageConfig;
  /** the same as the environment variables `site deploy` and `site serve` read */
  env: Record<string, string>;
  /** the URL a visitor's GET of an object goes to (path-style, anonymous) */
  objectUrl(bucket: string, key: string): string;
  /** the folder s3rver keeps the buckets in (one subfolder per bucket) */
  directory: string;
  stop(): Promise<void>;
}

/** the deploy configuration for an S3-compatible endpoint with s3rver's account */
export function storageConfigFor(endpoint: string): { config: StorageConfig; env: Record<string, string> } {
  const config: StorageConfig = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: S3RVER_KEY,
    AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_S3_FORCE_PATH_STYLE: true,
  };
  return { config, env: Object.fromEntries(Object.entries(config).map(([k, v]) => [k, String(v)])) };
}

/**
 * a real S3-protocol server (s3rver) on loopback with the given buckets, storing in a temporary folder.
 * It runs in a child process that pages listings past 1,000 keys and lists in S3's order (bench/s3rver.mjs).
 */
export async function startS3(buckets: string[]): Promise<TestS3> {
  const server = await startS3rver({ buckets });
  const { config, env } = storageConfigFor(server.endpoint);
  return {
    endpoint: server.endpoint,
    config,
    env,
    objectUrl: (bucket, key) => `${server.endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
    directory: server.directory,
    stop: () => server.stop(),
  };
}
