import { postalAddress, site } from '../site';
import type { LegalDocument } from './types';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  metaDescription: `The end-user licence terms for the BlokKey mobile app from ${site.legalName}, available to authorized users of customer organisations with a customer agreement.`,
  heading: 'Terms of Service',
  intro: [
    {
      kind: 'p',
      text: `These Terms of Service (the "Terms") are an end-user licence agreement between you and ${site.legalName} ("${site.brand}", "we", "us" or "our"). They govern your download, installation and use of the BlokKey mobile application, its updates and the related services we provide through it (together, the "App").`,
    },
    {
      kind: 'p',
      text: `The App is available only to Authorized Users of a Customer. A "Customer" is a legal entity, such as your employer, that has entered into a customer agreement for the ${site.brand} services (the "Customer Agreement") with us or with one of our Authorized Channel Partners. An "Authorized User" is an individual whom a Customer has authorized to use the App under its account. If you are not an Authorized User of a Customer, you may not install or use the App.`,
    },
    {
      kind: 'p',
      text: "By installing or using the App you agree to these Terms. If you do not agree, do not install or use the App. As between us and the Customer, the Customer Agreement governs, and nothing in these Terms changes the Customer's rights or obligations under it.",
    },
  ],
  sections: [
    {
      id: 'service-and-restrictions',
      heading: '1. Service and Restrictions',
      blocks: [
        { kind: 'h3', text: '1.1 The service' },
        {
          kind: 'p',
          text: 'The App turns your mobile phone into a security key. It lets you sign in to the applications and resources your Customer protects with us without a password: it creates hardware-backed cryptographic keys on your device, enrols you by QR code, and asks you to approve sign-in and access requests with your biometric or device PIN. It may also hold a verified digital identity that you can choose to present to other apps. The features available to you are those your Customer has enabled.',
        },
        { kind: 'h3', text: '1.2 Licence' },
        {
          kind: 'p',
          text: 'Subject to your compliance with these Terms, we grant you a limited, personal, non-exclusive, non-transferable, non-sublicensable and revocable licence to install and use one copy of the App on each mobile device you own or control, solely to authenticate and access resources on behalf of the Customer that authorized you, and only while the Customer Agreement and your authorization remain in effect. The App is licensed, not sold. We reserve all rights not expressly granted in these Terms.',
        },
        { kind: 'h3', text: '1.3 Restrictions' },
        { kind: 'p', text: 'Except as these Terms expressly allow or as applicable law permits despite this restriction, you must not:' },
        {
          kind: 'ul',
          items: [
            'copy, modify, translate or create derivative works of the App;',
            'decompile, disassemble or reverse engineer the App, or attempt to discover its source code or the algorithms it uses;',
            "attempt to extract, copy or export the private keys generated in your device's secure hardware, or to use them outside the App;",
            'rent, lease, lend, sell, sublicense, distribute or otherwise make the App available to anyone else;',
            'remove, alter or hide any proprietary notice or label in the App;',
            'use the App to authenticate on behalf of another person, or let another person approve requests with your device;',
            'bypass, disable or interfere with any security, licensing or usage-control feature of the App; or',
            "use the App in breach of the Customer's policies or of any applicable law.",
          ],
        },
        { kind: 'h3', text: '1.4 Your device and account' },
        {
          kind: 'p',
          text: "You are responsible for the device on which you install the App. Keep it protected with a biometric or PIN lock, keep its operating system up to date, and do not install the App on a device whose security protections have been removed (for example, a rooted or jailbroken device). If your device is lost, stolen or compromised, tell your Customer's administrator straight away so that your credential can be revoked. The Customer may suspend or revoke your access to the App at any time.",
        },
        { kind: 'h3', text: '1.5 App stores' },
        {
          kind: 'p',
          text: "If you obtained the App from a third-party app store, you must also comply with that store's terms of use. The operator of the app store is not a party to these Terms, is not responsible for the App or its content, and has no obligation to provide maintenance or support for it.",
        },
      ],
    },
    {
      id: 'ownership',
      heading: '2. Ownership',
      blocks: [
        {
          kind: 'p',
          text: `The App, including its software, design, text, graphics and documentation, and all intellectual property rights in it, are and remain the property of ${site.legalName} and its licensors. These Terms do not transfer any ownership to you.`,
        },
        {
          kind: 'p',
          text: "You keep all rights in the personal data you enter in the App, such as your name, email address and photo. That data is held in the App on your device, and you decide whether to share it with other apps. Data relating to your use of the Customer's systems, such as authentication and audit records, is handled for the Customer under the Customer Agreement. Our Privacy Policy describes how we handle personal information.",
        },
        {
          kind: 'p',
          text: 'If you give us suggestions or feedback about the App, we may use them without restriction or payment to you. The App may include open-source components, which are licensed to you under their own licence terms; those terms are available in the App or on request.',
        },
      ],
    },
    {
      id: 'fees',
      heading: '3. Fees',
      blocks: [
        {
          kind: 'p',
          text: 'We do not charge you for the App. Fees for the services that the App gives access to are paid by the Customer under the Customer Agreement. You have no payment obligation to us.',
        },
        {
          kind: 'p',
          text: 'You are responsible for any charges from your mobile carrier or internet provider for data, messaging or roaming while you download, update and use the App. If the Customer does not pay the fees owed under the Customer Agreement, or the Customer Agreement ends, your access to the App may be suspended or ended.',
        },
      ],
    },
    {
      id: 'proprietary-marks',
      heading: '4. Proprietary Marks',
      blocks: [
        {
          kind: 'p',
          text: `${site.brand}, BlokKey, BlokBadge, BlokSafe, and the related logos, product names and slogans are trademarks of ${site.legalName}. Nothing in these Terms gives you any right to use them, and you must not use them in any way that could cause confusion or suggest our endorsement without our prior written consent.`,
        },
        {
          kind: 'p',
          text: 'Other names, logos and marks shown in the App, such as those of the Customer or of the applications you sign in to, belong to their owners. Their appearance in the App does not mean that those owners sponsor or endorse us, or that we sponsor or endorse them.',
        },
      ],
    },
    {
      id: 'hyperlinks',
      heading: '5. Hyperlinks',
      blocks: [
        {
          kind: 'p',
          text: 'The App and our website may contain links to websites, apps and services operated by others, including the applications you sign in to. We provide these links for convenience only. We do not control third-party sites and services, we do not endorse them, and we are not responsible for their content, availability, security or privacy practices. Your use of them is at your own risk and is governed by their own terms.',
        },
        {
          kind: 'p',
          text: "When you choose to share personal data from the App with another app, the other app's terms and privacy policy govern what it does with that data.",
        },
        {
          kind: 'p',
          text: 'You may link to the home page of our public website, provided that the link is fair and lawful, does not damage our reputation or take advantage of it, and does not suggest any association, approval or endorsement on our part that does not exist. You must not frame our website or the App within another site. We may withdraw this permission at any time.',
        },
      ],
    },
    {
      id: 'warranties',
      heading: '6. Warranties',
      blocks: [
        {
          kind: 'p',
          text: 'Any warranties about the services are given to the Customer in the Customer Agreement and run to the Customer alone. To the fullest extent permitted by law, the App is provided to you "as is" and "as available", without warranty of any kind, express, implied or statutory, including any implied warranty or condition of merchantable quality, fitness for a particular purpose, title or non-infringement.',
        },
        {
          kind: 'p',
          text: 'We do not warrant that the App will be uninterrupted, error-free or compatible with every device, or that it will meet your requirements. The App depends on your device, its operating system and secure hardware, and on network connections, none of which we control.',
        },
        {
          kind: 'p',
          text: "You represent and warrant that you are an Authorized User of a Customer, that you are using the App for the purposes that Customer authorized, and that you will use it in accordance with these Terms, the Customer's policies and applicable law.",
        },
        {
          kind: 'p',
          text: 'Some jurisdictions do not allow certain warranties to be excluded. Where that is the case, those warranties are limited to the shortest period and the narrowest scope that the law allows.',
        },
      ],
    },
    {
      id: 'support',
      heading: '7. Support',
      blocks: [
        {
          kind: 'p',
          text: [
            "If you need help with the App, contact your organisation's help desk or its designated Support Contacts first. Support for the App is provided to the Customer under the Customer Agreement and our ",
            { text: 'Support Terms', href: '/support-terms' },
            ', published at /support-terms, through the Support Contacts the Customer has named.',
          ],
        },
        {
          kind: 'p',
          text: `Where the Customer is served by an Authorized Channel Partner, the partner may provide Level 1 and Level 2 support; ${site.brand} always provides Level 3 support. We are not obliged to provide support directly to individual Authorized Users.`,
        },
        {
          kind: 'p',
          text: 'We may release updates to the App to fix defects, improve security or add features, and your device may install them automatically. Some updates may be required to keep using the App, and older versions may stop working. These Terms apply to every update unless it comes with separate terms.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '8. Limitation of Liability',
      blocks: [
        {
          kind: 'p',
          text: `To the fullest extent permitted by law, ${site.legalName}, its affiliates, licensors and suppliers, and their directors, officers, employees and agents, will not be liable to you for any indirect, incidental, special, consequential, exemplary or punitive damages, or for any loss of profits, revenue, business, goodwill or data, arising out of or relating to these Terms or the App, even if we have been advised of the possibility of such damages.`,
        },
        {
          kind: 'p',
          text: `To the fullest extent permitted by law, the total liability of ${site.legalName} for all claims arising out of or relating to these Terms or the App, whether in contract, tort (including negligence) or otherwise, is capped at the amount paid to ${site.brand}, by you or on your behalf, for the App in the 12 months before the event giving rise to the claim.`,
        },
        {
          kind: 'p',
          text: 'These limitations apply even if a remedy fails of its essential purpose, and they reflect an allocation of risk that is part of the basis of these Terms. They do not limit liability that cannot be limited under applicable law.',
        },
      ],
    },
    {
      id: 'term-and-termination',
      heading: '9. Term and Termination',
      blocks: [
        {
          kind: 'p',
          text: 'These Terms take effect when you first install or use the App and continue until they are terminated. They end automatically, without notice, when the Customer ends your authorization, when the Customer Agreement expires or is terminated, or when you delete the App from all of your devices.',
        },
        {
          kind: 'p',
          text: 'We may suspend or terminate your licence immediately if you breach these Terms, if the Customer asks us to, or if we reasonably believe that your device or account has been compromised or that suspension is needed to protect the security of the App, the Customer or other users.',
        },
        {
          kind: 'p',
          text: 'When these Terms end, your licence ends, you must stop using the App and delete it from your devices, and any identity credential issued to you through the App may be revoked. We may keep records, such as the issued credential and audit records, for audit or legal reasons as our Privacy Policy describes. Sections 2, 4, 6, 8, 9 and 10 survive the end of these Terms.',
        },
      ],
    },
    {
      id: 'general',
      heading: '10. General',
      blocks: [
        { kind: 'h3', text: '10.1 Notices to you' },
        {
          kind: 'p',
          text: 'We may give you notices about the App or these Terms within the App, by email to the address associated with your account, through the Customer, or by posting them on our website. We may update these Terms from time to time; we will give reasonable advance notice of material changes, and the updated Terms apply from the date stated in the notice. If you do not accept a change, you must stop using the App.',
        },
        { kind: 'h3', text: '10.2 How to give notice to us' },
        {
          kind: 'p',
          text: `Legal notices to us must be in writing and sent by email to ${site.emails.legal} and by mail or courier to ${site.legalName}, Attention: Legal, ${postalAddress}. A notice takes effect when we receive it. Questions about the App itself should go to your organisation's help desk first, as described in Section 7.`,
        },
        { kind: 'h3', text: '10.3 Governing law and courts' },
        {
          kind: 'p',
          text: 'These Terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply in it, without regard to conflict-of-laws rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply. You and we submit to the exclusive jurisdiction of the courts of Ontario for any dispute arising out of or relating to these Terms or the App, except that we may seek urgent injunctive relief in any court of competent jurisdiction.',
        },
        { kind: 'h3', text: '10.4 Government rights' },
        {
          kind: 'p',
          text: 'The App is commercial computer software and related documentation developed at private expense. If the App is acquired by or on behalf of any government or government agency, it is licensed only as commercial software and with only the rights granted to all other users under these Terms. Any use, reproduction, modification or disclosure by a government user is governed by these Terms and, where it applies, by the government procurement rules that recognise commercial software licences.',
        },
        { kind: 'h3', text: '10.5 Export' },
        {
          kind: 'p',
          text: 'The App contains cryptographic technology and may be subject to export control and sanctions laws. You must not use, export or re-export the App in breach of those laws.',
        },
        { kind: 'h3', text: '10.6 Privacy' },
        {
          kind: 'p',
          text: [
            'Our ',
            { text: 'Privacy Policy', href: '/privacy' },
            ', published on our website at /privacy, explains how we collect, use and protect personal information in connection with the App, including the identity proofing we perform for Customers and the issued identity credential we store. Please read it together with these Terms.',
          ],
        },
        { kind: 'h3', text: '10.7 Prohibited conduct' },
        { kind: 'p', text: 'When using the App or the services it connects to, you must not:' },
        {
          kind: 'ul',
          items: [
            'impersonate any person, or misrepresent your identity or your affiliation with a Customer, including during identity proofing;',
            "provide false, misleading or someone else's personal data, photo or likeness;",
            'approve a sign-in or access request that you did not start, or that you have reason to believe is fraudulent;',
            'access, or attempt to access, any account, system or data that you are not authorized to use;',
            'probe, scan or test the vulnerability of the App or our systems, or breach their security or authentication measures, without our written permission;',
            'upload or transmit viruses, malware or any other harmful code;',
            'interfere with or disrupt the App, our servers or networks, or place an unreasonable load on them;',
            'use the App for any unlawful, fraudulent or harmful purpose, or to help anyone else do so; or',
            'use any automated means to access the App, or to collect data from it, except through interfaces we have published for that purpose.',
          ],
        },
        { kind: 'h3', text: '10.8 Miscellaneous' },
        {
          kind: 'p',
          text: 'You may not assign or transfer these Terms or your licence without our prior written consent; we may assign them to an affiliate or to a successor to our business. If any provision of these Terms is held invalid or unenforceable, it will be enforced to the maximum extent permissible and the remaining provisions will remain in full force. Our failure to enforce any right is not a waiver of it. We are not liable for delay or failure caused by events beyond our reasonable control. These Terms, together with the Privacy Policy, are the entire agreement between you and us about the App and replace any prior understanding on that subject.',
        },
        {
          kind: 'p',
          text: 'The parties have required that these Terms and all related documents be drawn up in English.',
        },
      ],
    },
  ],
};
