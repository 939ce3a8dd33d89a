import { blogListEntries, blogPostEntries, blogPostParams } from './shared/blog/prefetch';
import type { RouteDef } from './shared/routeTypes';

/**
 * The one route table. The browser router, the exporter's page list and the sitemap read it.
 * `page` is the path of the page's module under src/ (each its own chunk: src/pageModules.ts).
 */
export const routes: RouteDef[] = [
  // marketing: home, products, integrations, resources
  // the home page's blog teasers read the same list answer, embedded so the export needs no API call
  { path: '/', page: 'pages/home/HomePage', prefetch: (_params, ctx) => blogListEntries(ctx) },
  { path: '/blokkey', page: 'pages/products/BlokKeyPage' },
  { path: '/blokbadge', page: 'pages/products/BlokBadgePage' },
  { path: '/bloksafe', page: 'pages/products/BlokSafePage' },
  { path: '/blokkey/mfa', page: 'pages/products/BlokKeyFeaturePage' },
  { path: '/blokkey/sso', page: 'pages/products/BlokKeyFeaturePage' },
  { path: '/blokkey/access-management', page: 'pages/products/BlokKeyFeaturePage' },
  { path: '/blokbadge/mobile-access', page: 'pages/products/BlokBadgeFeaturePage' },
  { path: '/blokbadge/visitor-management', page: 'pages/products/BlokBadgeFeaturePage' },
  { path: '/blokbadge/integration-api', page: 'pages/products/BlokBadgeFeaturePage' },
  { path: '/bloksafe/password-vault', page: 'pages/products/BlokSafeFeaturePage' },
  { path: '/bloksafe/secure-sharing', page: 'pages/products/BlokSafeFeaturePage' },
  { path: '/bloksafe/admin-controls', page: 'pages/products/BlokSafeFeaturePage' },
  {
    path: '/integrations/:slug',
    page: 'pages/products/IntegrationPage',
    // imported on demand: the exporter calls this, the browser bundle never loads the list for it
    staticParams: async () => (await import('./content/integrations')).integrations.map((i) => ({ slug: i.slug })),
  },
  { path: '/resources', page: 'pages/resources/ResourcesHubPage' },
  { path: '/resources/passwordless-playbook', page: 'pages/resources/PlaybookPage' },
  { path: '/resources/zero-trust-webinar', page: 'pages/resources/WebinarPage' },
  // case studies and events; their lists are imported on demand, like the integrations above
  { path: '/case-studies', page: 'pages/caseStudies/CaseStudiesPage' },
  {
    path: '/case-studies/:id',
    page: 'pages/caseStudies/CaseStudyPage',
    staticParams: async () => (await import('./content/caseStudies')).caseStudies.map((c) => ({ id: c.id })),
  },
  { path: '/case-study-realtris', page: 'pages/caseStudies/RealtrisCaseStudy' },
  { path: '/events', page: 'pages/events/EventsPage' },
  {
    path: '/events/:slug',
    page: 'pages/events/EventPage',
    staticParams: async () => (await import('./content/events')).events.map((e) => ({ slug: e.slug })),
  },
  { path: '/mortgage-powerconnect', page: 'pages/mortgagePowerconnect/MortgagePowerconnectPage' },
  { path: '/mortgage-powerconnect/thank-you', page: 'pages/mortgagePowerconnect/MortgagePowerconnectThankYouPage', noSitemap: true },
  // lead forms: contact, demo request, free trial
  { path: '/contact', page: 'pages/forms/ContactPage' },
  { path: '/demo', page: 'pages/forms/DemoPage' },
  { path: '/free-trial', page: 'pages/forms/FreeTrialPage' },
  { path: '/about', page: 'pages/company/AboutPage' },
  { path: '/careers', page: 'pages/company/CareersPage' },
  { path: '/privacy', page: 'pages/legal/PrivacyPage' },
  { path: '/privacy-policy', page: 'pages/legal/PrivacyPage' },
  { path: '/support-terms', page: 'pages/legal/SupportTermsPage' },
  { path: '/terms-of-service', page: 'pages/legal/TermsOfServicePage' },
  { path: '/blog', page: 'pages/blog/BlogListPage', prefetch: (_params, ctx) => blogListEntries(ctx) },
  { path: '/blog/:slug', page: 'pages/blog/BlogPostPage', staticParams: blogPostParams, prefetch: blogPostEntries },
  // the static site generator: rendered beside the export, served by `site serve` only, never indexed
  { path: '/admin', page: 'pages/admin/AdminPage', serverOnly: true, noSitemap: true },
  { path: '/admin/leads', page: 'pages/admin/leads/LeadsPage', serverOnly: true, noSitemap: true },
];

/** the catch-all route: the not-found page, answered with HTTP 404 */
export const notFoundRoute: RouteDef = { path: '*', page: 'pages/notFound/NotFoundPage', noSitemap: true };

export const allRoutes: RouteDef[] = [...routes, notFoundRoute];
