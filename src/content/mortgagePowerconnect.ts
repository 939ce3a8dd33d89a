/**
 * Event landing (/mortgage-powerconnect) and thank-you (/mortgage-powerconnect/thank-you) content.
 * Plain data: no React, no runtime dependencies.
 */
import type { IconName, PageMeta } from './about';
import { site } from './site';

export interface PowerconnectOffer {
  title: string;
  description: string;
  icon: IconName;
}

export interface LabelledLink {
  label: string;
  href: string;
}

export interface MortgagePowerconnectContent {
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    /** Date and venue line shown under the subtitle. */
    dateVenue: string;
  };
  offersTitle: string;
  offers: PowerconnectOffer[];
  formTitle: string;
  formIntro: string;
  /** Replaces the embedded form after a submission. */
  thankYouInline: { title: string; text: string };
  /** /mortgage-powerconnect/thank-you */
  thankYouPage: { title: string; paragraphs: string[] };
  links: { home: LabelledLink; product: LabelledLink };
  meta: { landing: PageMeta; thankYou: PageMeta };
}

export const mortgagePowerconnectPath = '/mortgage-powerconnect';
export const mortgagePowerconnectThankYouPath = '/mortgage-powerconnect/thank-you';
/** Query parameter set by the embedded form provider after a submission; its presence redirects to the thank-you page. */
export const submissionGuidParam = 'submissionGuid';
/** Analytics event sent when the booth form is submitted (spec section 7). */
export const mortgagePowerconnectAnalytics = {
  action: 'form_submit',
  category: 'mortgage_powerconnect',
  label: 'event_registration',
} as const;

export const mortgagePowerconnect: MortgagePowerconnectContent = {
  hero: {
    eyebrow: 'Mortgage PowerConnect',
    title: `Meet ${site.brand} at Mortgage PowerConnect`,
    subtitle:
      'Mortgage teams handle some of the most sensitive data in financial services. See how brokers, underwriters and processors sign in without passwords, keep lender-portal credentials hidden and give auditors a complete access trail.',
    dateVenue: `Visit the ${site.brand} booth in the exhibit hall throughout the conference`,
  },
  offersTitle: 'Why Stop By Our Booth',
  offers: [
    {
      title: 'Enter Our Prize Draw',
      description:
        'Sign up at our booth for a chance to win our conference prize. The winner is drawn after the event and notified by email.',
      icon: 'Gift',
    },
    {
      title: 'Get a Webinar Invitation',
      description:
        'Receive an invitation to our upcoming webinar on phishing-resistant authentication for mortgage brokerages and lenders, including a live demo and Q&A.',
      icon: 'Video',
    },
    {
      title: 'Meet the Team',
      description:
        'Talk with our founders and solutions architects about passwordless MFA, shared lender-portal credentials and audit readiness for your firm.',
      icon: 'Handshake',
    },
  ],
  formTitle: 'Sign Up at Our Booth',
  formIntro: 'Leave your details to enter the prize draw and reserve your webinar invitation. It takes less than a minute.',
  thankYouInline: {
    title: 'Thank You for Registering!',
    text: 'You are entered in the prize draw and we will send your webinar invitation by email. Come say hello at our booth in the meantime.',
  },
  thankYouPage: {
    title: 'Thank You for Registering!',
    paragraphs: [
      'You have been entered into our Mortgage PowerConnect prize draw. We will contact the winner by email after the conference.',
      'You will also receive an invitation to our upcoming webinar on phishing-resistant authentication for mortgage teams, and a confirmation email for your registration should arrive in your inbox shortly.',
      "In the meantime, learn how BlokKey turns your team's phones into hardware-backed security keys for passwordless sign-in.",
    ],
  },
  links: {
    home: { label: 'Back to Home', href: '/' },
    product: { label: 'Explore BlokKey', href: '/blokkey' },
  },
  meta: {
    landing: {
      title: `Mortgage PowerConnect | ${site.brand}`,
      description: `Visit ${site.brand} at Mortgage PowerConnect: enter our prize draw, get an invitation to our webinar and meet the team behind passwordless, phishing-resistant authentication for mortgage professionals.`,
    },
    thankYou: {
      title: `Thank You for Registering | Mortgage PowerConnect | ${site.brand}`,
      description: `Thank you for registering with ${site.brand} at Mortgage PowerConnect. You are entered in the prize draw and will receive a webinar invitation and a confirmation email.`,
    },
  },
};

/** Labels of the native booth form, used when the third-party form is not configured or fails to load. */
export const boothForm = {
  loading: 'Loading the sign-up form...',
  /** the form's accessible name */
  formLabel: 'Booth sign-up',
  fullName: 'Full Name',
  email: 'Work Email',
  company: 'Company',
  message: 'What would you like to talk about? (optional)',
  submit: 'Sign Me Up',
  submitting: 'Submitting...',
  failure: 'We could not save your sign-up just now. Please try again in a moment, or stop by our booth and our team will register you.',
  privacy: 'We use your details only to run the prize draw and send your webinar invitation.',
  privacyLink: { label: 'See our privacy policy.', href: '/privacy' },
  perks: [
    'One entry in our Mortgage PowerConnect prize draw',
    'An invitation to our webinar on phishing-resistant access for mortgage teams',
    'A follow-up with our team, only if you ask for one',
  ],
};
