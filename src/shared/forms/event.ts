import * as z from 'zod/mini';
import { browserEmail } from './email';
import type { EventLeadPayload } from './lead';

/**
 * The two forms of the event pages: the registration modal of /events/{slug} (full name and email
 * required, company and job title optional, spec section 5) and the native booth sign-up of
 * /mortgage-powerconnect (full name and email required). They ask for a person the same way.
 */
const fullName = z.string().check(z.trim(), z.minLength(1, 'Please enter your full name.'));
// an empty address says so; otherwise the rule of an <input type="email">, as the lead API applies it
const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Please enter your email address.')),
  browserEmail('Please enter a valid email address.'),
);

export const eventRegistrationSchema = z.object({
  fullName,
  email,
  company: z.string(),
  jobTitle: z.string(),
});

export type EventRegistrationValues = z.output<typeof eventRegistrationSchema>;

export const emptyEventRegistration: EventRegistrationValues = { fullName: '', email: '', company: '', jobTitle: '' };

export const boothFormSchema = z.object({
  fullName,
  email,
  company: z.string(),
  message: z.string(),
});

export type BoothFormValues = z.output<typeof boothFormSchema>;

export const emptyBoothForm: BoothFormValues = { fullName: '', email: '', company: '', message: '' };

/** the lead message names the source, so the team can tell booth sign-ups from other event leads */
export const boothLeadSource = 'Mortgage PowerConnect booth sign-up (prize draw and webinar invitation)';

/** POST /api/leads body of the native booth form (formType 'event'); empty company is left out */
export function leadPayloadFromBoothForm(v: BoothFormValues): EventLeadPayload {
  const company = v.company.trim();
  const note = v.message.trim();
  return {
    name: v.fullName.trim(),
    email: v.email.trim(),
    ...(company ? { company } : {}),
    message: note ? `${boothLeadSource}\n\n${note}` : boothLeadSource,
    formType: 'event',
  };
}
