import type { Config } from '../../core/config';
import { hasExport } from '../../core/exportPaths';
import { withExportLock } from '../export/lock';
import { createProgress, type ProgressSink } from '../export/progress';
import { NoExportError } from '../export/results';
import { createS3Client, describeStore, type StorageConfig } from './client';
import { DeployAbortedError, storageError } from './errors';
import { deployableFiles } from './files';
import type { DeployManifest } from './manifest';
import { UPLOAD_PHASES } from './phases';
import { type DeployPlan, planDeploy } from './plan';
import { mapLimit } from './pool';
import { canList, listBucket, readManifest, writeManifest } from './remote';
import { manifestKey, objectKey, parseDeployTarget } from './target';
import { deleteObjects, uploadFile } from './upload';

export interface DeployOptions {
  /** the export folder to publish */
  dir: string;
  /** s3://BUCKET[/PREFIX] */
  target: string;
  config: StorageConfig & Partial<Pick<Config, 'CI' | 'DATABASE_URL'>>;
  /** uploads in flight at once (default 8) */
  concurrency?: number;
  /** compare and report, change nothing */
  dryRun?: boolean;
  quiet?: boolean;
  onProgress?: ProgressSink;
  /** stops the deploy: no new upload starts, running ones are cancelled, nothing is deleted */
  signal?: AbortSignal;
}

/** what `site deploy --json` prints */
export interface DeployResult {
  uploaded: number;
  unchanged: number;
  deleted: number;
  /** bytes uploaded */
  bytes: number;
  seconds: number;
}

export interface DeployOutcome {
  result: DeployResult;
  /** the target as written back (s3://bucket/prefix) */
  target: string;
  /** the keys a dry run would upload and delete */
  plan?: { upload: string[]; delete: string[] };
}

const rounded = (ms: number) => Math.round(ms / 10) / 100;

/**
 * publishes the export to an S3-compatible bucket: uploads the files whose bytes or headers changed
 * (new assets, then pages, then sitemap and feed, then report.json), deletes the objects the export no
 * longer has, and writes the manifest last. Cut off anywhere, the previous site is still whole and a
 * rerun completes it. Holds the export lock, so no export swaps the folder underneath.
 */
export async function deploySite(opts: DeployOptions): Promise<DeployOutcome> {
  const target = parseDeployTarget(opts.target);
  if (!hasExport(opts.dir)) throw new NoExportError(`no export in ${opts.dir} to deploy: run \`site export\` first`);
  const store = describeStore(opts.config);
  const client = createS3Client(opts.config);
  const started = performance.now();
  const { signal } = opts;
  try {
    return await withExportLock({ outDir: opts.dir, command: 'deploy', databaseUrl: opts.config.DATABASE_URL }, async () => {
      const [files, remote, manifest] = await Promise.all([
        deployableFiles(opts.dir),
        listBucket(client, target, signal),
        readManifest(client, target, signal),
      ]);
      const keyOf = (rel: string) => objectKey(target, rel);
      const plan = planDeploy(files, remote, manifest, keyOf, manifestKey(target));
      const bytes = plan.uploads.reduce((n, f) => n + f.size, 0);
      const result = (uploaded: number, deleted: number): DeployResult => ({
        uploaded,
        unchanged: plan.unchanged.length,
        deleted,
        bytes,
        seconds: rounded(performance.now() - started),
      });
      if (opts.dryRun) {
        return {
          result: result(plan.uploads.length, plan.deletes.length),
          target: target.url,
          plan: { upload: plan.uploads.map((f) => keyOf(f.rel)), delete: plan.deletes },
        };
      }
      const etags = await uploadInOrder(plan, opts, (file) => uploadFile(client, target, file, signal));
      if (signal?.aborted) throw new DeployAbortedError('the deploy was stopped before it finished; run it again to complete it');
      // only now that everything new is up may the old objects go
      await deleteObjects(client, target, plan.deletes, signal);
      const next: DeployManifest = { version: 1, files: {} };
      for (const f of files) {
        const key = keyOf(f.rel);
        const etag = etags.get(f.rel) ?? manifest?.files[key]?.etag ?? remote.get(key)?.etag ?? f.md5;
        next.files[key] = { md5: f.md5, etag, contentType: f.contentType, cacheControl: f.cacheControl };
      }
      await writeManifest(client, target, next, signal);
      return { result: result(plan.uploads.length, plan.deletes.length), target: target.url };
    });
  } catch (err) {
    throw storageError(err, target, store);
  } finally {
    client.destroy();
  }
}

/** checks that the bucket exists and the key may list it, with the one-line error a deploy would give */
export async function checkDeployTarget(opts: Pick<DeployOptions, 'target' | 'config' | 'signal'>): Promise<void> {
  const target = parseDeployTarget(opts.target);
  const client = createS3Client(opts.config);
  try {
    await canList(client, target, opts.signal);
  } catch (err) {
    throw storageError(err, target, describeStore(opts.config));
  } finally {
    client.destroy();
  }
}

/** uploads phase by phase, `concurrency` at a time, with progress; answers each uploaded file's ETag */
async function uploadInOrder(plan: DeployPlan, opts: DeployOptions, upload: (file: DeployPlan['uploads'][number]) => Promise<string>) {
  const etags = new Map<string, string>();
  const progress = createProgress(plan.uploads.length, 'Uploading', { quiet: opts.quiet, sink: opts.onProgress, plain: opts.config.CI });
  for (const phase of UPLOAD_PHASES) {
    const batch = plan.uploads.filter((f) => f.phase === phase);
    await mapLimit(batch, opts.concurrency ?? 8, async (file) => {
      if (opts.signal?.aborted) throw new DeployAbortedError('the deploy was stopped before it finished; run it again to complete it');
      etags.set(file.rel, await upload(file));
      progress.tick(file.rel);
    });
  }
  progress.done();
  return etags;
}
