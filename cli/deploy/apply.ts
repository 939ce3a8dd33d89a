import type { S3Client } from '@aws-sdk/client-s3';
import { createProgress, type ProgressSink } from '../export/progress';
import { DeployAbortedError, DeployRefusedError } from './errors';
import type { WantedFile } from './files';
import { documentLinks, isDocument } from './links';
import { type DeployManifest, differences } from './manifest';
import { orderDeletes, orderUploads } from './order';
import { planDeploy } from './plan';
import { mapLimit, runInOrder } from './pool';
import { type RemoteObject, readObjectText, writeManifest } from './remote';
import { archiveKey, archivePrefix, type DeployTarget, isDeployKey, objectKey } from './target';
import { copyWithin, deleteObjects, putWanted } from './upload';

/** the most objects a deploy deletes unless told otherwise (as `hugo deploy`'s --maxDeletes) */
export const DEFAULT_MAX_DELETES = 256;

/** a deploy that would delete more objects than allowed: refused before anything changed */
export class TooManyDeletesError extends DeployRefusedError {
  override name = 'TooManyDeletesError';
}

export interface ApplyInput {
  client: S3Client;
  target: DeployTarget;
  /** every file the site is to consist of, and where its bytes come from */
  wanted: WantedFile[];
  /** the bucket's objects under the target (the site's, the manifest and the archive) */
  listing: Map<string, RemoteObject>;
  /** the manifest of the last complete deploy: null for none (or an unreadable one) */
  manifest: DeployManifest | null;
  /** the site URL of the wanted files: where their sitemap and feed point */
  siteUrl: string;
  /** the export paths a document to be put links to; null when unknown (order.ts) */
  linksOf(file: WantedFile, present: boolean): Promise<string[] | null>;
  concurrency: number;
  maxDeletes: number;
  dryRun?: boolean;
  quiet?: boolean;
  plain?: boolean;
  onProgress?: ProgressSink;
  signal?: AbortSignal;
}

export interface ApplyOutcome {
  /** objects put (uploaded, or copied back from the archive) */
  uploaded: number;
  unchanged: number;
  deleted: number;
  /** bytes put */
  bytes: number;
  /** versions copied into the archive before they were replaced or deleted */
  archived: number;
  /** documents linking to each other in a cycle: new ones put at once, deleted ones deleted at once */
  cycles: string[][];
  /** object keys in the order they are put, and deleted (the order a dry run shows) */
  upload: string[];
  delete: string[];
  /** the pages (.html) among them: put where the key was missing, put over a present one, deleted */
  pages: { added: number; changed: number; removed: number };
  /** the manifest written (null in a dry run, and when the run changed nothing) */
  written: DeployManifest | null;
}

const stopped = () => new DeployAbortedError('the deploy was stopped before it finished; run it again to complete it');

/**
 * Makes the site under the target consist of exactly the wanted files, in the link-safe order of
 * order.ts: assets, then documents (what they link to first), then report.json; then the deletions
 * (linkers first, assets last); then the manifest. Before an object of the last complete deploy is
 * replaced or deleted it is copied into the archive, so that the new manifest can name the deploy it
 * replaced and a rollback can put it back. Refuses, before anything changes, more deletions than
 * allowed and a put whose archived source is missing.
 */
export async function applyWanted(input: ApplyInput): Promise<ApplyOutcome> {
  const { client, target, manifest, signal } = input;
  const keyOf = (rel: string) => objectKey(target, rel);
  const relOf = (key: string) => key.slice(target.prefix.length);
  const site = new Map([...input.listing].filter(([key]) => !isDeployKey(target, key)));
  const archive = new Set([...input.listing.keys()].filter((key) => key.startsWith(archivePrefix(target))));
  const plan = planDeploy(input.wanted, site, manifest, keyOf);

  if (plan.deletes.length > input.maxDeletes) {
    throw new TooManyDeletesError(
      `refusing to delete ${plan.deletes.length} objects from ${target.url}, more than --max-deletes ${input.maxDeletes}; nothing was changed. Check the target and --dir; if the deletions are meant, run again with --max-deletes ${plan.deletes.length}`,
    );
  }
  const unarchived = plan.uploads.filter((f) => 'archived' in f.from && !archive.has(f.from.archived));
  if (unarchived.length > 0) {
    throw new DeployRefusedError(
      `the archive under ${target.url} lacks ${unarchived.length} of the versions to put back (first: ${unarchived[0]?.rel}), so nothing was changed: deploy the export you want instead`,
    );
  }

  // the order: assets, documents by their links, report.json; deleted documents by theirs, then assets
  const documents = plan.uploads.filter((f) => f.phase === 'documents');
  const present = (f: WantedFile) => site.has(keyOf(f.rel));
  const links = await mapLimit(documents, 16, (f) => input.linksOf(f, present(f)));
  const up = orderUploads(documents.map((f, i) => ({ key: keyOf(f.rel), present: present(f), links: links[i]?.map(keyOf) ?? null })));
  const assets = plan.uploads.filter((f) => f.phase === 'assets');
  const last = plan.uploads.filter((f) => f.phase === 'report');
  const goneDocuments = plan.deletes.filter((key) => isDocument(relOf(key)));
  const inBucket = new Set([...site.keys()].map(relOf));
  const bucketSiteUrl = manifest?.siteUrl ?? input.siteUrl;
  const goneLinks = await mapLimit(goneDocuments, 16, async (key) => {
    const text = await readObjectText(client, target.bucket, key, signal);
    return text === null ? [] : documentLinks(relOf(key), text, inBucket, bucketSiteUrl).map(keyOf);
  });
  const gone = orderDeletes(goneDocuments.map((key, i) => ({ key, links: goneLinks[i] ?? [] })));
  const deleteBatches = [...gone.batches, plan.deletes.filter((key) => !isDocument(relOf(key)))].filter((b) => b.length > 0);

  const outcome: ApplyOutcome = {
    uploaded: plan.uploads.length,
    unchanged: plan.unchanged.length,
    deleted: plan.deletes.length,
    bytes: plan.uploads.reduce((n, f) => n + f.size, 0),
    archived: 0,
    cycles: [...up.cycles, ...gone.cycles],
    upload: [...assets, ...up.order.map((i) => documents[i]!), ...last].map((f) => keyOf(f.rel)),
    delete: deleteBatches.flat(),
    pages: {
      added: plan.uploads.filter((f) => f.rel.endsWith('.html') && !present(f)).length,
      changed: plan.uploads.filter((f) => f.rel.endsWith('.html') && present(f)).length,
      removed: plan.deletes.filter((key) => key.endsWith('.html')).length,
    },
    written: null,
  };
  if (input.dryRun) return outcome;

  // the last complete deploy's version of every object about to be replaced or deleted goes to the archive
  const keep = new Map<string, string>();
  for (const key of [...plan.uploads.map((f) => keyOf(f.rel)).filter((k) => site.has(k)), ...plan.deletes]) {
    const recorded = manifest?.files[key];
    if (!recorded || recorded.etag !== site.get(key)?.etag) continue;
    const to = archiveKey(target, recorded.md5);
    if (!archive.has(to) && !keep.has(to)) keep.set(to, key);
  }
  await mapLimit([...keep], input.concurrency, async ([to, from]) => {
    if (signal?.aborted) throw stopped();
    await copyWithin(client, target.bucket, from, to, signal);
    archive.add(to);
  });
  outcome.archived = keep.size;

  const etags = new Map<string, string>();
  const progress = createProgress(plan.uploads.length, 'Uploading', { quiet: input.quiet, sink: input.onProgress, plain: input.plain });
  const put = async (file: WantedFile) => {
    if (signal?.aborted) throw stopped();
    etags.set(file.rel, await putWanted(client, target, file, signal));
    progress.tick(file.rel);
  };
  await mapLimit(assets, input.concurrency, put);
  // a document starts only once what it needs is up (not merely sent)
  await runInOrder(up.order, up.after, input.concurrency, (i) => put(documents[i]!));
  await mapLimit(last, input.concurrency, put);
  progress.done();
  if (signal?.aborted) throw stopped();

  // only now that everything new is up may the old objects go
  for (const batch of deleteBatches) await deleteObjects(client, target, batch, signal);

  const files: DeployManifest['files'] = {};
  for (const f of input.wanted) {
    const key = keyOf(f.rel);
    files[key] = {
      md5: f.md5,
      etag: etags.get(f.rel) ?? site.get(key)?.etag ?? f.md5,
      contentType: f.contentType,
      cacheControl: f.cacheControl,
    };
  }
  // a run that changed what the manifest records names the deploy it replaced; a repair of the bucket
  // (the same files put again) keeps the deploy it completes, and its rollback
  const differs = manifest ? differences(manifest.files, files) : {};
  let live = manifest;
  if (manifest?.version !== 2 || Object.keys(differs).length > 0) {
    live = {
      version: 2,
      deployedAt: new Date().toISOString(),
      siteUrl: input.siteUrl,
      files,
      ...(manifest ? { previous: { deployedAt: manifest.deployedAt, siteUrl: manifest.siteUrl, differs } } : {}),
    };
  } else if (plan.uploads.length > 0) live = { ...manifest, files };
  if (live !== manifest && live) {
    await writeManifest(client, target, live, signal);
    outcome.written = live;
  }

  // the archive keeps only what a rollback of the live deploy needs
  const needed = new Set(Object.values(live?.previous?.differs ?? {}).flatMap((e) => (e ? [archiveKey(target, e.md5)] : [])));
  await deleteObjects(
    client,
    target,
    [...archive].filter((key) => !needed.has(key)),
    signal,
  );
  return outcome;
}
