import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../bench/projectCopy.mjs';
import { checkNginxSnippet, startNginx } from '../api/helpers/nginx';
import { freePort } from '../api/helpers/smtp';
import { fill, recipe } from '../docRecipes';
import { corpusBlocks, corpusSlug, notionCorpus } from '../fixtures/notion/corpus';
import { DATABASE_ID, rt, TOKEN } from '../fixtures/notion/data';
import { startFakeNotion } from '../fixtures/notion/fakeNotion';
import { startS3 } from './s3Server';

/**
 * docs/notion.md run as written: the nginx block that exposes only the webhook on the publisher, and the
 * polling fallback's cron line (regenerate --changed, then deploy) against the fake Notion and s3rver.
 */

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

/** a request through node:http (nginx's own refusals are not the API's answers, which the fetch check holds to the OpenAPI document) */
function send(port: number, method: string, p: string, body = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: p, headers: { 'Content-Type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('docs/notion.md', () => {
  it('webhook-proxy: nginx passes POST /api/notion/webhook up to 64 KB to the publisher, and nothing else', async () => {
    const seen: string[] = [];
    const upstream: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push(`${req.method} ${req.url}`);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise((r) => upstream.close(r)));
    const block = fill(recipe('docs/notion.md', 'webhook-proxy'), {
      'http://127.0.0.1:3000': `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    });
    const port = await freePort();
    const server = `server {\n    listen 127.0.0.1:${port};\n    location / { return 404; }\n${block}\n}\n`;
    await checkNginxSnippet(server);
    const nginx = await startNginx(server, {
      workers: 1,
      ready: () =>
        send(port, 'GET', '/').then(
          () => true,
          () => false,
        ),
    });
    cleanups.push(() => nginx.stop());

    expect(await send(port, 'POST', '/api/notion/webhook', '{"verification_token":"secret_x"}')).toBe(200);
    expect(await send(port, 'GET', '/api/notion/webhook')).toBe(403);
    expect(await send(port, 'POST', '/api/notion/webhook', 'x'.repeat(70 * 1024))).toBe(413);
    expect(await send(port, 'POST', '/api/admin/generate-static-site')).toBe(404);
    expect(await send(port, 'GET', '/api/notion/webhook/../admin/status')).toBe(404);
    expect(seen).toEqual(['POST /api/notion/webhook']);
  });

  it('poll-cron: each tick regenerates what was edited in Notion and deploys it', async () => {
    const base = mkdtempSync(path.join(os.tmpdir(), 'notion-poll-'));
    cleanups.push(() => rm(base, { recursive: true, force: true }));
    const project = copyProject(path.join(base, 'project'));
    const fake = await startFakeNotion({ content: notionCorpus(3), now: () => Date.now() - 10 * 60_000 });
    cleanups.push(() => fake.close());
    const s3 = await startS3(['poll']);
    cleanups.push(() => s3.stop());
    const env = {
      ...process.env,
      ...s3.env,
      CI: '1',
      DATABASE_URL: '',
      SITE_URL: 'https://bloksecure.com',
      NOTION_TOKEN: TOKEN,
      NOTION_DATABASE_ID: DATABASE_ID,
      NOTION_API_URL: fake.url,
      SITE_DEPLOY_TARGET: 's3://poll/www',
      DATA_DIR: path.join(base, 'data'),
    };
    const run = (script: string) =>
      new Promise<{ status: number | null; out: string }>((resolve) => {
        const child = spawn('bash', ['-c', script], { cwd: base, env });
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
        });
        child.stderr.on('data', (d) => {
          out += d;
        });
        child.on('close', (status) => resolve({ status, out }));
      });
    // the site as the publisher has it: exported once
    const first = await run(`cd ${project} && node bin/site.mjs export --quiet --no-check`);
    expect(first.status, first.out).toBe(0);

    const line = fill(recipe('docs/notion.md', 'poll-cron'), { '/srv/site': project });
    const fields = line.trim().split(/\s+/);
    expect(fields.slice(0, 5).join(' ')).toBe('*/5 * * * *');
    const tick = fields.slice(5).join(' ');
    const paragraph = corpusBlocks(1).find((b) => b.type === 'paragraph')?.id as string;
    fake.workspace.editBlock(paragraph, { rich_text: [rt('Edited in Notion, polled and published.')] });
    fake.resetRequests();
    const ran = await run(tick);
    expect(ran.status, ran.out).toBe(0);
    // --quiet: each command's one result line, no progress
    const lines = ran.out.trim().split('\n');
    expect(lines, ran.out).toHaveLength(2);
    expect(lines[0]).toMatch(/^Regenerated 1 changed post/);
    expect(lines[1]).toMatch(/^Uploaded \d+ files .* to s3:\/\/poll\/www/);
    const live = await fetch(s3.objectUrl('poll', `www/blog/${corpusSlug(1)}/index.html`));
    expect(await live.text()).toContain('Edited in Notion, polled and published.');
    // the next tick with nothing edited asks Notion for the listing alone
    fake.resetRequests();
    const idle = await run(tick);
    expect(idle.status, idle.out).toBe(0);
    expect(fake.counts()).toMatchObject({ query: 1, page: 0, children: 0 });
  }, 300_000);
});
