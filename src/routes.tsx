import type { RouteDef } from './shared/routeTypes';

/**
 * The one route table. The browser router, the exporter's page list and the sitemap read it.
 * Pages live in code-split areas (src/lib/areas.tsx); `page` names the area module's export.
 */
export const routes: RouteDef[] = [
  { path: '/about', area: 'company', page: 'AboutPage' },
  { path: '/careers', area: 'company', page: 'CareersPage' },
  { path: '/privacy', area: 'legal', page: 'PrivacyPage' },
  { path: '/privacy-policy', area: 'legal', page: 'PrivacyPage' },
  { path: '/support-terms', area: 'legal', page: 'SupportTermsPage' },
  { path: '/terms-of-service', area: 'legal', page: 'TermsOfServicePage' },
];

/** the catch-all route: the not-found page, answered with HTTP 404 */
export const notFoundRoute: RouteDef = { path: '*', area: 'notFound', page: 'NotFoundPage', noSitemap: true };

export const allRoutes: RouteDef[] = [...routes, notFoundRoute];
