import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { AreaPage } from '../lib/areas';
import { allRoutes } from '../routes';

const routeObjects = allRoutes.map((r) => ({ path: r.path, element: <AreaPage area={r.area} page={r.page} /> }));

function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="h-8 w-8 animate-spin rounded-full border-2 border-brand-400 border-t-transparent" aria-hidden="true" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}

/** the route tree; a page whose chunk is not loaded yet shows a spinner while it loads */
export function AppRoutes() {
  const element = useRoutes(routeObjects);
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}
