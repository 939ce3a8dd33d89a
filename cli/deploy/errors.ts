import type { DeployTarget } from './target';

/** a deploy that failed for a reason the operator can fix; the message is the one line to show */
export class DeployError extends Error {
  override name = 'DeployError';
}

/** a deploy refused before anything in the bucket changed (not an export, too many deletions, nothing to roll back) */
export class DeployRefusedError extends DeployError {
  override name = 'DeployRefusedError';
}

/** a deploy stopped by its caller (an abort signal) before it finished */
export class DeployAbortedError extends DeployError {
  override name = 'DeployAbortedError';
}

/** the errors of a store that cannot be reached (refused, unknown host, cut off, timed out) */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * one line for a failed call to the store: what went wrong and what to change. Never the keys: the
 * SDK's error objects can carry the access key id, so only names and codes are used.
 */
export function storageError(err: unknown, target: DeployTarget, store: string): unknown {
  const e = (err ?? {}) as SdkError;
  const name = e.name ?? 'Error';
  const code = e.code ?? (typeof e.message === 'string' ? /\b(E[A-Z_]{4,})\b/.exec(e.message)?.[1] : undefined);
  const unreachable = code !== undefined && NETWORK_CODES.has(code);
  // only the store's answers and the network are explained here; the lock's and the exporter's errors say enough
  const fromStore = typeof err === 'object' && err !== null && ('$metadata' in err || name === 'AbortError' || unreachable);
  if (err instanceof DeployError || !fromStore) return err;
  const status = e.$metadata?.httpStatusCode;
  const where = `bucket "${target.bucket}" at ${store}`;
  if (name === 'AbortError') return new DeployAbortedError('the deploy was stopped before it finished; run it again to complete it');
  if (name === 'NoSuchBucket' || (name === 'NotFound' && status === 404))
    return new DeployError(`${where} does not exist (NoSuchBucket): create it, or fix the target`);
  if (name === 'InvalidAccessKeyId')
    return new DeployError(`the store at ${store} does not know the access key (InvalidAccessKeyId): check AWS_ACCESS_KEY_ID`);
  if (name === 'SignatureDoesNotMatch')
    return new DeployError(`the store at ${store} refused the secret key (SignatureDoesNotMatch): check AWS_SECRET_ACCESS_KEY`);
  if (name === 'AccessDenied' || status === 403)
    return new DeployError(`${where} refused the access key (${name}): it needs to list, read, write and delete objects there`);
  if (unreachable) return new DeployError(`cannot reach the store at ${store} (${code}): check AWS_ENDPOINT_URL_S3 and the network`);
  return new DeployError(`${where} answered ${name}${status ? ` (HTTP ${status})` : ''}: ${e.message ?? 'no message'}`);
}
