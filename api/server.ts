import { createServer as createHttpServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApiApp } from './app';
import type { Config } from './config';
import { securityHeaders } from './securityHeaders';
import { createStaticSite } from './staticSite';

export interface SiteServer {
  server: Server;
  staticSite: ReturnType<typeof createStaticSite>;
  /** resolves with the bound address once listening */
  listen(): Promise<{ host: string; port: number }>;
  close(): Promise<void>;
}

/** one HTTP server: /api/* from the API app, everything else from the exported folder */
export function createSiteServer(config: Config, siteDir: string): SiteServer {
  const api = getRequestListener(createApiApp({ config }).fetch);
  const staticSite = createStaticSite(siteDir);
  const baseHeaders = (req: { headers: Record<string, string | string[] | undefined> }) =>
    securityHeaders({
      gaId: config.GA_MEASUREMENT_ID,
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
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.PORT, config.HOST, () => {
          const addr = server.address();
          resolve({ host: config.HOST, port: typeof addr === 'object' && addr ? addr.port : config.PORT });
        });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
