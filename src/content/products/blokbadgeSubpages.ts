/** The three BlokBadge sub-pages. */
import { site } from '../site';
import type { SubPage } from './subpageCommon';

export const blokbadgeSubpages: SubPage[] = [
  {
    path: '/blokbadge/mobile-access',
    product: 'BlokBadge',
    productHref: '/blokbadge',
    title: 'Mobile Access for Frontline Workers | BlokBadge | BlokSecure',
    metaDescription:
      'BlokBadge mobile access: frontline workers tap an NFC card or show a QR badge to sign in to shared tablets, handhelds and kiosks, at any site.',
    eyebrow: 'BlokBadge Mobile Access',
    headline: 'Tap In to Any Shared Device, at Any Site',
    lead: 'Frontline teams share tablets, handheld scanners and kiosks across shifts and locations. BlokBadge lets each worker sign in as themselves with a tap of their badge, with no password to share and no phone required.',
    highlights: [
      {
        title: 'Tap to Sign In',
        description: 'Workers tap their NFC card on a shared tablet, handheld or reader and are signed in to their own session.',
        icon: 'Nfc',
      },
      {
        title: 'QR Badge for Camera Devices',
        description: 'Devices without NFC scan the QR credential on the badge instead, with the same cryptographic check.',
        icon: 'QrCode',
      },
      {
        title: 'Works Across Sites',
        description: "One badge works at every plant, store, clinic or depot you enable, following the worker's role.",
        icon: 'Building2',
      },
      {
        title: 'Clean Shift Changes',
        description: 'Tap again to sign out, or let idle sessions lock automatically, so the next worker never inherits a session.',
        icon: 'Clock',
      },
    ],
    howItWorks: [
      {
        title: 'Issue the badge',
        description: 'Provision an NFC card or QR badge to the worker from the console or from your HR system.',
      },
      {
        title: 'Tap or scan',
        description:
          'The worker taps or scans on any enabled shared device, adding a PIN for sensitive applications if your policy asks for one.',
      },
      {
        title: 'Work, then sign out',
        description: 'The worker uses their own session and signs out with another tap; every sign-in and sign-out is logged.',
      },
    ],
    useCases: [
      'Warehouse and distribution staff sharing handheld scanners across shifts',
      'Retail associates using shared point-of-sale and inventory tablets',
      'Clinical staff moving between shared workstations on a ward',
      'Field crews signing in to shared vehicle tablets and job-site kiosks',
    ],
    stats: [
      { value: '1 to 2 weeks', label: 'typical badge implementation' },
      { value: '81%', label: 'of breaches involve stolen credentials' },
    ],
    faq: [
      {
        question: 'Which devices can workers sign in to?',
        answer:
          'Any shared device with an NFC reader, built in or attached, and any device with a camera that can scan the QR credential: Android tablets and handhelds, Windows workstations and kiosks.',
      },
      {
        question: 'Do workers need a smartphone?',
        answer:
          'No. BlokBadge is deviceless: the credential lives on the NFC card or QR badge. Workers who do carry a phone can also use BlokKey.',
      },
    ],
  },
  {
    path: '/blokbadge/visitor-management',
    product: 'BlokBadge',
    productHref: '/blokbadge',
    title: 'Visitor Management With Automatic Expiry | BlokBadge | BlokSecure',
    metaDescription:
      'BlokBadge visitor management: QR passes for visitors, contractors and vendors, scoped to their host and areas, that expire automatically when the visit ends.',
    eyebrow: 'BlokBadge Visitor Management',
    headline: 'Visitor Passes That Expire on Their Own',
    lead: 'Paper passes and loaned cards are rarely collected. BlokBadge issues every visitor, contractor and vendor a digital pass that works only where and when it should, then expires automatically.',
    highlights: [
      {
        title: 'Pre-Registered Visits',
        description: 'Hosts invite visitors in advance, and each one receives a QR pass by email before they arrive.',
        icon: 'UserCheck',
      },
      {
        title: 'Automatic Expiry',
        description: 'Every pass has an end time. When it arrives, the pass stops working everywhere, with nothing to collect.',
        icon: 'Timer',
      },
      {
        title: 'Scoped Access',
        description: 'Passes open only the doors, areas and guest applications the host approved, for the hours approved.',
        icon: 'Shield',
      },
      {
        title: 'Complete Visitor Log',
        description: 'Know who is on site, who invited them and where they went, with every entry and expiry in the audit log.',
        icon: 'History',
      },
    ],
    howItWorks: [
      {
        title: 'Invite',
        description: 'A host registers the visitor, the areas they need and the length of the visit.',
      },
      {
        title: 'Check in',
        description: 'The visitor shows the QR pass at reception or a kiosk; no app install is needed.',
      },
      {
        title: 'Expire automatically',
        description: 'At the end time the pass stops working and the visit is closed in the log.',
      },
    ],
    useCases: [
      'Contractors on multi-day maintenance jobs with access to specific areas only',
      'Vendor technicians servicing equipment on the plant floor',
      'Auditors and inspectors who need a record of their visit',
      'Training days and site tours for groups of visitors',
    ],
    stats: [
      { value: '56%', label: 'of organisations fail security audits' },
      { value: '1 to 2 weeks', label: 'typical badge implementation' },
    ],
    faq: [
      {
        question: 'What if a visit runs longer than planned?',
        answer:
          'The host can extend the pass from the console in a few seconds. The extension is recorded in the audit log alongside the original invitation.',
      },
      {
        question: 'Do visitors need to install anything?',
        answer:
          'No. Visitors receive a QR pass by email that they can show on their phone or print. Nothing needs to be installed or returned.',
      },
    ],
  },
  {
    path: '/blokbadge/integration-api',
    product: 'BlokBadge',
    productHref: '/blokbadge',
    title: 'Integration API | BlokBadge | BlokSecure',
    metaDescription:
      'The BlokBadge integration API provisions badges from your HR system, sends badge and visitor events to your SIEM and connects doors, terminals and apps.',
    eyebrow: 'BlokBadge Integration API',
    headline: 'Connect Badges to the Systems You Already Run',
    lead: 'The BlokBadge integration API lets your HR, facilities and security systems issue, suspend and monitor credentials automatically, so badges follow the employee lifecycle without manual work.',
    highlights: [
      {
        title: 'Lifecycle Provisioning',
        description: 'Issue badges when HR marks a hire, update roles on transfer and suspend on the last day, automatically.',
        icon: 'Workflow',
      },
      {
        title: 'Real-Time Events',
        description: 'Subscribe to badge taps, suspensions and visitor expiries and forward them to your SIEM or ticketing system.',
        icon: 'Activity',
      },
      {
        title: 'Doors, Terminals and Apps',
        description: 'Link door controllers, shared terminals and line-of-business applications to one credential.',
        icon: 'Server',
      },
      {
        title: 'Documented and Secure',
        description: 'A documented REST API over TLS 1.3, with credentials scoped to the operations each integration needs.',
        icon: 'Link',
      },
    ],
    howItWorks: [
      {
        title: 'Create API credentials',
        description: 'Generate scoped credentials for each integration in the admin console.',
      },
      {
        title: 'Provision from your source of truth',
        description: 'Create, update and suspend badges from your HR or identity system as people join, move and leave.',
      },
      {
        title: 'Subscribe to events',
        description: 'Receive badge and visitor events in real time and route them to the tools your team watches.',
      },
    ],
    useCases: [
      'Issuing a badge automatically when HR completes a new hire',
      'Suspending every credential the moment an employee leaves',
      'Sending badge and visitor events to your SIEM for monitoring',
      'Linking existing door controllers and shared terminals to one credential',
    ],
    stats: [
      { value: '1 to 2 weeks', label: 'typical badge implementation' },
      { value: '5 min', label: 'to connect an identity provider' },
    ],
    faq: [
      {
        question: 'Where is the API documented?',
        answer: `The full reference, with examples and authentication details, is in our developer documentation at ${site.developerDocsUrl}.`,
      },
      {
        question: 'Do we need developers to use BlokBadge?',
        answer:
          'No. Everything the API does can also be done in the admin console. The API is there when you want badges to follow your HR and security systems automatically.',
      },
    ],
  },
];
