import { Hono } from 'hono';
import type { Config } from './config';

export interface ApiDeps {
  config: Config;
}

/** the /api application; each route module registers itself here */
export function createApiApp(deps: ApiDeps): Hono {
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ ok: true }));
  void deps;
  app.notFound((c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    console.error(JSON.stringify({ level: 'error', msg: 'unhandled API error', route: c.req.path, error: err.message }));
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
