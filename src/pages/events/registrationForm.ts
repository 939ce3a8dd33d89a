import { eventsPage } from '../../content/events';
import { isEmailAddress } from '../../shared/emailAddress';

export interface RegistrationValues {
  fullName: string;
  email: string;
  company: string;
  jobTitle: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

/** the modal's rules: full name and a valid email required; company and job title optional */
export function validateRegistration(v: RegistrationValues): RegistrationErrors {
  const t = eventsPage.registration;
  const errors: RegistrationErrors = {};
  if (!v.fullName.trim()) errors.fullName = t.nameRequired;
  if (!v.email.trim()) errors.email = t.emailRequired;
  else if (!isEmailAddress(v.email)) errors.email = t.emailInvalid;
  return errors;
}
