import { spawn } from 'node:child_process';
import { appendFile, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../cli/deploy/client';
import { deploySite, rollbackDeploy } from '../../cli/deploy/deploySite';
import { deployableFiles } from '../../cli/deploy/files';
import { headManifest } from '../../cli/deploy/remote';
import { parseDeployTarget } from '../../cli/deploy/target';
import { projectRoot } from '../../core/exportPaths';
import { freePort } from '../api/helpers/smtp';
import { fill, recipe } from '../docRecipes';
import { copyOfExport, tempRoot } from './exportCopies';
import { runCommand } from './runCommand';
import { type ProxiedRequest, startS3Proxy } from './s3Proxy';
import { startS3, storageConfigFor, type TestS3 } from './s3Server';
import { siteDir } from './site';

/**
 * docs/deploy.md, section 1, run as written: the IAM policy against the calls of a real deploy, rollback
 * and admin status; the export-and-deploy and rollback commands in bash against s3rver; and the file
 * counts the page quotes (sections 1 and 6) against the export.
 */

const BUCKET = 'www-example-com';
let root: string;
let s3: TestS3;

beforeAll(async () => {
  root = await tempRoot('deploy-recipes');
  s3 = await startS3([BUCKET, 'iam']);
});
afterAll(async () => {
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

/** the IAM action a request to an S3-compatible store needs (path-style URLs: /bucket[/key]) */
function actionsOf(r: ProxiedRequest): Array<{ action: string; onObject: boolean }> {
  const [pathname = '', query = ''] = r.url.split('?');
  const onObject = pathname.split('/').filter(Boolean).length > 1;
  const q = new URLSearchParams(query);
  if (!onObject) {
    if (r.method === 'POST' && q.has('delete')) return [{ action: 's3:DeleteObject', onObject: true }];
    if ((r.method === 'GET' && q.get('list-type') === '2') || r.method === 'HEAD') return [{ action: 's3:ListBucket', onObject: false }];
    return [{ action: `unknown bucket call ${r.method} ${query}`, onObject: false }];
  }
  if (r.method === 'GET' || r.method === 'HEAD') return [{ action: 's3:GetObject', onObject: true }];
  if (r.method === 'DELETE') return [{ action: 's3:DeleteObject', onObject: true }];
  if (r.method === 'PUT') {
    const put = { action: 's3:PutObject', onObject: true };
    return r.copySource ? [put, { action: 's3:GetObject', onObject: true }] : [put];
  }
  return [{ action: `unknown object call ${r.method}`, onObject: true }];
}

/** runs a shell recipe in bash from the project root, stopping at its first failing command */
const bash = (script: string) => runCommand('bash', ['-euo', 'pipefail', '-c', script]);

/** a command's output comment in a recipe as a pattern: its numbers (and the date) may be any */
function shapeOf(comment: string): RegExp {
  const escaped = comment.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${escaped.replace(/\d{4}-\d\d-\d\dT[\d:]+\\\.\d+Z/g, '\\S+').replace(/(?<![A-Za-z\d])\d+(\\\.\d+)?/g, '\\d+(?:\\.\\d+)?')}$`,
  );
}

/** the comment after the command that ends with `tail` in a recipe */
const commentAfter = (text: string, tail: string) => {
  const line = text.split('\n').find((l) => l.split('#')[0]?.trimEnd().endsWith(tail));
  return line?.slice(line.indexOf('#') + 1) ?? '';
};

describe('docs/deploy.md, section 1, as written', () => {
  it('the IAM policy grants exactly the calls a deploy, a redeploy, a rollback and the admin status make', async () => {
    const policy = JSON.parse(fill(recipe('docs/deploy.md', 'iam-policy'), { 'www-example-com': 'iam' })) as {
      Statement: Array<{ Effect: string; Action: string | string[]; Resource: string }>;
    };
    const granted = new Set(
      policy.Statement.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).map((a) => `${a} ${s.Resource}`)),
    );
    const proxy = await startS3Proxy(s3.endpoint);
    try {
      const { config } = storageConfigFor(proxy.endpoint);
      const dir = await copyOfExport(root);
      const target = 's3://iam/site';
      await deploySite({ dir, target, config, quiet: true });
      await deploySite({ dir, target, config, quiet: true });
      await appendFile(path.join(dir, 'about/index.html'), '<!-- changed -->');
      await deploySite({ dir, target, config, quiet: true });
      await rollbackDeploy({ target, config, quiet: true, dir });
      await deploySite({ dir, target, config, quiet: true, dryRun: true });
      const client = createS3Client(config);
      expect(await headManifest(client, parseDeployTarget(target))).toMatchObject({ deployedAt: expect.any(String) });
      expect(await headManifest(client, parseDeployTarget('s3://iam/nothing-here'))).toBeNull();
      client.destroy();
    } finally {
      await proxy.close();
    }
    const needed = new Set(
      proxy.requests.flatMap(actionsOf).map((a) => `${a.action} ${a.onObject ? 'arn:aws:s3:::iam/*' : 'arn:aws:s3:::iam'}`),
    );
    expect([...needed].sort()).toEqual([...granted].sort());
  });

  it('tries a deploy on a local store as written: the store starts, takes the deploy, and stops on SIGTERM (issue 36, item 11)', async () => {
    const port = String(await freePort());
    const store = spawn('bash', ['-c', fill(recipe('docs/deploy.md', 'local-store'), { '9000': port })], {
      cwd: projectRoot,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const first = await new Promise<string>((resolve, reject) => {
        let out = '';
        store.stdout.on('data', (d) => {
          out += d;
          if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
        });
        store.once('exit', (code) => reject(new Error(`the store exited (${code})`)));
      });
      expect(JSON.parse(first)).toEqual({ port: Number(port) });
      const deploy = recipe('docs/deploy.md', 'local-deploy');
      const ran = await bash(fill(deploy, { '9000': port, 'dist/site': await copyOfExport(root) }));
      expect(ran.status, ran.stderr).toBe(0);
      expect(ran.stdout.trim()).toMatch(shapeOf(commentAfter(deploy.text, '--quiet')));
      expect((await fetch(`http://127.0.0.1:${port}/www-example-com/index.html`)).status).toBe(200);
    } finally {
      store.kill('SIGTERM');
    }
    await new Promise((resolve) => (store.exitCode !== null ? resolve(null) : store.once('exit', resolve)));
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('exports and deploys with the commands as written: a dry run, a deploy, an unchanged deploy as JSON; then a rollback', async () => {
    const out = path.join(root, 'recipe-site');
    const credentials = `AWS_REGION=us-east-1 AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER AWS_ENDPOINT_URL_S3=${s3.endpoint} AWS_S3_FORCE_PATH_STYLE=true`;
    const deploy = recipe('docs/deploy.md', 'export-and-deploy');
    const ran = await bash(
      fill(deploy, { 'AWS_REGION=eu-west-1 AWS_ACCESS_KEY_ID=… AWS_SECRET_ACCESS_KEY=…': credentials, 'dist/site': out }),
    );
    expect(ran.status, ran.stderr).toBe(0);
    const files = (await deployableFiles(out)).length;
    // after the export's summary, the dry run: a head line, then every upload in order
    const all = ran.stdout.trim().split('\n');
    const lines = all.slice(all.findIndex((l) => l.startsWith('Would upload')));
    expect(lines[0]).toMatch(
      new RegExp(`^Would upload ${files} files \\(\\d+\\.\\d MB\\) to s3://${BUCKET}, 0 unchanged, would delete 0, in this order:$`),
    );
    expect(lines.slice(1, files + 1).every((l) => /^\s+\d+\. upload \S+$/.test(l))).toBe(true);
    // the deploy prints the line its comment shows; the JSON deploy the counts its comment names
    expect(lines[files + 1]).toMatch(shapeOf(commentAfter(deploy.text, '--dir dist/site')));
    const json = JSON.parse(lines.slice(files + 2).join('\n')) as Record<string, unknown>;
    expect(json).toMatchObject({ uploaded: 0, unchanged: files, deleted: 0, archived: 0 });
    for (const key of (commentAfter(deploy.text, '--json').match(/"(\w+)"/g) ?? []).map((k) => k.slice(1, -1)))
      expect(json).toHaveProperty(key);
    // the site it exported is the one in the bucket, for the site URL it was given
    const sitemap = await (await fetch(s3.objectUrl(BUCKET, 'sitemap.xml'))).text();
    expect(sitemap).toContain('<loc>https://www.example.com/about</loc>');

    // a second deploy, then the rollback recipe puts the first back
    const about = await readFile(path.join(out, 'about/index.html'));
    await appendFile(path.join(out, 'about/index.html'), '<!-- a mistake -->');
    await deploySite({ dir: out, target: `s3://${BUCKET}`, config: s3.config, quiet: true });
    const rollback = recipe('docs/deploy.md', 'rollback');
    const back = await bash(fill(rollback, { 'AWS_REGION=eu-west-1 AWS_ACCESS_KEY_ID=… AWS_SECRET_ACCESS_KEY=…': credentials }));
    expect(back.status, back.stderr).toBe(0);
    const backLines = back.stdout.trim().split('\n');
    expect(backLines[0]).toMatch(
      /^Would put back 1 files \(\d+\.\d MB\) in s3:\/\/www-example-com, \d+ unchanged, would delete 0, in this order:$/,
    );
    expect(backLines[1]).toMatch(/^\s+1\. put back about\/index\.html$/);
    expect(backLines[2]).toMatch(shapeOf(commentAfter(rollback.text, '--rollback')));
    expect(Buffer.from(await (await fetch(s3.objectUrl(BUCKET, 'about/index.html'))).arrayBuffer()).equals(about)).toBe(true);
  }, 240_000);

  it("quotes the export's file count and size (sections 1 and 6) within 5% and 10%", async () => {
    const files = await deployableFiles(siteDir());
    const bytes = files.reduce((n, f) => n + f.size, 0);
    const doc = await readFile(path.join(projectRoot, 'docs/deploy.md'), 'utf8');
    const quoted = [...doc.matchAll(/(?:Uploaded |current export: )(\d+) files(?:, | \()(\d+\.\d) MB/g)];
    expect(quoted.length).toBeGreaterThanOrEqual(2);
    for (const [, n, mb] of quoted) {
      expect(Math.abs(Number(n) - files.length) / files.length, `${n} files quoted, ${files.length} exported`).toBeLessThanOrEqual(0.05);
      expect(
        Math.abs(Number(mb) * 1024 * 1024 - bytes) / bytes,
        `${mb} MB quoted, ${(bytes / 1024 / 1024).toFixed(1)} MB exported`,
      ).toBeLessThanOrEqual(0.1);
    }
  });
});
