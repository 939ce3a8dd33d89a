import { demoCompanySizes, demoProducts, trialCompanySizes } from '../../shared/forms/options';

/** Text of the contact, demo and free-trial pages (the fields' rules and messages live in src/shared/forms). */

export const employeeOptions = (sizes: readonly string[]) => sizes.map((s) => ({ value: s, label: `${s} employees` }));

export const contactCopy = {
  meta: {
    title: 'Contact Us',
    description:
      'Contact BlokSecure about passwordless, phishing-resistant authentication for your organisation. We reply within one business day.',
  },
  hero: {
    eyebrow: 'Contact Us',
    title: 'Let’s talk about secure access',
    text: 'Questions about passwordless sign-in, frontline badges or the credential vault? Send us a message and the right person will answer.',
  },
  form: {
    title: 'Get In Touch',
    text: 'Fill out the form and our team will get back to you within one business day.',
    submit: 'Send Message',
    submitting: 'Sending...',
  },
  thanks: {
    title: 'Thank You!',
    text: 'Your message has been sent. We’ll get back to you within one business day.',
    again: 'Send Another Message',
  },
  info: {
    title: 'Contact Information',
    general: 'General inquiries',
    sales: 'Sales',
    address: 'Office',
    social: 'Follow us',
  },
  toasts: {
    success: { title: 'Message Sent!', description: "Thank you for contacting us. We'll be in touch soon." },
    failure: { title: 'Error', description: 'There was a problem submitting your message. Please try again.' },
  },
} as const;

export const demoCopy = {
  meta: {
    title: 'Request a Demo',
    description: 'Book a personalised, 30-minute demo of BlokKey, BlokBadge and BlokSafe with a BlokSecure specialist. No commitment.',
  },
  hero: {
    eyebrow: 'Live demo',
    title: 'Request a Demo',
    text: 'See how BlokSecure replaces passwords with phishing-resistant sign-in for every user, from the head office to the front line.',
  },
  benefits: [
    {
      icon: 'target',
      title: 'Personalized demo',
      text: 'A walkthrough shaped around your users, your identity provider and your security goals.',
    },
    { icon: 'clock', title: '30-minute session', text: 'A focused half hour with a product specialist, with time for your questions.' },
    { icon: 'handshake', title: 'No commitment', text: 'Explore the platform and get straight answers, with no obligation to buy.' },
  ],
  form: {
    title: 'Book your demo',
    text: 'Tell us a little about your organisation. Fields marked * are required.',
    submit: 'Request Demo',
    submitting: 'Submitting...',
  },
  thanks: {
    title: 'Thank you for your request!',
    text: 'A representative will contact you shortly to schedule your 30-minute demo.',
    again: 'Submit another request',
    home: 'Return to home',
  },
  companySizes: employeeOptions(demoCompanySizes),
  products: demoProducts.map((p) => ({ value: p, label: p })),
  toasts: {
    success: { title: 'Demo request submitted!', description: 'Thank you for your interest. A representative will contact you shortly.' },
    failure: { title: 'Error submitting form', description: 'There was an error submitting your request. Please try again.' },
  },
} as const;

export const trialCopy = {
  meta: {
    title: 'Start Your Free 14-Day Trial',
    description:
      'Try BlokSecure passwordless authentication free for 14 days, with help setting up your trial environment and dedicated support.',
  },
  hero: {
    eyebrow: 'Free trial',
    title: 'Start Your Free 14-Day Trial',
    text: 'Put passwordless, phishing-resistant sign-in in front of your own users. We set up the trial with you and stay on hand for all 14 days.',
  },
  included: {
    title: 'What your trial includes',
    items: [
      'Full access to the platform for 14 days',
      'Help setting up your trial environment',
      'Dedicated support throughout the trial',
      'A follow-up call within 1 business day',
    ],
  },
  form: {
    title: 'Request your trial',
    text: 'Fields marked * are required.',
    submit: 'Start Free Trial',
    submitting: 'Submitting...',
  },
  thanks: {
    eyebrow: 'Request received',
    title: 'Thank you for requesting a free trial!',
    text: 'We’ve received your request for a 14-day free trial of BlokSecure.',
    nextTitle: 'What happens next',
    next: [
      'Our team will contact you within 1 business day.',
      'We’ll help you set up your trial environment.',
      'You’ll get dedicated support for the full 14-day trial.',
    ],
    home: 'Return to Home',
    resources: 'Explore Resources',
  },
  companySizes: employeeOptions(trialCompanySizes),
  toasts: {
    success: { title: 'Trial Request Submitted', description: "We've received your free trial request and will contact you shortly." },
    failure: { title: 'Submission Failed', description: 'There was an error submitting your request. Please try again.' },
  },
} as const;

export const consentLabel = 'I agree to receive product news and marketing emails from BlokSecure. You can unsubscribe at any time.';
