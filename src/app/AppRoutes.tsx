import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { candidatesFor } from '../lib/matchRoute';
import { RoutePage } from '../lib/pages';
import { allRoutes, notFoundRoute } from '../routes';

const routeObjects = allRoutes.map((r) => ({ path: r.path, element: <RoutePage page={r.page} /> }));
// only the routes the path can match are ranked (matchRoute.ts): the same answer, without ranking them all
const routeObjectsFor = candidatesFor(routeObjects);
const notFoundElement = <RoutePage page={notFoundRoute.page} />;

function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-brand-400 border-t-transparent" aria-hidden="true" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}

/**
 * The route tree; a page whose chunk is not loaded yet shows a spinner while it loads.
 * forceNotFound renders the not-found page whatever the URL: the first render of an exported
 * 404.html served for a path that a dynamic route matches (e.g. /events/unknown) must match it.
 */
export function AppRoutes({ forceNotFound = false }: { forceNotFound?: boolean }) {
  const element = useRoutes(routeObjectsFor(useLocation().pathname));
  return <Suspense fallback={<PageLoading />}>{forceNotFound ? notFoundElement : element}</Suspense>;
}
