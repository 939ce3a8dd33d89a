/**
 * Case studies (/case-studies, /case-studies/{id}) and the extended Realtris story (/case-study-realtris).
 * Plain data and pure helpers: no React, no runtime dependencies.
 */
import type { IconName } from './about';

export interface Testimonial {
  quote: string;
  author: string;
  position: string;
}

export interface CaseStudy {
  id: string;
  title: string;
  industry: string;
  companySize: string;
  /** Shown clamped to 2 lines on list cards. */
  challenge: string;
  solution: string;
  results: string[];
  testimonial: Testimonial;
  /** '/images/case-studies/<id>.svg' */
  image: string;
}

export interface KeyAchievement {
  title: string;
  description: string;
  icon: IconName;
}

export interface ImplementationPhase {
  phase: string;
  description: string;
  timeframe: string;
}

export interface TechnicalDetails {
  integrations: string[];
  deploymentModel: string;
  authentication: string;
  securityStandards: string[];
}

export interface SolutionUsed {
  name: string;
  href: string;
  description: string;
}

export interface ExtendedCaseStudy extends CaseStudy {
  subtitle: string;
  location: string;
  products: string[];
  logoImage: string;
  featuredImage: string;
  keyAchievements: KeyAchievement[];
  implementation: ImplementationPhase[];
  technicalDetails: TechnicalDetails;
  testimonials: Testimonial[];
  solutionsUsed: SolutionUsed[];
}

/** Appended to the case title for the detail page's document title. */
export const caseStudyTitleSuffix = ' | Case Study | BlokSecure';

const realtris: CaseStudy = {
  id: 'case-study-realtris',
  title: 'Realtris Realty Goes Passwordless Across 14 Brokerage Offices',
  industry: 'Real Estate',
  companySize: '650 agents and staff',
  challenge:
    'Realtris agents juggled separate passwords for the MLS board, the transaction management platform, e-signature tools and the brokerage CRM, and many reused the same password everywhere. A wave of phishing emails impersonating lawyers and lenders targeted agents during closings, and password resets made up more than a third of all help-desk tickets. Shared logins for listing portals were kept in spreadsheets that nobody could audit.',
  solution:
    "Realtris rolled out BlokKey so every agent signs in to Microsoft 365 and the brokerage CRM with a phishing-resistant passkey held in their phone's secure hardware and approved with a fingerprint or face scan. Legacy portals and shared listing accounts were moved into BlokSafe, where agents launch them from a single launchpad without ever seeing the underlying password, and every use is written to an audit log.",
  results: [
    '90% reduction in password-related help-desk tickets within 60 days',
    'Zero successful credential phishing incidents since rollout',
    '38 business applications behind single sign-on or the BlokSafe launchpad',
    'Agents onboarded in under 1 hour per 100 users, with no hardware tokens to ship',
  ],
  testimonial: {
    quote:
      "Our agents live on their phones, so turning the phone into the security key was the obvious move. Sign-in is faster than it ever was with passwords, and the phishing emails that used to worry me every closing season simply don't work anymore.",
    author: 'Daniela Ferreira-Lang',
    position: 'Chief Operating Officer, Realtris Realty',
  },
  image: '/images/case-studies/case-study-realtris.svg',
};

export const caseStudies: CaseStudy[] = [
  realtris,
  {
    id: 'mortgage-processing',
    title: 'Phishing-Resistant Access for a Growing Mortgage Brokerage',
    industry: 'Financial Services - Mortgage',
    companySize: '320 employees',
    challenge:
      'A multi-province mortgage brokerage handled thousands of applications a month, each containing income statements, credit reports and identity documents. Its underwriters and processors signed in to lender portals with shared credentials, and a regulator-driven security review flagged weak authentication and missing access logs. The team needed stronger controls without slowing down time-sensitive approvals.',
    solution:
      "The brokerage deployed BlokKey for passwordless MFA and single sign-on across its loan origination system and document portal, and placed shared lender-portal credentials in BlokSafe with hidden sharing and time-bound delegation. Access to privileged systems now requires a ticket reference, and every session is streamed to the firm's SIEM.",
    results: [
      'Security review findings on authentication closed from 6 to 0',
      '85% fewer password reset requests in the first quarter',
      'Shared lender-portal passwords no longer visible to any individual processor',
      'Complete, exportable audit trail for every access to applicant data',
    ],
    testimonial: {
      quote:
        'We went into our next audit with a report for every access to applicant files and nothing left to remediate. Our processors actually thanked us, because approving a sign-in on their phone is quicker than the passwords and codes they used before.',
      author: 'Rajesh Balakrishnan',
      position: 'Director of IT and Compliance',
    },
    image: '/images/case-studies/mortgage-processing.svg',
  },
  {
    id: 'durham-college-security',
    title: 'Securing Staff and Student Services Access at a Durham Region College',
    industry: 'Education',
    companySize: '1,200 faculty and staff',
    challenge:
      "A public college in Ontario's Durham Region saw a sharp rise in phishing attacks aimed at faculty and student-services staff, including attempts to redirect payroll deposits. Many employees worked from shared front-desk and lab computers, which made personal hardware tokens impractical, and the IT team was resetting hundreds of passwords at the start of every term.",
    solution:
      'The college introduced BlokKey for faculty and administrative staff, with enrollment by QR code during term orientation, and BlokBadge NFC cards for part-time and front-desk staff who share workstations. Tap-to-sign-in replaced typed passwords on shared computers, and temporary access for sessional instructors expires automatically at the end of each term.',
    results: [
      'Start-of-term password reset tickets reduced by 90%',
      'No successful payroll-redirection phishing attempts since deployment',
      'Shared front-desk workstations unlocked in under 2 seconds with an NFC badge',
      'Sessional instructor accounts deprovisioned automatically at term end',
    ],
    testimonial: {
      quote:
        'Our staff move between offices, labs and front counters all day. BlokBadge and BlokKey gave every one of them a strong sign-in that fits how they actually work, and the start-of-term reset rush is gone.',
      author: 'Information Security Manager',
      position: 'Public college, Durham Region, Ontario',
    },
    image: '/images/case-studies/durham-college-security.svg',
  },
  {
    id: 'tech-trade-association',
    title: 'A Technology Trade Association Protects Member Data and Shared Accounts',
    industry: 'Technology Trade Association',
    companySize: '85 staff serving 2,000 member companies',
    challenge:
      "A national technology trade association managed member records, event registrations and sponsorship payments with a lean staff and a rotating group of volunteers and contractors. Logins for the member portal, payment processor and social media accounts were shared by email and rarely changed when people left. After a board member's email was compromised, the association needed to prove it was protecting member data.",
    solution:
      'The association adopted BlokKey for passwordless sign-in to its identity provider and CRM, and BlokSafe to hold every shared account. Volunteers and contractors receive time-bound delegated access that expires automatically, staff launch shared accounts without seeing the passwords, and the board receives a quarterly access report generated from the audit log.',
    results: [
      '100% of shared accounts moved into BlokSafe in the first two weeks',
      'Contractor and volunteer access revoked automatically on end date',
      'Help-desk time spent on account access cut by 80%',
      'Board-ready access reports produced in minutes instead of days',
    ],
    testimonial: {
      quote:
        'We no longer worry about who still knows the password to our social accounts or payment portal. Access is granted for exactly as long as someone needs it, and I can show our board precisely who used what.',
      author: 'Claire Donnelly-Park',
      position: 'Director of Operations',
    },
    image: '/images/case-studies/tech-trade-association.svg',
  },
];

/** The dedicated extended story shown at /case-study-realtris. */
export const realtrisExtended: ExtendedCaseStudy = {
  ...realtris,
  subtitle:
    'How a fast-growing residential brokerage eliminated passwords for 650 agents and cut password-related help-desk tickets by 90% in 60 days',
  location: 'Greater Toronto Area, Ontario, Canada',
  products: ['BlokKey', 'BlokSafe'],
  logoImage: '/images/case-studies/realtris-logo.svg',
  featuredImage: '/images/case-studies/realtris-featured.svg',
  keyAchievements: [
    {
      title: '90% Fewer Help-Desk Tickets',
      description: 'Password resets and lockouts dropped from roughly 180 tickets a month to fewer than 20 within 60 days of rollout.',
      icon: 'TrendingDown',
    },
    {
      title: 'Zero Phishing Compromises',
      description: 'Passkeys are bound to the genuine site, so fake lender and lawyer login pages can no longer capture agent credentials.',
      icon: 'ShieldCheck',
    },
    {
      title: 'Pilot Live in Under a Day',
      description: 'The first office went live the day after kickoff; all 14 offices were enrolled in under four weeks.',
      icon: 'Clock',
    },
    {
      title: '38 Applications Secured',
      description:
        'Microsoft 365, the brokerage CRM, transaction management and legacy listing portals sit behind SSO or the BlokSafe launchpad.',
      icon: 'KeyRound',
    },
  ],
  implementation: [
    {
      phase: 'Discovery and Pilot',
      description:
        'Mapped every application agents used, connected BlokKey to Microsoft Entra ID and enrolled the head-office team and 25 agents at the flagship office as a pilot.',
      timeframe: 'Week 1',
    },
    {
      phase: 'Agent Enrollment',
      description:
        'Rolled BlokKey out office by office during regular sales meetings. Agents enrolled by scanning a QR code and approving with a fingerprint or face scan, in about five minutes each.',
      timeframe: 'Weeks 2-4',
    },
    {
      phase: 'BlokSafe Launchpad',
      description:
        'Imported shared listing-portal and vendor logins into BlokSafe, applied group policies per office and enabled hidden sharing so agents launch accounts without seeing passwords.',
      timeframe: 'Weeks 5-6',
    },
    {
      phase: 'Password Retirement and Review',
      description:
        'Disabled password sign-in for enrolled users, connected the audit log to the SIEM and compared help-desk volumes and incident data against the 60-day baseline.',
      timeframe: 'Weeks 7-8',
    },
  ],
  technicalDetails: {
    integrations: [
      'Microsoft Entra ID',
      'Microsoft 365',
      'Brokerage CRM (SAML 2.0)',
      'Transaction management platform (SAML 2.0)',
      'Regional MLS and listing portals (via BlokSafe launchpad)',
      'SIEM (syslog export)',
    ],
    deploymentModel: 'Cloud-hosted SaaS with Canadian data residency; no on-premises servers or hardware tokens',
    authentication:
      "FIDO2 passkeys stored in the phone's secure hardware (iOS Secure Enclave, Android StrongBox), approved by biometric or PIN, with push-to-approve showing location and application context",
    securityStandards: ['FIDO2', 'NIST SP 800-63 AAL3', 'TLS 1.3', 'AES-256', 'ISO 27001-aligned access controls'],
  },
  testimonials: [
    realtris.testimonial,
    {
      quote:
        'Password resets used to be the first thing my team dealt with every Monday. Now we get a handful a month, and we spend that time on projects that actually move the brokerage forward.',
      author: 'Thomas Okafor-Reid',
      position: 'IT Manager, Realtris Realty',
    },
    {
      quote:
        'I tap approve on my phone and I am in, whether I am at the office, at a showing or at home. I have not typed a password for work in months.',
      author: 'Priya Sandhu',
      position: 'Sales Representative, Realtris Realty',
    },
  ],
  solutionsUsed: [
    {
      name: 'BlokKey',
      href: '/blokkey',
      description:
        "Turns each agent's phone into a hardware-backed security key for passwordless MFA and single sign-on to Microsoft 365, the CRM and transaction tools.",
    },
    {
      name: 'BlokSafe',
      href: '/bloksafe',
      description:
        'Vaults shared and legacy portal credentials, launches them without revealing the password and records every use in an audit trail.',
    },
  ],
};

/** The case study with this id, or undefined (the detail page then redirects to /case-studies). */
export function findCaseStudy(id: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.id === id);
}

/** Up to `limit` other case studies, in list order, never including `id`. */
export function otherCaseStudies(id: string, limit = 3): CaseStudy[] {
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  return caseStudies.filter((c) => c.id !== id).slice(0, max);
}

/** Distinct industries, in order of first appearance (for the industry filter after 'All Industries'). */
export function caseIndustries(): string[] {
  return [...new Set(caseStudies.map((c) => c.industry))];
}

export interface CtaLink {
  label: string;
  href: string;
}

/** Copy of the list page and the fixed parts of the detail pages. */
export const caseStudiesPage = {
  meta: {
    title: 'Customer Case Studies | BlokSecure',
    description:
      'See how real estate brokerages, mortgage firms, colleges and trade associations replaced passwords with BlokSecure: phishing-resistant sign-in, fewer help-desk tickets and audit-ready access.',
  },
  hero: {
    eyebrow: 'Case Studies',
    title: 'Customer Success Stories',
    text: 'Organizations across real estate, financial services, education and professional associations use BlokSecure to stop credential phishing, retire shared passwords and give auditors a complete access trail.',
  },
  filterLabel: 'Filter by industry',
  readMore: 'Read case study',
  cta: {
    title: 'Ready to Write Your Own Success Story?',
    text: 'See how BlokSecure fits your users, applications and compliance goals in a 30-minute demo, or talk to our team about your environment.',
    primary: { label: 'Request a Demo', href: '/demo' } satisfies CtaLink,
    secondary: { label: 'Contact Us', href: '/contact' } satisfies CtaLink,
  },
  detail: {
    backLabel: 'All Case Studies',
    challengeTitle: 'The Challenge',
    solutionTitle: 'The Solution',
    resultsTitle: 'The Results',
    atAGlanceTitle: 'At a Glance',
    sideTitle: 'See It in Action',
    sideText: 'Get the same results for your organization. Book a personalized demo or try BlokSecure free for 14 days.',
    demo: { label: 'Request a Demo', href: '/demo' } satisfies CtaLink,
    trial: { label: 'Start Free Trial', href: '/free-trial' } satisfies CtaLink,
    moreTitle: 'More Success Stories',
  },
  extended: {
    achievementsTitle: 'Key Achievements',
    implementationTitle: 'Implementation Timeline',
    technicalTitle: 'Technical Details',
    testimonialsTitle: 'What the Realtris Team Says',
    solutionsTitle: 'Solutions Used',
    ctaTitle: 'Get Results Like Realtris',
    ctaText: 'Find out how quickly your organization could go passwordless. Most pilots are live in under a day.',
    ctas: [
      { label: 'Request a Demo', href: '/demo' },
      { label: 'Start Free Trial', href: '/free-trial' },
      { label: 'Contact Us', href: '/contact' },
    ] satisfies CtaLink[],
  },
};

/** The path of the dedicated extended story; /case-studies/case-study-realtris shows the same page. */
export const realtrisPath = '/case-study-realtris';
