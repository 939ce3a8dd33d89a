/**
 * The /resources hub and the two resource pages linked from the home page:
 * /resources/passwordless-playbook and /resources/zero-trust-webinar.
 */
import type { CtaLink, PageMeta, VideoAsset } from './home';
import { site } from './site';

// ---------------------------------------------------------------------------
// Hub (/resources)
// ---------------------------------------------------------------------------

export interface ResourceHubItem {
  kind: 'Guide' | 'Webinar' | 'Insights' | 'Case Studies' | 'Events' | 'Documentation';
  title: string;
  description: string;
  href: string;
  cta: string;
  /** True for links that leave the site and open in a new tab. */
  external: boolean;
}

export interface ResourcesHub {
  meta: PageMeta;
  title: string;
  intro: string;
  items: ResourceHubItem[];
}

export const resourcesHub: ResourcesHub = {
  meta: {
    title: 'Resources | BlokSecure',
    description:
      'Guides, webinars, case studies, events and developer documentation for planning and running a passwordless, phishing-resistant rollout.',
  },
  title: 'Resources',
  intro:
    'Everything you need to plan a passwordless rollout, make the case to leadership and keep it running: practical guides, on-demand webinars, customer stories and technical documentation.',
  items: [
    {
      kind: 'Guide',
      title: 'The Passwordless Playbook',
      description:
        'A six-chapter plan for moving from passwords and SMS codes to phishing-resistant sign-in, with checklists for each stage.',
      href: '/resources/passwordless-playbook',
      cta: 'Read the Guide',
      external: false,
    },
    {
      kind: 'Webinar',
      title: 'Zero Trust Without the Friction',
      description:
        'Watch our solutions architects connect phishing-resistant MFA, device context and least-privilege access into a practical zero trust design.',
      href: '/resources/zero-trust-webinar',
      cta: 'Watch the Preview',
      external: false,
    },
    {
      kind: 'Insights',
      title: 'Insights',
      description: 'Articles on authentication, identity and access from the BlokSecure team.',
      href: '/blog',
      cta: 'Read the Blog',
      external: false,
    },
    {
      kind: 'Case Studies',
      title: 'Case Studies',
      description: 'How organisations in real estate, mortgage services, education and technology went passwordless, and what changed.',
      href: '/case-studies',
      cta: 'Read Customer Stories',
      external: false,
    },
    {
      kind: 'Events',
      title: 'Events and Webinars',
      description: 'Live webinars, conferences and workshops where you can meet the team and see the products.',
      href: '/events',
      cta: 'See Upcoming Events',
      external: false,
    },
    {
      kind: 'Documentation',
      title: 'Developer Documentation',
      description: 'Integration guides, API reference and configuration details for BlokKey, BlokBadge and BlokSafe.',
      href: site.developerDocsUrl,
      cta: 'Open the Docs',
      external: true,
    },
  ],
};

// ---------------------------------------------------------------------------
// Guide (/resources/passwordless-playbook)
// ---------------------------------------------------------------------------

export interface GuideChapter {
  heading: string;
  paragraphs: string[];
  checklist?: string[];
}

export interface GuidePage {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  intro: string;
  readingTime: string;
  chapters: GuideChapter[];
  cta: SectionCta;
}

export interface SectionCta {
  title: string;
  text: string;
  primaryCta: CtaLink;
  secondaryCta?: CtaLink;
}

export const passwordlessPlaybook: GuidePage = {
  meta: {
    title: 'The Passwordless Playbook | BlokSecure',
    description:
      'A practical guide to replacing passwords and SMS codes with phishing-resistant sign-in: inventory, authenticator choice, pilot, rollout and audit evidence.',
  },
  eyebrow: 'Guide',
  title: 'The Passwordless Playbook',
  intro:
    'This playbook is for IT and security teams at mid-size organisations and enterprises who have decided passwords have to go and want a plan that works on Monday morning. It follows the same stages we use with customers, from the first inventory to the report you hand your auditors.',
  readingTime: '15 minute read',
  chapters: [
    {
      heading: '1. Why Passwords Have to Go',
      paragraphs: [
        "81% of breaches involve stolen credentials, and 3.2B stolen credentials circulated in 2024 alone. Complexity rules and rotation policies have not changed those numbers, because the weakness is not the password's strength but the fact that it can be typed into the wrong page.",
        'Passwords are also expensive to run. Each reset costs $25-$50 once help-desk time and lost productivity are counted, and resets take up around 30% of IT time. SMS codes and one-time passcodes help, but they can still be phished in real time or intercepted through a SIM swap.',
        "Phishing-resistant authentication replaces the shared secret with a private key that never leaves the user's device and only answers the real application. That single change removes the attack most breaches start with.",
      ],
    },
    {
      heading: '2. Take Inventory: Users, Apps and Devices',
      paragraphs: [
        'Start by writing down who signs in, to what, and from where. Most organisations find three populations: knowledge workers with a laptop and a phone, frontline and field staff who share devices and may not have a company phone, and contractors and vendors who need limited, temporary access.',
        'Then list your applications by how they sign users in. Apps behind SAML or OpenID Connect single sign-on are the easiest to move. Apps that only accept a username and password will need a vault and launchpad until they can be upgraded or retired.',
      ],
      checklist: [
        'Export users from your directory and tag each as knowledge, frontline, field, contractor or vendor',
        'List every application and mark it as SSO-ready, password-only or shared-account',
        'Count shared and service accounts, and find the spreadsheets and documents where their passwords live',
        'Record which staff have a company or personal smartphone they are willing to use',
        'Note the regulations and frameworks you report against, such as NIST 800-171 or SOC 2',
      ],
    },
    {
      heading: '3. Choose the Right Authenticator for Each Worker',
      paragraphs: [
        'There is no single authenticator that fits everyone. Knowledge workers and remote teams are best served by a hardware-backed key on their phone, approved with a fingerprint, face or PIN. Frontline workers without a phone need a deviceless credential such as an NFC card or QR badge that works on shared terminals.',
        'Whatever you choose, check it against NIST SP 800-63: the strongest assurance level, NIST AAL3, calls for phishing-resistant, hardware-backed authenticators. FIDO2 public-key authentication is the standard way to meet it.',
      ],
      checklist: [
        'Phone-based security keys for staff with smartphones',
        'NFC or QR badges for shared-device and frontline staff',
        'A vault with hidden sharing for password-only and shared accounts',
        'A documented recovery process for lost phones and badges',
      ],
    },
    {
      heading: '4. Run a Pilot in a Day',
      paragraphs: [
        'A pilot should prove the experience and the integration, not drag on for a quarter. With BlokKey a typical pilot takes under 1 day: connect your identity provider, enrol 20 to 50 volunteers by QR code and route a handful of everyday applications through passwordless sign-in.',
        'Choose pilot users from different teams, including at least one sceptic and one help-desk analyst, and agree in advance what success looks like.',
      ],
      checklist: [
        'Identity provider connected and a pilot group created',
        'Pilot users enrolled and signing in to at least three everyday applications',
        'Help-desk team briefed on enrolment and lost-device recovery',
        'Success measures agreed: sign-in time, tickets raised, user feedback',
      ],
    },
    {
      heading: '5. Roll Out in Waves',
      paragraphs: [
        'Roll out by department or site, not all at once. With QR-code enrolment, onboarding takes under 1 hour per 100 users, so most waves fit into a single morning. For frontline sites, plan 1 to 2 weeks for badge implementation, including readers and shared terminals.',
        'Communicate before each wave: what is changing, why, and what users will see on day one. Keep the old method available for a short, fixed overlap, then switch it off so the phishable path is actually closed.',
      ],
      checklist: [
        'Announcement sent one week before each wave, with a short how-to video',
        'Enrolment sessions scheduled, with help-desk cover on the day',
        'Legacy password and SMS sign-in disabled at the end of the overlap period',
        'Shared-account credentials imported into the vault and the old files deleted',
      ],
    },
    {
      heading: '6. Prove It: Metrics and Audit Evidence',
      paragraphs: [
        'Measure the same things before and after. Customers typically see help-desk tickets reduced by 90% once password resets disappear, and the audit trail shows every enrolment, approval and credential use in one place.',
        'Bring that evidence to your next audit. 56% of organisations fail security audits, often on shared accounts and weak second factors; a phishing-resistant rollout with a complete audit log answers both.',
      ],
      checklist: [
        'Monthly password-related tickets, before and after',
        'Percentage of users on phishing-resistant sign-in',
        'Number of shared password files remaining',
        'Audit log export and SIEM feed in place for reviewers',
      ],
    },
  ],
  cta: {
    title: 'Ready to Plan Your Pilot?',
    text: 'Book a 30-minute session with a solutions engineer to map this playbook to your users and applications.',
    primaryCta: { label: 'Request a Demo', href: '/demo' },
    secondaryCta: { label: 'Start Free Trial', href: '/free-trial' },
  },
};

// ---------------------------------------------------------------------------
// Webinar (/resources/zero-trust-webinar)
// ---------------------------------------------------------------------------

export interface WebinarSpeaker {
  name: string;
  title: string;
}

export interface WebinarAgendaItem {
  /** Offset into the recording, e.g. '0:05'. */
  time: string;
  title: string;
  description: string;
}

export interface WebinarPage {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  summary: string;
  dateText: string;
  duration: string;
  speakers: WebinarSpeaker[];
  agenda: WebinarAgendaItem[];
  takeaways: string[];
  onDemandNote: string;
  cta: SectionCta;
}

export const zeroTrustWebinar: WebinarPage = {
  meta: {
    title: 'Zero Trust Without the Friction: On-Demand Webinar | BlokSecure',
    description:
      'Watch on demand: how phishing-resistant MFA, device context and least-privilege access fit together in a zero trust design your users will accept.',
  },
  eyebrow: 'On-Demand Webinar',
  title: 'Zero Trust Without the Friction',
  summary:
    'Zero trust means verifying every request, but that should not mean prompting users all day. In this session our solutions architects show how phishing-resistant authentication, device and location context and least-privilege access work together, and how to roll them out to office, frontline and third-party users without slowing anyone down.',
  dateText: 'Available on demand: watch any time',
  duration: '45 minutes',
  speakers: [
    { name: 'Daniel Okafor', title: 'Principal Solutions Architect, BlokSecure' },
    { name: 'Priya Raman', title: 'Director of Customer Success, BlokSecure' },
  ],
  agenda: [
    {
      time: '0:00',
      title: 'What zero trust asks of identity',
      description: 'Why every zero trust model starts with strong identity, and why passwords and SMS codes cannot carry that weight.',
    },
    {
      time: '0:08',
      title: 'Phishing-resistant authentication in practice',
      description: 'A live BlokKey enrolment and sign-in, and how FIDO2 keys meet NIST SP 800-63 AAL3 requirements.',
    },
    {
      time: '0:18',
      title: 'Context and least privilege',
      description: 'Using device, location and role to decide access per application, with step-up approval for sensitive systems.',
    },
    {
      time: '0:28',
      title: 'Frontline workers and third parties',
      description:
        'Extending zero trust to shared devices with badges, to vendors with time-bound access, and to legacy apps with a vault.',
    },
    {
      time: '0:36',
      title: 'Questions and answers',
      description: 'The most common questions from the live audience, answered by the speakers.',
    },
  ],
  takeaways: [
    'Why phishing-resistant MFA is the foundation of any zero trust architecture',
    'How to apply device, location and role context without prompting users constantly',
    'How to cover frontline staff, contractors and legacy applications, not just office workers',
    'Which metrics and audit evidence show leadership the rollout is working',
  ],
  onDemandNote:
    'This webinar was recorded live. Watch the short preview above, then ask us for the full 45-minute recording through the contact form and we will send you a private link within 1 business day. Share it with colleagues who are planning your zero trust roadmap.',
  cta: {
    title: 'See It With Your Own Applications',
    text: 'Book a 30-minute demo and we will walk through a zero trust access design for your environment.',
    primaryCta: { label: 'Request a Demo', href: '/demo' },
    secondaryCta: { label: 'Request the Recording', href: '/contact' },
  },
};

/** The webinar page's preview clip. */
export const zeroTrustWebinarPreview: VideoAsset = {
  videoUrl: '/media/zero-trust-webinar-preview.mp4',
  thumbnailUrl: '/media/zero-trust-webinar-preview-poster.svg',
  altText:
    'Preview of the Zero Trust Without the Friction webinar: the title card, the five agenda topics and the two speakers from BlokSecure.',
};

/** Images and section headings of the three resource pages. */
export const resourcePageCopy = {
  hubEyebrow: 'Resources',
  playbookImage: { src: '/images/resources/playbook.svg', alt: '' },
  toc: 'In This Guide',
  checklist: 'Checklist',
  preview: 'Watch the Preview',
  about: 'About the Session',
  speakers: 'Speakers',
  agenda: 'Agenda',
  takeaways: "What You'll Learn",
  opensInNewTab: '(opens in a new tab)',
};
