/**
 * Pages that need no work. The staging folder is the spare export (swap.ts); a page it holds with the
 * key of the page the previous export reused or rendered, whose dependency key (pageDeps.ts) is the
 * same this time, is kept as it lies, and so is its post's JSON copy when the copy's key is unchanged.
 * A render worker decides that from the memo with no file read and no system call (renderToFile,
 * writePostCopy); the main thread holds the memo and can decide it the same way, without sending the
 * page to a worker and the answer back (4,000 round trips in a CI export after a one-post edit).
 */
import { type DataVersions, depsUnchanged, postCopyKey } from './pageDeps';
import type { PageOutcome } from './pageOutput';
import { type CopyOutcome, type PageCopyJob, postCopyFile } from './postCopies';
import { completeOutcome, type ReuseSource } from './reuse';

/**
 * the outcome of a page (and its copy) the staging folder already holds with unchanged inputs; null
 * when a worker must see to it: a page or copy to render, to link from the live export or to stat, or
 * a dependency these versions cannot name (the worker reports that as the page's failure)
 */
export function heldOutcome(
  job: PageCopyJob,
  reuse: ReuseSource,
  versions: DataVersions,
): { outcome: PageOutcome; copy?: CopyOutcome } | null {
  const before = reuse.pages[job.path];
  if (!before?.deps || job.held === undefined || job.held !== before.key) return null;
  try {
    if (!depsUnchanged(versions, job, before.deps)) return null;
    let copy: CopyOutcome | undefined;
    if (job.copy) {
      const file = postCopyFile(job.copy.slug);
      const key = postCopyKey(versions, file, job.copy.slug);
      const held = reuse.copies?.[file];
      if (job.copy.held !== key || held?.key !== key) return null;
      copy = { file, bytes: held.bytes, brotliBytes: held.brotliBytes, unchanged: true, key };
    }
    const outcome = completeOutcome(
      { path: job.path, key: before.key, file: before.file, deps: before.deps, writeMs: 0, reused: true },
      reuse,
    );
    return { outcome, copy };
  } catch {
    return null;
  }
}
