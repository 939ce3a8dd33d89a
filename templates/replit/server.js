// A zero-dependency static server for the exported BlokSecure site (Node 18+): `node server.js`.
// Serves ./public with the headers `site serve` sends (headers.json, written by `site replit`),
// precompressed .br/.gz copies, ETags and 304s, immutable caching of hashed assets, and 404.html.
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, 'public');
const headers = JSON.parse(readFileSync(path.join(here, 'headers.json'), 'utf8'));
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(rel) {
  const full = path.join(root, rel);
  // never outside ./public
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  const s = await stat(full).catch(() => null);
  return s?.isFile() ? { full, size: s.size, mtimeMs: s.mtimeMs } : null;
}

/** the file a URL path is served from: the file, its index.html, or path + '.html' */
async function resolve(pathname) {
  const rel = pathname.replace(/^\/+/, '');
  if (rel.split('/').some((s) => s === '..' || s.startsWith('.'))) return null;
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
  for (const c of candidates) {
    const f = await fileAt(c);
    if (f) return f;
  }
  return null;
}

/** the precompressed copy the client accepts, if there is one */
async function encoded(file, acceptEncoding) {
  for (const [enc, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!new RegExp(`\\b${enc}\\b`).test(acceptEncoding)) continue;
    const s = await stat(file.full + ext).catch(() => null);
    if (s?.isFile()) return { enc, full: file.full + ext, size: s.size };
  }
  return null;
}

function send(req, res, status, file, type, cacheControl) {
  return encoded(file, String(req.headers['accept-encoding'] || '')).then((alt) => {
    const body = alt ?? file;
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${alt ? `-${alt.enc}` : ''}"`;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    if (alt) res.setHeader('Content-Encoding', alt.enc);
    if (status === 200) {
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304);
        res.end();
        return;
      }
    }
    res.writeHead(status, { 'Content-Length': body.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(body.full).pipe(res);
  });
}

const server = createServer((req, res) => {
  for (const [k, v] of Object.entries(headers.security)) res.setHeader(k, v);
  if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('Strict-Transport-Security', headers.hsts);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url || '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad request');
    return;
  }
  resolve(pathname)
    .then(async (file) => {
      if (file) {
        const type = TYPES[path.extname(file.full).toLowerCase()] || 'application/octet-stream';
        return send(req, res, 200, file, type, pathname.startsWith('/assets/') ? headers.immutable : headers.revalidate);
      }
      const notFound = await fileAt('404.html');
      if (notFound) return send(req, res, 404, notFound, TYPES['.html'], 'no-cache');
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    })
    .catch((err) => {
      console.error(`error serving ${pathname}: ${err.message}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
});

server.listen(port, host, () => {
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  console.log(`BlokSecure site on http://${shown}:${server.address().port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
