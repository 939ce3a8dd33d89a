/**
 * Copy of the nine product sub-pages (three per product), e.g. /blokkey/mfa.
 */
import type { IconName, Stat } from '../home';
import { site } from '../site';

export type ProductName = 'BlokKey' | 'BlokBadge' | 'BlokSafe';

export interface SubPageHighlight {
  title: string;
  description: string;
  icon: IconName;
}

export interface SubPageStep {
  title: string;
  description: string;
}

export interface SubPageFaq {
  question: string;
  answer: string;
}

export interface SubPage {
  path: string;
  product: ProductName;
  productHref: string;
  /** Document title. */
  title: string;
  metaDescription: string;
  eyebrow: string;
  headline: string;
  lead: string;
  /** Four highlights. */
  highlights: SubPageHighlight[];
  /** Three or four steps. */
  howItWorks: SubPageStep[];
  /** Three or four use cases. */
  useCases: string[];
  /** Two or three figures drawn from the published claims. */
  stats: Stat[];
  /** Two entries. */
  faq: SubPageFaq[];
}

export const subpages: SubPage[] = [
  // -------------------------------------------------------------------------
  // BlokKey
  // -------------------------------------------------------------------------
  {
    path: '/blokkey/mfa',
    product: 'BlokKey',
    productHref: '/blokkey',
    title: 'Passwordless MFA | BlokKey | BlokSecure',
    metaDescription:
      'BlokKey passwordless MFA: hardware-backed keys on iOS and Android, QR-code enrolment, biometric or PIN approval and push-to-approve with context.',
    eyebrow: 'BlokKey Passwordless MFA',
    headline: 'Multi-Factor Authentication Without the Password',
    lead:
      'BlokKey combines something your users have, their phone, with something they are or know, their fingerprint, face or PIN, in a single tap. There is no password to steal and no code to intercept.',
    highlights: [
      {
        title: 'Hardware-Backed Keys on iOS and Android',
        description:
          "Each user's private key is created in the phone's secure hardware and never leaves it, so it cannot be copied, exported or phished.",
        icon: 'Smartphone',
      },
      {
        title: 'Enrolment by QR Code',
        description:
          'Users scan a QR code from their enrolment email or the admin console and are ready in about a minute, with no tokens to ship.',
        icon: 'QrCode',
      },
      {
        title: 'Biometric or PIN Approval',
        description:
          'Sign-ins are approved with the fingerprint, face or PIN the user already uses to unlock their phone.',
        icon: 'Fingerprint',
      },
      {
        title: 'Push-to-Approve With Context',
        description:
          'Every request shows the application, location and device asking, so users can spot and deny a sign-in they did not start.',
        icon: 'Bell',
      },
    ],
    howItWorks: [
      {
        title: 'Scan to enrol',
        description: 'The user installs the BlokKey app and scans a QR code; a key pair is generated in secure hardware.',
      },
      {
        title: 'Receive a request',
        description: 'At sign-in, a push notification shows the application, location and device behind the request.',
      },
      {
        title: 'Approve with a fingerprint, face or PIN',
        description:
          'The phone signs a one-time challenge bound to the real application, and BlokSecure verifies it against the registered public key.',
      },
    ],
    useCases: [
      'Replacing SMS codes and authenticator-app passcodes for office and remote staff',
      'Meeting cyber-insurance and customer requirements for phishing-resistant MFA',
      'Protecting VPN, remote desktop and email sign-in for remote teams',
      'Giving contractors and vendors strong MFA without shipping hardware tokens',
    ],
    stats: [
      { value: '81%', label: 'of breaches involve stolen credentials' },
      { value: '90%', label: 'fewer help-desk tickets' },
      { value: '< 1 day', label: 'for a typical pilot' },
    ],
    faq: [
      {
        question: 'Is push-to-approve vulnerable to MFA fatigue attacks?',
        answer:
          'BlokKey is designed against them. Each request names the application, location and device, approval needs the user\'s fingerprint, face or PIN, and the cryptographic challenge is bound to the real application, so a phishing site cannot relay it.',
      },
      {
        question: 'Do users need a separate hardware token?',
        answer:
          'No. BlokKey uses the hardware-backed key store already built into current iOS and Android phones. For staff without a phone, BlokBadge provides the same protection on an NFC card or QR badge.',
      },
    ],
  },
  {
    path: '/blokkey/sso',
    product: 'BlokKey',
    productHref: '/blokkey',
    title: 'Passwordless Single Sign-On | BlokKey | BlokSecure',
    metaDescription:
      'BlokKey single sign-on: one phishing-resistant approval opens every SAML and OpenID Connect application, with central deprovisioning and a full audit trail.',
    eyebrow: 'BlokKey Single Sign-On',
    headline: 'One Approval. Every Application.',
    lead:
      'BlokKey single sign-on signs users in to their cloud and on-premises applications with one phishing-resistant approval on their phone, and gives IT one place to grant and remove access.',
    highlights: [
      {
        title: 'One Approval, Every App',
        description:
          'A single biometric approval starts a session that carries users into Microsoft 365, Google Workspace, Salesforce and the rest of their applications.',
        icon: 'Layers',
      },
      {
        title: 'Standards-Based',
        description: 'Connect any application that supports SAML 2.0 or OpenID Connect, with templates for common cloud apps.',
        icon: 'Link',
      },
      {
        title: 'Works With Your Identity Provider',
        description:
          'Keep Okta or your existing directory as the source of truth; BlokKey adds passwordless, phishing-resistant sign-in on top.',
        icon: 'Users',
      },
      {
        title: 'Central Deprovisioning',
        description: 'Disable a user once and their access to every connected application ends at the same moment.',
        icon: 'UserCheck',
      },
    ],
    howItWorks: [
      {
        title: 'Connect your applications',
        description: 'Add applications from templates or by uploading SAML or OpenID Connect metadata in the admin console.',
      },
      {
        title: 'Approve once',
        description: 'The user signs in with a BlokKey approval on their phone at the start of the session.',
      },
      {
        title: 'Move between apps',
        description: 'Single sign-on carries the verified session into each application without another prompt, within your session policies.',
      },
      {
        title: 'Remove access in one place',
        description: 'When someone leaves or changes role, one change in BlokSecure updates their access everywhere.',
      },
    ],
    useCases: [
      'Giving knowledge workers one passwordless sign-in for Microsoft 365, Google Workspace and line-of-business apps',
      'Consolidating application sign-in after an acquisition or reorganisation',
      'Closing access the same day for departing staff and contractors',
      'Connecting CRM platforms such as Salesforce in about 5 minutes',
    ],
    stats: [
      { value: '$25-$50', label: 'cost of every password reset' },
      { value: '30%', label: 'of IT time spent on password resets' },
      { value: '< 1 hour', label: 'to onboard each 100 users' },
    ],
    faq: [
      {
        question: 'Do we have to replace our identity provider?',
        answer:
          'No. BlokKey works alongside identity providers such as Okta, which stays your directory and policy engine, or acts as the SAML or OpenID Connect identity provider for applications directly.',
      },
      {
        question: 'Which applications can we connect?',
        answer:
          'Any application that supports SAML 2.0 or OpenID Connect. Applications that only accept a username and password can be launched through BlokSafe, so users still sign in once with BlokKey.',
      },
    ],
  },
  {
    path: '/blokkey/access-management',
    product: 'BlokKey',
    productHref: '/blokkey',
    title: 'Access Management | BlokKey | BlokSecure',
    metaDescription:
      'BlokKey access management: policies by role, group, device and location, step-up approval for sensitive applications and an audit trail ready for access reviews.',
    eyebrow: 'BlokKey Access Management',
    headline: 'The Right Access, for the Right People, at the Right Time',
    lead:
      'Strong authentication proves who someone is. Access management decides what they can reach. BlokKey applies your policies to every sign-in and records every decision.',
    highlights: [
      {
        title: 'Role and Group Policies',
        description: 'Grant access to applications by role, department or group, synchronised from your directory.',
        icon: 'Users',
      },
      {
        title: 'Device and Location Context',
        description: 'Take the device, network and location of each request into account before access is granted.',
        icon: 'Globe',
      },
      {
        title: 'Step-Up for Sensitive Apps',
        description:
          'Require a fresh biometric approval for finance, HR and administrator consoles, even within an active session.',
        icon: 'ShieldCheck',
      },
      {
        title: 'Access Reviews From the Audit Trail',
        description: 'Export who accessed what, when and from where, ready for quarterly access reviews and auditors.',
        icon: 'ClipboardCheck',
      },
    ],
    howItWorks: [
      {
        title: 'Define policies',
        description: 'Set rules by role, group, application, device and location in the admin console.',
      },
      {
        title: 'Evaluate every request',
        description: 'Each sign-in is checked against your policies after the BlokKey approval is verified.',
      },
      {
        title: 'Enforce and record',
        description: 'Access is granted, stepped up or denied, and the decision is written to the immutable audit trail.',
      },
    ],
    useCases: [
      'Limiting finance and payroll applications to approved roles and managed devices',
      'Requiring step-up approval for administrator consoles and production systems',
      'Giving contractors and vendors access to only the applications they need',
      'Producing access-review evidence for NIST 800-171 and customer audits',
    ],
    stats: [
      { value: '80%', label: 'of attack vectors blocked' },
      { value: '56%', label: 'of organisations fail security audits' },
    ],
    faq: [
      {
        question: 'Can policies differ by application?',
        answer:
          'Yes. Each application can have its own rules for who may use it, from which devices and locations, and whether a fresh approval is needed each time.',
      },
      {
        question: 'How does access management help with audits?',
        answer:
          'Every policy decision is recorded in the immutable audit trail. You can export access reports for reviews, or stream events to your SIEM for monitoring and retention.',
      },
    ],
  },

  // -------------------------------------------------------------------------
  // BlokBadge
  // -------------------------------------------------------------------------
  {
    path: '/blokbadge/mobile-access',
    product: 'BlokBadge',
    productHref: '/blokbadge',
    title: 'Mobile Access for Frontline Workers | BlokBadge | BlokSecure',
    metaDescription:
      'BlokBadge mobile access: frontline workers tap an NFC card or show a QR badge to sign in to shared tablets, handhelds and kiosks, at any site.',
    eyebrow: 'BlokBadge Mobile Access',
    headline: 'Tap In to Any Shared Device, at Any Site',
    lead:
      'Frontline teams share tablets, handheld scanners and kiosks across shifts and locations. BlokBadge lets each worker sign in as themselves with a tap of their badge, with no password to share and no phone required.',
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
        description: 'One badge works at every plant, store, clinic or depot you enable, following the worker\'s role.',
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
        description: 'The worker taps or scans on any enabled shared device, adding a PIN for sensitive applications if your policy asks for one.',
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
    lead:
      'Paper passes and loaned cards are rarely collected. BlokBadge issues every visitor, contractor and vendor a digital pass that works only where and when it should, then expires automatically.',
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
    lead:
      'The BlokBadge integration API lets your HR, facilities and security systems issue, suspend and monitor credentials automatically, so badges follow the employee lifecycle without manual work.',
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

  // -------------------------------------------------------------------------
  // BlokSafe
  // -------------------------------------------------------------------------
  {
    path: '/bloksafe/password-vault',
    product: 'BlokSafe',
    productHref: '/bloksafe',
    title: 'Encrypted Password Vault and Launchpad | BlokSafe | BlokSecure',
    metaDescription:
      'BlokSafe password vault: AES-256 encryption with customer-specific keys in an HSM-backed key service, one-click app launch and bulk import. Deploys in under an hour.',
    eyebrow: 'BlokSafe Password Vault',
    headline: 'Every Credential Encrypted, Every App One Click Away',
    lead:
      'BlokSafe stores the passwords, API keys and sensitive notes your teams still depend on in an encrypted vault, and launches the applications behind them without showing the password.',
    highlights: [
      {
        title: 'AES-256 Encryption',
        description: 'Every vault item is encrypted with AES-256 at rest and protected by TLS 1.3 in transit.',
        icon: 'Lock',
      },
      {
        title: 'Customer-Specific Keys',
        description: 'Your data is encrypted under keys specific to your organisation, held in an HSM-backed key service.',
        icon: 'KeyRound',
      },
      {
        title: 'One-Click Launchpad',
        description: 'Users open legacy and web applications from the launchpad, and BlokSafe fills in the credential for them.',
        icon: 'Rocket',
      },
      {
        title: 'Bulk Import',
        description: 'Bring in existing credentials from CSV files, browsers or another password manager in minutes.',
        icon: 'Database',
      },
    ],
    howItWorks: [
      {
        title: 'Import',
        description: 'Bulk import your existing credentials; group policies file each one in the right collection.',
      },
      {
        title: 'Unlock with BlokKey',
        description: 'Users open the vault with a passwordless BlokKey approval, not a master password.',
      },
      {
        title: 'Launch',
        description: 'Applications open from the launchpad with the credential filled in and never displayed.',
      },
    ],
    useCases: [
      'Legacy applications that will never support single sign-on',
      'Shared administrator and service accounts',
      'Vendor and supplier portals used by several team members',
      'API keys, licence keys and sensitive notes that must not live in documents',
    ],
    stats: [
      { value: '< 1 hour', label: 'to deploy the vault' },
      { value: '200', label: 'legacy apps secured at one healthcare network' },
      { value: '88%', label: 'less admin time on shared passwords' },
    ],
    faq: [
      {
        question: 'What can we store in BlokSafe?',
        answer:
          'Passwords, API keys, licence keys, certificates and sensitive notes. Each item is encrypted with AES-256 under your organisation\'s own keys.',
      },
      {
        question: 'Is there a master password to forget?',
        answer:
          'No. Users unlock BlokSafe with BlokKey, approving on their phone with a fingerprint, face or PIN, so the vault itself is passwordless and phishing-resistant.',
      },
    ],
  },
  {
    path: '/bloksafe/secure-sharing',
    product: 'BlokSafe',
    productHref: '/bloksafe',
    title: 'Secure Credential Sharing | BlokSafe | BlokSecure',
    metaDescription:
      'BlokSafe secure sharing: hidden sharing keeps credentials hidden during use, view-once reveal with automatic redaction and time-bound delegation that expires on its own.',
    eyebrow: 'BlokSafe Secure Sharing',
    headline: 'Share Access, Not Passwords',
    lead:
      "Teams need to share accounts. They don't need to know the passwords. BlokSafe shares access to a credential while keeping the credential itself hidden, for exactly as long as it is needed.",
    highlights: [
      {
        title: 'Hidden Sharing',
        description: 'Recipients use the shared credential through the launchpad; it stays hidden during use and cannot be copied.',
        icon: 'EyeOff',
      },
      {
        title: 'View-Once Reveal',
        description:
          'When a value must be seen, an admin grants view-once reveal permission. It is shown once, then redacted automatically.',
        icon: 'Eye',
      },
      {
        title: 'Time-Bound Delegation',
        description: 'Delegate access for an hour, a shift or a project, and it ends on its own when the time is up.',
        icon: 'Timer',
      },
      {
        title: 'Share With People or Groups',
        description: 'Share with individuals or directory groups, so access follows team membership.',
        icon: 'Share2',
      },
    ],
    howItWorks: [
      {
        title: 'Choose what to share',
        description: 'Select a credential or collection and the people or groups who need it.',
      },
      {
        title: 'Set the time window',
        description: 'Pick how long the delegation lasts; it expires automatically at the end.',
      },
      {
        title: 'Use without seeing',
        description: 'Recipients launch the application from BlokSafe with the credential filled in and hidden.',
      },
      {
        title: 'Review the trail',
        description: 'Every share, launch and reveal is logged, with who, what and when.',
      },
    ],
    useCases: [
      'Covering a colleague\'s accounts during vacation or leave',
      'Giving an outside vendor temporary access to a support portal',
      'Sharing social media and marketing accounts across a team',
      'Letting help-desk staff use service accounts without knowing their passwords',
    ],
    stats: [
      { value: '0', label: 'hidden shared password files left, down from 5' },
      { value: '97%', label: 'fewer help-desk tickets: 90 per month down to 3' },
    ],
    faq: [
      {
        question: 'What happens when someone with shared access leaves?',
        answer:
          'Because they never saw the password, there is nothing to reset. Removing them from the share, or from the directory group, ends their access immediately.',
      },
      {
        question: 'Can a revealed password be copied?',
        answer:
          'A view-once reveal shows the value a single time to the person an admin approved, then redacts it automatically. The reveal is recorded in the audit log.',
      },
    ],
  },
  {
    path: '/bloksafe/admin-controls',
    product: 'BlokSafe',
    productHref: '/bloksafe',
    title: 'Admin Controls, Audit Log and SIEM | BlokSafe | BlokSecure',
    metaDescription:
      'BlokSafe admin controls: group policies, admin roles, audit log with SIEM integration, bulk import and mixed passwordless mode for a gradual move off passwords.',
    eyebrow: 'BlokSafe Admin Controls',
    headline: 'Control and Evidence for Every Shared Credential',
    lead:
      'BlokSafe gives administrators the policies, permissions and records they need to run a vault across the whole organisation, and to show auditors exactly how it is governed.',
    highlights: [
      {
        title: 'Group Policies',
        description:
          'Decide which groups can use, share or manage each collection, and how long delegations may last.',
        icon: 'Users',
      },
      {
        title: 'Admin Controls',
        description:
          'Separate admin roles for vault owners, approvers and auditors, with view-once reveal permission granted only by admins.',
        icon: 'ShieldCheck',
      },
      {
        title: 'Audit Log and SIEM Integration',
        description: 'Every import, share, launch and reveal is logged and can be streamed to your SIEM.',
        icon: 'FileSearch',
      },
      {
        title: 'Mixed Passwordless Mode',
        description:
          'Run passwordless and password-based applications side by side and retire passwords app by app.',
        icon: 'Layers',
      },
    ],
    howItWorks: [
      {
        title: 'Bulk import',
        description: 'Import existing credentials and directory groups in one pass.',
      },
      {
        title: 'Apply group policies',
        description: 'Assign collections, sharing rules and delegation limits to each group.',
      },
      {
        title: 'Require justification where it matters',
        description: 'Privileged apps can optionally require a ticket or justification before launch.',
      },
      {
        title: 'Monitor and report',
        description: 'Stream events to your SIEM and export audit reports for reviews.',
      },
    ],
    useCases: [
      'Proving shared-account control to auditors and cyber-insurers',
      'Requiring a change ticket before anyone launches a production administrator account',
      'Migrating from passwords to passwordless one application at a time',
      'Onboarding a new department by importing its credentials and groups together',
    ],
    stats: [
      { value: '7 to 0', label: 'audit findings after moving to BlokSafe' },
      { value: '88%', label: 'less admin time on shared passwords: 4 hours per week down to 30 minutes' },
    ],
    faq: [
      {
        question: 'Which SIEM platforms does BlokSafe support?',
        answer:
          'BlokSafe streams audit events in standard formats that SIEM platforms ingest, so you can alert on them and keep them for your retention period.',
      },
      {
        question: 'Can privileged applications require approval before launch?',
        answer:
          'Yes. Any privileged app can optionally require a ticket number or written justification before it launches, and the reason is stored with the launch in the audit log.',
      },
    ],
  },
];

/** Looks up a sub-page by its path, e.g. '/blokkey/mfa'. */
export function getSubPage(path: string): SubPage | undefined {
  return subpages.find((page) => page.path === path);
}
