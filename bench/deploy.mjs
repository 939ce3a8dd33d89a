#!/usr/bin/env node
// `site deploy` and `site deploy --rollback` at blog scale, against s3rver on loopback (bench/s3rver.mjs).
//   node bench/deploy.mjs --prepare DIR [--count 2000]   the corpus and three exports (not timed):
//        A: the site with N generated posts; B: A plus one new post; C: A with a rebuilt stylesheet (every page changes)
//   node bench/deploy.mjs --measure DIR  (with nothing else on the machine)
//        timed, into one bucket: deploy A (empty bucket), redeploy A unchanged, deploy B, roll back,
//        deploy C, roll back; after each rollback the bucket is compared with A file by file (MD5)
// Writes dist/bench/deploy.json. The exports are kept in DIR, so --measure can be run again on them.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { writeCorpus } from './corpus.mjs';
import { restyle } from './restyle.mjs';
import { startS3rver } from './s3rver.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const prepare = arg('--prepare');
const measure = arg('--measure');
const count = Number(arg('--count', '2000'));
if (!prepare && !measure) {
  console.error('usage: node bench/deploy.mjs --prepare DIR [--count 2000] | --measure DIR');
  process.exit(2);
}
register();
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

if (prepare) {
  const dir = path.resolve(prepare);
  const { exportSite } = await import('../cli/export/exportSite.ts');
  const { loadConfig } = await import('../core/config.ts');
  const posts = path.join(dir, 'posts');
  rmSync(dir, { recursive: true, force: true });
  writeCorpus(posts, count);
  const exportInto = async (out) => {
    const t0 = performance.now();
    const { report } = await exportSite({
      outDir: out,
      config: loadConfig({ SITE_URL: 'https://bloksecure.com', BLOG_DIR: posts }),
      quiet: true,
    });
    console.log(`exported ${report.totals.pages} pages to ${out} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await exportInto(path.join(dir, 'a'));
  cpSync(path.join(dir, 'a'), path.join(dir, 'c'), { recursive: true });
  await restyle(path.join(dir, 'c'), 'bench0001');
  writeCorpus(path.join(dir, 'one-more'), count + 1);
  const last = `bench-post-${String(count + 1).padStart(5, '0')}.md`;
  cpSync(path.join(dir, 'one-more', last), path.join(posts, last));
  rmSync(path.join(dir, 'one-more'), { recursive: true });
  cpSync(path.join(dir, 'a'), path.join(dir, 'b'), { recursive: true });
  await exportInto(path.join(dir, 'b'));
}

if (measure) {
  const dir = path.resolve(measure);
  for (const x of ['a', 'b', 'c']) if (!existsSync(path.join(dir, x, 'report.json'))) throw new Error(`run --prepare ${dir} first`);
  const { deploySite, rollbackDeploy } = await import('../cli/deploy/deploySite.ts');
  const { deployableFiles } = await import('../cli/deploy/files.ts');
  const { listBucket } = await import('../cli/deploy/remote.ts');
  const { createS3Client } = await import('../cli/deploy/client.ts');
  const { parseDeployTarget } = await import('../cli/deploy/target.ts');
  const s3 = await startS3rver({ buckets: ['bench'] });
  const config = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_S3_FORCE_PATH_STYLE: true,
  };
  const target = 's3://bench';
  const client = createS3Client(config);
  const common = { target, config, quiet: true, concurrency: 8, maxDeletes: 100_000 };
  /** the bucket now: the site's objects and bytes, the archive's */
  const bucket = async () => {
    const all = await listBucket(client, parseDeployTarget(target));
    const sum = (pred) =>
      [...all.values()].filter((o) => pred(o.key)).reduce((a, o) => ({ n: a.n + 1, bytes: a.bytes + o.size }), { n: 0, bytes: 0 });
    return { all, site: sum((k) => !k.startsWith('.site-deploy')), archive: sum((k) => k.startsWith('.site-deploy/')) };
  };
  /** whether the site in the bucket is the export's, file for file */
  const sameAs = async (x) => {
    const { all } = await bucket();
    const files = await deployableFiles(path.join(dir, x));
    const site = [...all.keys()].filter((k) => !k.startsWith('.site-deploy'));
    return site.length === files.length && files.every((f) => all.get(f.rel)?.etag === f.md5);
  };
  const rows = [];
  const step = async (label, run, check) => {
    const outcome = await run();
    const r = outcome.result;
    const after = await bucket();
    const row = {
      step: label,
      seconds: r.seconds,
      uploaded: r.uploaded,
      unchanged: r.unchanged,
      deleted: r.deleted,
      archived: r.archived,
      bytes: r.bytes,
      siteObjects: after.site.n,
      siteBytes: after.site.bytes,
      archiveObjects: after.archive.n,
      archiveBytes: after.archive.bytes,
      ...(check ? { identicalTo: check, identical: await sameAs(check) } : {}),
    };
    rows.push(row);
    console.log(
      `${label.padEnd(34)} ${String(r.seconds).padStart(7)} s  put ${String(r.uploaded).padStart(5)} (${mb(r.bytes).padStart(8)})  deleted ${String(r.deleted).padStart(4)}  archived ${String(r.archived).padStart(5)}  | bucket: site ${after.site.n} (${mb(after.site.bytes)}), archive ${after.archive.n} (${mb(after.archive.bytes)})${check ? `  = ${check}: ${row.identical ? 'yes' : 'NO'}` : ''}`,
    );
    return row;
  };
  try {
    console.log(`${count} posts; s3rver on loopback; concurrency 8`);
    await step('deploy A (empty bucket)', () => deploySite({ ...common, dir: path.join(dir, 'a') }));
    await step('redeploy A (unchanged)', () => deploySite({ ...common, dir: path.join(dir, 'a') }));
    await step('deploy B (one new post)', () => deploySite({ ...common, dir: path.join(dir, 'b') }));
    await step('roll back B', () => rollbackDeploy({ ...common, dir: path.join(dir, 'a') }), 'a');
    await step('deploy C (every page changed)', () => deploySite({ ...common, dir: path.join(dir, 'c') }));
    await step('roll back C', () => rollbackDeploy({ ...common, dir: path.join(dir, 'a') }), 'a');
  } finally {
    client.destroy();
    await s3.stop();
  }
  mkdirSync('dist/bench', { recursive: true });
  writeFileSync('dist/bench/deploy.json', `${JSON.stringify({ posts: count, at: new Date().toISOString(), rows }, null, 2)}\n`);
  console.log('wrote dist/bench/deploy.json');
}
