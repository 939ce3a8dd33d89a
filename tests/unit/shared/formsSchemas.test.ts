import { describe, expect, it } from 'vitest';
import { demoFormSchema, emptyDemoForm } from '../../../src/shared/forms/demo';
import { leadPayloadSchema } from '../../../src/shared/forms/lead';
import { newsletterSchema } from '../../../src/shared/forms/newsletter';
import { demoCompanySizes, demoProducts, trialCompanySizes } from '../../../src/shared/forms/options';
import { emptyTrialForm, trialFormSchema } from '../../../src/shared/forms/trial';

/** the first message per field, as react-hook-form's resolver shows them */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

const validDemo = {
  ...emptyDemoForm,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  companySize: '51-200',
  jobTitle: 'CTO',
  product: 'BlokKey',
};

const validTrial = {
  ...emptyTrialForm,
  firstName: 'G',
  lastName: 'H',
  email: 'grace@example.com',
  company: 'N',
  companySize: '1-10',
  jobTitle: 'R',
};

describe('options (spec section 5)', () => {
  it('lists the demo company sizes, products and the trial company sizes', () => {
    expect(demoCompanySizes).toEqual(['1-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+']);
    expect(demoProducts).toEqual(['BlokKey', 'BlokBadge', 'BlokSafe', 'All', 'Not Sure']);
    expect(trialCompanySizes).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+']);
  });
});

describe('demoFormSchema (spec section 5, demo table)', () => {
  it('gives each required field its message when empty', () => {
    expect(messages(demoFormSchema.safeParse(emptyDemoForm))).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Last name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      company: 'Company name must be at least 2 characters.',
      companySize: 'Please select your company size.',
      jobTitle: 'Job title must be at least 2 characters.',
      product: 'Please select at least one product.',
    });
  });

  it.each(['firstName', 'lastName', 'company', 'jobTitle'] as const)('%s needs 2 characters, spaces around do not count', (field) => {
    expect(demoFormSchema.safeParse({ ...validDemo, [field]: 'A' }).success).toBe(false);
    expect(demoFormSchema.safeParse({ ...validDemo, [field]: ' A  ' }).success).toBe(false);
    expect(demoFormSchema.safeParse({ ...validDemo, [field]: 'Ab' }).success).toBe(true);
  });

  it('accepts every listed company size and product, and nothing else', () => {
    for (const companySize of demoCompanySizes) expect(demoFormSchema.safeParse({ ...validDemo, companySize }).success).toBe(true);
    for (const product of demoProducts) expect(demoFormSchema.safeParse({ ...validDemo, product }).success).toBe(true);
    expect(messages(demoFormSchema.safeParse({ ...validDemo, companySize: '1-10', product: 'BlokCoin' }))).toEqual({
      companySize: 'Please select your company size.',
      product: 'Please select at least one product.',
    });
  });

  it('rejects malformed email addresses', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com']) {
      expect(messages(demoFormSchema.safeParse({ ...validDemo, email })).email).toBe('Please enter a valid email address.');
    }
  });

  it('leaves phone, message, preferred date optional and defaults marketingConsent to false', () => {
    const { phone, message, preferredDate, marketingConsent, ...required } = validDemo;
    const parsed = demoFormSchema.parse(required);
    expect(parsed.marketingConsent).toBe(false);
    expect(parsed.phone).toBeUndefined();
  });

  it('trims single-line answers', () => {
    expect(demoFormSchema.parse({ ...validDemo, firstName: '  Ada ' }).firstName).toBe('Ada');
  });
});

describe('trialFormSchema (spec section 5, trial table)', () => {
  it('gives each required field its message when empty', () => {
    expect(messages(trialFormSchema.safeParse(emptyTrialForm))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      company: 'Company name is required',
      companySize: 'Please select your company size',
      jobTitle: 'Job title is required',
    });
  });

  it('accepts one character and every listed company size', () => {
    for (const companySize of trialCompanySizes) expect(trialFormSchema.safeParse({ ...validTrial, companySize }).success).toBe(true);
    expect(trialFormSchema.safeParse({ ...validTrial, companySize: '1-50' }).success).toBe(false);
  });

  it('treats blank answers as missing', () => {
    expect(messages(trialFormSchema.safeParse({ ...validTrial, jobTitle: '   ' }))).toEqual({ jobTitle: 'Job title is required' });
  });

  it('defaults marketingConsent to false', () => {
    const { marketingConsent, ...rest } = validTrial;
    expect(trialFormSchema.parse(rest).marketingConsent).toBe(false);
  });
});

describe('leadPayloadSchema', () => {
  const contact = { name: 'A', email: 'a@b', companySize: 'Unknown', message: 'Hi', formType: 'contact', marketingConsent: false };

  it('accepts the email addresses an <input type="email"> accepts for contact messages', () => {
    expect(leadPayloadSchema.safeParse(contact).success).toBe(true);
    expect(leadPayloadSchema.safeParse({ ...contact, email: 'a@@b' }).success).toBe(false);
  });

  it('rejects an unknown formType', () => {
    expect(leadPayloadSchema.safeParse({ ...contact, formType: 'partner' }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...contact, formType: undefined }).success).toBe(false);
  });

  it('rejects blank required text and over-long text', () => {
    expect(messages(leadPayloadSchema.safeParse({ ...contact, name: '  ', message: '' }))).toEqual({
      name: 'Name is required.',
      message: 'Message is required.',
    });
    expect(leadPayloadSchema.safeParse({ ...contact, message: 'x'.repeat(3001) }).success).toBe(false);
  });

  it('keeps text exactly as given (no trimming, no escaping)', () => {
    const parsed = leadPayloadSchema.parse({ ...contact, name: ' <b>Ada</b> & "co" ' });
    expect(parsed.name).toBe(' <b>Ada</b> & "co" ');
  });

  it('accepts the event booth sign-up with only name and email', () => {
    expect(leadPayloadSchema.parse({ name: 'Ev', email: 'ev@example.com', formType: 'event' })).toEqual({
      name: 'Ev',
      email: 'ev@example.com',
      formType: 'event',
      marketingConsent: false,
    });
  });

  it('requires a listed company size on demo leads and none on trial leads', () => {
    const demo = {
      name: 'A B',
      email: 'a@example.com',
      company: 'Co',
      companySize: '1-10',
      phone: '',
      message: 'm',
      formType: 'demo',
      marketingConsent: true,
    };
    expect(leadPayloadSchema.safeParse(demo).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...demo, companySize: '1-50' }).success).toBe(true);
    const trial = leadPayloadSchema.parse({ ...demo, companySize: '1-50', formType: 'trial' });
    expect(trial).not.toHaveProperty('companySize');
  });
});

describe('newsletterSchema', () => {
  it('needs an email address like <input type="email" required>', () => {
    expect(newsletterSchema.safeParse({ email: 'news@example.com' }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: 'news@localhost' }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: '' }).success).toBe(false);
    expect(newsletterSchema.safeParse({}).success).toBe(false);
    expect(newsletterSchema.safeParse({ email: 'no at sign' }).success).toBe(false);
  });
});
