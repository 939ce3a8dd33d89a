import type { EventLeadPayload } from '../../shared/forms/lead';

export interface BoothValues {
  fullName: string;
  email: string;
  company: string;
  message: string;
}

/** the lead message names the source, so the team can tell booth sign-ups from other event leads */
export const boothLeadSource = 'Mortgage PowerConnect booth sign-up (prize draw and webinar invitation)';

/** POST /api/leads body of the native booth form (formType 'event'); empty company is left out */
export function boothLeadPayload(v: BoothValues): EventLeadPayload {
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
