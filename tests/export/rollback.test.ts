import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../cli/deploy/client';
import { deploySite, rollbackDeploy } from '../../cli/deploy/deploySite';
import { listKeys } from './bucketLinks';
import { checkedRun, isArchiveChange, NEW_LINKER, twoExports } from './deployFixtures';
import { tempRoot } from './exportCopies';
import { runSite } from './runCommand';
import { startS3, type TestS3 } from './s3Server';

/**
 * Rollback in one step (docs/decisions/012): deploy A, then B, then roll back. The site in the bucket must
 * be A's again, object for object: the same keys, bytes, Content-Type and Cache-Control, put back in the
 * link-safe order (checked after every change, as deploys are).
 */

let root: string;
let siteA: string;
let siteB: string;
let s3: TestS3;
let direct: S3Client;

beforeAll(async () => {
  root = await tempRoot('rollback');
  ({ siteA, siteB } = await twoExports(root));
  s3 = await startS3(['rollback', 'first', 'cli']);
  direct = createS3Client(s3.config);
}, 300_000);
afterAll(async () => {
  direct?.destroy();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

/** the site in a bucket (the deploy's own objects aside): each key's bytes (MD5) and the headers a visitor gets */
async function siteOf(bucket: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of [...(await listKeys(direct, bucket)).keys()].filter((k) => !k.startsWith('.site-deploy')).sort()) {
    const res = await direct.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
    out[key] = `${createHash('md5').update(bytes).digest('hex')} ${res.ContentType} ${res.CacheControl}`;
  }
  return out;
}

const archiveKeys = async (bucket: string) => [...(await listKeys(direct, bucket, '.site-deploy/')).keys()];
const deploy = (bucket: string, dir: string, config = s3.config) => deploySite({ dir, target: `s3://${bucket}`, config, quiet: true });
const rollback = (bucket: string, config = s3.config, extra = {}) =>
  rollbackDeploy({ target: `s3://${bucket}`, config, quiet: true, dir: `${root}/lockdir/site`, ...extra });

describe('site deploy --rollback', () => {
  it('after deploying A then B, puts A back byte for byte in the link-safe order, without exporting; a second rollback puts B back', async () => {
    await deploy('rollback', siteA);
    const a = await siteOf('rollback');
    const b1 = await deploy('rollback', siteB);
    const b = await siteOf('rollback');
    expect(b).not.toEqual(a);
    // the archive holds A's version of each object B replaced or deleted, and nothing else
    expect(b1.result.archived).toBeGreaterThan(40);
    expect(await archiveKeys('rollback')).toHaveLength(b1.result.archived);

    const back = await checkedRun(s3, direct, 'rollback', (config) => rollback('rollback', config));
    expect(back.violations).toEqual([]);
    expect(back.finalBroken).toEqual([]);
    expect(await siteOf('rollback')).toEqual(a);
    // every object came back by a copy inside the store: nothing was uploaded
    const puts = back.mutations.filter((m) => m.method === 'PUT' && !isArchiveChange(m) && m.keys[0] !== '.site-deploy.json');
    expect(puts.length).toBe(back.outcome.result.uploaded);
    expect(puts.every((m) => m.copyOf?.startsWith('.site-deploy/objects/'))).toBe(true);
    // the removed post came back before the blog list that links to it again; B's new posts went last
    const at = (key: string) => back.mutations.findIndex((m) => !isArchiveChange(m) && m.keys.includes(key));
    expect(at('blog/passkeys-vs-security-keys/index.html')).toBeLessThan(at('blog/index.html'));
    expect(at(`blog/${NEW_LINKER}/index.html`)).toBeGreaterThan(at('report.json'));
    expect(back.outcome.restored).toMatch(/^\d{4}-\d\d-\d\dT/);

    const again = await rollback('rollback');
    expect(again.result).toMatchObject({ uploaded: b1.result.uploaded, deleted: b1.result.deleted });
    expect(await siteOf('rollback')).toEqual(b);
    const third = await rollback('rollback');
    expect(third.result).toMatchObject({ uploaded: back.outcome.result.uploaded, deleted: back.outcome.result.deleted });
    expect(await siteOf('rollback')).toEqual(a);
    console.log(
      `the small site: deploy B ${b1.result.seconds} s (${b1.result.uploaded} uploaded, ${b1.result.deleted} deleted, ${b1.result.archived} archived); its rollback ${third.result.seconds} s (${third.result.uploaded} put back, ${third.result.deleted} deleted)`,
    );
  });

  it('an unchanged redeploy keeps the rollback; a dry run lists it in order and changes nothing', async () => {
    await deploy('rollback', siteB);
    const b = await siteOf('rollback');
    const same = await deploy('rollback', siteB);
    expect(same.result).toMatchObject({ uploaded: 0, deleted: 0, archived: 0 });
    const before = await listKeys(direct, 'rollback');
    const dry = await rollback('rollback', s3.config, { dryRun: true });
    expect(await listKeys(direct, 'rollback')).toEqual(before);
    expect(dry.plan.upload.length).toBe(dry.result.uploaded);
    expect(dry.plan.upload.at(-1)).toBe('report.json');
    expect(dry.plan.delete).toEqual(expect.arrayContaining([`blog/${NEW_LINKER}/index.html`]));
    await rollback('rollback');
    expect(await siteOf('rollback')).not.toEqual(b);
    await rollback('rollback');
    expect(await siteOf('rollback')).toEqual(b);
  });

  it('refuses before changing anything: no previous deploy, a version missing from the archive, too many deletions', async () => {
    await deploy('first', siteA);
    await expect(rollback('first')).rejects.toThrow(/has no previous deploy to roll back to: it is the first one there/);
    await expect(rollback('cli')).rejects.toThrow(/there is no deploy at s3:\/\/cli to roll back/);

    await deploy('first', siteB);
    const before = await siteOf('first');
    await expect(rollback('first', s3.config, { maxDeletes: 2 })).rejects.toThrow(/refusing to delete \d+ objects .*--max-deletes 2/);
    const [lost] = await archiveKeys('first');
    await direct.send(new DeleteObjectCommand({ Bucket: 'first', Key: lost }));
    await expect(rollback('first')).rejects.toThrow(
      /the archive under s3:\/\/first lacks 1 of the versions to put back .* nothing was changed/,
    );
    expect(await siteOf('first')).toEqual(before);
  });

  it('`site deploy --rollback` prints what it put back', async () => {
    await deploy('cli', siteA);
    await deploy('cli', siteB);
    const run = await runSite(['deploy', 's3://cli', '--rollback', '--dir', `${root}/lockdir/site`], s3.env);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toMatch(
      /^Rolled back s3:\/\/cli to the deploy of \d{4}-\d\d-\d\dT[\d:.]+Z: put back \d+ files \(\d+\.\d MB\) from the archive, \d+ unchanged, deleted 5, in [\d.]+ s$/,
    );
  });
});
