import type { RouteDef } from '../../src/shared/routeTypes';
import type { PageJob } from './pageOutput';

/** the serverOnly routes to render (static paths only), into serverPagesDirFor(outDir) */
export function serverOnlyJobs(routes: RouteDef[]): PageJob[] {
  return routes
    .filter((r) => r.serverOnly && !r.path.includes(':') && !r.path.includes('*'))
    .map((r) => ({ path: r.path, notFound: false }));
}
