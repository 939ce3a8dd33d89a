import * as z from 'zod/mini';
import { strictEmail } from './email';
import type { TrialLeadPayload } from './lead';
import { limits, notSpecified, trialCompanySizes, trialLeadSource } from './options';
import { choice, formText, optionalFormText } from './text';

/** the 'Start Your Free 14-Day Trial' form (spec section 5, trial table) */
export const trialFormSchema = z.object({
  firstName: formText(1, limits.name, 'First name is required', 'First name'),
  lastName: formText(1, limits.name, 'Last name is required', 'Last name'),
  email: strictEmail('Invalid email address'),
  company: formText(1, limits.company, 'Company name is required', 'Company name'),
  companySize: choice(trialCompanySizes, 'Please select your company size'),
  jobTitle: formText(1, limits.jobTitle, 'Job title is required', 'Job title'),
  phoneNumber: optionalFormText(limits.phone, 'Phone number'),
  requirements: z.optional(z.string().check(z.maxLength(limits.message, `Requirements must be at most ${limits.message} characters.`))),
  marketingConsent: z._default(z.boolean(), false),
});

export type TrialFormInput = z.input<typeof trialFormSchema>;
export type TrialFormValues = z.output<typeof trialFormSchema>;

export const emptyTrialForm: TrialFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  companySize: '',
  jobTitle: '',
  phoneNumber: '',
  requirements: '',
  marketingConsent: false,
};

/** the lead message of a trial request: job title, company size, requirements, lead source */
export function composeTrialMessage(v: TrialFormValues): string {
  return [
    `Job Title: ${v.jobTitle}`,
    `Company Size: ${v.companySize}`,
    `Requirements: ${v.requirements?.trim() ? v.requirements : notSpecified}`,
    `Lead Source: ${trialLeadSource}`,
  ].join('\n');
}

/** POST /api/leads body of a trial request (spec section 7): no companySize, it is inside the message */
export function leadPayloadFromTrialForm(v: TrialFormValues): TrialLeadPayload {
  return {
    name: `${v.firstName} ${v.lastName}`,
    email: v.email,
    company: v.company,
    phone: v.phoneNumber ?? '',
    message: composeTrialMessage(v),
    formType: 'trial',
    marketingConsent: v.marketingConsent,
  };
}
