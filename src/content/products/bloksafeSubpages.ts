/** The three BlokSafe sub-pages. */
import type { SubPage } from './subpageCommon';

export const bloksafeSubpages: SubPage[] = [
  {
    path: '/bloksafe/password-vault',
    product: 'BlokSafe',
    productHref: '/bloksafe',
    title: 'Encrypted Password Vault and Launchpad | BlokSafe | BlokSecure',
    metaDescription:
      'BlokSafe password vault: AES-256 encryption with customer-specific keys in an HSM-backed key service, one-click app launch and bulk import. Deploys in under an hour.',
    eyebrow: 'BlokSafe Password Vault',
    headline: 'Every Credential Encrypted, Every App One Click Away',
    lead: 'BlokSafe stores the passwords, API keys and sensitive notes your teams still depend on in an encrypted vault, and launches the applications behind them without showing the password.',
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
          "Passwords, API keys, licence keys, certificates and sensitive notes. Each item is encrypted with AES-256 under your organisation's own keys.",
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
    lead: "Teams need to share accounts. They don't need to know the passwords. BlokSafe shares access to a credential while keeping the credential itself hidden, for exactly as long as it is needed.",
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
      "Covering a colleague's accounts during vacation or leave",
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
    lead: 'BlokSafe gives administrators the policies, permissions and records they need to run a vault across the whole organisation, and to show auditors exactly how it is governed.',
    highlights: [
      {
        title: 'Group Policies',
        description: 'Decide which groups can use, share or manage each collection, and how long delegations may last.',
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
        description: 'Run passwordless and password-based applications side by side and retire passwords app by app.',
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
