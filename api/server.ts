import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { BlogService } from '../core/blog/index';
import type { Config } from '../core/config';
import { type HostCheck, hostCheckOf, parseAllowedHosts, quotedHost } from '../core/hostCheck';
import { errorText, log } from '../core/log';
import { headerOptionsFor, securityHeaders } from '../core/securityHeaders';
import { createLeadBackend, type LeadBackend } from '../core/store/backend';
import { isAdminPagePath, serveAdminPage } from './adminPage';
import { createApiApp } from './app';
import { type DrainResult, trackConnections } from './connections';
import { openLimitStore } from './limitStore';
import { applyServerTimeouts, type ServerTimeouts, serverTimeoutsFor } from './serverTimeouts';
import { createStaticSite } from './staticSite';

export interface SiteServer {
  server: Server;
  staticSite: ReturnType<typeof createStaticSite>;
  /** forget the folder's index now (after an export in this process) */
  reload(): void;
  /** resolves with the bound address once listening */
  listen(): Promise<{ host: string; port: number }>;
  /**
   * the graceful stop (SIGTERM, SIGINT): readiness answers 503 at once, no new connections are taken,
   * requests in flight and the outbox round in progress finish, idle keep-alive connections are left
   * to their client (a proxy's pool) to close, all within SITE_SHUTDOWN_TIMEOUT_MS; then the pools close
   */
  shutdown(): Promise<DrainResult>;
  /** the quick stop (tests, `site dev`): the same, but idle connections are closed at once */
  close(): Promise<void>;
}

/**
 * One log line per answer: a request id (also sent as X-Request-Id), method, route (the path only:
 * query strings can carry personal data), status and latency. Nothing from headers or bodies.
 */
function logRequest(req: IncomingMessage, res: ServerResponse): void {
  const id = randomUUID();
  const started = performance.now();
  res.setHeader('X-Request-Id', id);
  res.once('close', () => {
    const route = (req.url ?? '/').split('?')[0]?.slice(0, 200) ?? '/';
    log('info', 'request', {
      id,
      method: req.method,
      route,
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}

const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * A request Node cannot parse (a bad header name, a huge header, a timeout) gets its 4xx as Node's own
 * handler would send it, but the connection is closed gently: Node destroys the socket at once, and
 * closing on bytes the client has sent but nobody has read makes the kernel send a reset, which can
 * reach the client before the answer and swallow it. Here the rest is read and dropped for a moment.
 */
const answeredClientErrors = new WeakSet<Socket>();

function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  // the failed parser reports again on each further chunk of the same request: answer once
  if (answeredClientErrors.has(socket)) return;
  answeredClientErrors.add(socket);
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (socket.bytesWritten === 0) {
    const [status, text] = CLIENT_ERROR_STATUS[err.code ?? ''] ?? [400, 'Bad Request'];
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  } else socket.end();
  socket.resume();
  setTimeout(() => socket.destroy(), 1000).unref();
}

/**
 * The same reset can swallow an API answer sent before its request body ended (413 for an endless body):
 * when the client asked for `Connection: close`, Node ends and destroys the socket right after the answer,
 * on bytes still arriving. For such a request the connection is ended, and what the client still sends is
 * read and dropped for a moment (it stops once it reads the answer) before the socket is destroyed.
 */
const LINGER_MS = 1000;
const requestOnSocket = new WeakMap<Socket, IncomingMessage>();

function lingerBeforeDestroy(socket: Socket): void {
  const withDestroySoon = socket as Socket & { destroySoon?: () => void };
  const destroySoon = withDestroySoon.destroySoon;
  if (typeof destroySoon !== 'function') return;
  withDestroySoon.destroySoon = () => {
    const req = requestOnSocket.get(socket);
    if (!req || req.readableEnded || !socket.writable) {
      destroySoon.call(socket);
      return;
    }
    socket.end();
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/** the non-API half of a site server in place of the exported folder: `site dev` renders pages on request */
export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface SiteServerOptions {
  leads?: LeadBackend;
  timeouts?: ServerTimeouts;
  /** answers every GET and HEAD outside /api (pages, assets, the admin page) instead of the exported folder */
  pages?: PageHandler;
  /** the posts behind /api/blog (default: the configured source, re-read every API_BLOG_TTL_MS) */
  blog?: BlogService;
  /** the Host names answered (default: ALLOWED_HOSTS when set, else any); `site dev` gives its own */
  hostCheck?: HostCheck;
}

/** `site serve`'s check of the Host: the names of ALLOWED_HOSTS when it is set */
function serveHostCheck(config: Config): HostCheck | undefined {
  if (!config.ALLOWED_HOSTS) return undefined;
  return hostCheckOf(parseAllowedHosts(config.ALLOWED_HOSTS), (host) => `This server does not answer for the host ${quotedHost(host)}.`);
}

/**
 * one HTTP server: /api/* from the API app, everything else from the exported folder (or opts.pages);
 * the client timeouts default to the configuration's (serverTimeoutsFor)
 */
export function createSiteServer(config: Config, siteDir: string, opts: SiteServerOptions = {}): SiteServer {
  // leads are stored (SQLite by default, PostgreSQL with DATABASE_URL) and mailed by the outbox worker
  const leads = opts.leads ?? createLeadBackend(config);
  // the rate limits: in PostgreSQL with DATABASE_URL, so that every instance counts together
  const limits = openLimitStore(config);
  let connections: ReturnType<typeof trackConnections> | undefined;
  const stopping = () => connections?.draining ?? false;
  const api = getRequestListener(createApiApp({ config, leads, siteDir, limits, stopping, blog: opts.blog }).fetch);
  const staticSite = createStaticSite(siteDir);
  const hostCheck = opts.hostCheck ?? serveHostCheck(config);
  const baseHeaders = (req: { headers: Record<string, string | string[] | undefined> }) =>
    securityHeaders({
      ...headerOptionsFor(config),
      hsts: config.TRUST_PROXY ? req.headers['x-forwarded-proto'] === 'https' : false,
    });

  const server = createHttpServer((req, res) => {
    logRequest(req, res);
    for (const [k, v] of Object.entries(baseHeaders(req))) res.setHeader(k, v);
    const url = req.url ?? '/';
    // a name the server is not meant to be reached by (a page rebinding its own name to this address): 403
    const refused = hostCheck?.(req.headers.host, url.split(/[?#]/)[0] ?? '/');
    if (refused) {
      req.resume();
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`${refused}\n`);
      return;
    }
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      requestOnSocket.set(req.socket, req);
      // an HTTP/1.0 request may name no host (a load balancer's health check): the API's URL gets the server's own
      req.headers.host ??= 'localhost';
      void api(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    if (opts.pages) {
      opts.pages(req, res).catch((err: unknown) => {
        log('error', 'page error', { error: errorText(err) });
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
      });
      return;
    }
    // the admin page lives outside the exported folder (excluded from the static site and its index);
    // with ADMIN_ENABLED=false it is not there at all (the site's 404 page)
    if (config.ADMIN_ENABLED && isAdminPagePath(url)) {
      serveAdminPage(req, res, siteDir).catch((err: unknown) => {
        log('error', 'admin page error', { error: errorText(err) });
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
      });
      return;
    }
    staticSite.handle(req, res).catch((err: unknown) => {
      log('error', 'static file error', { error: errorText(err) });
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
  });
  connections = trackConnections(server);
  const tracked = connections;
  applyServerTimeouts(server, opts.timeouts ?? serverTimeoutsFor(config), tracked.busy);
  server.on('clientError', answerClientError);
  server.on('connection', lingerBeforeDestroy);

  return {
    server,
    staticSite,
    reload: () => staticSite.reload(),
    listen: async () => {
      await leads.start();
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.PORT, config.HOST, () => {
          const addr = server.address();
          resolve({ host: config.HOST, port: typeof addr === 'object' && addr ? addr.port : config.PORT });
        });
      });
    },
    shutdown: () => stop(false),
    close: async () => {
      await stop(true);
    },
  };

  async function stop(closeIdle: boolean): Promise<DrainResult> {
    const deadline = Date.now() + config.SITE_SHUTDOWN_TIMEOUT_MS;
    // the outbox round finishes beside the requests; the store closes once both are done
    const [drained] = await Promise.all([
      tracked.drain({ deadline, closeIdle }),
      leads.quiesce({ graceMs: Math.max(0, deadline - Date.now()) }),
    ]);
    await leads.stop();
    await limits.close();
    return drained;
  }
}
