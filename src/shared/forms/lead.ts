import * as z from 'zod/mini';
import { browserEmail, strictEmail } from './email';
import { demoCompanySizes, formTypes, limits } from './options';
import { anyPayloadText, optionalPayloadText, payloadText } from './text';

/**
 * POST /api/leads bodies (spec section 7), one shape per formType. The server validates with these;
 * the browser's payload builders return their types, and a unit test parses every builder's output.
 */
const name = payloadText(limits.name * 2 + 1, 'Name is required.', 'Name');
const consent = z.boolean('marketingConsent must be true or false.');

export const contactLeadSchema = z.object({
  name,
  email: browserEmail(),
  company: optionalPayloadText(limits.company, 'Company'),
  companySize: payloadText(limits.company, 'Company size is required.', 'Company size'),
  phone: optionalPayloadText(limits.phone, 'Phone'),
  message: payloadText(limits.message, 'Message is required.', 'Message'),
  formType: z.literal('contact'),
  marketingConsent: consent,
});

export const demoLeadSchema = z.object({
  name,
  email: strictEmail('Please enter a valid email address.'),
  company: payloadText(limits.company, 'Company name is required.', 'Company'),
  companySize: z.enum(demoCompanySizes, 'Please select your company size.'),
  phone: anyPayloadText(limits.phone, 'Phone'),
  message: payloadText(limits.composedMessage, 'Message is required.', 'Message'),
  formType: z.literal('demo'),
  marketingConsent: consent,
});

export const trialLeadSchema = z.object({
  name,
  email: strictEmail('Invalid email address'),
  company: payloadText(limits.company, 'Company name is required', 'Company'),
  phone: anyPayloadText(limits.phone, 'Phone'),
  message: payloadText(limits.composedMessage, 'Message is required.', 'Message'),
  formType: z.literal('trial'),
  marketingConsent: consent,
});

/** the booth sign-up form of the event landing page */
export const eventLeadSchema = z.object({
  name,
  email: browserEmail(),
  company: optionalPayloadText(limits.company, 'Company'),
  message: optionalPayloadText(limits.message, 'Message'),
  formType: z.literal('event'),
  marketingConsent: z._default(consent, false),
});

export const leadPayloadSchema = z.discriminatedUnion('formType', [contactLeadSchema, demoLeadSchema, trialLeadSchema, eventLeadSchema]);

export type ContactLeadPayload = z.output<typeof contactLeadSchema>;
export type DemoLeadPayload = z.output<typeof demoLeadSchema>;
export type TrialLeadPayload = z.output<typeof trialLeadSchema>;
export type EventLeadPayload = z.input<typeof eventLeadSchema>;
export type LeadPayload = z.output<typeof leadPayloadSchema>;

/** true for the formType values the endpoint knows */
export function isKnownFormType(value: unknown): value is (typeof formTypes)[number] {
  return typeof value === 'string' && (formTypes as readonly string[]).includes(value);
}
