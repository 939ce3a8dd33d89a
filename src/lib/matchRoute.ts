import { matchRoutes } from 'react-router';
import { allRoutes } from '../routes';
import type { RouteDef, RouteParams } from '../shared/routeTypes';

/** the route-table entry a path renders, with its params (the not-found route when nothing else matches) */
export function matchRoute(pathname: string): { route: RouteDef; params: RouteParams } {
  const match = matchRoutes(allRoutes, pathname)?.[0];
  if (!match) throw new Error(`no route matches ${pathname}`);
  return { route: match.route as RouteDef, params: match.params as RouteParams };
}
