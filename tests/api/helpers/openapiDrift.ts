import type { Hono } from 'hono';
import { API_OPERATIONS } from '../../../api/openapi/document';
import { registeredRoutes, routeKey } from '../../../api/routes/openapi';

/** where a route is declared */
const declaredIn = (key: string) => `api/openapi/${key.includes(' /api/admin/') ? 'adminOperations.ts' : 'publicOperations.ts'}`;

/**
 * What differs between the routes an app registers and the routes the OpenAPI document declares: one
 * line per route, saying what to do about it. Empty when they agree.
 */
export function routeDrift(app: Hono, declared = API_OPERATIONS): string[] {
  const served = registeredRoutes(app);
  const described = new Set(declared.map((op) => routeKey(op.method, op.path)));
  const out: string[] = [];
  for (const key of [...served].sort())
    if (!described.has(key))
      out.push(
        `${key} is served but not in the API document: declare it in ${declaredIn(key)} with the schemas it validates with, then run npm run docs:api`,
      );
  for (const key of [...described].sort())
    if (!served.has(key))
      out.push(`${key} is in the API document but no route serves it: remove it from ${declaredIn(key)} (or register the route)`);
  return out;
}
