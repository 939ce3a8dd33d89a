import type { ContactLeadPayload } from './lead';
import { unknownCompany } from './options';

/** the contact form's state (spec section 3); checked by the browser's own required/email rules */
export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
}

export const emptyContactForm: ContactFormValues = { name: '', email: '', company: '', phone: '', message: '' };

/**
 * POST /api/leads body of a contact message (spec section 7): company and phone only when given,
 * companySize carries the company (or 'Unknown'), marketingConsent is always false.
 */
export function leadPayloadFromContactForm(v: ContactFormValues): ContactLeadPayload {
  const company = v.company.trim();
  const phone = v.phone.trim();
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    ...(company ? { company } : {}),
    companySize: company || unknownCompany,
    ...(phone ? { phone } : {}),
    message: v.message,
    formType: 'contact',
    marketingConsent: false,
  };
}
