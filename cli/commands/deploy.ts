import path from 'node:path';
import { type Command, InvalidArgumentError } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { CommandContext } from '../site';

interface DeployCommandOptions {
  dir: string;
  json?: boolean;
  dryRun?: boolean;
  concurrency: number;
  quiet?: boolean;
}

const LISTED = 20;

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new InvalidArgumentError('must be a whole number from 1 to 64');
  return n;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

export function registerDeploy(program: Command, ctx: CommandContext): void {
  program
    .command('deploy')
    .argument('[target]', 's3://BUCKET[/PREFIX] (default: SITE_DEPLOY_TARGET)')
    .description('upload the export to S3-compatible storage (AWS S3, Cloudflare R2, MinIO): only changed files, old ones deleted last')
    .option('--dir <dir>', 'exported site folder', defaultOutDir)
    .option('--json', 'print { uploaded, unchanged, deleted, bytes, seconds } as JSON')
    .option('--dry-run', 'compare with the bucket and say what would change, without changing it')
    .option('--concurrency <n>', 'uploads in flight at once (1-64)', positiveInteger, 8)
    .option('--quiet', 'no progress output')
    .addHelpText(
      'after',
      `
Credentials and endpoint: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_ENDPOINT_URL_S3
(or AWS_ENDPOINT_URL) and AWS_S3_FORCE_PATH_STYLE=true for path-style stores. See docs/deploy.md.

Examples:
  $ site deploy s3://www-example-com
  $ site deploy s3://sites/bloksecure --dry-run
  $ AWS_ENDPOINT_URL_S3=http://127.0.0.1:9000 AWS_S3_FORCE_PATH_STYLE=true site deploy s3://site --json`,
    )
    .action(async (targetArg: string | undefined, opts: DeployCommandOptions) => {
      const config = await ctx.config();
      const target = targetArg ?? config.SITE_DEPLOY_TARGET;
      if (!target) throw new Error('no deploy target: give s3://BUCKET[/PREFIX], or set SITE_DEPLOY_TARGET');
      // loaded on use: the AWS SDK is large, and no other command needs it
      const { deploySite } = await import('../deploy/deploySite');
      const outcome = await deploySite({
        dir: path.resolve(opts.dir),
        target,
        config,
        concurrency: opts.concurrency,
        dryRun: opts.dryRun,
        quiet: opts.quiet || opts.json,
      });
      const r = outcome.result;
      if (opts.json) {
        console.log(JSON.stringify(opts.dryRun ? { ...r, dryRun: true, ...outcome.plan } : r, null, 2));
        return;
      }
      const did = opts.dryRun ? 'Would upload' : 'Uploaded';
      console.log(
        `${did} ${r.uploaded} files (${mb(r.bytes)}) to ${outcome.target}, ${r.unchanged} unchanged, ${opts.dryRun ? 'would delete' : 'deleted'} ${r.deleted}, in ${r.seconds} s`,
      );
      for (const [what, keys] of [
        ['upload', outcome.plan?.upload ?? []],
        ['delete', outcome.plan?.delete ?? []],
      ] as const) {
        for (const key of keys.slice(0, LISTED)) console.log(`  ${what} ${key}`);
        if (keys.length > LISTED) console.log(`  … and ${keys.length - LISTED} more to ${what} (--json lists them all)`);
      }
    });
}
