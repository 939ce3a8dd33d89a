/**
 * Integration cards (home page) and the five integration pages (/integrations/{slug}).
 * Setup time follows the category: 5 min for the identity provider and CRM, 10 min for privileged access management.
 */

export type IntegrationCategory = 'Identity Provider' | 'Privileged Access Management' | 'CRM Platform';

export type SetupTime = '5 min' | '10 min';

export const setupTimeByCategory: Record<IntegrationCategory, SetupTime> = {
  'Identity Provider': '5 min',
  'Privileged Access Management': '10 min',
  'CRM Platform': '5 min',
};

export interface IntegrationStep {
  title: string;
  description: string;
}

export interface Integration {
  slug: string;
  name: string;
  category: IntegrationCategory;
  setupTime: SetupTime;
  /** One-sentence card text. */
  description: string;
  /** Always `/integrations/${slug}`. */
  link: string;
  metaDescription: string;
  overview: string[];
  /** Four setup steps. */
  steps: IntegrationStep[];
  /** Four to six capability bullets. */
  capabilities: string[];
}

export const integrations: Integration[] = [
  {
    slug: 'okta',
    name: 'Okta',
    category: 'Identity Provider',
    setupTime: '5 min',
    description: 'Add BlokKey as a phishing-resistant authenticator in Okta and let your existing sign-on policies require it.',
    link: '/integrations/okta',
    metaDescription:
      'Connect BlokKey to Okta in about 5 minutes and require passwordless, phishing-resistant MFA in your existing Okta sign-on policies.',
    overview: [
      'Okta stays your identity provider and source of truth for users, groups and application assignments. BlokKey plugs in as an OpenID Connect identity provider that Okta calls during sign-in, so users approve with a fingerprint, face or PIN on their phone instead of typing a password or an SMS code.',
      'Because the connection is policy-driven, you decide where BlokKey applies: every application, only high-risk apps, or only a pilot group. Users enrolled in BlokKey are picked up automatically from the Okta groups you choose, and every approval is recorded in both the Okta System Log and the BlokSecure audit trail.',
    ],
    steps: [
      {
        title: 'Create the BlokKey connection',
        description:
          'In the BlokSecure admin console, choose Integrations, then Okta, and copy the generated client ID, client secret and issuer URL.',
      },
      {
        title: 'Add the identity provider in Okta',
        description:
          'In the Okta Admin Console, add a new OpenID Connect identity provider, paste the BlokKey values and map the username to the Okta login.',
      },
      {
        title: 'Assign groups and policies',
        description: 'Select the Okta groups to enrol and add a routing or authentication policy rule that sends those users to BlokKey.',
      },
      {
        title: 'Test and roll out',
        description: 'Sign in with a test user, confirm the approval appears in both audit logs, then widen the group at your own pace.',
      },
    ],
    capabilities: [
      'Passwordless, phishing-resistant sign-in to every Okta-federated application',
      'Group-based enrolment that follows your existing Okta groups',
      'Push-to-approve showing the application, location and device behind each request',
      'Step-up authentication for sensitive applications through Okta policies',
      'Approvals recorded in the Okta System Log and the BlokSecure audit trail',
    ],
  },
  {
    slug: 'cyberark',
    name: 'CyberArk',
    category: 'Privileged Access Management',
    setupTime: '10 min',
    description: 'Protect privileged sessions in CyberArk with phishing-resistant BlokKey approval before any vaulted credential is used.',
    link: '/integrations/cyberark',
    metaDescription: 'Require BlokKey passwordless MFA for CyberArk privileged access. Set up in about 10 minutes with SAML or RADIUS.',
    overview: [
      'Privileged accounts are the first thing an attacker looks for after a phish. The BlokKey integration for CyberArk puts a hardware-backed, phishing-resistant approval in front of the CyberArk web portal, so administrators prove who they are with their phone before they can check out a credential or open a session.',
      'BlokKey connects over SAML for the CyberArk portal, or over RADIUS for environments that prefer it. Approvals carry context, so an administrator sees which vault, account and target system they are approving before they confirm with a fingerprint, face or PIN.',
    ],
    steps: [
      {
        title: 'Register CyberArk in BlokSecure',
        description:
          'In the BlokSecure admin console, add CyberArk as an application and download the SAML metadata, or create a RADIUS client with a shared secret.',
      },
      {
        title: 'Configure authentication in CyberArk',
        description:
          'In the CyberArk administration settings, add BlokKey as a SAML identity provider (or RADIUS server) and upload the metadata.',
      },
      {
        title: 'Map privileged users',
        description:
          'Match CyberArk users to their BlokKey identities by username or email, and choose which safes or platforms require approval.',
      },
      {
        title: 'Verify a privileged session',
        description:
          'Check out a test credential, approve it on the phone and confirm the event appears in the CyberArk and BlokSecure audit logs.',
      },
    ],
    capabilities: [
      'Phishing-resistant MFA for the CyberArk web portal and privileged session launch',
      'SAML or RADIUS connection, whichever fits your deployment',
      'Context-rich approvals that name the account and target system',
      'Per-safe or per-platform policies for when approval is required',
      'Every privileged approval logged and ready to stream to your SIEM',
    ],
  },
  {
    slug: 'beyondtrust',
    name: 'BeyondTrust',
    category: 'Privileged Access Management',
    setupTime: '10 min',
    description: 'Require BlokKey approval for BeyondTrust privileged and remote access sessions, with no passwords or SMS codes to phish.',
    link: '/integrations/beyondtrust',
    metaDescription: 'Add BlokKey passwordless MFA to BeyondTrust Password Safe and Privileged Remote Access in about 10 minutes.',
    overview: [
      "BeyondTrust controls who can reach your most sensitive systems; BlokKey makes sure the person asking is really your administrator or vendor technician. The integration adds a phishing-resistant approval on the user's phone to BeyondTrust Password Safe and Privileged Remote Access sign-in.",
      'Vendors and contractors who need remote access enrol with a QR code in minutes, with no hardware token to ship. Their access can be limited to the sessions BeyondTrust already allows, and every approval lands in one audit trail.',
    ],
    steps: [
      {
        title: 'Add BeyondTrust as an application',
        description:
          'In the BlokSecure admin console, choose Integrations, then BeyondTrust, and download the SAML metadata or RADIUS settings.',
      },
      {
        title: 'Configure the security provider',
        description: 'In BeyondTrust, add BlokKey as a SAML or RADIUS security provider and import the metadata.',
      },
      {
        title: 'Enrol administrators and vendors',
        description:
          'Invite internal administrators and external technicians; each scans a QR code to enrol their phone as a security key.',
      },
      {
        title: 'Test a remote session',
        description: 'Start a test session, approve it on the phone and confirm the session and approval are recorded in both audit logs.',
      },
    ],
    capabilities: [
      'Passwordless MFA for BeyondTrust Password Safe and Privileged Remote Access',
      'QR-code enrolment for vendors and contractors, with no tokens to ship',
      'Approvals that show the requested session, location and device',
      'Time-limited access for third parties aligned with your BeyondTrust policies',
      'A single audit trail of privileged approvals for compliance reviews',
    ],
  },
  {
    slug: 'delinea',
    name: 'Delinea',
    category: 'Privileged Access Management',
    setupTime: '10 min',
    description:
      'Put phishing-resistant BlokKey MFA in front of Delinea Secret Server so only verified administrators reach privileged secrets.',
    link: '/integrations/delinea',
    metaDescription: 'Protect Delinea Secret Server with BlokKey passwordless, phishing-resistant MFA. Set up in about 10 minutes.',
    overview: [
      "Delinea Secret Server holds the keys to your infrastructure. The BlokKey integration replaces the password-plus-code sign-in with a hardware-backed approval on the administrator's phone, unlocked by fingerprint, face or PIN.",
      'You can require BlokKey for the whole Secret Server console or only for secrets that need extra protection, such as domain administrator and production database accounts. Each approval is tied to the secret requested, which gives auditors a clear record of who accessed what and when.',
    ],
    steps: [
      {
        title: 'Create the Delinea connection',
        description: 'In the BlokSecure admin console, add Delinea Secret Server and copy the SAML metadata or RADIUS client settings.',
      },
      {
        title: 'Enable BlokKey in Secret Server',
        description: 'In Secret Server, configure SAML (or RADIUS two-factor authentication) with the BlokKey values and save.',
      },
      {
        title: 'Choose protected secrets',
        description: 'Apply BlokKey to all users or to specific folders and secret policies, such as domain administrator accounts.',
      },
      {
        title: 'Confirm and monitor',
        description: 'Access a test secret, approve on the phone and check the event in the Secret Server and BlokSecure audit logs.',
      },
    ],
    capabilities: [
      'Phishing-resistant MFA for the Delinea Secret Server console',
      'Approval required per folder or secret policy for your most sensitive accounts',
      'SAML or RADIUS connection with no agents to install',
      'Approvals bound to the specific secret requested',
      'Audit events ready for your SIEM and your next access review',
    ],
  },
  {
    slug: 'salesforce',
    name: 'Salesforce',
    category: 'CRM Platform',
    setupTime: '5 min',
    description: 'Sign in to Salesforce with BlokKey single sign-on and meet MFA requirements without passwords or SMS codes.',
    link: '/integrations/salesforce',
    metaDescription:
      'Connect Salesforce to BlokKey single sign-on in about 5 minutes for passwordless, phishing-resistant sign-in to your CRM.',
    overview: [
      'Your CRM holds your customer list, your pipeline and often your pricing, which makes it a favourite target for credential phishing. With BlokKey as the SAML identity provider for Salesforce, sales and service teams sign in with an approval on their phone instead of a password.',
      'Single sign-on also means one place to remove access: when someone leaves, disabling them in BlokSecure removes their way into Salesforce at the same time. Sign-ins from the Salesforce mobile app and browser both use the same phishing-resistant approval.',
    ],
    steps: [
      {
        title: 'Add Salesforce in BlokSecure',
        description: 'In the BlokSecure admin console, choose Integrations, then Salesforce, and enter your My Domain URL.',
      },
      {
        title: 'Configure single sign-on in Salesforce',
        description: 'In Salesforce Setup, open Single Sign-On Settings, create a SAML configuration and upload the BlokKey metadata.',
      },
      {
        title: 'Enable BlokKey on My Domain',
        description: 'Add BlokKey as an authentication service on your My Domain login page and map users by Federation ID or email.',
      },
      {
        title: 'Test with a pilot group',
        description: 'Sign in as a pilot user, approve on the phone, then switch the remaining users over when you are ready.',
      },
    ],
    capabilities: [
      'Passwordless SAML single sign-on to Salesforce in the browser and mobile app',
      'Phishing-resistant MFA for every Salesforce user, with no SMS codes',
      'Central deprovisioning: disable a user once to remove CRM access',
      'Sign-in approvals recorded in the BlokSecure audit trail',
    ],
  },
];

/** Looks up an integration page by slug. */
export function getIntegration(slug: string): Integration | undefined {
  return integrations.find((integration) => integration.slug === slug);
}

/** Section headings and labels of the integration pages. */
export const integrationPageCopy = {
  eyebrowSuffix: 'Integration',
  setupTimeLabel: 'Setup time',
  categoryLabel: 'Category',
  overview: 'Overview',
  steps: 'Set It Up',
  capabilities: 'What You Get',
  others: 'Other Integrations',
  notFoundTitle: 'Integration Not Found',
  notFoundText: "We don't have an integration page at this address. These are the integrations we document:",
  cta: {
    title: 'Connect BlokSecure to Your Stack',
    text: 'Book a 30-minute demo and we will walk through the integration with your own tenant, or start a free 14-day trial and set it up yourself.',
    primaryCta: { label: 'Get a Demo', href: '/demo' },
    secondaryCta: { label: 'Start Free Trial', href: '/free-trial' },
  },
};
