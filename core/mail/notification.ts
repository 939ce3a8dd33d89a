import { randomUUID } from 'node:crypto';
import type { LeadRecord, NewOutboxMessage } from '../store/types';

const formLabels: Record<LeadRecord['formType'], string> = {
  contact: 'Contact message',
  demo: 'Demo request',
  trial: 'Free trial request',
  event: 'Event booth sign-up',
};

// a header must stay one line whatever a visitor typed; the body keeps the text as given
const oneLine = (s: string) =>
  Array.from(s, (ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

/** the sales notification for a new lead, as a plain-text e-mail (nothing is rendered as HTML) */
export function leadNotification(lead: LeadRecord, opts: { to: string; from: string }): NewOutboxMessage {
  const label = formLabels[lead.formType];
  const who = lead.company ? `${lead.name} (${lead.company})` : lead.name;
  const rows: Array<[string, string | null]> = [
    ['Form', label],
    ['Name', lead.name],
    ['Email', lead.email],
    ['Company', lead.company],
    ['Company size', lead.companySize],
    ['Phone', lead.phone],
    ['Marketing consent', lead.marketingConsent ? 'yes' : 'no'],
    ['Received', lead.createdAt],
    ['Lead id', lead.id],
  ];
  const text = [
    `${label} from the website.`,
    '',
    ...rows.filter(([, v]) => v !== null && v !== '').map(([k, v]) => `${k}: ${v}`),
    '',
    'Message:',
    lead.message ?? '(none)',
    '',
  ].join('\n');
  return {
    id: randomUUID(),
    leadId: lead.id,
    kind: 'email',
    from: opts.from,
    to: opts.to,
    replyTo: lead.email,
    subject: oneLine(`New ${label.toLowerCase()}: ${who}`).slice(0, 200),
    text,
  };
}
