import type { ComponentType } from 'react';

/**
 * Every page, keyed by the path of its module under src/ (no extension): a route names its page by
 * this key, so the key is the file to open. Each import() becomes a chunk of its own, loaded on demand
 * and, for the page being opened, before hydration. The exporter finds a page's chunk by the same path
 * (cli/export/bundle.ts), so a key and its import() name the same file (tests/unit/app/routes.test.ts).
 */
export const pageModules = {
  'pages/home/HomePage': () => import('./pages/home/HomePage').then((m) => m.HomePage),
  'pages/products/BlokKeyPage': () => import('./pages/products/BlokKeyPage').then((m) => m.BlokKeyPage),
  'pages/products/BlokBadgePage': () => import('./pages/products/BlokBadgePage').then((m) => m.BlokBadgePage),
  'pages/products/BlokSafePage': () => import('./pages/products/BlokSafePage').then((m) => m.BlokSafePage),
  'pages/products/BlokKeyFeaturePage': () => import('./pages/products/BlokKeyFeaturePage').then((m) => m.BlokKeyFeaturePage),
  'pages/products/BlokBadgeFeaturePage': () => import('./pages/products/BlokBadgeFeaturePage').then((m) => m.BlokBadgeFeaturePage),
  'pages/products/BlokSafeFeaturePage': () => import('./pages/products/BlokSafeFeaturePage').then((m) => m.BlokSafeFeaturePage),
  'pages/products/IntegrationPage': () => import('./pages/products/IntegrationPage').then((m) => m.IntegrationPage),
  'pages/resources/ResourcesHubPage': () => import('./pages/resources/ResourcesHubPage').then((m) => m.ResourcesHubPage),
  'pages/resources/PlaybookPage': () => import('./pages/resources/PlaybookPage').then((m) => m.PlaybookPage),
  'pages/resources/WebinarPage': () => import('./pages/resources/WebinarPage').then((m) => m.WebinarPage),
  'pages/caseStudies/CaseStudiesPage': () => import('./pages/caseStudies/CaseStudiesPage').then((m) => m.CaseStudiesPage),
  'pages/caseStudies/CaseStudyPage': () => import('./pages/caseStudies/CaseStudyPage').then((m) => m.CaseStudyPage),
  'pages/caseStudies/RealtrisCaseStudy': () => import('./pages/caseStudies/RealtrisCaseStudy').then((m) => m.RealtrisCaseStudyPage),
  'pages/events/EventsPage': () => import('./pages/events/EventsPage').then((m) => m.EventsPage),
  'pages/events/EventPage': () => import('./pages/events/EventPage').then((m) => m.EventPage),
  'pages/mortgagePowerconnect/MortgagePowerconnectPage': () =>
    import('./pages/mortgagePowerconnect/MortgagePowerconnectPage').then((m) => m.MortgagePowerconnectPage),
  'pages/mortgagePowerconnect/MortgagePowerconnectThankYouPage': () =>
    import('./pages/mortgagePowerconnect/MortgagePowerconnectThankYouPage').then((m) => m.MortgagePowerconnectThankYouPage),
  'pages/forms/ContactPage': () => import('./pages/forms/ContactPage').then((m) => m.ContactPage),
  'pages/forms/DemoPage': () => import('./pages/forms/DemoPage').then((m) => m.DemoPage),
  'pages/forms/FreeTrialPage': () => import('./pages/forms/FreeTrialPage').then((m) => m.FreeTrialPage),
  'pages/company/AboutPage': () => import('./pages/company/AboutPage').then((m) => m.AboutPage),
  'pages/company/CareersPage': () => import('./pages/company/CareersPage').then((m) => m.CareersPage),
  'pages/legal/PrivacyPage': () => import('./pages/legal/PrivacyPage').then((m) => m.PrivacyPage),
  'pages/legal/SupportTermsPage': () => import('./pages/legal/SupportTermsPage').then((m) => m.SupportTermsPage),
  'pages/legal/TermsOfServicePage': () => import('./pages/legal/TermsOfServicePage').then((m) => m.TermsOfServicePage),
  'pages/blog/BlogListPage': () => import('./pages/blog/BlogListPage').then((m) => m.BlogListPage),
  'pages/blog/BlogPostPage': () => import('./pages/blog/BlogPostPage').then((m) => m.BlogPostPage),
  'pages/admin/AdminPage': () => import('./pages/admin/AdminPage').then((m) => m.AdminPage),
  'pages/admin/leads/LeadsPage': () => import('./pages/admin/leads/LeadsPage').then((m) => m.LeadsPage),
  'pages/notFound/NotFoundPage': () => import('./pages/notFound/NotFoundPage').then((m) => m.NotFoundPage),
} satisfies Record<string, () => Promise<ComponentType>>;

/** the key of a page module: its path under src/, e.g. 'pages/forms/ContactPage' */
export type PageModule = keyof typeof pageModules;
