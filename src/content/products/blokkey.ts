/**
 * BlokKey product page (/blokkey): the mobile-phone security key.
 * Also exports the section shapes shared by the three product pages.
 * Sections are listed in page order. The password-cost calculator's math lives with the calculator component.
 */
import type { CtaLink, IconName, PageMeta, SectionIntro } from '../home';

export interface ProductHero {
  eyebrow: string;
  title: string;
  text: string;
  primaryCta: CtaLink;
  secondaryCta: CtaLink;
}

export interface ImageAsset {
  src: string;
  alt: string;
}

export interface CalculatorIntro {
  title: string;
  text: string;
  /** Label of the computed annual figure. */
  resultLabel: string;
}

export interface ComparisonColumn {
  title: string;
  points: string[];
}

export interface Comparison {
  title: string;
  before: ComparisonColumn;
  after: ComparisonColumn;
}

export interface Benefit {
  title: string;
  description: string;
  icon: IconName;
}

export interface BenefitsSection extends SectionIntro {
  items: Benefit[];
}

export interface HowItWorksStep {
  title: string;
  description: string;
}

export interface HowItWorksSection extends SectionIntro {
  /** Exactly four steps. */
  steps: HowItWorksStep[];
}

export interface ComplianceSection extends SectionIntro {
  points: string[];
}

export interface ResultsRow {
  metric: string;
  before: string;
  after: string;
  change: string;
}

export interface ResultsTable {
  title: string;
  caption: string;
  /** Column headings, in the order metric, before, after, change. */
  columns: [string, string, string, string];
  rows: ResultsRow[];
}

export interface ProductQuote {
  quote: string;
  /** A role description, not a personal name. */
  author: string;
}

export interface CtaBanner extends SectionIntro {
  primaryCta: CtaLink;
  secondaryCta?: CtaLink;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqSection {
  title: string;
  /** Exactly three entries. */
  entries: FaqEntry[];
}

export interface BlokKeyPage {
  meta: PageMeta;
  hero: ProductHero & { image: ImageAsset };
  calculator: CalculatorIntro;
  comparison: Comparison;
  benefits: BenefitsSection;
  howItWorks: HowItWorksSection;
  compliance: ComplianceSection;
  results: ResultsTable;
  quote: ProductQuote;
  demoCta: CtaBanner;
  faq: FaqSection;
  trialBanner: CtaBanner;
}

export const blokkeyPage: BlokKeyPage = {
  meta: {
    title: 'BlokKey | Passwordless, Phishing-Resistant MFA on Any Phone | BlokSecure',
    description:
      'BlokKey turns iOS and Android phones into hardware-backed security keys for passwordless MFA, single sign-on and access management. Pilot in under 1 day.',
  },
  hero: {
    eyebrow: 'BlokKey: Passwordless MFA',
    title: 'Your Phone Is Now a Phishing-Resistant Security Key',
    text: 'BlokKey replaces passwords and SMS codes with a hardware-backed key on the iOS or Android phone your users already carry. Scan a QR code to enrol, approve with a fingerprint, face or PIN, and reach every app through single sign-on.',
    primaryCta: { label: 'Get a Demo', href: '/demo' },
    secondaryCta: { label: 'Start Free Trial', href: '/free-trial' },
    image: {
      src: '/images/products/blokkey-approval.svg',
      alt: 'BlokKey push request on a phone showing the application, location and device asking to sign in, with Approve and Deny buttons',
    },
  },
  calculator: {
    title: 'What Are Passwords Costing You?',
    text: 'Set your number of users and how often each one resets a password in a year. We price each reset at $50, the top of the $25-$50 industry range once help-desk time and lost productivity are counted.',
    resultLabel: 'Estimated annual cost of password resets',
  },
  comparison: {
    title: 'Passwords and Codes vs. BlokKey',
    before: {
      title: 'Current State',
      points: [
        'Users juggle dozens of passwords and reuse them across work and personal sites',
        'SMS codes and one-time passcodes can be phished, intercepted or lost to a SIM swap',
        'Each password reset costs $25-$50 and resets take up 30% of IT time',
        'Push fatigue: users approve requests they never started just to make them stop',
        'Sign-in evidence is scattered across application logs when auditors ask',
      ],
    },
    after: {
      title: 'With BlokKey',
      points: [
        'No passwords to remember, reuse, phish or reset',
        "Private keys stay in the phone's secure hardware and never leave it",
        'Every push names the application, location and device, so users know exactly what they approve',
        'Help-desk tickets reduced by 90% as password resets disappear',
        'Every enrolment and approval recorded in an immutable audit trail',
      ],
    },
  },
  benefits: {
    title: 'Core Benefits',
    text: 'Stronger security that users prefer to what it replaces.',
    items: [
      {
        title: 'Phishing-Resistant by Design',
        description:
          'FIDO2 public-key sign-in is bound to the real application, so a look-alike page gets nothing it can reuse. BlokKey blocks 80% of attack vectors that rely on stolen or guessed credentials.',
        icon: 'ShieldCheck',
      },
      {
        title: 'An End to Password Resets',
        description:
          'With no password to forget, the most common help-desk call goes away. Customers see help-desk tickets reduced by 90%.',
        icon: 'LifeBuoy',
      },
      {
        title: 'Fast, Familiar Sign-In',
        description:
          'Users approve with the fingerprint, face or PIN they already use to unlock their phone. One approval opens every app behind single sign-on.',
        icon: 'Fingerprint',
      },
      {
        title: 'Live in Days, Not Quarters',
        description:
          'A typical pilot takes under 1 day, and onboarding runs under 1 hour per 100 users with QR-code enrolment. No tokens to buy, ship or replace.',
        icon: 'Rocket',
      },
    ],
  },
  howItWorks: {
    title: 'How BlokKey Works',
    text: 'Four steps from a new phone to a signed-in user, with no password at any point.',
    steps: [
      {
        title: 'Enroll',
        description:
          "The user installs the BlokKey app and scans a QR code from the enrolment email or admin console. A private key is created in the phone's secure hardware and bound to their identity.",
      },
      {
        title: 'Authenticate',
        description:
          'When the user signs in to an application, BlokKey sends a push request showing the app, location and device. They approve with a fingerprint, face or PIN.',
      },
      {
        title: 'Verify',
        description:
          'The phone signs a one-time cryptographic challenge. BlokSecure checks the signature against the registered public key and applies your access policies.',
      },
      {
        title: 'Access Granted',
        description:
          'The user is signed in, and single sign-on carries them into their other apps. The whole exchange is written to the audit trail.',
      },
    ],
  },
  compliance: {
    title: 'Security & Compliance',
    text: 'BlokKey is built to the standards your auditors and cyber-insurers ask about.',
    points: [
      'FIDO2 public-key authentication: no passwords or shared secrets are stored on our servers',
      'Designed to meet NIST SP 800-63 requirements for phishing-resistant authenticators at NIST AAL3',
      'Keys generated and held in device secure hardware; service cryptography runs in FIPS-validated modules',
      'Supports the multi-factor authentication requirements of NIST 800-171 for controlled unclassified information',
      'All traffic between phone, applications and service encrypted with TLS 1.3',
      'Immutable audit trail of every enrolment, approval and denial, exportable to your SIEM',
    ],
  },
  results: {
    title: 'Results After 60 Days',
    caption: 'Typical before and after results for a 500-user BlokKey deployment, measured 60 days after rollout.',
    columns: ['Metric', 'Before BlokKey', 'After 60 days', 'Change'],
    rows: [
      { metric: 'Password-related help-desk tickets per month', before: '200', after: '20', change: '90% fewer' },
      { metric: 'IT hours spent on password resets per month', before: '50 hours', after: '5 hours', change: '90% less' },
      { metric: 'Monthly cost of password resets at $50 each', before: '$10,000', after: '$1,000', change: '90% lower' },
      { metric: 'Average time to sign in', before: '30 seconds', after: '5 seconds', change: '83% faster' },
      {
        metric: 'Sign-ins using phishable factors (passwords, SMS codes)',
        before: '100%',
        after: '0% for enrolled users',
        change: 'Eliminated',
      },
    ],
  },
  quote: {
    quote:
      'We enrolled our first hundred users in under an hour. Sixty days later, password resets have all but disappeared from the help-desk queue, and nobody has asked for their password back.',
    author: 'Director of IT, real-estate brokerage',
  },
  demoCta: {
    title: 'See BlokKey Sign You In',
    text: "In a 30-minute demo we'll enrol a phone, sign in to your own identity provider and walk through the policies and audit trail your security team will use.",
    primaryCta: { label: 'Get a Demo', href: '/demo' },
  },
  faq: {
    title: 'Frequently Asked Questions',
    entries: [
      {
        question: 'How long does a BlokKey pilot take?',
        answer:
          'A typical pilot takes under 1 day: we connect BlokKey to your identity provider, enrol a pilot group by QR code and agree the success measures with you. Full rollout follows at your own pace, with onboarding under 1 hour per 100 users.',
      },
      {
        question: 'Which phones and applications does BlokKey support?',
        answer:
          "BlokKey runs on current iOS and Android phones with a fingerprint, face or PIN lock and uses the phone's hardware-backed key store. It works with any application behind SAML or OpenID Connect single sign-on, and connects directly to identity providers such as Okta.",
      },
      {
        question: 'What happens when a user loses or replaces their phone?',
        answer:
          'An administrator revokes the lost phone in the console, which disables its key immediately. The user enrols the new phone by scanning a fresh QR code after identity verification, and the change is recorded in the audit trail.',
      },
    ],
  },
  trialBanner: {
    title: 'Try BlokKey Free for 14 Days',
    text: 'Set up a trial environment with our help and see passwordless sign-in working with your own applications.',
    primaryCta: { label: 'Start Free Trial', href: '/free-trial' },
    secondaryCta: { label: 'Get a Demo', href: '/demo' },
  },
};

/** Input labels and notes of the password-cost calculator (its ranges and formula: src/shared/calculators.ts). */
export const passwordCalculatorCopy = {
  usersLabel: 'Number of users',
  usersUnit: 'users',
  resetsLabel: 'Password resets per user per year',
  resetUnit: { one: 'reset', other: 'resets' },
  perReset: 'per reset',
  note: 'Estimate only. Each reset is priced at $50, the top of the $25-$50 industry range.',
};

export type PasswordCalculatorCopy = typeof passwordCalculatorCopy;
