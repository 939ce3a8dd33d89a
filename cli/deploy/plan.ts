import type { LocalFile } from './files';
import type { DeployManifest } from './manifest';
import { UPLOAD_PHASES } from './phases';
import type { RemoteObject } from './remote';

export interface DeployPlan {
  /** the files to upload, in upload order (phase by phase, by name within one) */
  uploads: LocalFile[];
  unchanged: LocalFile[];
  /** object keys under the prefix that the export no longer has */
  deletes: string[];
}

/**
 * whether the bucket already holds these bytes with these headers: the listed ETag is the file's MD5
 * (or the ETag the manifest recorded for the same MD5), and the manifest, when it knows the object,
 * recorded the same Content-Type and Cache-Control
 */
function isUnchanged(file: LocalFile, remote: RemoteObject | undefined, manifest: DeployManifest | null, key: string): boolean {
  if (!remote) return false;
  const recorded = manifest?.files[key];
  const sameBytes = remote.etag === file.md5 || (recorded !== undefined && recorded.md5 === file.md5 && recorded.etag === remote.etag);
  if (!sameBytes) return false;
  return !recorded || (recorded.contentType === file.contentType && recorded.cacheControl === file.cacheControl);
}

/** compares the export with the bucket: what to upload, what is there already, what to delete last */
export function planDeploy(
  files: LocalFile[],
  remote: Map<string, RemoteObject>,
  manifest: DeployManifest | null,
  keyOf: (rel: string) => string,
  manifestKey: string,
): DeployPlan {
  const uploads: LocalFile[] = [];
  const unchanged: LocalFile[] = [];
  for (const file of files) (isUnchanged(file, remote.get(keyOf(file.rel)), manifest, keyOf(file.rel)) ? unchanged : uploads).push(file);
  const order = (f: LocalFile) => UPLOAD_PHASES.indexOf(f.phase);
  uploads.sort((a, b) => order(a) - order(b) || (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  const wanted = new Set(files.map((f) => keyOf(f.rel)));
  const deletes = [...remote.keys()].filter((key) => !wanted.has(key) && key !== manifestKey).sort();
  return { uploads, unchanged, deletes };
}
