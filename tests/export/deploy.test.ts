import { spawn } from 'node:child_process';
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../cli/deploy/client';
import { type DeployOptions, deploySite } from '../../cli/deploy/deploySite';
import { DeployAbortedError, DeployError } from '../../cli/deploy/errors';
import { deployableFiles } from '../../cli/deploy/files';
import type { ExportReport } from '../../cli/export/report';
import { projectRoot } from '../../core/exportPaths';
import { listFiles } from '../../core/fileTree';
import { copyOfExport, tempRoot } from './exportCopies';
import { runSite } from './runCommand';
import { startS3, type TestS3 } from './s3Server';

const BUCKET = 'site';
let s3: TestS3;
let root: string;
let dir: string;
let client: S3Client;

beforeAll(async () => {
  root = await tempRoot('deploy');
  dir = await copyOfExport(root);
  s3 = await startS3([BUCKET, 'other']);
  client = createS3Client(s3.config);
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

const deploy = (extra: Partial<DeployOptions> = {}) =>
  deploySite({ dir, target: `s3://${BUCKET}`, config: s3.config, quiet: true, concurrency: 8, ...extra });

/** the keys of a bucket but the archive of replaced versions a rollback may need (tests/export/rollback.test.ts) */
async function bucketKeys(bucket = BUCKET): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.filter((k) => !k.includes('.site-deploy/')).sort();
}

/** the export's files that visitors get, as the deploy should publish them */
const publishedFiles = async () => (await deployableFiles(dir)).map((f) => f.rel).sort();

/** what a browser gets for a key: an anonymous GET that accepts compression, decoded by fetch */
async function visitorGet(key: string) {
  const res = await fetch(s3.objectUrl(BUCKET, key), { headers: { 'Accept-Encoding': 'br, gzip' } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** a page removed from the export, with its precompressed copies and its line in report.json, as the exporter would */
async function removePage(rel: string): Promise<void> {
  for (const file of [rel, `${rel}.br`, `${rel}.gz`]) await rm(path.join(dir, file), { force: true });
  const report = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as ExportReport;
  report.pages = report.pages.filter((p) => p.file !== rel);
  await writeFile(path.join(dir, 'report.json'), JSON.stringify(report));
}

/** runs `site deploy` as a user would, against the test's S3 server */
const siteDeploy = (args: string[], env: Record<string, string> = {}) => runSite(['deploy', ...args], { ...s3.env, ...env });

describe('site deploy against an S3-protocol server (s3rver)', () => {
  it('the first deploy uploads every published file with its Content-Type and Cache-Control, and nothing else', async () => {
    const published = await publishedFiles();
    const { result } = await deploy();
    expect(result).toMatchObject({ uploaded: published.length, unchanged: 0, deleted: 0 });
    expect(result.bytes).toBeGreaterThan(100_000);
    const keys = await bucketKeys();
    // the published files, plus the manifest the deploy writes last
    expect(keys).toEqual([...published, '.site-deploy.json'].sort());
    // no precompressed copies (docs/decisions/009) and no host configuration files
    expect(keys.filter((k) => /\.(br|gz)$/.test(k) || k === '_headers' || k === 'nginx.conf')).toEqual([]);

    const asset = published.find((k) => k.startsWith('assets/') && k.endsWith('.js'));
    expect(asset).toBeDefined();
    const js = await visitorGet(asset as string);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    for (const key of ['index.html', 'sitemap.xml', 'report.json']) {
      const res = await visitorGet(key);
      expect(res.status, key).toBe(200);
      expect(res.headers.get('cache-control'), key).toBe('public, max-age=0, must-revalidate');
    }
    expect((await visitorGet('index.html')).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('a GET of every page and file decodes to exactly the bytes of the export', async () => {
    const published = await publishedFiles();
    for (const rel of published) {
      const res = await visitorGet(rel);
      expect(res.status, rel).toBe(200);
      expect(res.bytes.equals(await readFile(path.join(dir, rel))), rel).toBe(true);
    }
    // every page of the export is among them
    const pages = (await listFiles(dir)).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    expect(published).toEqual(expect.arrayContaining(pages));
  });

  it('an unchanged redeploy uploads nothing; one changed page uploads one file', async () => {
    const again = await deploy();
    expect(again.result).toMatchObject({ uploaded: 0, deleted: 0, bytes: 0 });
    expect(again.result.unchanged).toBe((await publishedFiles()).length);

    await appendFile(path.join(dir, 'about/index.html'), '<!-- changed -->');
    const changed = await deploy();
    expect(changed.result).toMatchObject({ uploaded: 1, deleted: 0 });
    expect((await visitorGet('about/index.html')).bytes.toString()).toContain('<!-- changed -->');
  });

  it('a removed page is deleted from the bucket', async () => {
    await removePage('careers/index.html');
    const { result } = await deploy();
    // the page goes, and report.json (which no longer lists it) is uploaded
    expect(result).toMatchObject({ uploaded: 1, deleted: 1 });
    expect(await bucketKeys()).not.toContain('careers/index.html');
    expect((await visitorGet('careers/index.html')).status).toBe(404);
  });

  it('a deploy cut off midway leaves the previous site whole, and a rerun completes it', async () => {
    const before = await bucketKeys();
    const manifestBefore = (await visitorGet('.site-deploy.json')).bytes;
    // a new asset, three changed pages, a changed sitemap and a removed page (and so a changed report.json)
    await writeFile(path.join(dir, 'assets/new-chunk-abc123.js'), 'export const x = 1;\n');
    for (const page of ['index.html', 'contact/index.html', 'demo/index.html'])
      await appendFile(path.join(dir, page), '<!-- next release -->');
    await appendFile(path.join(dir, 'sitemap.xml'), '\n');
    await removePage('privacy/index.html');

    const stop = new AbortController();
    let uploadedBeforeStop = 0;
    const cut = deploy({
      concurrency: 1,
      signal: stop.signal,
      onProgress: ({ done }) => {
        uploadedBeforeStop = done;
        if (done === 2) stop.abort();
      },
    });
    await expect(cut).rejects.toBeInstanceOf(DeployAbortedError);
    expect(uploadedBeforeStop).toBe(2);
    // the order: the new asset first, then pages; nothing deleted, the sitemap (which links to them) and the manifest untouched
    expect(await bucketKeys()).toEqual([...before, 'assets/new-chunk-abc123.js'].sort());
    expect((await visitorGet('privacy/index.html')).status).toBe(200);
    expect((await visitorGet('sitemap.xml')).bytes.toString().endsWith('\n\n')).toBe(false);
    expect((await visitorGet('.site-deploy.json')).bytes.equals(manifestBefore)).toBe(true);
    // every object of the previous deploy is still served
    for (const key of before) expect((await visitorGet(key)).status, key).toBe(200);

    const rerun = await deploy();
    expect(rerun.result).toMatchObject({ uploaded: 6 - uploadedBeforeStop, deleted: 1 });
    expect(await bucketKeys()).not.toContain('privacy/index.html');
    for (const page of ['index.html', 'contact/index.html', 'demo/index.html'])
      expect((await visitorGet(page)).bytes.equals(await readFile(path.join(dir, page))), page).toBe(true);
    expect((await deploy()).result.uploaded).toBe(0);
  });

  it('a `site deploy` process killed midway leaves the previous site served, and a rerun completes it', async () => {
    const before = await bucketKeys();
    const pages = (await publishedFiles()).filter((f) => f.endsWith('.html'));
    for (const page of pages) await appendFile(path.join(dir, page), '<!-- release 3 -->');
    await removePage('terms-of-service/index.html');
    const child = spawn(process.execPath, ['bin/site.mjs', 'deploy', `s3://${BUCKET}`, '--dir', dir, '--concurrency', '1'], {
      cwd: projectRoot,
      env: { ...process.env, CI: '1', DATABASE_URL: '', ...s3.env },
    });
    // killed at its first progress line: some pages are up, most are not
    const killed = await new Promise<NodeJS.Signals | null>((resolve) => {
      child.stderr.on('data', (d: Buffer) => {
        if (/Uploading: [1-9]/.test(d.toString())) child.kill('SIGKILL');
      });
      child.on('close', (_code, signal) => resolve(signal));
    });
    expect(killed).toBe('SIGKILL');
    // nothing was deleted: every object of the previous deploy is still served
    expect(await bucketKeys()).toEqual(before);
    for (const key of before) expect((await visitorGet(key)).status, key).toBe(200);

    const rerun = await deploy();
    expect(rerun.result.deleted).toBe(1);
    expect(rerun.result.uploaded).toBeGreaterThan(0);
    expect(rerun.result.uploaded).toBeLessThan(pages.length);
    for (const page of pages.filter((p) => p !== 'terms-of-service/index.html'))
      expect((await visitorGet(page)).bytes.equals(await readFile(path.join(dir, page))), page).toBe(true);
    expect((await deploy()).result.uploaded).toBe(0);
  });

  it('a prefix keeps the site under it and leaves the rest of the bucket alone', async () => {
    await client.send(new PutObjectCommand({ Bucket: 'other', Key: 'keep/me.txt', Body: 'not the site' }));
    const { result, target } = await deploy({ target: 's3://other/www/' });
    expect(target).toBe('s3://other/www');
    expect(result.uploaded).toBe((await publishedFiles()).length);
    const keys = await bucketKeys('other');
    expect(keys).toContain('keep/me.txt');
    expect(keys).toContain('www/index.html');
    expect(keys.filter((k) => !k.startsWith('www/') && k !== 'keep/me.txt')).toEqual([]);
    const res = await client.send(new GetObjectCommand({ Bucket: 'other', Key: 'www/index.html' }));
    expect(res.ContentType).toBe('text/html; charset=utf-8');
  });

  it('a dry run says what would change and changes nothing', async () => {
    await appendFile(path.join(dir, 'about/index.html'), '<!-- dry -->');
    const before = (await visitorGet('about/index.html')).bytes;
    const outcome = await deploy({ dryRun: true });
    expect(outcome.result.uploaded).toBe(1);
    expect(outcome.plan?.upload).toEqual(['about/index.html']);
    expect((await visitorGet('about/index.html')).bytes.equals(before)).toBe(true);
    expect((await deploy()).result.uploaded).toBe(1);
  });

  it('a wrong access key or a missing bucket fails with one clear line that never shows the keys', async () => {
    const secret = 'wrong-secret-0123456789';
    const wrongKey = deploy({ config: { ...s3.config, AWS_ACCESS_KEY_ID: 'AKIAWRONGKEY123', AWS_SECRET_ACCESS_KEY: secret } });
    await expect(wrongKey).rejects.toBeInstanceOf(DeployError);
    await expect(wrongKey).rejects.toThrow(/InvalidAccessKeyId.*check AWS_ACCESS_KEY_ID/);
    const err = await wrongKey.catch((e: Error) => e);
    expect(String((err as Error).message)).not.toMatch(/AKIAWRONGKEY123|wrong-secret/);
    await expect(deploy({ target: 's3://no-such-bucket' })).rejects.toThrow(/bucket "no-such-bucket" .* does not exist/);
  });

  it('`site deploy --json` prints { uploaded, unchanged, deleted, archived, bytes, seconds, cycles }; a failure is one line and exit 1', async () => {
    const ok = await siteDeploy([`s3://${BUCKET}`, '--dir', dir, '--json']);
    expect(ok.status, ok.stderr).toBe(0);
    const printed = JSON.parse(ok.stdout) as Record<string, number>;
    expect(Object.keys(printed).sort()).toEqual(['archived', 'bytes', 'cycles', 'deleted', 'seconds', 'unchanged', 'uploaded']);
    expect(printed).toMatchObject({ uploaded: 0, deleted: 0, bytes: 0 });

    const secret = 'cli-secret-abcdefghijklmnop';
    const bad = await siteDeploy([`s3://${BUCKET}`, '--dir', dir], {
      AWS_ACCESS_KEY_ID: 'AKIACLIWRONG0000',
      AWS_SECRET_ACCESS_KEY: secret,
    });
    expect(bad.status).toBe(1);
    const lines = bad.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^site: .*InvalidAccessKeyId/);
    expect(bad.stdout + bad.stderr).not.toMatch(/AKIACLIWRONG0000|cli-secret/);

    const missing = await siteDeploy(['s3://no-such-bucket', '--dir', dir]);
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^site: bucket "no-such-bucket" .*does not exist/)]);
  });
});
