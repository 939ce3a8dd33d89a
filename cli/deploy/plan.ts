import type { WantedFile } from './files';
import type { DeployManifest } from './manifest';
import { UPLOAD_PHASES } from './phases';
import type { RemoteObject } from './remote';

export interface DeployPlan {
  /** the files to put in the bucket, phase by phase and by name within one (order.ts orders the documents) */
  uploads: WantedFile[];
  unchanged: WantedFile[];
  /** object keys of the site under the prefix that are not wanted any more */
  deletes: string[];
}

/**
 * whether the bucket already holds these bytes with these headers: the listed ETag is the file's MD5
 * (or the ETag the manifest recorded for the same MD5), and the manifest, when it knows the object,
 * recorded the same Content-Type and Cache-Control
 */
function isUnchanged(file: WantedFile, remote: RemoteObject | undefined, manifest: DeployManifest | null, key: string): boolean {
  if (!remote) return false;
  const recorded = manifest?.files[key];
  const sameBytes = remote.etag === file.md5 || (recorded !== undefined && recorded.md5 === file.md5 && recorded.etag === remote.etag);
  if (!sameBytes) return false;
  return !recorded || (recorded.contentType === file.contentType && recorded.cacheControl === file.cacheControl);
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** compares the wanted files with the site's objects in the bucket: what to put, what is there already, what to delete */
export function planDeploy(
  files: WantedFile[],
  site: Map<string, RemoteObject>,
  manifest: DeployManifest | null,
  keyOf: (rel: string) => string,
): DeployPlan {
  const uploads: WantedFile[] = [];
  const unchanged: WantedFile[] = [];
  for (const file of files) (isUnchanged(file, site.get(keyOf(file.rel)), manifest, keyOf(file.rel)) ? unchanged : uploads).push(file);
  const order = (f: WantedFile) => UPLOAD_PHASES.indexOf(f.phase);
  uploads.sort((a, b) => order(a) - order(b) || byName(a.rel, b.rel));
  const wanted = new Set(files.map((f) => keyOf(f.rel)));
  const deletes = [...site.keys()].filter((key) => !wanted.has(key)).sort(byName);
  return { uploads, unchanged, deletes };
}
