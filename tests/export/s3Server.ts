import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
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
  stop(): Promise<void>;
}

/** a real S3-protocol server (s3rver) on loopback with the given buckets, storing in a temporary folder */
export async function startS3(buckets: string[]): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'blok-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: StorageConfig = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: S3RVER_KEY,
    AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_S3_FORCE_PATH_STYLE: true,
  };
  return {
    endpoint,
    config,
    env: Object.fromEntries(Object.entries(config).map(([k, v]) => [k, String(v)])),
    objectUrl: (bucket, key) => `${endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
