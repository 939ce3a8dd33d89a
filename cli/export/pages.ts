import { generatePath } from 'react-router';
import type { RouteDataContext, RouteDef } from '../../src/shared/routeTypes';

export interface PageSpec {
  /** URL path, e.g. '/blog/hello' */
  path: string;
  route: RouteDef;
  notFound: boolean;
}

/** every page to pre-render: static routes, each dynamic route's params, and the not-found page */
export async function listPages(routes: RouteDef[], notFound: RouteDef, ctx: RouteDataContext): Promise<PageSpec[]> {
  const pages: PageSpec[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    if (route.serverOnly) continue;
    const isDynamic = route.path.includes(':') || route.path.includes('*');
    if (isDynamic && !route.staticParams) throw new Error(`dynamic route ${route.path} needs staticParams to be exported`);
    const paramSets = isDynamic && route.staticParams ? await route.staticParams(ctx) : [{}];
    for (const params of paramSets) {
      const path = generatePath(route.path, params);
      if (seen.has(path)) throw new Error(`two routes produce the page ${path}`);
      seen.add(path);
      pages.push({ path, route, notFound: false });
    }
  }
  pages.push({ path: '/404', route: notFound, notFound: true });
  return pages;
}
