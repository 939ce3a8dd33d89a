import { matchRoutes } from 'react-router';
import { allRoutes } from '../routes';
import type { RouteDef, RouteParams } from '../shared/routeTypes';

const firstSegment = (path: string) => (path.split('/').find(Boolean) ?? '').toLowerCase();
/** a pattern that matches whatever the first segment is: the home page ('/'), a splat, a parameter */
const matchesAnyFirst = (first: string) => first === '' || first.startsWith(':') || first.includes('*');

/**
 * Narrows a route list to the entries a path can match, by its first segment: those that start with
 * that segment plus those that match any (the home page and the splat), in the list's order.
 * react-router flattens and ranks every route on each match, which an export of thousands of pages
 * pays thousands of times; a route whose first segment differs can never match, so the answer is the
 * same. A first segment no route starts with (or an encoded one) gets the whole list.
 */
export function candidatesFor<T extends { path: string }>(list: T[]): (pathname: string) => T[] {
  const byFirst = new Map<string, T[]>();
  for (const route of list) {
    const first = firstSegment(route.path);
    if (matchesAnyFirst(first) || byFirst.has(first)) continue;
    byFirst.set(
      first,
      list.filter((r) => {
        const f = firstSegment(r.path);
        return f === first || matchesAnyFirst(f);
      }),
    );
  }
  return (pathname) => byFirst.get(firstSegment(pathname)) ?? list;
}

const routesFor = candidatesFor(allRoutes);

/** the route-table entry a path renders, with its params (the not-found route when nothing else matches) */
export function matchRoute(pathname: string): { route: RouteDef; params: RouteParams } {
  const match = matchRoutes(routesFor(pathname), pathname)?.[0];
  if (!match) throw new Error(`no route matches ${pathname}`);
  return { route: match.route as RouteDef, params: match.params as RouteParams };
}
