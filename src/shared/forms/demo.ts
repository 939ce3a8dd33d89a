import * as z from 'zod/mini';
import { strictEmail } from './email';
import type { DemoLeadPayload } from './lead';
import { demoCompanySizes, demoProducts, limits, notSpecified } from './options';
import { choice, formText, optionalFormText } from './text';

/** the 'Request a Demo' form (spec section 5, demo table) */
export const demoFormSchema = z.object({
  firstName: formText(2, limits.name, 'First name must be at least 2 characters.', 'First name'),
  lastName: formText(2, limits.name, 'Last name must be at least 2 characters.', 'Last name'),
  email: strictEmail('Please enter a valid email address.'),
  company: formText(2, limits.company, 'Company name must be at least 2 characters.', 'Company name'),
  companySize: choice(demoCompanySizes, 'Please select your company size.'),
  phone: optionalFormText(limits.phone, 'Phone'),
  jobTitle: formText(2, limits.jobTitle, 'Job title must be at least 2 characters.', 'Job title'),
  product: choice(demoProducts, 'Please select at least one product.'),
  message: z.optional(z.string().check(z.maxLength(limits.message, `Message must be at most ${limits.message} characters.`))),
  preferredDate: optionalFormText(limits.preferredDate, 'Preferred date'),
  marketingConsent: z._default(z.boolean(), false),
});

/** what the form holds while typing */
export type DemoFormInput = z.input<typeof demoFormSchema>;
/** what a valid form gives the submit handler */
export type DemoFormValues = z.output<typeof demoFormSchema>;

export const emptyDemoForm: DemoFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  companySize: '',
  phone: '',
  jobTitle: '',
  product: '',
  message: '',
  preferredDate: '',
  marketingConsent: false,
};

/** the lead message of a demo request: product, job title, preferred date, then the visitor's message */
export function composeDemoMessage(v: DemoFormValues): string {
  const lines = [`Product Interest: ${v.product}`, `Job Title: ${v.jobTitle}`, `Preferred Date: ${v.preferredDate || notSpecified}`];
  const message = v.message?.trim() ? v.message : '';
  return message ? `${lines.join('\n')}\n\n${message}` : lines.join('\n');
}

/** POST /api/leads body of a demo request (spec section 7) */
export function leadPayloadFromDemoForm(v: DemoFormValues): DemoLeadPayload {
  return {
    name: `${v.firstName} ${v.lastName}`,
    email: v.email,
    company: v.company,
    companySize: v.companySize as DemoLeadPayload['companySize'],
    phone: v.phone ?? '',
    message: composeDemoMessage(v),
    formType: 'demo',
    marketingConsent: v.marketingConsent,
  };
}
