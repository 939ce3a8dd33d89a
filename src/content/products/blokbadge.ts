/**
 * BlokBadge product page (/blokbadge): deviceless credentials for frontline workers.
 * Sections are listed in page order. The badge-cost calculator's math lives with the calculator component.
 */
import type { PageMeta, VideoAsset } from '../home';
import type {
  BenefitsSection,
  CalculatorIntro,
  Comparison,
  ComplianceSection,
  CtaBanner,
  FaqSection,
  HowItWorksSection,
  ProductHero,
  ResultsTable,
} from './blokkey';

export interface BlokBadgePage {
  meta: PageMeta;
  hero: ProductHero & { video: VideoAsset };
  calculator: CalculatorIntro;
  comparison: Comparison;
  benefits: BenefitsSection;
  howItWorks: HowItWorksSection;
  compliance: ComplianceSection;
  results: ResultsTable;
  faq: FaqSection;
  cta: CtaBanner;
}

export const blokbadgePage: BlokBadgePage = {
  meta: {
    title: 'BlokBadge | Passwordless Access for Frontline Workers | BlokSecure',
    description:
      'BlokBadge gives frontline, shift and field staff a phishing-resistant NFC card or QR badge for shared terminals, apps and doors, with self-expiring visitor passes.',
  },
  hero: {
    eyebrow: 'BlokBadge: Deviceless Credentials',
    title: "Secure Access for Workers Who Don't Sit at a Desk",
    text: 'Not every worker has a company phone. BlokBadge gives frontline, shift and field staff a phishing-resistant credential on an NFC card or QR badge, so one tap signs them in to shared terminals, apps and doors, and visitor passes expire on their own.',
    primaryCta: { label: 'Get a Demo', href: '/demo' },
    secondaryCta: { label: 'Start Free Trial', href: '/free-trial' },
    video: {
      videoUrl: '/media/blokbadge-demo.mp4',
      thumbnailUrl: '/media/blokbadge-demo-poster.svg',
      altText: 'BlokBadge demo: a warehouse worker taps an NFC badge on a shared terminal and is signed in to their work applications.',
    },
  },
  calculator: {
    title: 'What Do Lost Badges Really Cost?',
    text: 'Enter how many people carry a badge, the share lost or replaced each year, what a badge costs and how long an administrator spends on each replacement. The estimate adds the cost of each new badge to the administrator time spent replacing it.',
    resultLabel: 'Estimated annual cost of badge replacement',
  },
  comparison: {
    title: 'Traditional Badges vs. BlokBadge',
    before: {
      title: 'Current State',
      points: [
        'Shift workers share one login on shared terminals, so nobody knows who did what',
        'Door badges open doors but not the applications workers need',
        'A lost badge stays active until someone notices and files a ticket',
        'Visitor passes are handed out on paper and rarely collected at the end of the day',
        'Legacy proximity cards can be copied with inexpensive readers',
      ],
    },
    after: {
      title: 'With BlokBadge',
      points: [
        'Every worker signs in as themselves with a tap of their own badge',
        'One NFC card or QR badge for shared terminals, applications and doors',
        'Lost badges are suspended from the console in seconds, everywhere at once',
        'Visitor credentials expire automatically when the visit ends',
        'Cryptographically signed credentials that cannot be cloned or replayed',
      ],
    },
  },
  benefits: {
    title: 'Core Benefits',
    text: 'Built for the people who keep your plants, stores, clinics and depots running.',
    items: [
      {
        title: 'No Phone Required',
        description:
          'Workers authenticate with an NFC card or a QR badge, so you can go passwordless without issuing or requiring smartphones.',
        icon: 'Nfc',
      },
      {
        title: 'One Credential for Doors and Apps',
        description:
          'The badge that opens the staff entrance also signs workers in to shared terminals, scheduling and line-of-business apps.',
        icon: 'BadgeCheck',
      },
      {
        title: 'Visitors That Expire on Their Own',
        description:
          'Issue a QR pass for a visitor, contractor or vendor that works only for their host, their areas and their visit, then expires automatically.',
        icon: 'Timer',
      },
      {
        title: 'Connects to the Systems You Run',
        description:
          'The integration API provisions badges from your HR system, feeds events to your SIEM and links to existing door controllers.',
        icon: 'Workflow',
      },
    ],
  },
  howItWorks: {
    title: 'How BlokBadge Works',
    text: 'From new hire to first shift in four steps.',
    steps: [
      {
        title: 'Provision',
        description:
          "Issue an NFC card or QR badge from the admin console, or automatically from your HR system through the integration API. The credential is bound to the worker's identity and role.",
      },
      {
        title: 'Authenticate',
        description:
          'The worker taps the card on a reader or shows the QR badge to a terminal camera or kiosk, optionally adding a short PIN for sensitive applications.',
      },
      {
        title: 'Verify',
        description:
          "BlokSecure checks the credential's cryptographic signature, confirms it is active and applies your policies for location, shift and role.",
      },
      {
        title: 'Access Granted',
        description: 'The worker is signed in to the terminal, application or door they need, and the event is written to the audit log.',
      },
    ],
  },
  compliance: {
    title: 'Security & Compliance',
    text: 'Frontline access held to the same standard as the rest of your workforce.',
    points: [
      'Badge credentials are cryptographically signed, unlike legacy proximity cards that can be copied',
      'Credential data encrypted at rest with AES-256 and in transit with TLS 1.3',
      'Supports the identification and access-control requirements of NIST 800-171',
      'Role-based administration aligned with ISO 27001 and SOC 2 controls',
      'Every badge issue, tap, suspension and visitor pass recorded in the audit log',
    ],
  },
  results: {
    title: 'Results After 60 Days',
    caption: 'Typical before and after results for a 500-worker site, measured 60 days after moving to BlokBadge.',
    columns: ['Metric', 'Before BlokBadge', 'After 60 days', 'Change'],
    rows: [
      { metric: 'Time to issue a credential to a new hire', before: '2 days', after: '15 minutes', change: '99% faster' },
      { metric: 'Time to deactivate a lost badge', before: 'Up to 3 days', after: 'Under 1 minute', change: 'Immediate' },
      { metric: 'Shared logins on shop-floor terminals', before: '12', after: '0', change: 'Eliminated' },
      {
        metric: 'Visitor passes still active after the visit',
        before: 'Not tracked',
        after: '0',
        change: 'Automatic expiry',
      },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    entries: [
      {
        question: 'How long does a BlokBadge implementation take?',
        answer:
          'Badge implementation takes 1 to 2 weeks. That covers connecting your directory or HR system, configuring readers and shared terminals, printing or encoding badges, and a site walk-through with your team.',
      },
      {
        question: 'Can we use our existing badges and readers?',
        answer:
          'Often, yes. BlokBadge works with standard NFC readers and any camera that can scan a QR code. During scoping we check your current cards and readers and tell you which can be reused and which should be replaced.',
      },
      {
        question: 'How do visitor passes expire?',
        answer:
          'Every visitor credential is issued with an end time, usually the end of the visit or the working day. At that time it stops working everywhere automatically, with no need to collect a card, and the expiry is recorded in the audit log.',
      },
    ],
  },
  cta: {
    title: 'Bring Passwordless Access to the Front Line',
    text: 'See BlokBadge on your own terminals and doors, or start a free 14-day trial with help setting up your environment.',
    primaryCta: { label: 'Get a Demo', href: '/demo' },
    secondaryCta: { label: 'Start Free Trial', href: '/free-trial' },
  },
};

/** Input labels and notes of the badge-cost calculator (its ranges and formula: src/shared/calculators.ts). */
export const badgeCalculatorCopy = {
  holdersLabel: 'Badge holders',
  holdersUnit: 'holders',
  percentLabel: 'Badges lost or replaced per year',
  costLabel: 'Cost per badge',
  minutesLabel: 'Admin minutes per replacement',
  minutesUnit: 'min',
  replacementsLabel: 'Badges replaced per year',
  badgeCostLabel: 'New badges',
  adminCostLabel: 'Administrator time',
  note: 'Estimate only, rounded to the nearest dollar.',
};

export type BadgeCalculatorCopy = typeof badgeCalculatorCopy;
