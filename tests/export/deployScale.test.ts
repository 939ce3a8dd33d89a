import { appendFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../cli/deploy/client';
import { deploySite } from '../../cli/deploy/deploySite';
import { deployableFiles } from '../../cli/deploy/files';
import { listKeys } from './bucketLinks';
import { copyOfExport, tempRoot } from './exportCopies';
import { startS3, type TestS3 } from './s3Server';

/**
 * A bucket past one listing page (1,000 keys): the export plus the JSON copies of 1,100 more posts, so
 * that the first page ends inside api/blog/posts/. S3 lists keys in binary order (api/blog/posts.json
 * before api/blog/posts/…); s3rver is made to as well (bench/s3rver.mjs), and pages only with the
 * legacy OpenSSL provider, which its child process is started with.
 */

const EXTRA = 1100;
let root: string;
let dir: string;
let s3: TestS3;
let client: S3Client;

const extra = (i: number) => `api/blog/posts/archived-${String(i).padStart(4, '0')}.json`;
const deploy = () => deploySite({ dir, target: 's3://big', config: s3.config, quiet: true, concurrency: 16 });

beforeAll(async () => {
  root = await tempRoot('deploy-scale');
  dir = await copyOfExport(root);
  for (let i = 0; i < EXTRA; i++) await writeFile(path.join(dir, extra(i)), JSON.stringify({ slug: `archived-${i}`, title: `Post ${i}` }));
  s3 = await startS3(['big']);
  client = createS3Client(s3.config);
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

describe('deploying to a bucket of more than 1,000 objects', () => {
  it('lists every page: new, unchanged and deleted files on both sides of a page boundary, and an unchanged redeploy uploads 0', async () => {
    const published = (await deployableFiles(dir)).map((f) => f.rel).sort();
    expect(published.length).toBeGreaterThan(1300);
    const first = await deploy();
    expect(first.result).toMatchObject({ uploaded: published.length, unchanged: 0, deleted: 0 });

    // the first listing page ends inside api/blog/posts/, with posts.json on it (binary order)
    const page = await client.send(new ListObjectsV2Command({ Bucket: 'big' }));
    const onFirst = (page.Contents ?? []).map((o) => o.Key ?? '');
    expect(page.IsTruncated).toBe(true);
    expect(onFirst).toHaveLength(1000);
    expect(onFirst).toContain('api/blog/posts.json');
    expect(onFirst.at(-1)).toMatch(/^api\/blog\/posts\/archived-/);

    const again = await deploy();
    expect(again.result).toMatchObject({ uploaded: 0, deleted: 0, unchanged: published.length });

    // on the first page: one deleted, one changed; on the second: one deleted, one changed, one new
    const firstPage = onFirst.filter((k) => k.startsWith('api/blog/posts/archived-'));
    const [gone1, changed1] = [firstPage[3]!, firstPage[10]!];
    const [gone2, changed2] = [extra(EXTRA - 2), extra(EXTRA - 20)];
    expect(onFirst).not.toContain(gone2);
    for (const rel of [gone1, gone2]) await rm(path.join(dir, rel));
    for (const rel of [changed1, changed2]) await appendFile(path.join(dir, rel), '\n');
    await writeFile(path.join(dir, extra(EXTRA + 5)), '{"slug":"new"}');
    const changed = await deploy();
    expect(changed.result).toMatchObject({ uploaded: 3, deleted: 2, archived: 4 });
    expect(changed.plan.upload.sort()).toEqual([changed1, changed2, extra(EXTRA + 5)].sort());
    expect(changed.plan.delete.sort()).toEqual([gone1, gone2].sort());

    const site = [...(await listKeys(client, 'big')).keys()].filter((k) => !k.startsWith('.site-deploy'));
    expect(site.sort()).toEqual((await deployableFiles(dir)).map((f) => f.rel).sort());
    expect((await deploy()).result).toMatchObject({ uploaded: 0, deleted: 0 });
  }, 180_000);
});
