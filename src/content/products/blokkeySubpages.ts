/** The three BlokKey sub-pages. */
import type { SubPage } from './subpageCommon';

export const blokkeySubpages: SubPage[] = [
  {
    path: '/blokkey/mfa',
    product: 'BlokKey',
    productHref: '/blokkey',
    title: 'Passwordless MFA | BlokKey | BlokSecure',
    metaDescription:
      'BlokKey passwordless MFA: hardware-backed keys on iOS and Android, QR-code enrolment, biometric or PIN approval and push-to-approve with context.',
    eyebrow: 'BlokKey Passwordless MFA',
    headline: 'Multi-Factor Authentication Without the Password',
    lead: 'BlokKey combines something your users have, their phone, with something they are or know, their fingerprint, face or PIN, in a single tap. There is no password to steal and no code to intercept.',
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
        description: 'Sign-ins are approved with the fingerprint, face or PIN the user already uses to unlock their phone.',
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
          "BlokKey is designed against them. Each request names the application, location and device, approval needs the user's fingerprint, face or PIN, and the cryptographic challenge is bound to the real application, so a phishing site cannot relay it.",
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
    lead: 'BlokKey single sign-on signs users in to their cloud and on-premises applications with one phishing-resistant approval on their phone, and gives IT one place to grant and remove access.',
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
        description:
          'Single sign-on carries the verified session into each application without another prompt, within your session policies.',
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
    lead: 'Strong authentication proves who someone is. Access management decides what they can reach. BlokKey applies your policies to every sign-in and records every decision.',
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
        description: 'Require a fresh biometric approval for finance, HR and administrator consoles, even within an active session.',
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
];
