import path from 'node:path';
import type { RouteDef } from '../../src/shared/routeTypes';
import type { PageJob } from './pageOutput';

/**
 * Pages marked serverOnly (the /admin page) are rendered with each export but kept out of the
 * public folder, its sitemap and its zip: they go to a sibling folder that `site serve` answers from
 * with noindex headers. dist/site -> dist/site.server.
 */
export function serverPagesDirFor(outDir: string): string {
  return path.join(path.dirname(outDir), `${path.basename(outDir)}.server`);
}

/** the serverOnly routes to render (static paths only) */
export function serverOnlyJobs(routes: RouteDef[]): PageJob[] {
  return routes
    .filter((r) => r.serverOnly && !r.path.includes(':') && !r.path.includes('*'))
    .map((r) => ({ path: r.path, notFound: false }));
}
