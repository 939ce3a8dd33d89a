import type { GenerationResult } from '../../src/shared/adminActions';
import { type ExportOptions, exportSite } from '../export/exportSite';
import type { StorageConfig } from './client';
import { checkDeployTarget, type DeployOutcome, type DeployResult, deploySite, rollbackDeploy } from './deploySite';

export interface PublishOptions extends ExportOptions {
  config: ExportOptions['config'] & StorageConfig;
  /** s3://BUCKET[/PREFIX] (SITE_DEPLOY_TARGET) */
  target: string;
}

/** what a publish or a rollback did to the bucket, for the admin page's history */
export type PublishOutcome = { result: GenerationResult; deploy: DeployResult & { pages: DeployOutcome['pages'] } };

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** the deploy (or rollback) of the admin page's export folder to its target */
const storeOptions = (opts: PublishOptions) => ({
  dir: opts.outDir,
  target: opts.target,
  config: opts.config,
  quiet: opts.quiet,
  onProgress: opts.onProgress,
});

/**
 * the admin page's Publish: a fresh export, then a deploy of it, answered as one result (the export's
 * stats, a message saying what the deploy changed). A failed export deploys nothing; a bucket that
 * cannot be reached fails before the export, not a minute later.
 */
export async function publishSite(opts: PublishOptions): Promise<PublishOutcome> {
  await checkDeployTarget(opts);
  const exported = await exportSite(opts);
  const { result: deployed, target, pages } = await deploySite(storeOptions(opts));
  return {
    result: {
      ...exported.result,
      message: `${exported.result.message} and published them to ${target}: ${deployed.uploaded} files uploaded (${mb(deployed.bytes)}), ${deployed.unchanged} unchanged, ${deployed.deleted} deleted`,
    },
    deploy: { ...deployed, pages },
  };
}

/** the admin page's Roll back: the deploy before the live one put back, with nothing exported */
export async function rollbackPublished(opts: PublishOptions): Promise<PublishOutcome> {
  const { result: done, target, restored, pages } = await rollbackDeploy(storeOptions(opts));
  return {
    result: {
      success: true,
      message: `Rolled back ${target} to the deploy of ${restored}: ${done.uploaded} files put back (${mb(done.bytes)}), ${done.unchanged} unchanged, ${done.deleted} deleted`,
      stats: { successCount: done.uploaded, errorCount: 0, outputDirectory: opts.outDir, errors: [] },
    },
    deploy: { ...done, pages },
  };
}
