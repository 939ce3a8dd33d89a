import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReplitExport } from '../../cli/export/replit';
import { replitZipFor } from '../../core/exportPaths';
import { securityHeaders } from '../../core/securityHeaders';
import { copyOfExport, exportOptions, tempRoot } from './exportCopies';
import { attrValues, parseHtml } from './html';
import { readReport, titleOf } from './site';
import { readZip } from './zipReader';

let root: string;
let app: string;
let server: ChildProcess | undefined;
let base: string;

/** starts `node server.js` of the unpacked bundle and waits for the line with its address */
function startServer(cwd: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    server = spawn(process.execPath, ['server.js'], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server.js did not start: ${out}`)), 15_000);
    server.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    server.stderr?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    server.once('exit', (code) => reject(new Error(`server.js exited with ${code}: ${out}`)));
  });
}

beforeAll(async () => {
  root = await tempRoot('replit');
  const dir = await copyOfExport(root);
  const { result, zipFile } = await createReplitExport(exportOptions(dir));
  expect(result.success).toBe(true);
  expect(zipFile).toBe(path.join(root, 'replit-export.zip'));
  expect(replitZipFor(dir)).toBe(zipFile);
  // unpack the bundle as Replit (or a user) would
  app = path.join(root, 'app');
  for (const e of readZip(await readFile(zipFile))) {
    await mkdir(path.dirname(path.join(app, e.name)), { recursive: true });
    await writeFile(path.join(app, e.name), e.data, { mode: e.mode });
  }
  base = await startServer(app, { PORT: '0', HOST: '127.0.0.1' });
});
afterAll(async () => {
  server?.kill();
  await rm(root, { recursive: true, force: true });
});

describe('site replit', () => {
  it('bundles the site under public/ with server.js, .replit and replit.nix', async () => {
    const entries = readZip(await readFile(path.join(root, 'replit-export.zip')));
    const names = entries.map((e) => e.name);
    for (const f of [
      '.replit',
      'replit.nix',
      'server.js',
      'package.json',
      'README.md',
      'headers.json',
      'public/index.html',
      'public/404.html',
      'public/sitemap.xml',
    ]) {
      expect(names).toContain(f);
    }
    expect(names).not.toContain('public/report.json');
    const replit = entries.find((e) => e.name === '.replit')?.data.toString() ?? '';
    expect(replit).toMatch(/^run = "node server\.js"$/m);
    expect(replit).toMatch(/modules = \["nodejs-20"\]/);
    expect(entries.find((e) => e.name === 'replit.nix')?.data.toString()).toContain('pkgs.nodejs_20');
    expect(entries.find((e) => e.name === 'server.js')?.mode).toBe(0o755);
    const pkg = JSON.parse(entries.find((e) => e.name === 'package.json')?.data.toString() ?? '{}') as {
      dependencies?: unknown;
      scripts?: { start?: string };
    };
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.scripts?.start).toBe('node server.js');
  });

  it('serves the home page with the site server’s security headers, and every exported page', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(titleOf(await res.text())).toMatch(/BlokSecure$/);
    const expected = securityHeaders({});
    for (const [k, v] of Object.entries(expected)) expect(res.headers.get(k), k).toBe(v);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    for (const p of (await readReport()).pages.filter((x) => x.status === 200)) {
      expect((await fetch(`${base}${p.path}`)).status, p.path).toBe(200);
    }
  });

  it('sends precompressed copies, immutable hashed assets, ETags and 304s', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const asset = attrValues(parseHtml(html), 'src').find((src) => /^\/assets\/boot-[^/]+\.js$/.test(src));
    expect(asset).toBeTruthy();
    const res = await fetch(`${base}${asset}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${base}${asset}`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers unknown paths with the not-found page, and refuses other methods and paths outside public/', async () => {
    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    expect((await fetch(`${base}/admin`)).status).toBe(404);
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const u = new URL(base);
      request({ host: u.hostname, port: u.port, path: '/..%2f..%2fserver.js' }, (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
  });
});
