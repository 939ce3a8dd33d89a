import { postalAddress, site } from '../site';
import type { LegalDocument } from './types';

/** Date shown in the heading ("last updated ..."). */
const lastUpdated = 'May 16, 2025';

/** Minimum notice, on the website, before a material change to this policy takes effect. */
const changeNotice = '7 days';

const cityRegionCountry = `${site.address.city}, ${site.address.region}, ${site.address.country}`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  metaDescription: `How ${site.legalName} collects, uses, shares and protects personal information across the ${site.brand} website, the BlokKey mobile app and the BlokKey, BlokBadge and BlokSafe services.`,
  heading: 'Privacy Policy',
  lastUpdated,
  intro: [
    {
      kind: 'p',
      text: `This Privacy Policy explains how ${site.legalName} ("${site.brand}", "we", "us" or "our") collects, uses, discloses and protects personal information in connection with our public website, the BlokKey mobile application and our BlokKey, BlokBadge and BlokSafe services (together, the "Services").`,
    },
    {
      kind: 'p',
      text: 'Please read this policy carefully. By visiting the website, submitting a form, or installing and using the mobile application, you acknowledge the practices described below. If you do not agree with them, please do not use the website or the Services.',
    },
  ],
  sections: [
    {
      id: 'general',
      heading: 'General',
      blocks: [
        {
          kind: 'p',
          text: `${site.brand} provides passwordless, phishing-resistant authentication and digital identity to organisations. Our customers are businesses and other legal entities (each a "Customer") that make the Services available to their employees, contractors, visitors and other authorized users. As part of the Services we handle identity proofing for our Customers: we verify that a person is who they claim to be before a credential is issued to them on the Customer's behalf.`,
        },
        {
          kind: 'p',
          text: 'This policy applies to three groups of people: visitors to our website; people who contact us, request a demo or free trial, subscribe to our newsletter or register interest in an event; and end users of the Services, including users of the BlokKey mobile app, holders of BlokBadge credentials and users of BlokSafe.',
        },
        {
          kind: 'p',
          text: "Where we provide the Services to a Customer, we process personal information of that Customer's users on the Customer's instructions and under our agreement with the Customer. In that case the Customer decides why and how its users' information is processed, and its own privacy notice also applies. If you use the Services through your employer or another organisation, please direct questions about that organisation's practices to it.",
        },
        {
          kind: 'p',
          text: 'We handle personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and other privacy laws that apply to us. We collect only the information we need for the purposes described in this policy, and we use it only for those purposes unless you consent otherwise or the law permits or requires it.',
        },
        { kind: 'h3', text: 'Changes to this policy' },
        {
          kind: 'p',
          text: `We may update this policy from time to time to reflect changes in the Services, in our practices or in the law. The date at the top of this page shows when it was last updated. We will announce any material change on our website at least ${changeNotice} before it takes effect, so that you have time to review it. Continued use of the website or the Services after a change takes effect means that you accept the updated policy.`,
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        {
          kind: 'p',
          text: 'The information we collect depends on how you interact with us. We do not knowingly collect personal information from children, and the Services are intended for use by adults acting for an organisation.',
        },
        { kind: 'h3', text: 'Information you enter in the mobile app' },
        {
          kind: 'p',
          text: "When you set up the BlokKey mobile app, you enter personal data such as your name, email address and likeness or photo. This personal data is held in the mobile app on your device. It is under your control: you decide whether to share it with other apps on your device, for example to present a verified identity to a service that asks for one. When you share it, the receiving app's own terms and privacy practices govern what happens to it.",
        },
        {
          kind: 'p',
          text: "During enrolment the app generates cryptographic keys in the hardware-backed secure storage of your iOS or Android device. The private keys never leave your device, and we never receive your biometric data: fingerprint or face matching is performed by your device's operating system, and the app only learns whether the check succeeded. Your device PIN is never sent to us.",
        },
        { kind: 'h3', text: 'Identity proofing and issued credentials' },
        {
          kind: 'p',
          text: "When a Customer asks us to verify a user's identity, we collect the information needed for that check, such as the name, email address and photo you provide and the result of the verification. Once your identity is verified, we issue an identity credential to you. We store the issued identity credential, together with the information needed to validate, renew and revoke it, such as the issuing Customer, the date of issue and its current status.",
        },
        { kind: 'h3', text: 'Information generated when you use the Services' },
        {
          kind: 'ul',
          items: [
            'Authentication records, such as the time of a sign-in or approval request, its result, the application or resource involved, and the device and public key used.',
            'BlokBadge records, such as badge provisioning events, NFC or QR badge presentations at readers, and visitor passes with their automatic expiry times.',
            'BlokSafe records, such as vault access, credential launches, sharing and delegation events, view-once reveal permissions and administrative changes. The credentials stored in the vault are encrypted, and hidden sharing means shared credentials are not displayed to the people who use them.',
            "Directory information that a Customer's administrators provide to set up accounts, such as names, work email addresses and group memberships.",
          ],
        },
        { kind: 'h3', text: 'Information you submit on our website' },
        {
          kind: 'p',
          text: 'When you send a contact message, request a demo, request a free trial, subscribe to our newsletter or register interest in an event, we collect the details you enter. Depending on the form, these include your name, email address, company name, company size, job title, telephone number, the products you are interested in, a preferred date, your message or requirements, and whether you agree to receive marketing communications.',
        },
        { kind: 'h3', text: 'Anonymized navigation data' },
        {
          kind: 'p',
          text: "Our main website collects anonymized navigation data through an analytics service: for example, which pages are viewed, the order of page changes, the type of browser and device, the approximate region, and interactions such as form submissions and button clicks. This data is not used to identify you. The website also stores a display preference (its colour theme) in your browser's local storage; that setting contains no personal information.",
        },
      ],
    },
    {
      id: 'use-of-information',
      heading: 'Use Of Information',
      blocks: [
        { kind: 'p', text: 'We use personal information for the following purposes:' },
        {
          kind: 'ul',
          items: [
            'To provide, operate and maintain the Services, including enrolment, passwordless sign-in, single sign-on, access management, badge access, visitor management and the credential vault.',
            'To perform identity proofing for our Customers and to issue, validate, renew and revoke identity credentials.',
            'To secure the Services, detect and prevent fraud, phishing and unauthorized access, and investigate security incidents.',
            'To keep the audit records that our Customers rely on for their own security, compliance and investigation needs.',
            'To respond to contact messages, arrange demos, set up free trials and provide support, usually within one business day of your request.',
            'To send our newsletter and other marketing communications to people who have asked for them. Every message includes a way to unsubscribe.',
            'To understand, in aggregate, how visitors use our website, using anonymized navigation data, so that we can improve its content and performance.',
            'To comply with our legal obligations, enforce our agreements and protect the rights, property and safety of our Customers, our users and ourselves.',
          ],
        },
        {
          kind: 'p',
          text: 'We do not sell personal information, and we do not use the contents of a BlokSafe vault or the personal data held in your mobile app for advertising or profiling. If we want to use personal information for a new purpose that is not compatible with those listed here, we will ask for your consent first, unless the law allows otherwise.',
        },
        { kind: 'h3', text: 'Retention' },
        {
          kind: 'p',
          text: 'We keep personal information only as long as it is needed for the purposes for which it was collected. Personal data held in the mobile app stays on your device until you delete it or remove the app. Issued identity credentials are kept for as long as they are valid and for a period after revocation so that their history can be verified. Authentication and audit records are kept for the retention period configured by the Customer. We may keep data for longer for audit or legal reasons, such as to meet record-keeping obligations, resolve disputes or respond to lawful requests.',
        },
      ],
    },
    {
      id: 'sharing-with-third-parties',
      heading: 'Sharing With Third Parties',
      blocks: [
        {
          kind: 'p',
          text: 'We share personal information only as described below, and only to the extent needed for each purpose.',
        },
        {
          kind: 'ul',
          items: [
            'With the Customer that gave you access. Its administrators can see account details, credential status, authentication records and audit logs for their organisation, as the Services require.',
            'With apps you choose. Personal data held in the mobile app is shared with other apps only when you decide to share it.',
            'With service providers that work on our behalf, such as hosting and infrastructure providers, our analytics service, and a third-party email provider through which the emails generated by our contact forms are sent. They may use the information only to provide their services to us.',
            'With an Authorized Channel Partner that supports a Customer, to the extent the partner needs support-related information to help that Customer.',
            'With authorities or other parties where the law requires it, in response to a valid legal process, or where needed to protect the rights, property or safety of our users, our Customers, the public or ourselves.',
            'With a successor organisation, under confidentiality obligations, if we are involved in a merger, acquisition or sale of all or part of our business.',
          ],
        },
        {
          kind: 'p',
          text: 'Our blog is authored in a hosted notes tool and served to readers through our own API. Reading the blog therefore does not send your requests to the notes tool. Our event landing pages may embed a registration form operated by a third-party marketing provider; information you enter in such a form is collected by that provider on our behalf and is also subject to its own terms.',
        },
        {
          kind: 'p',
          text: 'Some of our service providers may store or process information outside Canada. When that happens, the information is subject to the laws of the country where it is held and may be accessible to its authorities. We require our service providers to protect personal information with safeguards comparable to those described in this policy.',
        },
      ],
    },
    {
      id: 'data-security-and-integrity',
      heading: 'Data Security And Integrity',
      blocks: [
        {
          kind: 'p',
          text: 'Security is the core of what we do. We protect personal information with administrative, technical and physical safeguards appropriate to its sensitivity, including:',
        },
        {
          kind: 'ul',
          items: [
            'Encryption of data in transit with TLS 1.3 and of stored data with AES-256, using FIPS-validated cryptographic modules.',
            'Customer-specific encryption keys held in an HSM-backed key service.',
            "Private keys generated and held in the hardware-backed secure storage of the user's device, never transmitted to us.",
            'Role-based access to systems, aligned with ISO 27001 and SOC 2, limited to personnel who need it for their work and bound by confidentiality obligations.',
            'Immutable audit trails, monitoring and incident response procedures, including notification of affected people and regulators where the law requires it.',
          ],
        },
        {
          kind: 'p',
          text: 'We take reasonable steps to keep personal information accurate, complete and up to date for the purposes for which it is used. Issued identity credentials are cryptographically signed, so any alteration can be detected when they are checked.',
        },
        {
          kind: 'p',
          text: "No method of transmission or storage is completely secure, and we cannot guarantee absolute security. You can help by locking your device with a PIN or biometric, keeping its operating system up to date, and telling your organisation's administrator promptly if your device is lost or stolen so that your credential can be revoked.",
        },
      ],
    },
    {
      id: 'enforcement',
      heading: 'Enforcement',
      blocks: [
        {
          kind: 'p',
          text: 'We review our compliance with this policy regularly. Our personnel receive privacy and security training, and any employee or contractor who breaches this policy is subject to disciplinary action, up to and including termination of employment or contract.',
        },
        {
          kind: 'p',
          text: `If you have a concern or complaint about how we handle personal information, please write to us at ${site.emails.legal}. We will acknowledge your complaint, investigate it, and respond with the outcome and any steps we have taken. If we find that a complaint is justified, we will take appropriate measures, including changing our practices where needed.`,
        },
        {
          kind: 'p',
          text: 'If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada or the privacy regulator in your own jurisdiction. If you use the Services through a Customer, you may also raise the matter with that organisation.',
        },
      ],
    },
    {
      id: 'updating-or-deleting-information',
      heading: 'Updating Or Deleting Information',
      blocks: [
        {
          kind: 'p',
          text: 'You have the right to ask for access to the personal information we hold about you, to have it corrected, and, subject to the exceptions below, to have it deleted. You may also withdraw a consent you have given, subject to legal or contractual restrictions.',
        },
        {
          kind: 'ul',
          items: [
            'Data in the mobile app: you can view, edit or delete the personal data held in the app at any time. Removing the app deletes that data from your device. Data you have already shared with other apps is governed by those apps.',
            "Issued identity credentials: your organisation's administrator can revoke your credential, or you may ask us to do so. A record of its issue and revocation is kept as described in the Retention part of this policy.",
            `Website submissions: to access, correct or delete the details you sent through one of our forms, write to us at ${site.emails.legal}.`,
            'Marketing emails: use the unsubscribe link in any message, or write to us, and we will stop sending them.',
          ],
        },
        {
          kind: 'p',
          text: "Where we hold your information on behalf of a Customer, we may refer your request to that Customer, which controls your account, and help it to respond. Before acting on a request we may ask you for information to confirm your identity, so that we do not disclose or delete someone else's information.",
        },
        {
          kind: 'p',
          text: 'We may be unable to delete information that we must keep for audit or legal reasons, such as audit records a Customer relies on, records needed to resolve a dispute or enforce an agreement, or information we are required by law to retain. Deleted information may also remain in backups for a limited time until they are replaced in the normal course.',
        },
      ],
    },
    {
      id: 'links',
      heading: 'Links',
      blocks: [
        {
          kind: 'p',
          text: 'Our website and the Services contain links to websites and services run by others, such as social networks, integration partners, event registration pages, calendar and sharing services, and embedded video players. Some of these open in a new tab or window.',
        },
        {
          kind: 'p',
          text: 'We do not control these third parties and are not responsible for their content or for how they collect and use personal information. A link does not mean that we endorse a website or service. When you follow a link, use a share button or play an embedded video, the third party may collect information about you under its own policies, so please read its privacy policy before giving it any personal information.',
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      blocks: [
        {
          kind: 'p',
          text: `If you have any questions about this Privacy Policy or our privacy practices, or if you wish to exercise any of your rights, please contact ${site.legalName} in ${cityRegionCountry}:`,
        },
        {
          kind: 'ul',
          items: [`By email: ${site.emails.legal}`, `By mail: ${site.legalName}, Attention: Privacy, ${postalAddress}`],
        },
        {
          kind: 'p',
          text: `For technical help with the Services, please contact your organisation's administrator or our support team at ${site.emails.support}.`,
        },
      ],
    },
  ],
};
