import { describe, expect, it } from 'vitest';
import {
  boothFormSchema,
  boothLeadSource,
  emptyBoothForm,
  emptyEventRegistration,
  eventRegistrationSchema,
  leadPayloadFromBoothForm,
} from '../../../src/shared/forms/event';
import { eventLeadSchema } from '../../../src/shared/forms/lead';

/** the first message per field, as react-hook-form's resolver shows them */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('event registration modal', () => {
  it('requires a full name and an email address, with the messages the modal has always shown', () => {
    expect(messages(eventRegistrationSchema.safeParse(emptyEventRegistration))).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter your email address.',
    });
    expect(messages(eventRegistrationSchema.safeParse({ ...emptyEventRegistration, fullName: '   ', email: '  ' }))).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter your email address.',
    });
    expect(messages(eventRegistrationSchema.safeParse({ ...emptyEventRegistration, fullName: 'Jordan Lee', email: 'jordan@' }))).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('leaves company and job title optional and trims the answers', () => {
    const r = eventRegistrationSchema.safeParse({ ...emptyEventRegistration, fullName: ' Jordan Lee ', email: ' jordan@example.com ' });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ fullName: 'Jordan Lee', email: 'jordan@example.com', company: '', jobTitle: '' });
  });
});

describe('booth sign-up form', () => {
  it('requires a full name and an email address, with the same messages', () => {
    expect(messages(boothFormSchema.safeParse(emptyBoothForm))).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter your email address.',
    });
    expect(messages(boothFormSchema.safeParse({ ...emptyBoothForm, fullName: 'Avery', email: 'a b@example.com' }))).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(boothFormSchema.safeParse({ ...emptyBoothForm, fullName: 'Avery', email: 'avery@example.com' }).success).toBe(true);
  });

  it('accepts exactly the addresses the lead API accepts (one rule: an <input type="email">)', () => {
    const accepted = ['a@b.co', 'first.last+tag@sub.example.com', ' spaced@example.com ', 'x@y'];
    const refused = ['jordan@', '@example.com', 'a b@example.com', 'a@-example.com', 'a@example..com', 'a(b@c.d'];
    for (const address of [...accepted, ...refused]) {
      const form = boothFormSchema.safeParse({ ...emptyBoothForm, fullName: 'N', email: address }).success;
      const api = eventLeadSchema.safeParse({ name: 'N', email: address.trim(), formType: 'event' }).success;
      expect(form, address).toBe(accepted.includes(address));
      expect(api, address).toBe(form);
    }
  });

  it('posts an event lead the API accepts, company left out when empty', () => {
    const payload = leadPayloadFromBoothForm({ fullName: ' Avery Chen ', email: 'avery@example.com ', company: '  ', message: '' });
    expect(payload).toEqual({ name: 'Avery Chen', email: 'avery@example.com', message: boothLeadSource, formType: 'event' });
    expect(eventLeadSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps the company and appends the visitor note after the source line', () => {
    const payload = leadPayloadFromBoothForm({
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
