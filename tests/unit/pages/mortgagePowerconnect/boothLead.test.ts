import { describe, expect, it } from 'vitest';
import { boothLeadPayload, boothLeadSource } from '../../../../src/pages/mortgagePowerconnect/boothLead';
import { isEmailAddress } from '../../../../src/shared/emailAddress';
import { eventLeadSchema } from '../../../../src/shared/forms/lead';

describe('booth lead payload', () => {
  it('is an event lead the API accepts, company left out when empty', () => {
    const payload = boothLeadPayload({ fullName: ' Avery Chen ', email: 'avery@example.com ', company: '  ', message: '' });
    expect(payload).toEqual({ name: 'Avery Chen', email: 'avery@example.com', message: boothLeadSource, formType: 'event' });
    expect(eventLeadSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps the company and appends the visitor note after the source line', () => {
    const payload = boothLeadPayload({
      fullName: 'Avery Chen',
      email: 'avery@example.com',
      company: 'Maple Mortgage',
      message: ' Demo for 40 brokers ',
    });
    expect(payload.company).toBe('Maple Mortgage');
    expect(payload.message).toBe(`${boothLeadSource}\n\nDemo for 40 brokers`);
    expect(eventLeadSchema.safeParse(payload).success).toBe(true);
  });
});

describe('isEmailAddress', () => {
  it('accepts what an email input accepts and nothing else', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.com', ' spaced@example.com ']) expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of ['', 'jordan@', '@example.com', 'a b@example.com', 'a@-example.com', 'a@example..com'])
      expect(isEmailAddress(bad), bad).toBe(false);
  });

  it('agrees with the lead API on what it accepts', () => {
    for (const email of ['a@b.co', 'jordan@', 'x@y', 'a(b@c.d']) {
      const api = eventLeadSchema.safeParse({ name: 'N', email, formType: 'event' }).success;
      expect(isEmailAddress(email), email).toBe(api);
    }
  });
});
