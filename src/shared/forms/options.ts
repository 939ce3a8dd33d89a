/** Choices and limits of the lead forms. Plain data (no zod) so the footer form can import it cheaply. */

export const demoCompanySizes = ['1-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+'] as const;
export const trialCompanySizes = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'] as const;
export const demoProducts = ['BlokKey', 'BlokBadge', 'BlokSafe', 'All', 'Not Sure'] as const;

export const formTypes = ['contact', 'demo', 'trial', 'event'] as const;
export type FormType = (typeof formTypes)[number];

/** the lead source written into every trial request's message */
export const trialLeadSource = 'Website - Free Trial Page';
/** the company size sent for a contact message without a company */
export const unknownCompany = 'Unknown';
/** written for an empty optional answer inside composed messages */
export const notSpecified = 'Not specified';

/**
 * Upper bounds the spec leaves open. They keep a row (and the 16 KB body limit) sane; the inputs carry
 * the same maxLength, so a visitor can never type past them.
 */
export const limits = {
  name: 100,
  email: 254,
  company: 200,
  jobTitle: 100,
  phone: 40,
  preferredDate: 100,
  /** the visitor's own text (contact message, demo message, trial requirements) */
  message: 3000,
  /** a composed lead message: the visitor's text plus a few labelled lines */
  composedMessage: 4000,
} as const;
