import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../cli/deploy/client';
import { type DeployOptions, deploySite } from '../../cli/deploy/deploySite';
import type { ExportReport } from '../../cli/export/report';
import { bucketLinkChecker, listKeys } from './bucketLinks';
import { checkedRun, isArchiveChange, NEW_LINKER, NEW_TARGET, ORIGIN, REMOVED, twoExports } from './deployFixtures';
import { tempRoot } from './exportCopies';
import { runSite } from './runCommand';
import type { Mutation } from './s3Proxy';
import { startS3, type TestS3 } from './s3Server';

/**
 * Deploys that never show a broken link: export A, then export B (deployFixtures.ts: two new posts, the
 * first by name linking to the other, a removed post, a restyled stylesheet). The bucket is checked after
 * every single upload, copy and delete through a proxy that runs them one at a time (s3Proxy.ts), with a
 * link reader of its own (bucketLinks.ts).
 */

let root: string;
let siteA: string;
let siteB: string;
let s3: TestS3;
let direct: S3Client;
let oldCss: string;
let newCss: string;

beforeAll(async () => {
  root = await tempRoot('deploy-order');
  ({ siteA, siteB, oldCss, newCss } = await twoExports(root));
  s3 = await startS3(['order', 'control', 'dry', 'safety']);
  direct = createS3Client(s3.config);
}, 300_000);
afterAll(async () => {
  direct?.destroy();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

/** deploys through a proxy that checks the bucket's links after every change */
const checkedDeploy = (bucket: string, dir: string, extra: Partial<DeployOptions> = {}) =>
  checkedRun(s3, direct, bucket, (config) => deploySite({ dir, target: `s3://${bucket}`, config, quiet: true, concurrency: 8, ...extra }));

/** the position of the first change that touched a key (-1 when none did) */
const at = (mutations: Mutation[], key: string, method = 'PUT') =>
  mutations.findIndex((m) => m.method === method && !m.copyOf?.startsWith('.site-deploy/') && m.keys.includes(key));

describe('the link-safe order of `site deploy`', () => {
  it('keeps every document in the bucket linking only to objects in it, after every single upload, copy and delete', async () => {
    // a first deploy into an empty bucket cannot keep it: its pages all link to each other (the header, the
    // footer), so whichever goes first links to pages not up yet. It says so, and is whole when it ends.
    const first = await checkedDeploy('order', siteA);
    expect(first.finalBroken).toEqual([]);
    expect(first.outcome.result.cycles).toHaveLength(1);
    expect(first.outcome.result.cycles[0]).toEqual(expect.arrayContaining(['index.html', 'about/index.html', 'blog/index.html']));

    const second = await checkedDeploy('order', siteB);
    expect(second.violations).toEqual([]);
    expect(second.finalBroken).toEqual([]);
    const m = second.mutations;
    const linker = `blog/${NEW_LINKER}/index.html`;
    const target = `blog/${NEW_TARGET}/index.html`;
    // what changed: every page (the stylesheet), two new posts with their JSON copies, one post gone
    expect(second.outcome.result.deleted).toBe(3);
    expect(second.outcome.result.cycles).toEqual([]);
    for (const key of [linker, target, `api/blog/posts/${NEW_TARGET}.json`, newCss, 'blog/index.html', 'index.html', 'sitemap.xml'])
      expect(at(m, key), key).toBeGreaterThan(-1);
    // the new linker goes up after the new post it links to (and its JSON copy), though its name sorts first
    expect(at(m, target)).toBeLessThan(at(m, linker));
    expect(at(m, `api/blog/posts/${NEW_TARGET}.json`)).toBeLessThan(at(m, linker));
    // the blog list, the home page, the feed and the sitemap after both new posts
    for (const indexPage of ['blog/index.html', 'index.html', 'blog/feed.xml', 'sitemap.xml', 'api/blog/posts.json'])
      expect(at(m, indexPage), indexPage).toBeGreaterThan(Math.max(at(m, linker), at(m, target)));
    // the new stylesheet before any page; report.json after every other upload; deletions after that; the manifest after them
    const puts = m.filter((x) => x.method === 'PUT' && !isArchiveChange(x));
    expect(puts[0]?.keys).toEqual([newCss]);
    expect(puts.at(-1)?.keys).toEqual(['.site-deploy.json']);
    expect(puts.at(-2)?.keys).toEqual(['report.json']);
    const deletes = m.filter((x) => x.method === 'POST' && !isArchiveChange(x));
    expect(deletes.flatMap((d) => d.keys).sort()).toEqual([`blog/${REMOVED}/index.html`, `api/blog/posts/${REMOVED}.json`, oldCss].sort());
    // the old stylesheet goes last of all: the removed post's page links to it until it is gone
    expect(deletes.at(-1)?.keys).toEqual([oldCss]);
    expect(m.indexOf(deletes[0]!)).toBeGreaterThan(at(m, 'report.json'));
    expect(m.indexOf(deletes.at(-1)!)).toBeLessThan(at(m, '.site-deploy.json'));
    // the replaced versions were copied into the archive before anything of the site changed
    const firstSitePut = m.findIndex((x) => x.method === 'PUT' && !isArchiveChange(x));
    expect(m.slice(0, firstSitePut).every(isArchiveChange)).toBe(true);
    expect(m.slice(0, firstSitePut).length).toBe(second.outcome.result.archived);
  });

  it('the link check itself sees the broken link a page put up before its new post would show', async () => {
    await deploySite({ dir: siteA, target: 's3://control', config: s3.config, quiet: true });
    const brokenLinks = bucketLinkChecker(direct, 'control', ORIGIN);
    expect(await brokenLinks()).toEqual([]);
    // name order would put blog/index.html (and the new linker) up before blog/zz-new-deep-dive
    await direct.send(
      new PutObjectCommand({ Bucket: 'control', Key: 'blog/index.html', Body: await readFile(path.join(siteB, 'blog/index.html')) }),
    );
    const broken = await brokenLinks();
    expect(broken).toEqual(
      expect.arrayContaining([`blog/index.html -> /blog/${NEW_TARGET}`, `blog/index.html -> /assets/${path.basename(newCss)}`]),
    );
  });

  it('--dry-run lists the uploads and deletions in the order a deploy one at a time makes them, and changes nothing', async () => {
    await deploySite({ dir: siteA, target: 's3://dry', config: s3.config, quiet: true });
    const before = await listKeys(direct, 'dry');
    const dry = await checkedDeploy('dry', siteB, { dryRun: true });
    expect(dry.mutations).toEqual([]);
    expect(await listKeys(direct, 'dry')).toEqual(before);
    const { upload, delete: deletes } = dry.outcome.plan;
    expect(upload[0]).toBe(newCss);
    expect(upload.at(-1)).toBe('report.json');
    expect(upload.indexOf(`blog/${NEW_TARGET}/index.html`)).toBeLessThan(upload.indexOf(`blog/${NEW_LINKER}/index.html`));
    expect(deletes.at(-1)).toBe(oldCss);

    const real = await checkedDeploy('dry', siteB, { concurrency: 1 });
    expect(real.violations).toEqual([]);
    const site = real.mutations.filter((x) => !isArchiveChange(x) && !x.keys.includes('.site-deploy.json'));
    expect(site.filter((x) => x.method === 'PUT').map((x) => x.keys[0])).toEqual(upload);
    expect(site.filter((x) => x.method === 'POST').flatMap((x) => x.keys)).toEqual(deletes);
  });

  it('`site deploy --dry-run` prints every step, numbered, in that order', async () => {
    await deploySite({ dir: siteA, target: 's3://dry', config: s3.config, quiet: true, maxDeletes: 10 });
    const run = await runSite(['deploy', 's3://dry', '--dir', siteB, '--dry-run'], s3.env);
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Would upload \d+ files \(\d+\.\d MB\) to s3:\/\/dry, \d+ unchanged, would delete 3, in this order:$/);
    const steps = lines.slice(1).map((l) => /^\s+(\d+)\. (upload|delete) (\S+)$/.exec(l));
    expect(steps.every(Boolean)).toBe(true);
    expect(steps.map((s) => Number(s?.[1]))).toEqual(steps.map((_, i) => i + 1));
    expect(steps.at(-1)?.slice(2)).toEqual(['delete', oldCss]);
  });
});

describe('what `site deploy` refuses before anything in the bucket changes', () => {
  beforeAll(async () => {
    await deploySite({ dir: siteA, target: 's3://safety', config: s3.config, quiet: true });
  });

  /** a deploy through the proxy that must be refused: answers the error, and that no change reached the store */
  async function refused(dir: string, extra: Partial<DeployOptions> = {}) {
    const before = await listKeys(direct, 'safety');
    const run = await checkedDeploy('safety', dir, extra).then(
      () => null,
      (err: unknown) => err as Error,
    );
    expect(await listKeys(direct, 'safety')).toEqual(before);
    return run;
  }

  it('--max-deletes: more deletions than allowed (256 by default) are refused unless allowed explicitly', async () => {
    const err = await refused(siteB, { maxDeletes: 2 });
    expect(err?.name).toBe('TooManyDeletesError');
    expect(err?.message).toMatch(
      /^refusing to delete 3 objects from s3:\/\/safety, more than --max-deletes 2; nothing was changed\. .*--max-deletes 3$/,
    );
    // a page that stays is never deleted, whatever the limit
    const ok = await checkedDeploy('safety', siteB, { maxDeletes: 3 });
    expect(ok.outcome.result.deleted).toBe(3);

    // the default: an export folder that lost most of its pages would delete them all
    const gutted = path.join(root, 'gutted');
    await cp(siteB, gutted, { recursive: true });
    const report = JSON.parse(await readFile(path.join(gutted, 'report.json'), 'utf8')) as ExportReport;
    const extra = path.join(gutted, 'media', 'many');
    await mkdir(extra, { recursive: true });
    for (let i = 0; i < 300; i++) await writeFile(path.join(extra, `file-${i}.txt`), `file ${i}\n`);
    await deploySite({ dir: gutted, target: 's3://safety', config: s3.config, quiet: true });
    await rm(extra, { recursive: true });
    await writeFile(path.join(gutted, 'report.json'), JSON.stringify(report));
    const byDefault = await refused(gutted);
    expect(byDefault?.message).toMatch(/refusing to delete 300 objects .* more than --max-deletes 256/);
  });

  it('a --dir that is not a complete export: missing, empty, without report.json, a staging or spare folder, or missing a listed file', async () => {
    const empty = path.join(root, 'empty');
    await mkdir(empty, { recursive: true });
    const noReport = path.join(root, 'no-report');
    await cp(siteA, noReport, { recursive: true });
    await rm(path.join(noReport, 'report.json'));
    const staging = path.join(root, '.site.staging-0a1b2c3d');
    await cp(siteA, staging, { recursive: true });
    const spare = path.join(root, '.site.spare');
    await cp(siteA, spare, { recursive: true });
    const partial = path.join(root, 'partial');
    await cp(siteA, partial, { recursive: true });
    await rm(path.join(partial, 'about/index.html'));
    const cases: Array<[string, RegExp]> = [
      [path.join(root, 'missing'), /is not a folder/],
      [empty, /holds no report\.json, so it is not a complete export/],
      [noReport, /holds no report\.json/],
      [staging, /is the exporter's staging folder, not an export: deploy .*\/site instead/],
      [spare, /is the exporter's spare folder, not an export/],
      [partial, /is not a complete export: 1 of the files its report\.json lists are missing \(first: about\/index\.html\)/],
    ];
    for (const [dir, message] of cases) {
      const err = await refused(dir);
      expect(err?.name, dir).toBe('IncompleteExportError');
      expect(err?.message, dir).toMatch(message);
    }
    // the exporter's own staging folder, renamed into place, is a complete export again
    await rename(staging, path.join(root, 'renamed'));
    await deploySite({ dir: path.join(root, 'renamed'), target: 's3://safety', config: s3.config, quiet: true, maxDeletes: 1000 });
    const served = await direct.send(new GetObjectCommand({ Bucket: 'safety', Key: 'about/index.html' }));
    expect(await served.Body?.transformToString()).toBe(await readFile(path.join(siteA, 'about/index.html'), 'utf8'));
  });
});
