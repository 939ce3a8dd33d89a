import { readFile } from 'node:fs/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../core/config';
import { defaultOutDir } from '../../core/exportPaths';
import { withExportLock } from '../export/lock';
import type { ProgressSink } from '../export/progress';
import { type ApplyOutcome, applyWanted, DEFAULT_MAX_DELETES } from './apply';
import { createS3Client, describeStore, type StorageConfig } from './client';
import { DeployRefusedError, storageError } from './errors';
import { checkCompleteExport } from './exportCheck';
import { deployableFiles, type HashMemo, type WantedFile } from './files';
import { documentLinks } from './links';
import { previousFiles } from './manifest';
import { phaseOf } from './phases';
import { canList, headManifest, type LiveDeploy, listBucket, type RemoteObject, readManifest, readObjectText } from './remote';
import { archiveKey, type DeployTarget, manifestKey, parseDeployTarget } from './target';

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
  /** the most objects it may delete (default 256); more is refused before anything changes */
  maxDeletes?: number;
  quiet?: boolean;
  onProgress?: ProgressSink;
  /** stops the deploy: no new upload starts, running ones are cancelled, nothing is deleted */
  signal?: AbortSignal;
  /** the bucket as prefetchDeploy read it, in the same hold of the export's lock as this deploy: not listed again */
  prefetched?: DeployPrefetch;
  /** MD5s of the export's files kept from before (files.ts): only files written since are read */
  hashes?: HashMemo;
}

/** what a deploy reads of the bucket before it compares: its listing under the target and the manifest */
export interface DeployPrefetch {
  /** the target as written back (s3://bucket/prefix): a prefetch serves only a deploy to it */
  target: string;
  listing: Map<string, RemoteObject>;
  manifest: Awaited<ReturnType<typeof readManifest>>;
}

/** a rollback needs no export; `dir` only names the export whose lock it takes (default dist/site) */
export type RollbackOptions = Omit<DeployOptions, 'dir'> & { dir?: string };

/** what `site deploy --json` prints */
export interface DeployResult {
  /** objects put: uploaded from the export, or copied back from the archive (a rollback) */
  uploaded: number;
  unchanged: number;
  deleted: number;
  /** versions of the previous deploy copied into the archive, for a rollback */
  archived: number;
  /** bytes put */
  bytes: number;
  seconds: number;
  /** documents linking to each other in a cycle, which no order can put or delete one at a time */
  cycles: string[][];
}

export interface DeployOutcome {
  result: DeployResult;
  /** the target as written back (s3://bucket/prefix) */
  target: string;
  /** the keys in the order they are (a dry run: would be) put and deleted */
  plan: { upload: string[]; delete: string[] };
  /** the pages among them: new, replaced, deleted */
  pages: ApplyOutcome['pages'];
  /** when the live manifest was written (absent in a dry run, and when nothing changed) */
  deployedAt?: string;
  /** a rollback: when the deploy it put back was first made */
  restored?: string;
}

const rounded = (ms: number) => Math.round(ms / 10) / 100;

/**
 * runs `work` with a client for the target under the export lock of `dir` (so no export replaces the
 * folder, and no other deploy or rollback of it runs), and turns the store's errors into one line
 */
async function withStore(
  opts: RollbackOptions & { dir: string },
  command: string,
  work: (client: S3Client, target: DeployTarget) => Promise<ApplyOutcome & { restored?: string }>,
): Promise<DeployOutcome> {
  const target = parseDeployTarget(opts.target);
  const store = describeStore(opts.config);
  const client = createS3Client(opts.config);
  const started = performance.now();
  try {
    const done = await withExportLock({ outDir: opts.dir, command, databaseUrl: opts.config.DATABASE_URL }, () => work(client, target));
    const { upload, delete: deletes, written, restored, pages, ...counts } = done;
    return {
      result: {
        uploaded: counts.uploaded,
        unchanged: counts.unchanged,
        deleted: counts.deleted,
        archived: counts.archived,
        bytes: counts.bytes,
        seconds: rounded(performance.now() - started),
        cycles: counts.cycles,
      },
      target: target.url,
      plan: { upload, delete: deletes },
      pages,
      ...(written?.deployedAt ? { deployedAt: written.deployedAt } : {}),
      ...(restored ? { restored } : {}),
    };
  } catch (err) {
    throw storageError(err, target, store);
  } finally {
    client.destroy();
  }
}

const applyOptions = (opts: RollbackOptions) => ({
  concurrency: opts.concurrency ?? 8,
  maxDeletes: opts.maxDeletes ?? DEFAULT_MAX_DELETES,
  dryRun: opts.dryRun,
  quiet: opts.quiet,
  plain: opts.config.CI,
  onProgress: opts.onProgress,
  signal: opts.signal,
});

/**
 * publishes the export to an S3-compatible bucket: uploads the files whose bytes or headers changed in
 * the link-safe order (order.ts), deletes the objects the export no longer has, and writes the manifest
 * last, keeping the replaced versions for a rollback (apply.ts). Cut off anywhere, every document in the
 * bucket still finds what it links to, and a rerun completes the deploy. A --dir that is not a complete
 * export is refused before the bucket is read.
 */
export async function deploySite(opts: DeployOptions): Promise<DeployOutcome> {
  parseDeployTarget(opts.target);
  const exported = await checkCompleteExport(opts.dir);
  return withStore(opts, 'deploy', async (client, target) => {
    const pre = opts.prefetched?.target === target.url ? opts.prefetched : undefined;
    const [files, listing, manifest] = await Promise.all([
      deployableFiles(opts.dir, opts.hashes),
      pre ? pre.listing : listBucket(client, target, opts.signal),
      pre ? pre.manifest : readManifest(client, target, opts.signal),
    ]);
    const all = new Set(files.map((f) => f.rel));
    return applyWanted({
      client,
      target,
      wanted: files,
      listing,
      manifest,
      siteUrl: exported.siteUrl,
      linksOf: async (f) => ('file' in f.from ? documentLinks(f.rel, await readFile(f.from.file, 'utf8'), all, exported.siteUrl) : null),
      ...applyOptions(opts),
    });
  });
}

/**
 * reads the bucket's listing and manifest ahead of a deploy, for a caller that holds the export's lock
 * across both (withExportLock nests): publish on edit reads them while the export updates, and no other
 * export or deploy can change the bucket in between. The manifest is checked as a deploy checks it.
 */
export async function prefetchDeploy(opts: Pick<DeployOptions, 'target' | 'config' | 'signal'>): Promise<DeployPrefetch> {
  const target = parseDeployTarget(opts.target);
  const client = createS3Client(opts.config);
  try {
    const [listing, manifest] = await Promise.all([listBucket(client, target, opts.signal), readManifest(client, target, opts.signal)]);
    return { target: target.url, listing, manifest };
  } catch (err) {
    throw storageError(err, target, describeStore(opts.config));
  } finally {
    client.destroy();
  }
}

/**
 * puts the deploy before the live one back (`site deploy --rollback`, the admin page's Roll back):
 * every object it had, copied back inside the store from the archive, in the same link-safe order, and
 * the objects it did not have deleted; then the manifest names the undone deploy as the previous one,
 * so a second rollback puts it back again. Nothing is exported or uploaded.
 */
export async function rollbackDeploy(opts: RollbackOptions): Promise<DeployOutcome> {
  return withStore({ ...opts, dir: opts.dir ?? defaultOutDir }, 'rollback', async (client, target) => {
    const [listing, manifest] = await Promise.all([listBucket(client, target, opts.signal), readManifest(client, target, opts.signal)]);
    if (!manifest) throw new DeployRefusedError(`there is no deploy at ${target.url} to roll back (no ${manifestKey(target)})`);
    const files = previousFiles(manifest);
    if (!files || !manifest.previous) {
      throw new DeployRefusedError(
        `the deploy at ${target.url} has no previous deploy to roll back to: it is the first one there (or was made before rollbacks were kept)`,
      );
    }
    const siteUrl = manifest.previous.siteUrl ?? manifest.siteUrl ?? 'https://site.invalid';
    const wanted: WantedFile[] = Object.entries(files).map(([key, e]) => {
      const rel = key.slice(target.prefix.length);
      const archived = archiveKey(target, e.md5);
      const size = listing.get(archived)?.size ?? listing.get(key)?.size ?? 0;
      return { rel, md5: e.md5, size, contentType: e.contentType, cacheControl: e.cacheControl, phase: phaseOf(rel), from: { archived } };
    });
    const all = new Set(wanted.map((f) => f.rel));
    const outcome = await applyWanted({
      client,
      target,
      wanted,
      listing,
      manifest,
      siteUrl,
      // the links of a document put back where the key is missing are read from its archived copy; one
      // that replaces a present key is taken to need every missing one (order.ts)
      linksOf: async (f, present) => {
        if (present || !('archived' in f.from)) return null;
        const text = await readObjectText(client, target.bucket, f.from.archived, opts.signal);
        return text === null ? null : documentLinks(f.rel, text, all, siteUrl);
      },
      ...applyOptions(opts),
    });
    return { ...outcome, restored: manifest.previous.deployedAt ?? 'an unknown time' };
  });
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

/**
 * what is live at the target, as its manifest's metadata says (one HEAD request): when the deploy was
 * made, when the one a rollback would put back was, how many files; the one-line reason when the store
 * cannot say (it never throws: the admin page shows it)
 */
export async function liveDeploy(
  opts: Pick<DeployOptions, 'target' | 'config' | 'signal'>,
): Promise<LiveDeploy & { target: string; error?: string }> {
  let target: DeployTarget;
  try {
    target = parseDeployTarget(opts.target);
  } catch (err) {
    return { target: opts.target, error: err instanceof Error ? err.message : String(err) };
  }
  let client: S3Client | undefined;
  try {
    client = createS3Client(opts.config);
    const live = await headManifest(client, target, opts.signal);
    return { target: target.url, ...(live ?? {}) };
  } catch (err) {
    const e = storageError(err, target, describeStore(opts.config));
    return { target: target.url, error: e instanceof Error ? e.message : String(e) };
  } finally {
    client?.destroy();
  }
}
