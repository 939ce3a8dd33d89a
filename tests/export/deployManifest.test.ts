import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UntrustedBucketDataError } from '../../cli/deploy/bucketTrust';
import { createS3Client } from '../../cli/deploy/client';
import { deploySite, liveDeploy, rollbackDeploy } from '../../cli/deploy/deploySite';
import { tempRoot } from './exportCopies';
import { runSite } from './runCommand';
import { startS3, type TestS3 } from './s3Server';
import { tinyExport } from './tinyExport';

/**
 * Issue 36, item 1: the manifest a deploy reads back from the bucket (.site-deploy.json) is untrusted. It is
 * checked whole before any of it is used; a manifest that names a key outside the target's prefix (or one a
 * store may resolve outside it) or an md5 that is not 32 hex digits refuses the deploy, the rollback and the
 * dry run with one line, and nothing changes, in the bucket or beside it. Run against a real s3rver, which
 * resolves '..' in keys as a path: the store the issue's attack was reproduced on.
 */

const BUCKET = 'site-bucket';
const TARGET = `s3://${BUCKET}/site`;
const MANIFEST = 'site/.site-deploy.json';
let root: string;
let s3: TestS3;
let client: S3Client;
let siteA: string;
let siteB: string;

/** every file in s3rver's store (all buckets, and anything beside them) with its bytes' MD5 */
async function storeSnapshot(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) await walk(full);
      else
        out.push(
          `${path.relative(s3.directory, full)} ${createHash('md5')
            .update(await readFile(full))
            .digest('hex')}`,
        );
    }
  };
  await walk(s3.directory);
  return out.sort();
}

const getText = async (key: string) =>
  (await (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body?.transformToString()) ?? '';
const putText = (key: string, text: string, metadata?: Record<string, string>) =>
  client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: text, ContentType: 'application/json', Metadata: metadata }));
const etagOf = async (key: string) =>
  ((await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ETag ?? '').replaceAll('"', '');
const deploy = (dir: string, extra = {}) => deploySite({ dir, target: TARGET, config: s3.config, quiet: true, ...extra });
const rollback = (extra = {}) =>
  rollbackDeploy({ target: TARGET, config: s3.config, quiet: true, dir: path.join(root, 'lock', 'site'), ...extra });

/** writes the manifest's object with other bytes, keeping its metadata (what a deploy wrote) unless given */
async function putManifest(text: string, metadata?: Record<string, string>): Promise<void> {
  const kept = (await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: MANIFEST }))).Metadata;
  await putText(MANIFEST, text, metadata ?? kept);
}

/** a manifest's JSON as the tests alter it */
type Entry = Record<string, string>;
interface RawManifest {
  files: Record<string, Entry>;
  previous: { differs: Record<string, Entry | null> };
  siteUrl?: string;
  deployedAt?: string;
}
/** the entry of the home page, and the first entry of the previous deploy's differences */
const home = (m: RawManifest) => m.files['site/index.html'] as Entry;
const firstDiffer = (m: RawManifest) => Object.values(m.previous.differs).find(Boolean) as Entry;

/** the manifest as JSON, changed by `edit`, written back in place of the real one */
async function tamper(edit: (m: RawManifest) => void): Promise<void> {
  const m = JSON.parse(await getText(MANIFEST));
  edit(m);
  await putManifest(JSON.stringify(m));
}

/** runs `work`, expecting the refusal; answers its message, after checking that nothing in the store changed */
async function refused(work: () => Promise<unknown>): Promise<string> {
  const before = await storeSnapshot();
  const err = await work().then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UntrustedBucketDataError);
  const message = (err as Error).message;
  expect(message).not.toContain('\n');
  expect(message).toContain('nothing was changed');
  expect(await storeSnapshot()).toEqual(before);
  return message;
}

beforeAll(async () => {
  root = await tempRoot('manifest');
  siteA = await tinyExport(path.join(root, 'a'), 'first');
  siteB = await tinyExport(path.join(root, 'b'), 'second');
  s3 = await startS3([BUCKET]);
  client = createS3Client(s3.config);
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('the deploy manifest read back from the bucket', () => {
  it("refuses a manifest whose md5 names another key (the issue's '../../../pwned-by-deploy.txt'), for the deploy and its dry run", async () => {
    await deploy(siteA);
    // an object the next deploy deletes, after archiving it under its recorded md5
    await putText('site/extra.txt', 'someone else');
    const etag = await etagOf('site/extra.txt');
    const good = await getText(MANIFEST);
    await tamper((m) => {
      m.files['site/extra.txt'] = { md5: '../../../pwned-by-deploy.txt', etag, contentType: 'text/plain', cacheControl: 'no-cache' };
    });
    const message = await refused(() => deploy(siteA));
    expect(message).toMatch(
      /^refusing the deploy manifest "s3:\/\/site-bucket\/site\/\.site-deploy\.json": \["files"\]\["site\/extra\.txt"\]\["md5"\] is not 32 hex digits; nothing was changed\./,
    );
    await refused(() => deploy(siteA, { dryRun: true }));
    expect((await storeSnapshot()).some((f) => f.includes('pwned-by-deploy'))).toBe(false);
    // the real manifest back: the same deploy goes through, and deletes the stray object
    await putManifest(good);
    expect((await deploy(siteA)).result.deleted).toBe(1);
  });

  it("refuses a previous deploy's key outside the prefix ('site/x/../../victim-root.txt') for --rollback, its --dry-run and the CLI", async () => {
    await deploy(siteB);
    await tamper((m) => {
      m.previous.differs['site/x/../../victim-root.txt'] = firstDiffer(m);
    });
    const message = await refused(() => rollback());
    expect(message).toContain(`previous.differs key "site/x/../../victim-root.txt" has a '..' segment`);
    await refused(() => rollback({ dryRun: true }));
    // the CLI: one line on stderr, exit 1, and no history written beside the lock's folder
    const before = await storeSnapshot();
    const run = await runSite(['deploy', TARGET, '--rollback', '--dry-run', '--dir', path.join(root, 'lock', 'site')], s3.env);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain("has a '..' segment");
    expect(await storeSnapshot()).toEqual(before);
    expect((await storeSnapshot()).some((f) => f.includes('victim-root'))).toBe(false);
  });

  it.each([
    [
      'a key outside the prefix',
      (m: RawManifest) => (m.files['other/page.html'] = home(m)),
      /key "other\/page\.html" is not under the target's prefix "site\/"/,
    ],
    [
      'a key with an empty segment',
      (m: RawManifest) => (m.files['site/a//b.html'] = home(m)),
      /key "site\/a\/\/b\.html" has an empty segment/,
    ],
    ['a key with a "." segment', (m: RawManifest) => (m.files['site/./index.html'] = home(m)), /has a '\.' segment/],
    ['a key that is a backslashed path', (m: RawManifest) => (m.files['site/..\\x'] = home(m)), /has a control character or a backslash/],
    ["the deploy's own manifest as a file", (m: RawManifest) => (m.files[MANIFEST] = home(m)), /is one of the deploy's own objects/],
    ['an md5 in capitals', (m: RawManifest) => (home(m).md5 = home(m).md5?.toUpperCase() ?? ''), /\["md5"\] is not 32 hex digits/],
    [
      'a Content-Type that adds a header line',
      (m: RawManifest) => (home(m).contentType = 'text/html\r\nx-evil: 1'),
      /\["contentType"\] is not printable ASCII on one line/,
    ],
    ['a siteUrl that is no web address', (m: RawManifest) => (m.siteUrl = 'javascript:alert(1)'), /\["siteUrl"\] is not an http\(s\) URL/],
    [
      'a deployedAt that is no date',
      (m: RawManifest) => (m.deployedAt = '<img src=x onerror=alert(1)>'),
      /\["deployedAt"\] is not an ISO date and time/,
    ],
    ['a field no deploy writes', (m: RawManifest) => (home(m).extra = 'x'), /Unrecognized key/],
    [
      'a previous deploy whose md5 names another key',
      (m: RawManifest) => (firstDiffer(m).md5 = '../x'),
      /\["previous"\]\["differs"\]\[".*"\]\["md5"\] is not 32 hex digits/,
    ],
  ])('refuses %s, before anything changes', async (_, edit, why) => {
    const good = await getText(MANIFEST);
    try {
      await tamper(edit);
      expect(await refused(() => deploy(siteA))).toMatch(why);
      expect(await refused(() => rollback())).toMatch(why);
    } finally {
      await putManifest(good);
    }
  });

  it('refuses a manifest that is not JSON, instead of deploying as if there were none', async () => {
    const good = await getText(MANIFEST);
    try {
      await putManifest('{"version": 2, "files": {');
      expect(await refused(() => deploy(siteA))).toMatch(/: it is not JSON; nothing was changed/);
    } finally {
      await putManifest(good);
    }
  });

  it("shows no metadata of the live manifest that a deploy did not write (the admin page's What is live)", async () => {
    const good = await getText(MANIFEST);
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: MANIFEST }));
    try {
      await putManifest(good, { ...head.Metadata, 'deployed-at': '<img src=x onerror=alert(1)>' });
      const live = await liveDeploy({ target: TARGET, config: s3.config });
      expect(live.deployedAt).toBeUndefined();
      expect(live.error).toMatch(
        /^the metadata of the deploy manifest at s3:\/\/site-bucket\/site is not what a deploy writes \("deployed-at": /,
      );
    } finally {
      await putManifest(good, head.Metadata);
    }
    expect((await liveDeploy({ target: TARGET, config: s3.config })).deployedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
