import { createServer as createHttpServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { isAdminPagePath, serveAdminPage } from './adminPage';
import { createApiApp } from './app';
import type { Config } from './config';
import { headerOptionsFor, securityHeaders } from './securityHeaders';
import { createStaticSite } from './staticSite';
import { createLeadBackend, type LeadBackend } from './store/backend';

export interface SiteServer {
  server: Server;
  staticSite: ReturnType<typeof createStaticSite>;
  /** resolves with the bound address once listening */
  listen(): Promise<{ host: string; port: number }>;
  close(): Promise<void>;
}

/** one HTTP server: /api/* from the API app, everything else from the exported folder */
export function createSiteServer(config: Config, siteDir: string, opts: { leads?: LeadBackend } = {}): SiteServer {
  // leads are stored (SQLite by default, PostgreSQL with DATABASE_URL) and mailed by the outbox worker
  const leads = opts.leads ?? createLeadBackend(config);
  const api = getRequestListener(createApiApp({ config, leads, siteDir }).fetch);
  const staticSite = createStaticSite(siteDir);
  const baseHeaders = (req: { headers: Record<string, string | string[] | undefined> }) =>
    securityHeaders({
      ...headerOptionsFor(config),
      hsts: config.TRUST_PROXY ? req.headers['x-forwarded-proto'] === 'https' : false,
    });

  const server = createHttpServer((req, res) => {
    for (const [k, v] of Object.entries(baseHeaders(req))) res.setHeader(k, v);
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      void api(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    // the admin page lives outside the exported folder (excluded from the static site and its index)
    if (isAdminPagePath(url)) {
      serveAdminPage(req, res, siteDir).catch((err: unknown) => {
        console.error(JSON.stringify({ level: 'error', msg: 'admin page error', error: String(err) }));
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
      });
      return;
    }
    staticSite.handle(req, res).catch((err: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'static file error', error: String(err) }));
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  return {
    server,
    staticSite,
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
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await leads.stop();
    },
  };
}
