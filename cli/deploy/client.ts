import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../core/config';
import { DeployError } from './errors';

/** the configuration of the S3-compatible store: the AWS SDK's standard variables, read by core/config.ts */
export type StorageConfig = Partial<
  Pick<
    Config,
    | 'AWS_REGION'
    | 'AWS_ACCESS_KEY_ID'
    | 'AWS_SECRET_ACCESS_KEY'
    | 'AWS_SESSION_TOKEN'
    | 'AWS_ENDPOINT_URL_S3'
    | 'AWS_ENDPOINT_URL'
    | 'AWS_S3_FORCE_PATH_STYLE'
  >
>;

/** the store's endpoint: AWS_ENDPOINT_URL_S3, else AWS_ENDPOINT_URL, else undefined (AWS S3 itself) */
export const storageEndpoint = (config: StorageConfig): string | undefined => config.AWS_ENDPOINT_URL_S3 ?? config.AWS_ENDPOINT_URL;

/** where the store is, for messages: the endpoint without any user part, or AWS S3 and its region */
export function describeStore(config: StorageConfig): string {
  const endpoint = storageEndpoint(config);
  if (!endpoint) return `AWS S3 (${config.AWS_REGION ?? 'us-east-1'})`;
  const url = new URL(endpoint);
  return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

/**
 * An S3 client from the configuration alone. The SDK would otherwise also read the environment and
 * ~/.aws on its own (credentials, region, endpoint, retry and checksum settings), so that what the
 * configuration says and what the client does could differ: every such setting is given here.
 */
export function createS3Client(config: StorageConfig): S3Client {
  if (!config.AWS_ACCESS_KEY_ID || !config.AWS_SECRET_ACCESS_KEY) {
    throw new DeployError(`no credentials for ${describeStore(config)}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`);
  }
  // the pinned SDK runs on Node 20; its notice is about later versions, and would break the one-line output
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const endpoint = storageEndpoint(config);
  return new S3Client({
    region: config.AWS_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: config.AWS_S3_FORCE_PATH_STYLE ?? false,
    credentials: {
      accessKeyId: config.AWS_ACCESS_KEY_ID,
      secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
      ...(config.AWS_SESSION_TOKEN ? { sessionToken: config.AWS_SESSION_TOKEN } : {}),
    },
    ignoreConfiguredEndpointUrls: true,
    // S3-compatible stores differ in the newer checksum headers; each upload carries Content-MD5 instead
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    retryMode: 'standard',
    useDualstackEndpoint: false,
    useFipsEndpoint: false,
    useArnRegion: false,
    disableS3ExpressSessionAuth: true,
  });
}
