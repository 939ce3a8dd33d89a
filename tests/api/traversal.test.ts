import { randomBytes } from 'node:crypto';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../api/server';
import type { GenerationResult } from '../../cli/export/report';
import { loadConfig } from '../../core/config';
import { tempRoot, treeSnapshot } from '../export/exportCopies';

/**
 * A sandbox: <root>/secret.txt and <root>/outside/ lie outside the served folder <root>/site, which holds
 * dotfiles and symlinks pointing out of it (and one pointing inside, plus a dangling one and a loop).
 * Every answer to a hostile request target must be a 4xx (or a redirect to a same-origin path) that
 * carries none of the secrets, and the server must keep answering.
 */
const SECRET = `outside-secret-${randomBytes(8).toString('hex')}`;
const DOT_SECRET = `dotfile-secret-${randomBytes(8).toString('hex')}`;
/** larger than what the server keeps in memory: streamed from disk */
const BIG = 'abcdefghij'.repeat(10_000);
const TOKEN = `traversal-admin-token-${randomBytes(16).toString('hex')}`;

let root: string;
let siteDir: string;
let site: SiteServer;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** a request whose target is sent exactly as written (fetch would resolve '..' and '%2e%2e') */
function raw(target: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** a request line written byte for byte on a socket (node:http refuses to send a raw NUL or space) */
function rawSocket(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = connect(port, '127.0.0.1', () => sock.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let out = '';
    sock.on('data', (d: Buffer) => {
      out += d.toString('latin1');
    });
    sock.on('end', () => resolve(out));
    sock.on('error', reject);
  });
}

beforeAll(async () => {
  root = await tempRoot('traversal-api');
  siteDir = path.join(root, 'site');
  const put = async (rel: string, data: string) => {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), data);
  };
  await put('secret.txt', SECRET);
  await put('outside/secret.txt', SECRET);
  await put('outside/index.html', SECRET);
  await put('site/index.html', '<!doctype html><title>home</title>');
  await put('site/404.html', '<!doctype html><title>Page Not Found</title>');
  await put('site/about/index.html', '<!doctype html><title>about</title>');
  await put('site/assets/app.js', 'console.log(1)');
  await put('site/assets/.hidden', DOT_SECRET);
  await put('site/.env', `ADMIN_TOKEN=${DOT_SECRET}`);
  await put('site/.git/config', `[remote] ${DOT_SECRET}`);
  await put('site/.git/.well-known/x.txt', DOT_SECRET);
  await put('site/.env.well-known/x.txt', DOT_SECRET);
  await put('site/.well-known/security.txt', 'Contact: mailto:security@bloksecure.com');
  await put('site/report.json', '{}');
  await put('site/media/big.mp4', BIG);
  await symlink(path.join(root, 'secret.txt'), path.join(siteDir, 'link-to-secret.txt'));
  await symlink('../secret.txt', path.join(siteDir, 'relative-link.txt'));
  await symlink(path.join(root, 'outside'), path.join(siteDir, 'link-dir'));
  await symlink(path.join(root, 'secret.txt'), path.join(siteDir, 'assets', 'app.js.br'));
  await symlink('index.html', path.join(siteDir, 'link-inside.html'));
  await symlink('.env', path.join(siteDir, 'env-link.txt'));
  await symlink(path.join(root, 'nowhere'), path.join(siteDir, 'dangling.txt'));
  await symlink('.', path.join(siteDir, 'loop'));
  site = createSiteServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), ADMIN_TOKEN: TOKEN, SITE_URL: 'https://bloksecure.com' }),
    siteDir,
  );
  ({ port } = await site.listen());
});
afterAll(async () => {
  await site?.close();
  await rm(root, { recursive: true, force: true });
});

/** what no answer may be or carry */
function expectRefused(target: string, a: Answer): void {
  expect(a.body, target).not.toContain(SECRET);
  expect(a.body, target).not.toContain(DOT_SECRET);
  if (a.status === 302) {
    // only a same-origin path, never another host (//evil) or scheme
    expect(String(a.headers.location), target).toMatch(/^\/(?![/\\])/);
  } else {
    expect([400, 403, 404], `${target} answered ${a.status}`).toContain(a.status);
  }
}

const HOSTILE = [
  '/../secret.txt',
  '/../../secret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/..%5csecret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/%2Fetc/passwd',
  '/etc/passwd',
  'http://127.0.0.1/../secret.txt',
  'http://127.0.0.1/%2e%2e/secret.txt',
  'http://127.0.0.1/.env',
  'http://127.0.0.1/link-to-secret.txt',
  '/index.html%00.txt',
  '/%00',
  '/secret.txt%00',
  '/.env',
  '/.env/',
  '/%2eenv',
  '/.git/config',
  '/%2egit/config',
  '/.git%2fconfig',
  '/.git/.well-known/x.txt',
  '/.env.well-known/x.txt',
  '/assets/.hidden',
  '/assets/%2ehidden',
  '/link-to-secret.txt',
  '/relative-link.txt',
  '/link-dir/secret.txt',
  '/link-dir/',
  '/link-dir',
  '/env-link.txt',
  '/dangling.txt',
  '/loop/loop/index.html',
  '/report.json/..',
  '/case-studies/..%2f..%2fsecret.txt',
  '/%',
  '/%zz',
];

describe('the static server and hostile request targets', () => {
  it.each([
    ['GET', {}],
    ['HEAD', {}],
    ['GET', { 'Accept-Encoding': 'br, gzip' }],
    ['HEAD', { 'Accept-Encoding': 'br, gzip' }],
  ] as const)('%s %o: never a file outside the root, a dotfile or a 5xx', async (method, headers) => {
    for (const target of HOSTILE) expectRefused(target, await raw(target, { method, headers }));
    // and it still serves the site
    const home = await raw('/', { headers });
    expect(home.status).toBe(200);
    expect(home.body).toContain('<title>home</title>');
  });

  it('does not serve a hashed asset through a precompressed copy that links outside', async () => {
    const a = await raw('/assets/app.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.body).toBe('console.log(1)');
  });

  it('never follows symlinks, even inside the root (the exporter writes none)', async () => {
    const a = await raw('/link-inside.html');
    expect(a.status).toBe(404);
    expect(a.body).toContain('Page Not Found');
  });

  it('serves /.well-known/ (the one public dot-folder) and nothing else starting with a dot', async () => {
    const a = await raw('/.well-known/security.txt');
    expect(a.status).toBe(200);
    expect(a.body).toContain('Contact: mailto:security@bloksecure.com');
    expect((await raw('/.well-known/../.env')).status).toBe(404);
  });

  it('answers raw NUL bytes, spaces and backslashes in the request line with a 4xx and keeps serving', async () => {
    for (const line of [
      'GET /index.html\0.txt HTTP/1.1',
      'GET /\0 HTTP/1.1',
      'GET /..\\..\\secret.txt HTTP/1.1',
      'GET /../ secret.txt HTTP/1.1',
    ]) {
      const answer = await rawSocket(line);
      expect(answer, JSON.stringify(line)).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(answer).not.toContain(SECRET);
    }
    expect((await raw('/about')).status).toBe(200);
  });
});

describe('the static server without sirv', () => {
  it('sends byte ranges, HEAD without a body, ETag/304 per encoding and Vary', async () => {
    const part = await raw('/assets/app.js', { headers: { Range: 'bytes=0-6' } });
    expect(part.status).toBe(206);
    expect(part.body).toBe('console');
    expect(part.headers['content-range']).toBe('bytes 0-6/14');
    expect((await raw('/assets/app.js', { headers: { Range: 'bytes=-2' } })).body).toBe('1)');
    expect((await raw('/assets/app.js', { headers: { Range: 'bytes=99-' } })).status).toBe(416);
    const head = await raw('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String('<!doctype html><title>about</title>'.length));
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers.vary).toBe('Accept-Encoding');
    expect(head.body).toBe('');
    const etag = String(head.headers.etag);
    expect((await raw('/about/', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('streams a large file whole or in ranges', async () => {
    const whole = await raw('/media/big.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.body).toBe(BIG);
    const part = await raw('/media/big.mp4', { headers: { Range: 'bytes=99990-' } });
    expect(part.status).toBe(206);
    expect(part.body).toBe('abcdefghij');
    expect((await raw('/media/big.mp4', { method: 'HEAD' })).headers['content-length']).toBe(String(BIG.length));
  });

  it('indexes a new export once report.json changes', async () => {
    await writeFile(path.join(siteDir, 'later.html'), 'later');
    expect((await raw('/later')).status).toBe(404);
    await new Promise((r) => setTimeout(r, 1100));
    await writeFile(path.join(siteDir, 'report.json'), '{"generatedAt":"later"}');
    const later = await raw('/later');
    expect(later.status).toBe(200);
    expect(later.body).toBe('later');
  });
});

describe('the admin routes and hostile names', () => {
  const auth = { Authorization: `Bearer ${TOKEN}` };
  const SLUGS = [
    '..',
    '..%2f..%2fsecret',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2fsecret',
    '%252e%252e%252fsecret',
    '..%5c..%5csecret',
    '..\\..\\secret',
    '%2fetc%2fpasswd',
    '%2Ftmp%2Fx',
    'C:%5cWindows',
    'post%00.html',
    '%00',
    '.env',
    '.git',
    'a..b%2f..',
    'x'.repeat(5000),
  ];

  it('refuses unsafe slugs with a 4xx, runs the real slug check, and writes nothing anywhere', async () => {
    const before = await treeSnapshot(root);
    for (const slug of SLUGS) {
      const target = `/api/admin/regenerate-blog/${slug}`;
      const a = await raw(target, { method: 'POST', headers: auth });
      expect(a.status, target.slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(a.status, target.slice(0, 120)).toBeLessThan(500);
      expect(a.body).not.toContain(SECRET);
      // Node's own parser refuses a raw backslash with an empty 400; every other 400 is the exporter's refusal
      if (a.status === 400 && a.body !== '') {
        const body = JSON.parse(a.body) as GenerationResult;
        expect(body.success).toBe(false);
        expect(body.message).toMatch(/^unsafe slug "/);
        expect(body.message.length).toBeLessThan(300);
        expect(body.stats).toMatchObject({ successCount: 0, errorCount: 1, outputDirectory: siteDir });
      }
    }
    // the plainly encoded ones reach the slug check (not some other route)
    for (const slug of ['..%2f..%2fsecret', '%2fetc%2fpasswd', 'post%00.html', '.env', 'x'.repeat(5000)]) {
      expect((await raw(`/api/admin/regenerate-blog/${slug}`, { method: 'POST', headers: auth })).status, slug.slice(0, 40)).toBe(400);
    }
    expect(await treeSnapshot(root)).toEqual(before);
  });

  it('downloads nothing but the two known zips, whatever the name', async () => {
    await writeFile(`${siteDir}.zip`, 'PK-site-zip');
    try {
      const names = [
        '..%2fsecret.txt',
        '..%2F..%2Fsecret.txt',
        '%2e%2e%2fsecret.txt',
        '..%5csecret.txt',
        '%2fetc%2fpasswd',
        'site.zip%00',
        'site.zip%2f..%2f..%2fsecret.txt',
        '.env',
        'constructor',
        '__proto__',
        'toString',
        'hasOwnProperty',
        'x'.repeat(5000),
      ];
      for (const name of names) {
        const a = await raw(`/api/admin/download/${name}`, { headers: auth });
        expect(a.body, name.slice(0, 40)).not.toContain(SECRET);
        expect(a.body, name.slice(0, 40)).not.toContain('PK-site-zip');
        expect(a.status, name.slice(0, 40)).toBe(404);
      }
      const ok = await raw('/api/admin/download/site.zip', { headers: auth });
      expect(ok.status).toBe(200);
      expect(ok.body).toBe('PK-site-zip');
    } finally {
      await rm(`${siteDir}.zip`, { force: true });
    }
  });
});
