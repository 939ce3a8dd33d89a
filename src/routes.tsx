import { blogListEntries, blogPostEntries, blogPostParams } from './shared/blog/prefetch';
import type { RouteDef } from './shared/routeTypes';

/**
 * The one route table. The browser router, the exporter's page list and the sitemap read it.
 * Pages live in code-split areas (src/lib/areas.tsx); `page` names the area module's export.
 */
export const routes: RouteDef[] = [
  // marketing: home, products, integrations, resources
  // the home page's blog teasers read the same list answer, embedded so the export needs no API call
  { path: '/', area: 'home', page: 'HomePage', prefetch: (_params, ctx) => blogListEntries(ctx) },
  { path: '/blokkey', area: 'blokkey', page: 'BlokKeyPage' },
  { path: '/blokbadge', area: 'blokbadge', page: 'BlokBadgePage' },
  { path: '/bloksafe', area: 'bloksafe', page: 'BlokSafePage' },
  { path: '/blokkey/mfa', area: 'blokkeyFeatures', page: 'BlokKeyFeaturePage' },
  { path: '/blokkey/sso', area: 'blokkeyFeatures', page: 'BlokKeyFeaturePage' },
  { path: '/blokkey/access-management', area: 'blokkeyFeatures', page: 'BlokKeyFeaturePage' },
  { path: '/blokbadge/mobile-access', area: 'blokbadgeFeatures', page: 'BlokBadgeFeaturePage' },
  { path: '/blokbadge/visitor-management', area: 'blokbadgeFeatures', page: 'BlokBadgeFeaturePage' },
  { path: '/blokbadge/integration-api', area: 'blokbadgeFeatures', page: 'BlokBadgeFeaturePage' },
  { path: '/bloksafe/password-vault', area: 'bloksafeFeatures', page: 'BlokSafeFeaturePage' },
  { path: '/bloksafe/secure-sharing', area: 'bloksafeFeatures', page: 'BlokSafeFeaturePage' },
  { path: '/bloksafe/admin-controls', area: 'bloksafeFeatures', page: 'BlokSafeFeaturePage' },
  {
    path: '/integrations/:slug',
    area: 'integrations',
    page: 'IntegrationPage',
    // imported on demand: the exporter calls this, the browser bundle never loads the list for it
    staticParams: async () => (await import('./content/integrations')).integrations.map((i) => ({ slug: i.slug })),
  },
  { path: '/resources', area: 'resources', page: 'ResourcesHubPage' },
  { path: '/resources/passwordless-playbook', area: 'resources', page: 'PlaybookPage' },
  { path: '/resources/zero-trust-webinar', area: 'resources', page: 'WebinarPage' },
  // case studies and events; their lists are imported on demand, like the integrations above
  { path: '/case-studies', area: 'caseStudies', page: 'CaseStudiesPage' },
  {
    path: '/case-studies/:id',
    area: 'caseStudies',
    page: 'CaseStudyPage',
    staticParams: async () => (await import('./content/caseStudies')).caseStudies.map((c) => ({ id: c.id })),
  },
  { path: '/case-study-realtris', area: 'caseStudies', page: 'RealtrisCaseStudyPage' },
  { path: '/events', area: 'events', page: 'EventsPage' },
  {
    path: '/events/:slug',
    area: 'events',
    page: 'EventPage',
    staticParams: async () => (await import('./content/events')).events.map((e) => ({ slug: e.slug })),
  },
  { path: '/mortgage-powerconnect', area: 'mortgagePowerconnect', page: 'MortgagePowerconnectPage' },
  { path: '/mortgage-powerconnect/thank-you', area: 'mortgagePowerconnect', page: 'MortgagePowerconnectThankYouPage', noSitemap: true },
  // lead forms: contact, demo request, free trial
  { path: '/contact', area: 'forms', page: 'ContactPage' },
  { path: '/demo', area: 'forms', page: 'DemoPage' },
  { path: '/free-trial', area: 'forms', page: 'FreeTrialPage' },
  { path: '/about', area: 'company', page: 'AboutPage' },
  { path: '/careers', area: 'company', page: 'CareersPage' },
  { path: '/privacy', area: 'legal', page: 'PrivacyPage' },
  { path: '/privacy-policy', area: 'legal', page: 'PrivacyPage' },
  { path: '/support-terms', area: 'legal', page: 'SupportTermsPage' },
  { path: '/terms-of-service', area: 'legal', page: 'TermsOfServicePage' },
  { path: '/blog', area: 'blog', page: 'BlogListPage', prefetch: (_params, ctx) => blogListEntries(ctx) },
  { path: '/blog/:slug', area: 'blog', page: 'BlogPostPage', staticParams: blogPostParams, prefetch: blogPostEntries },
  // the static site generator: rendered beside the export, served by `site serve` only, never indexed
  { path: '/admin', area: 'admin', page: 'AdminPage', serverOnly: true, noSitemap: true },
];

/** the catch-all route: the not-found page, answered with HTTP 404 */
export const notFoundRoute: RouteDef = { path: '*', area: 'notFound', page: 'NotFoundPage', noSitemap: true };

export const allRoutes: RouteDef[] = [...routes, notFoundRoute];
