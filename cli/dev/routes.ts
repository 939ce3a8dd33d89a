/**
 * The requests `site dev` answers outside /api: its own paths under /__site/ (the live script, the
 * event stream, a page's pending entry, the idle probe), then, once the edits so far are applied, the
 * browser files of recent builds, robots.txt, the sitemap, the feed, public/ and the pages. Before any
 * of them, and before /api, the Host is checked (devHostCheck, applied by api/server.ts): a page on
 * another site that points its own name at this address (DNS rebinding) gets 403.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { publicFileOf } from '../../core/blog/imageSizes';
import type { Config } from '../../core/config';
import { projectRoot } from '../../core/exportPaths';
import { type AllowedHosts, type HostCheck, hostCheckOf, parseAllowedHosts, quotedHost, withHosts } from '../../core/hostCheck';
import { cacheControlFor, contentTypeFor } from '../../core/publishedFiles';
import { BLOG_FEED_PATH } from '../../src/shared/blog/paths';
import { blogFeedFile } from '../export/feed';
import { robotsTxt } from '../export/sitemap';
import type { DevBuilds } from './builds';
import type { BundleWaiters } from './bundleWaiters';
import type { ChangeQueue, DevState } from './devState';
import { CLIENT_PATH } from './devTag';
import type { LiveEvents } from './liveEvents';
import type { Overlay } from './overlay';
import { type DevPages, pagePathOf } from './pages';
import type { Renderer } from './renderer';
import type { ShownGate } from './shownGate';

export const EVENTS_PATH = '/__site/events';
const ENTRY_PATH = /^\/__site\/entry\/(\d+)\.js$/;
/** answers once every build started so far is done (for tests and tools that compare at rest) */
export const IDLE_PATH = '/__site/idle';
/** a page took an edit in place and painted it */
export const SHOWN_PATH = '/__site/shown';

export interface DevRoutes {
  state: DevState;
  queue: ChangeQueue;
  bundles: BundleWaiters;
  pages: DevPages;
  live: LiveEvents;
  overlay: Overlay;
  shownGate: ShownGate;
  builds: Pick<DevBuilds, 'file'>;
  renderer: Pick<Renderer, 'sitemap'>;
  publicDir: string;
  /** this run of the server: a page that connects to another one reloads */
  serverId: string;
}

/** the request handler of `site dev` outside /api */
export function createDevHandler(r: DevRoutes): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { state } = r;
  /** the live-reload script, bundled when first asked for */
  let client: Promise<Uint8Array> | null = null;

  return async function handle(req, res) {
    const rawPath = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    let pathname: string;
    try {
      pathname = decodeURI(rawPath).normalize();
    } catch {
      // not UTF-8 (or a bad escape): no page has that name
      pathname = '/404';
    }
    if (pathname === CLIENT_PATH) {
      client ??= buildDevClient();
      return sendText(req, res, 'text/javascript; charset=utf-8', await client);
    }
    if (pathname === SHOWN_PATH) {
      r.shownGate.shown();
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    if (pathname === EVENTS_PATH) {
      // a page reloaded for an edit shows it by the time it follows the events again
      r.shownGate.shown();
      const page = pagePathOf(new URL(req.url ?? '/', 'http://x').searchParams.get('path') ?? '/');
      r.live.follow(req, res, page, { serverId: r.serverId, edit: state.applied, errors: r.overlay.errorsFor(page) });
      return;
    }
    const pending = ENTRY_PATH.exec(pathname);
    if (pending) {
      // a page rendered while its browser bundle was being built: its script, once that bundle is there,
      // or the one of a later edit (the page may have taken that edit's HTML in place meanwhile);
      // a number no page was given is no script, and a page that leaves stops waiting
      const n = Number(pending[1]);
      if (!r.bundles.issued(n)) return sendNotFound(req, res, 'No page was given this script.');
      const gone = new AbortController();
      res.once('close', () => gone.abort());
      const entry = await r.bundles.entryOf(n, gone.signal);
      if (gone.signal.aborted) return;
      return sendText(req, res, 'text/javascript; charset=utf-8', entry ? `import ${JSON.stringify(entry)};\n` : '');
    }
    if (pathname === IDLE_PATH) {
      // every build and edit so far applied, and the browser bundles they asked for
      for (let seen: unknown; seen !== r.queue.settled() || r.bundles.busy(); ) {
        seen = r.queue.settled();
        await Promise.all([r.queue.settled(), r.bundles.idle()]);
      }
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    await r.queue.settled();
    if (pathname.startsWith('/assets/')) {
      const body = await r.builds.file(pathname);
      if (body) {
        res.writeHead(200, {
          'Content-Type': contentTypeFor(pathname),
          'Content-Length': body.length,
          'Cache-Control': cacheControlFor(pathname),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    if (pathname === '/robots.txt') return sendText(req, res, 'text/plain; charset=utf-8', robotsTxt(state.config.SITE_URL));
    if (pathname === '/sitemap.xml' && state.built) return sendText(req, res, 'application/xml', await r.renderer.sitemap());
    if (pathname === BLOG_FEED_PATH) {
      return sendText(req, res, 'application/rss+xml', blogFeedFile(state.config.SITE_URL, (await state.posts.current()).summaries).body);
    }
    const file = publicFileOf(pathname, r.publicDir);
    if (file && (await sendFile(req, res, pathname, file))) return;
    await r.pages.serve(req, res, pathname);
  };
}

/**
 * the Host names `site dev` answers: localhost, 127.0.0.1 and [::1], the --host it listens on (on every
 * interface, 0.0.0.0 or ::, the machine's addresses), and those of ALLOWED_HOSTS (or --allowed-hosts)
 */
export function devHostCheck(
  config: Pick<Config, 'HOST' | 'ALLOWED_HOSTS'>,
  interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces(),
): HostCheck {
  const everywhere = ['0.0.0.0', '::', '[::]'].includes(config.HOST);
  const addresses = Object.values(interfaces).flatMap((list) =>
    (list ?? []).map((a) => (a.family === 'IPv6' ? `[${a.address}]` : a.address)),
  );
  const listen = config.HOST.includes(':') && !config.HOST.startsWith('[') ? `[${config.HOST}]` : config.HOST;
  const extra: AllowedHosts = config.ALLOWED_HOSTS
    ? parseAllowedHosts(config.ALLOWED_HOSTS)
    : { any: false, names: new Set(), domains: [] };
  const allowed = withHosts(extra, ['localhost', '127.0.0.1', '[::1]', ...(everywhere ? addresses : [listen])]);
  return hostCheckOf(allowed, (host) =>
    host === undefined
      ? 'Blocked request: site dev answers only requests that name their host (a Host header).'
      : `Blocked request: site dev does not answer for the host ${quotedHost(host)}. To allow it, start site dev with --allowed-hosts NAME (or set ALLOWED_HOSTS=NAME in .env); names are separated by commas, and .example.com allows every name under example.com.`,
  );
}

/** the browser script of the live reload (browser/devClient.ts) */
async function buildDevClient(): Promise<Uint8Array> {
  const result = await esbuild.build({
    entryPoints: [path.join(projectRoot, 'cli', 'dev', 'browser', 'devClient.ts')],
    bundle: true,
    format: 'esm',
    target: ['es2022'],
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}

function sendText(req: IncomingMessage, res: ServerResponse, type: string, text: string | Uint8Array): void {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendNotFound(req: IncomingMessage, res: ServerResponse, text: string): void {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function sendFile(req: IncomingMessage, res: ServerResponse, pathname: string, file: string): Promise<boolean> {
  const s = await stat(file).catch(() => null);
  if (!s?.isFile()) return false;
  res.writeHead(200, { 'Content-Type': contentTypeFor(file), 'Content-Length': s.size, 'Cache-Control': cacheControlFor(pathname) });
  if (req.method === 'HEAD') res.end();
  else
    createReadStream(file)
      .once('error', () => res.destroy())
      .pipe(res);
  return true;
}
