import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyContactForm, leadPayloadFromContactForm } from '../../../src/shared/forms/contact';
import { composeDemoMessage, demoFormSchema, leadPayloadFromDemoForm } from '../../../src/shared/forms/demo';
import { withHoneypot } from '../../../src/shared/forms/honeypot';
import { leadPayloadSchema } from '../../../src/shared/forms/lead';
import { demoCompanySizes, demoProducts, trialCompanySizes } from '../../../src/shared/forms/options';
import { leadPayloadFromTrialForm, trialFormSchema } from '../../../src/shared/forms/trial';

describe('leadPayloadFromContactForm (spec section 7, contact row)', () => {
  it('omits an empty company and phone, sends companySize Unknown and marketingConsent false', () => {
    const payload = leadPayloadFromContactForm({ ...emptyContactForm, name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' });
    expect(payload).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      companySize: 'Unknown',
      message: 'Hello',
      formType: 'contact',
      marketingConsent: false,
    });
    expect(Object.keys(payload)).not.toContain('company');
    expect(Object.keys(payload)).not.toContain('phone');
  });

  it('sends the company as company and companySize, and the phone, when given', () => {
    const payload = leadPayloadFromContactForm({
      name: 'Ada',
      email: 'ada@example.com',
      company: ' Engines Ltd ',
      phone: '+1 905 555 0100',
      message: 'Hi',
    });
    expect(payload).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Engines Ltd',
      companySize: 'Engines Ltd',
      phone: '+1 905 555 0100',
      message: 'Hi',
      formType: 'contact',
      marketingConsent: false,
    });
    // the order of the spec's table
    expect(Object.keys(payload)).toEqual(['name', 'email', 'company', 'companySize', 'phone', 'message', 'formType', 'marketingConsent']);
  });

  it('treats a company or phone of only spaces as empty', () => {
    const payload = leadPayloadFromContactForm({ name: 'A', email: 'a@b.co', company: '   ', phone: ' ', message: 'm' });
    expect(payload.companySize).toBe('Unknown');
    expect(payload).not.toHaveProperty('company');
    expect(payload).not.toHaveProperty('phone');
  });
});

const demoValues = demoFormSchema.parse({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Engines',
  companySize: '201-500',
  jobTitle: 'Head of IT',
  product: 'BlokSafe',
  marketingConsent: true,
});

describe('leadPayloadFromDemoForm (spec section 7, demo row)', () => {
  it('joins the names, sends an empty phone, composes the message with Not specified', () => {
    expect(leadPayloadFromDemoForm(demoValues)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Engines',
      companySize: '201-500',
      phone: '',
      message: 'Product Interest: BlokSafe\nJob Title: Head of IT\nPreferred Date: Not specified',
      formType: 'demo',
      marketingConsent: true,
    });
  });

  it('puts product, job title, preferred date, then the free message in that order', () => {
    const v = {
      ...demoValues,
      preferredDate: 'Next Tuesday, 2pm EST',
      message: 'We have 300 frontline staff.\nShared kiosks.',
      phone: '905-555-0100',
    };
    const message = composeDemoMessage(v);
    expect(message).toBe(
      'Product Interest: BlokSafe\nJob Title: Head of IT\nPreferred Date: Next Tuesday, 2pm EST\n\nWe have 300 frontline staff.\nShared kiosks.',
    );
    expect(leadPayloadFromDemoForm(v).phone).toBe('905-555-0100');
  });
});

const trialValues = trialFormSchema.parse({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy',
  companySize: '1001+',
  jobTitle: 'Rear Admiral',
});

describe('leadPayloadFromTrialForm (spec section 7, trial row)', () => {
  it('composes job title, company size, requirements or Not specified and the lead source; no companySize', () => {
    const payload = leadPayloadFromTrialForm(trialValues);
    expect(payload).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Navy',
      phone: '',
      message: 'Job Title: Rear Admiral\nCompany Size: 1001+\nRequirements: Not specified\nLead Source: Website - Free Trial Page',
      formType: 'trial',
      marketingConsent: false,
    });
    expect(payload).not.toHaveProperty('companySize');
  });

  it('carries the requirements and the phone number', () => {
    const payload = leadPayloadFromTrialForm({ ...trialValues, requirements: 'SSO with Entra ID', phoneNumber: '+1 555 0100' });
    expect(payload.message).toContain('\nRequirements: SSO with Entra ID\n');
    expect(payload.phone).toBe('+1 555 0100');
  });
});

describe('every builder output is a valid lead payload for the server', () => {
  const text = (min: number, max: number) => fc.string({ minLength: min, maxLength: max }).filter((s) => s.trim().length >= min);
  const email = fc.emailAddress().filter((e) => e.length <= 254);
  // addresses both zod's stricter check and the browser's pattern accept
  const plainEmail = fc
    .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,30}[a-z0-9]$/), fc.stringMatching(/^[a-z0-9]{1,20}\.[a-z]{2,6}$/))
    .filter(([local]) => !local.includes('..'))
    .map(([local, domain]) => `${local}@${domain}`);

  it('demo', () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: text(2, 100),
          lastName: text(2, 100),
          email: plainEmail,
          company: text(2, 200),
          companySize: fc.constantFrom(...demoCompanySizes),
          jobTitle: text(2, 100),
          product: fc.constantFrom(...demoProducts),
          phone: fc.string({ maxLength: 40 }),
          message: fc.string({ maxLength: 3000 }),
          preferredDate: fc.string({ maxLength: 100 }),
          marketingConsent: fc.boolean(),
        }),
        (input) => {
          const parsed = demoFormSchema.safeParse(input);
          expect(parsed.success).toBe(true);
          if (parsed.success) expect(leadPayloadSchema.safeParse(leadPayloadFromDemoForm(parsed.data)).success).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('trial', () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: text(1, 100),
          lastName: text(1, 100),
          email: plainEmail,
          company: text(1, 200),
          companySize: fc.constantFrom(...trialCompanySizes),
          jobTitle: text(1, 100),
          phoneNumber: fc.string({ maxLength: 40 }),
          requirements: fc.string({ maxLength: 3000 }),
          marketingConsent: fc.boolean(),
        }),
        (input) => {
          const parsed = trialFormSchema.safeParse(input);
          expect(parsed.success).toBe(true);
          if (parsed.success) expect(leadPayloadSchema.safeParse(leadPayloadFromTrialForm(parsed.data)).success).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('contact', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: text(1, 100),
          email,
          company: fc.string({ maxLength: 200 }),
          phone: fc.string({ maxLength: 40 }),
          message: text(1, 3000),
        }),
        (input) => {
          expect(leadPayloadSchema.safeParse(leadPayloadFromContactForm(input)).success).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('withHoneypot', () => {
  it('adds the hidden field only when it was filled in', () => {
    expect(withHoneypot({ email: 'a@b.co' }, '')).toEqual({ email: 'a@b.co' });
    expect(withHoneypot({ email: 'a@b.co' }, null)).toEqual({ email: 'a@b.co' });
    expect(withHoneypot({ email: 'a@b.co' }, 'http://spam')).toEqual({ email: 'a@b.co', website: 'http://spam' });
  });
});
