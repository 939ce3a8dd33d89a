/**
 * BlokSafe product page (/bloksafe): credential and sensitive-data vault with a launchpad.
 * Sections are listed in page order.
 */
import type { PageMeta } from '../home';
import type {
  BenefitsSection,
  Comparison,
  ComplianceSection,
  CtaBanner,
  FaqSection,
  HowItWorksSection,
  ImageAsset,
  ProductHero,
  ProductQuote,
  ResultsTable,
} from './blokkey';

export interface BlokSafePage {
  meta: PageMeta;
  hero: ProductHero;
  comparison: Comparison;
  /** Exactly six benefits. */
  benefits: BenefitsSection;
  howItWorks: HowItWorksSection;
  compliance: ComplianceSection;
  /** The 'Business Impact' table. */
  impact: ResultsTable;
  testimonial: ProductQuote;
  demoCta: CtaBanner;
  faq: FaqSection;
  closingCta: CtaBanner;
}

export const bloksafePage: BlokSafePage = {
  meta: {
    title: 'BlokSafe | Credential Vault With Hidden Sharing and Audit | BlokSecure',
    description:
      'BlokSafe: an encrypted credential vault and launchpad with hidden sharing, time-bound delegation, view-once reveal and SIEM-ready audit. Deploys in under an hour.',
  },
  hero: {
    eyebrow: 'BlokSafe: Credential Vault and Launchpad',
    title: "The Vault for Everything Passwordless Can't Reach Yet",
    text: 'Legacy applications, shared administrator accounts and vendor portals still run on passwords. BlokSafe locks those credentials in an encrypted vault, launches the apps in one click and shares access without ever showing the password.',
    primaryCta: { label: 'Get a Demo', href: '/demo' },
    secondaryCta: { label: 'Start Free Trial', href: '/free-trial' },
  },
  comparison: {
    title: 'The Shared Password Problem, Solved',
    before: {
      title: 'The Problem',
      points: [
        'Shared passwords live in spreadsheets, sticky notes and chat threads',
        'Former staff and vendors still know the passwords they used',
        'Every departure means resetting shared accounts by hand',
        'No record of who used which account, or when',
        'Auditors keep finding the same shared-credential issues',
      ],
    },
    after: {
      title: 'The Solution',
      points: [
        'Every credential in one encrypted vault, organised by group policy',
        'Hidden sharing: people use credentials without ever seeing them',
        'Access delegated for a set time and withdrawn automatically',
        'Every launch, reveal and change recorded and streamed to your SIEM',
        'Passwordless sign-in to the vault itself with BlokKey',
      ],
    },
  },
  benefits: {
    title: 'Why Teams Choose BlokSafe',
    text: 'Six capabilities that take shared passwords off your risk register.',
    items: [
      {
        title: 'Encrypted Vault',
        description:
          'Passwords, API keys, licence keys and sensitive notes are encrypted with AES-256 under keys specific to your organisation.',
        icon: 'Lock',
      },
      {
        title: 'Hidden Sharing',
        description:
          'Share an account with a person or a group and BlokSafe fills in the credential for them. The password stays hidden during use, so it cannot be copied or written down.',
        icon: 'EyeOff',
      },
      {
        title: 'Time-Bound Delegation',
        description:
          'Give a colleague, contractor or vendor access for an hour, a shift or a project. When the window closes, access ends on its own.',
        icon: 'Timer',
      },
      {
        title: 'View-Once Reveal',
        description:
          'When someone genuinely needs to see a secret, an admin can grant view-once reveal permission. The value shows once, is then redacted automatically, and the reveal is logged.',
        icon: 'Eye',
      },
      {
        title: 'Audit Log and SIEM Integration',
        description:
          'Every import, share, launch and reveal is written to the audit log and can be streamed to your SIEM for alerting and retention.',
        icon: 'Activity',
      },
      {
        title: 'Mixed Passwordless Mode',
        description:
          'Run passwordless and password-based apps side by side. Users unlock BlokSafe with BlokKey, and the vault handles the apps that still need passwords until they can be retired.',
        icon: 'Layers',
      },
    ],
  },
  howItWorks: {
    title: 'How BlokSafe Works',
    text: 'From scattered passwords to audited access in four steps.',
    steps: [
      {
        title: 'Import',
        description:
          'Bulk import credentials from a CSV export, your browser or another password manager. Group policies place each one in the right collection with the right owners.',
      },
      {
        title: 'Delegate',
        description:
          'Share access with people or groups, for as long as they need it. Credentials stay hidden, and time-bound delegations expire automatically.',
      },
      {
        title: 'Launch',
        description:
          'Users open applications from the BlokSafe launchpad, signed in with BlokKey. BlokSafe fills in the credential in the background, so the password is never shown.',
      },
      {
        title: 'Audit',
        description:
          'Every launch, share and reveal is logged and can be streamed to your SIEM. Privileged apps can optionally require a ticket or justification before they launch.',
      },
    ],
  },
  compliance: {
    title: 'Security & Compliance',
    text: 'Your most sensitive credentials deserve the strongest controls we offer.',
    points: [
      'AES-256 encryption for every vault item, with TLS 1.3 for all data in transit',
      'Customer-specific keys in an HSM-backed key service, never shared between customers',
      'Encryption and key operations performed in FIPS-validated modules',
      'Role-based access aligned with ISO 27001 and SOC 2',
      'View-once reveal permission granted only by admins, with automatic redaction after display',
      'Immutable audit log with SIEM integration for monitoring and evidence',
    ],
  },
  impact: {
    title: 'Business Impact',
    caption: 'Results reported by a BlokSafe customer after replacing shared password files with the vault.',
    columns: ['Metric', 'Before BlokSafe', 'After BlokSafe', 'Improvement'],
    rows: [
      { metric: 'Admin time on shared passwords', before: '4 hours per week', after: '30 minutes per week', change: '88%' },
      { metric: 'Audit findings', before: '7', after: '0', change: 'All resolved' },
      { metric: 'Help-desk tickets', before: '90 per month', after: '3 per month', change: '97%' },
      { metric: 'Hidden shared password files', before: '5', after: '0', change: 'All removed' },
    ],
  },
  testimonial: {
    quote:
      'We now have 200 legacy apps secured behind BlokSafe, apps that were never going to support modern sign-in. Clinicians launch them without seeing a password, and our auditors finally have a log they trust.',
    author: 'CISO, regional healthcare network',
  },
  demoCta: {
    title: 'See BlokSafe With Your Own Applications',
    text: "We'll import a sample of your shared credentials, delegate access with hidden sharing and show the audit trail your auditors will see.",
    primaryCta: { label: 'Schedule a 30-Minute Demo', href: '/demo' },
  },
  faq: {
    title: 'Frequently Asked Questions',
    entries: [
      {
        question: 'How long does BlokSafe take to deploy?',
        answer:
          'Vault deployment takes under an hour. Connect your directory, set up your group policies and bulk import your existing credentials; users can start launching apps the same day.',
      },
      {
        question: 'Can people see the passwords we share with them?',
        answer:
          'No. With hidden sharing, BlokSafe fills in credentials without displaying them. If someone genuinely needs to see a value, an admin can grant view-once reveal permission; the value is shown once, redacted automatically and the reveal is logged.',
      },
      {
        question: 'Do we have to go fully passwordless first?',
        answer:
          'No. Mixed passwordless mode lets users unlock the vault with BlokKey while BlokSafe handles the apps that still need passwords. You retire passwords app by app, at your own pace.',
      },
    ],
  },
  closingCta: {
    title: 'Retire the Shared Password Spreadsheet',
    text: 'Start a free 14-day trial and have your first shared accounts in the vault within the hour.',
    primaryCta: { label: 'Start Your Trial', href: '/free-trial' },
  },
};

/** Illustration beside the hero text (kept outside the page object, whose keys follow the spec's section order). */
export const bloksafeHeroImage: ImageAsset = {
  src: '/images/products/bloksafe-vault.svg',
  alt: 'BlokSafe launchpad listing shared applications with hidden credentials, a one-hour delegation timer and an audit log entry',
};
