import path from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { DeployOutcome } from '../deploy/deploySite';
import type { CommandContext } from '../site';

interface DeployCommandOptions {
  dir: string;
  json?: boolean;
  dryRun?: boolean;
  rollback?: boolean;
  concurrency: number;
  maxDeletes: number;
  quiet?: boolean;
}

function wholeNumber(min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`must be a whole number from ${min} to ${max}`);
    return n;
  };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** the lines a deploy prints: what it did (or would do), and with --dry-run every step in order */
export function describeDeploy(outcome: DeployOutcome, opts: { dryRun?: boolean; rollback?: boolean }): string[] {
  const r = outcome.result;
  const put = opts.rollback ? 'put back' : 'uploaded';
  const lines = opts.dryRun
    ? [
        `Would ${opts.rollback ? 'put back' : 'upload'} ${r.uploaded} files (${mb(r.bytes)}) ${opts.rollback ? 'in' : 'to'} ${outcome.target}, ${r.unchanged} unchanged, would delete ${r.deleted}${r.uploaded + r.deleted > 0 ? ', in this order:' : ''}`,
        ...outcome.plan.upload.map((key, i) => `  ${String(i + 1).padStart(4)}. ${opts.rollback ? 'put back' : 'upload'} ${key}`),
        ...outcome.plan.delete.map((key, i) => `  ${String(outcome.plan.upload.length + i + 1).padStart(4)}. delete ${key}`),
      ]
    : [
        opts.rollback
          ? `Rolled back ${outcome.target} to the deploy of ${outcome.restored}: ${put} ${r.uploaded} files (${mb(r.bytes)}) from the archive, ${r.unchanged} unchanged, deleted ${r.deleted}, in ${r.seconds} s`
          : `Uploaded ${r.uploaded} files (${mb(r.bytes)}) to ${outcome.target}, ${r.unchanged} unchanged, deleted ${r.deleted}, kept ${r.archived} replaced files for a rollback, in ${r.seconds} s`,
      ];
  return lines;
}

/** the notes (on stderr) for documents that link to each other in a cycle: no order could put one up before the others */
export function cycleNotes(outcome: DeployOutcome, dryRun?: boolean): string[] {
  return outcome.result.cycles.map(
    (cycle) =>
      `note: ${cycle.length} pages link to each other in a cycle (${cycle.slice(0, 3).join(', ')}${cycle.length > 3 ? ', …' : ''}), so no order can put one before the others: they ${dryRun ? 'would go' : 'went'} at the same time (a first deploy into an empty bucket always has one)`,
  );
}

export function registerDeploy(program: Command, ctx: CommandContext): void {
  program
    .command('deploy')
    .argument('[target]', 's3://BUCKET[/PREFIX] (default: SITE_DEPLOY_TARGET)')
    .description(
      'upload the export to S3-compatible storage (AWS S3, Cloudflare R2, MinIO): only changed files, in link-safe order, old ones deleted last; --rollback puts the previous deploy back',
    )
    .option('--dir <dir>', 'exported site folder', defaultOutDir)
    .option('--json', 'print { uploaded, unchanged, deleted, archived, bytes, seconds, cycles } as JSON')
    .option('--dry-run', 'compare with the bucket and list what would be uploaded and deleted, in order, without changing anything')
    .option('--rollback', 'put the deploy before the live one back (from the archive in the bucket; no export needed)')
    .option('--max-deletes <n>', 'refuse to delete more objects than this', wholeNumber(0, 10_000_000), 256)
    .option('--concurrency <n>', 'uploads in flight at once (1-64)', wholeNumber(1, 64), 8)
    .option('--quiet', 'no progress output')
    .addHelpText(
      'after',
      `
Credentials and endpoint: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_ENDPOINT_URL_S3
(or AWS_ENDPOINT_URL) and AWS_S3_FORCE_PATH_STYLE=true for path-style stores. See docs/deploy.md.

Examples:
  $ site deploy s3://www-example-com
  $ site deploy s3://sites/bloksecure --dry-run
  $ site deploy s3://www-example-com --rollback
  $ site deploy s3://www-example-com --max-deletes 1000
  $ AWS_ENDPOINT_URL_S3=http://127.0.0.1:9000 AWS_S3_FORCE_PATH_STYLE=true site deploy s3://site --json`,
    )
    .action(async (targetArg: string | undefined, opts: DeployCommandOptions) => {
      const config = await ctx.config();
      const target = targetArg ?? config.SITE_DEPLOY_TARGET;
      if (!target) throw new Error('no deploy target: give s3://BUCKET[/PREFIX], or set SITE_DEPLOY_TARGET');
      // loaded on use: the AWS SDK is large, and no other command needs it
      const { deploySite, rollbackDeploy } = await import('../deploy/deploySite');
      const common = {
        dir: path.resolve(opts.dir),
        target,
        config,
        concurrency: opts.concurrency,
        maxDeletes: opts.maxDeletes,
        dryRun: opts.dryRun,
        quiet: opts.quiet || opts.json,
      };
      const work = () => (opts.rollback ? rollbackDeploy(common) : deploySite(common));
      // a real deploy or rollback goes into the export's history (the admin page shows it); a dry run changes nothing
      const [{ withHistory }, { DeployRefusedError }] = await Promise.all([import('../../core/history'), import('../deploy/errors')]);
      const outcome = opts.dryRun
        ? await work()
        : (
            await withHistory(
              {
                outDir: common.dir,
                // the target in the label: the history of one export folder may hold deploys to several
                label: `site deploy ${target}${opts.rollback ? ' --rollback' : ''}`,
                source: 'cli',
                // refused before anything changed (not an export, too many deletions, a bucket it cannot trust,
                // nothing to roll back): nothing is written beside --dir either
                ignore: (err) => err instanceof DeployRefusedError,
                upload: ({ outcome: o }) => ({
                  files: o.result.uploaded,
                  deleted: o.result.deleted,
                  bytes: o.result.bytes,
                  target: o.target,
                }),
                pages: ({ outcome: o }) => o.pages,
              },
              async () => {
                const o = await work();
                return { outcome: o, result: { success: true, message: describeDeploy(o, opts)[0] ?? '' } };
              },
            )
          ).outcome;
      if (opts.json) {
        console.log(JSON.stringify(opts.dryRun ? { ...outcome.result, dryRun: true, ...outcome.plan } : outcome.result, null, 2));
        return;
      }
      for (const line of describeDeploy(outcome, opts)) console.log(line);
      // a note, not an error: --quiet leaves it out (--json carries the cycles)
      if (!opts.quiet) for (const note of cycleNotes(outcome, opts.dryRun)) console.error(note);
    });
}
