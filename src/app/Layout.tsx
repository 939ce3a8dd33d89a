import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../lib/config';
import { matchRoute } from '../lib/matchRoute';
import { loadAnalytics, pageView } from './analytics';
import { AppRoutes } from './AppRoutes';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';

/** the chrome around every page: skip link, header, main, footer; analytics page views */
export function Layout() {
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
  // the not-found page carries its own copyright footer
  const isNotFound = matchRoute(pathname).route.path === '*';

  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink-950">
        Skip to content
      </a>
      <ScrollManager />
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[70vh] outline-none">
        <AppRoutes />
      </main>
      {!isNotFound && <Footer />}
    </>
  );
}
