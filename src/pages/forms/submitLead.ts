import { track } from '../../app/analytics';
import { postForm } from '../../lib/formPost';
import { withHoneypot } from '../../shared/forms/honeypot';
import type { LeadPayload } from '../../shared/forms/lead';

export type LeadForm = 'contact' | 'demo' | 'trial';

const labels: Record<LeadForm, string> = { contact: 'contact_form', demo: 'demo_request_form', trial: 'free_trial_form' };

/** POSTs a lead and reports form_submit / form_submit_success / form_submit_error; true when stored */
export async function submitLead(form: LeadForm, payload: LeadPayload, honeypot: string): Promise<boolean> {
  const event = { category: form, label: labels[form] };
  track('form_submit', event);
  try {
    await postForm(form, '/api/leads', withHoneypot(payload, honeypot));
    track('form_submit_success', event);
    return true;
  } catch {
    track('form_submit_error', event);
    return false;
  }
}
