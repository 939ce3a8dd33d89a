import type { Hono } from 'hono';
import type { Config } from '../../core/config';

/** where the API's OpenAPI document is served */
export const OPENAPI_PATH = '/api/openapi.json';

/** the key a route is known by in both the app and the document: `GET /api/blog/posts/:slug` */
export const routeKey = (method: string, honoPath: string): string => `${method.toUpperCase()} ${honoPath}`;

/** the routes an app answers (its middleware aside), by routeKey */
export const registeredRoutes = (app: Hono): Set<string> =>
  new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => routeKey(r.method, r.path)));

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the routes this app registered (api/openapi/), made
 * at the first request. A public instance (ADMIN_ENABLED=false) registers no admin route, so its document
 * names none. Any origin may read it (tools that render API documents run elsewhere).
 */
export function registerOpenApiRoute(app: Hono, config: Pick<Config, 'SITE_URL'>): void {
  let text: Promise<string> | undefined;
  app.get(OPENAPI_PATH, async (c) => {
    text ??= import('../openapi/document').then(({ openApiDocument }) =>
      JSON.stringify(openApiDocument({ serverUrl: config.SITE_URL, registered: registeredRoutes(app) })),
    );
    return c.body(await text, 200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    });
  });
}
