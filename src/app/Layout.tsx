import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ToastMount } from '../components/toast/ToastMount';
import { useConfig } from '../lib/config';
import { matchRoute } from '../lib/matchRoute';
import { AppRoutes } from './AppRoutes';
import { loadAnalytics, pageView } from './analytics';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';

/**
 * The chrome around every page: skip link, header, main, footer; analytics page views.
 * exportedAsNotFound: this document is the exported 404.html (served for any unknown path).
 */
export function Layout({ exportedAsNotFound = false }: { exportedAsNotFound?: boolean }) {
  const { gaId } = useConfig();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (gaId) loadAnalytics(gaId);
  }, [gaId]);
  // a marker for browser tests: effects run only after hydration has committed
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => pageView(pathname + search), [pathname, search]);
  const routeIsNotFound = matchRoute(pathname).route.path === '*';
  // hydrate 404.html as what it is, then let the route table decide (e.g. 'Event not found', a redirect)
  const [hydrating404, setHydrating404] = useState(exportedAsNotFound && !routeIsNotFound);
  useEffect(() => setHydrating404(false), []);
  // the not-found page carries its own copyright footer
  const isNotFound = hydrating404 || routeIsNotFound;

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink-950"
      >
        Skip to content
      </a>
      <ScrollManager />
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[70vh] outline-none">
        <AppRoutes forceNotFound={hydrating404} />
      </main>
      {!isNotFound && <Footer />}
      <ToastMount />
    </>
  );
}
