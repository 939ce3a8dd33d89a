import { DeployRefusedError } from './errors';
import { type DeployTarget, isDeployKey } from './target';

/**
 * Everything a deploy reads back from the bucket is untrusted: another writer with access to the bucket
 * (or to another prefix of a shared one) can have written it. The manifest, the listing and the manifest's
 * metadata are checked whole before any of it is used; what fails a check refuses the deploy, the rollback
 * or the dry run before anything changes. The documents whose links a deploy reads (to order deletions and
 * rollbacks) only order keys the deploy already has, so they are not checked here.
 */
export class UntrustedBucketDataError extends DeployRefusedError {
  override name = 'UntrustedBucketDataError';
}

/** S3's longest key, in bytes */
const MAX_KEY_BYTES = 1024;

/** a string read from the bucket as it can be shown on one line: quoted, control characters escaped, cut short */
export const shown = (text: string): string => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);

/**
 * why an object key read from the bucket may not be used for the target, or null when it may: it must lie
 * under the target's prefix, and name a file there (no empty, '.' or '..' segment, no backslash, no control
 * character), so that no store that resolves such segments can take it outside the prefix
 */
export function keyProblem(target: DeployTarget, key: string): string | null {
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return `is longer than S3's ${MAX_KEY_BYTES} bytes`;
  if (!key.startsWith(target.prefix)) return `is not under the target's prefix ${shown(target.prefix)}`;
  const rel = key.slice(target.prefix.length);
  if (rel === '') return 'is the prefix itself';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(rel)) return 'has a control character or a backslash';
  const bad = rel.split('/').find((s) => s === '' || s === '.' || s === '..');
  if (bad !== undefined) return `has ${bad === '' ? 'an empty' : `a '${bad}'`} segment`;
  return null;
}

/** the keys a listing of the target answered, refused whole when one of them is not a key of the target */
export function checkListedKeys(target: DeployTarget, keys: Iterable<string>): void {
  for (const key of keys) {
    const problem = keyProblem(target, key);
    if (problem) {
      throw new UntrustedBucketDataError(
        `refusing to deploy to ${target.url}: the bucket lists an object whose key ${problem} (${shown(key)}), which a store may resolve outside the target; nothing was changed. Remove that object with the store's own tools, then run again`,
      );
    }
  }
}

/** checks the keys of a manifest (its files and the previous deploy's differences): answers the first problem */
export function manifestKeyProblem(target: DeployTarget, keys: Iterable<[where: string, key: string]>): string | null {
  for (const [where, key] of keys) {
    const problem = keyProblem(target, key) ?? (isDeployKey(target, key) ? "is one of the deploy's own objects" : null);
    if (problem) return `${where} key ${shown(key)} ${problem}`;
  }
  return null;
}
