/**
 * Home page copy and data (route /). Plain data only: no React, no runtime validation.
 * Also exports the small building blocks (icon names, links, video, page meta) shared by the other content modules.
 */
import { products, site } from './site';

/** Icon names from lucide-react's icon set; components map the name to the icon. */
export const iconNames = [
  'Fingerprint',
  'KeyRound',
  'ShieldCheck',
  'Shield',
  'Lock',
  'ScrollText',
  'Smartphone',
  'QrCode',
  'Nfc',
  'Users',
  'UserCheck',
  'Building2',
  'Clock',
  'Timer',
  'Eye',
  'EyeOff',
  'FileSearch',
  'Activity',
  'Server',
  'Cloud',
  'Zap',
  'BadgeCheck',
  'Link',
  'Workflow',
  'Layers',
  'ClipboardCheck',
  'Bell',
  'Rocket',
  'Gauge',
  'LifeBuoy',
  'Globe',
  'Database',
  'Share2',
  'History',
] as const;

export type IconName = (typeof iconNames)[number];

/** A labelled link or button target. */
export interface CtaLink {
  label: string;
  href: string;
}

/** Inputs of the shared video player. */
export interface VideoAsset {
  videoUrl: string;
  thumbnailUrl: string;
  altText: string;
}

/** Document title and meta description of a page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** Heading and intro paragraph of a page section. */
export interface SectionIntro {
  title: string;
  text: string;
}

/** A headline figure: the value as displayed and what it measures. */
export interface Stat {
  value: string;
  label: string;
}

/** Label of the link at the foot of product cards and product menu columns. */
export const learnMoreLabel = 'Learn more →';

// ---------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------

export interface HomeHero {
  headline: string;
  lead: string;
  /** Shown after the headline, cycling every 3 seconds; six worker types. */
  rotatingPhrases: string[];
  primaryCta: CtaLink;
  /** Scrolls smoothly to the overview section (80px offset). */
  secondaryCta: CtaLink;
  trustedLabel: string;
  /** Platform names shown as a text logo strip. */
  trustedLogos: string[];
}

export const hero: HomeHero = {
  headline: 'One Solution. Secure Access. All Users.',
  lead: 'Passwordless, phishing-resistant sign-in for everyone who works for you: a hardware-backed key on the phone they already carry, a tap-and-go badge for staff without one, and a vault for the apps that still need passwords.',
  rotatingPhrases: [
    'for Knowledge Workers',
    'for Frontline Workers',
    'for Field Workers',
    'for Contractors',
    'for Vendors',
    'for Remote Teams',
  ],
  primaryCta: { label: 'Start Free Trial', href: '/free-trial' },
  secondaryCta: { label: 'See How It Works', href: '#overview' },
  trustedLabel: 'Works with the platforms trusted organisations already run',
  trustedLogos: ['Microsoft 365', 'Google Workspace', 'Okta', 'Salesforce', 'AWS', 'ServiceNow'],
};

// ---------------------------------------------------------------------------
// Overview video
// ---------------------------------------------------------------------------

export interface HomeOverview {
  /** Anchor id targeted by the hero's secondary button. */
  id: string;
  title: string;
  text: string;
  video: VideoAsset;
}

export const overview: HomeOverview = {
  id: 'overview',
  title: 'See Passwordless Sign-In in Under Two Minutes',
  text: 'Watch a user enrol a phone by scanning a QR code, approve a sign-in request that shows the app, location and device asking, and open their work apps without typing a single password.',
  video: {
    videoUrl: '/media/blokkey-demo.mp4',
    thumbnailUrl: '/media/blokkey-demo-poster.svg',
    altText: 'BlokKey demo: a user scans a QR code to enrol, then approves a sign-in with a fingerprint on their phone.',
  },
};

// ---------------------------------------------------------------------------
// Threats
// ---------------------------------------------------------------------------

export interface ThreatCard {
  title: string;
  description: string;
  stat: string;
  statDescription: string;
}

export const threats: ThreatCard[] = [
  {
    title: 'Stolen Credentials',
    description:
      'Attackers rarely break in; they log in. Phished, reused and guessed passwords are still the easiest way past firewalls, VPNs and SMS codes.',
    stat: '81%',
    statDescription: 'of breaches involve stolen credentials',
  },
  {
    title: 'Credential Leaks at Scale',
    description:
      'Infostealer malware and breach dumps hand attackers working username and password pairs by the billion, ready for credential stuffing against your sign-in pages.',
    stat: '3.2B',
    statDescription: 'stolen credentials in 2024',
  },
  {
    title: 'The Cost of a Reset',
    description:
      'Every forgotten or expired password becomes a ticket, an identity check on the phone and an employee waiting to get back to work.',
    stat: '$25-$50',
    statDescription: 'cost per password reset',
  },
  {
    title: 'A Help Desk Stuck on Passwords',
    description: 'Time spent unlocking accounts is time not spent on projects, patching or the incidents that actually need your team.',
    stat: '30%',
    statDescription: 'of IT time spent on password resets',
  },
  {
    title: 'Failed Audits',
    description:
      'Shared accounts, weak second factors and missing access records are the findings that put certifications and cyber-insurance renewals at risk.',
    stat: '56%',
    statDescription: 'of organisations fail security audits',
  },
];

// ---------------------------------------------------------------------------
// Features
// ---------------------------------------------------------------------------

export interface FeatureCard {
  title: string;
  description: string;
  benefit: string;
  icon: IconName;
}

export const features: FeatureCard[] = [
  {
    title: 'Biometric and Device Keys',
    description:
      "Each user's private key is generated in the secure hardware of their iOS or Android phone, or on an NFC badge, and is unlocked only by their fingerprint, face or PIN. It never leaves the device.",
    benefit: 'Nothing to remember, nothing to reuse, nothing to reset.',
    icon: 'Fingerprint',
  },
  {
    title: 'Cryptographic Authentication',
    description:
      'Every sign-in is a FIDO2 public-key challenge bound to the application asking for it, so a look-alike phishing page receives nothing it can replay. No shared secrets are stored on our servers.',
    benefit: 'Phishing-resistant by design: blocks 80% of attack vectors.',
    icon: 'KeyRound',
  },
  {
    title: 'Immutable Audit Trail',
    description:
      'Every enrolment, approval, denial, badge tap and vault launch is written to a tamper-evident log you can search, export or stream to your SIEM.',
    benefit: 'Audit evidence on demand, not assembled the week before the auditors arrive.',
    icon: 'ScrollText',
  },
];

// ---------------------------------------------------------------------------
// Product cards
// ---------------------------------------------------------------------------

export interface ProductFeatureLink {
  title: string;
  href: string;
}

export interface ProductCard {
  name: string;
  title: string;
  href: string;
  description: string;
  benefit: string;
  features: ProductFeatureLink[];
}

const [blokKey, blokBadge, blokSafe] = products;

export const productCards: ProductCard[] = [
  {
    name: blokKey.name,
    title: 'Passwordless MFA on the Phone Your Users Already Carry',
    href: blokKey.href,
    description:
      'BlokKey turns iOS and Android phones into hardware-backed security keys. Users enrol by scanning a QR code and approve sign-ins with a fingerprint, face or PIN, with push requests that show which app, location and device is asking.',
    benefit: 'Help-desk tickets reduced by 90%, with a typical pilot running in under 1 day.',
    features: [
      { title: 'Passwordless MFA', href: '/blokkey/mfa' },
      { title: 'Single Sign-On', href: '/blokkey/sso' },
      { title: 'Access Management', href: '/blokkey/access-management' },
    ],
  },
  {
    name: blokBadge.name,
    title: 'Secure Access for Frontline Workers, No Phone Required',
    href: blokBadge.href,
    description:
      'BlokBadge gives shift, warehouse, retail and clinical staff a phishing-resistant credential on an NFC card or QR badge. One tap opens shared terminals, apps and doors, and visitor passes expire on their own.',
    benefit: 'Implementation in 1 to 2 weeks, using the badge workflow your sites already know.',
    features: [
      { title: 'Mobile Access', href: '/blokbadge/mobile-access' },
      { title: 'Visitor Management', href: '/blokbadge/visitor-management' },
      { title: 'Integration API', href: '/blokbadge/integration-api' },
    ],
  },
  {
    name: blokSafe.name,
    title: "A Vault and Launchpad for the Apps Passwordless Can't Reach Yet",
    href: blokSafe.href,
    description:
      'BlokSafe keeps legacy-app, shared-account and vendor-portal credentials in an encrypted vault. Users launch apps with one click and share access for a set time without ever seeing the password.',
    benefit: 'Deploys in under an hour and retires the shared password spreadsheet for good.',
    features: [
      { title: 'Password Vault', href: '/bloksafe/password-vault' },
      { title: 'Secure Sharing', href: '/bloksafe/secure-sharing' },
      { title: 'Admin Controls', href: '/bloksafe/admin-controls' },
    ],
  },
];

/** Illustration shown at the top of each product card (decorative: the card text says it all). */
export const productCardImages: Record<string, string> = {
  BlokKey: '/images/products/blokkey-approval.svg',
  BlokBadge: '/images/products/blokbadge-tap.svg',
  BlokSafe: '/images/products/bloksafe-vault.svg',
};

// ---------------------------------------------------------------------------
// Case study teaser
// ---------------------------------------------------------------------------

export interface CaseStudyTeaser {
  eyebrow: string;
  title: string;
  summary: string;
  metrics: Stat[];
  link: string;
  linkLabel: string;
}

export const caseStudyTeaser: CaseStudyTeaser = {
  eyebrow: 'Customer Story: Real Estate',
  title: 'How Realtris Took Its Brokerage Passwordless',
  summary:
    'Realtris agents work from the office, open houses and their cars, and they were sharing passwords for listing and transaction platforms to keep deals moving. With BlokKey and BlokSafe, agents sign in with a fingerprint and use shared accounts without ever seeing the credentials behind them.',
  metrics: [
    { value: '90%', label: 'fewer password-related help-desk tickets' },
    { value: '< 1 day', label: 'to run the pilot, from kickoff to first passwordless sign-ins' },
    { value: '0', label: 'shared passwords visible to agents during use' },
  ],
  link: '/case-studies/case-study-realtris',
  linkLabel: 'Read the Realtris case study',
};

// ---------------------------------------------------------------------------
// Testimonials
// ---------------------------------------------------------------------------

export interface Testimonial {
  type: 'customer' | 'partner';
  quote: string;
  /** A role description, not a personal name. */
  author: string;
}

export const testimonials: Testimonial[] = [
  {
    type: 'customer',
    quote:
      'We now have 200 legacy apps secured behind BlokSafe, apps that were never going to support modern sign-in. Clinicians launch them without seeing a password, and our auditors finally have a log they trust.',
    author: 'CISO, regional healthcare network',
  },
  {
    type: 'customer',
    quote:
      'Our agents live on their phones, so BlokKey was an easy sell. Password resets have all but disappeared from the help-desk queue, and nobody has asked for their password back.',
    author: 'Director of IT, real-estate brokerage',
  },
  {
    type: 'customer',
    quote:
      "Half our staff don't have a company phone. BlokBadge let the plant floor tap in to shared terminals with the same badge they use at the door, and we were live in under two weeks.",
    author: 'IT Manager, regional manufacturer',
  },
  {
    type: 'partner',
    quote:
      'BlokSecure is the first passwordless platform we can put in front of a client with a mixed workforce: office staff, shift workers and contractors, all covered by one deployment and one audit trail.',
    author: 'Managing Partner, Canadian managed security services provider',
  },
  {
    type: 'partner',
    quote:
      'The Okta and CyberArk integrations take minutes, not a statement of work. Our consultants spend their time on policy design instead of plumbing.',
    author: 'Practice Lead, identity and access management consultancy',
  },
];

// ---------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------

export interface Resource {
  type: 'Guide' | 'Webinar' | 'Event';
  title: string;
  description: string;
  cta: string;
  link: string;
  /** Site path of the card image. */
  image: string;
  /** Display date for events, e.g. 'June 15, 2025'. */
  date?: string;
}

export const resources: Resource[] = [
  {
    type: 'Guide',
    title: 'The Passwordless Playbook',
    description:
      'A practical plan for moving from passwords and SMS codes to phishing-resistant sign-in: take inventory, pick the right authenticator for each worker, run a pilot and prove it to your auditors.',
    cta: 'Read the Guide',
    link: '/resources/passwordless-playbook',
    image: '/images/resources/playbook.svg',
  },
  {
    type: 'Webinar',
    title: 'Zero Trust Without the Friction',
    description:
      'Our solutions architects show how phishing-resistant MFA, device context and least-privilege access fit together, and how to roll them out without slowing anyone down.',
    cta: 'Watch the Preview',
    link: '/resources/zero-trust-webinar',
    image: '/images/resources/zero-trust-webinar.svg',
  },
  {
    type: 'Event',
    title: 'Passwordless Authentication Webinar',
    description:
      'June 15, 2025, online. A live walkthrough of a passwordless rollout, from pilot to production, with time for your questions.',
    cta: 'View Event Details',
    link: '/events/passwordless-authentication-webinar',
    image: '/images/resources/passwordless-webinar.svg',
    date: 'June 15, 2025',
  },
];

// ---------------------------------------------------------------------------
// Section headings
// ---------------------------------------------------------------------------

export interface HomeSectionIntros {
  threats: SectionIntro;
  features: SectionIntro;
  products: SectionIntro;
  integrations: SectionIntro;
  caseStudy: SectionIntro;
  testimonials: SectionIntro;
  resources: SectionIntro;
  blog: SectionIntro & { viewAll: CtaLink };
}

export const sectionIntros: HomeSectionIntros = {
  threats: {
    title: 'Passwords Are the Problem',
    text: 'Credentials are the most common way into an organisation, and the most expensive thing your help desk supports.',
  },
  features: {
    title: 'Built on Keys, Not Secrets',
    text: 'Three foundations make every BlokSecure sign-in resistant to phishing and easy to prove.',
  },
  products: {
    title: 'One Platform for Every Kind of Worker',
    text: 'Phone keys for knowledge workers, badges for frontline teams and a vault for the apps that still need passwords.',
  },
  integrations: {
    title: 'Works With the Tools You Already Run',
    text: 'Connect your identity provider, privileged access management and CRM in 5 to 10 minutes each.',
  },
  caseStudy: {
    title: 'Customer Success',
    text: "How a real-estate brokerage took passwords out of its agents' working day.",
  },
  testimonials: {
    title: 'What Customers and Partners Say',
    text: 'IT and security leaders on rolling out passwordless access.',
  },
  resources: {
    title: 'Resources',
    text: 'Guides, webinars and events to plan your passwordless rollout.',
  },
  blog: {
    title: 'Latest Insights',
    text: 'News and practical advice on authentication, identity and access.',
    viewAll: { label: 'View All Articles', href: '/blog' },
  },
};

// ---------------------------------------------------------------------------
// Closing call to action and meta
// ---------------------------------------------------------------------------

export interface ClosingCta {
  title: string;
  text: string;
  benefits: string[];
  buttonLabel: string;
  href: string;
}

export const closingCta: ClosingCta = {
  title: 'See BlokSecure With Your Own Apps',
  text: "In 30 minutes we'll show passwordless sign-in against your identity provider, size a pilot for your teams and answer your security team's questions.",
  benefits: [
    'A personalised 30-minute demo with a solutions engineer',
    'A free 14-day trial, with help setting up your environment',
    'A typical pilot running in under 1 day',
    'A reply from our team within 1 business day',
  ],
  buttonLabel: 'Request a Demo',
  href: '/demo',
};

export const homeMeta: PageMeta = {
  title: `Passwordless, Phishing-Resistant MFA for All Users | ${site.brand}`,
  description:
    'Passwordless, phishing-resistant MFA and digital identity for every worker: phone-based security keys, NFC and QR badges for frontline staff, and a credential vault.',
};
