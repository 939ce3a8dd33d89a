import type { LeadRecord, SubscriberRecord } from './types';

// a spreadsheet runs a cell that starts with one of these as a formula (=, +, -, @, tab, carriage return)
const FORMULA_START = /^[=+\-@\t\r]/;

/** one CSV cell (RFC 4180), neutralised against formula injection by a leading apostrophe */
export function csvCell(value: string | number | boolean | null): string {
  let s = value === null ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** rows to RFC 4180 CSV: a header line, CRLF line ends, quoting where needed */
export function toCsv(header: string[], rows: Array<Array<string | number | boolean | null>>): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const leadColumns: Array<[string, (l: LeadRecord) => string | boolean | null]> = [
  ['id', (l) => l.id],
  ['created_at', (l) => l.createdAt],
  ['form_type', (l) => l.formType],
  ['name', (l) => l.name],
  ['email', (l) => l.email],
  ['company', (l) => l.company],
  ['company_size', (l) => l.companySize],
  ['phone', (l) => l.phone],
  ['message', (l) => l.message],
  ['marketing_consent', (l) => l.marketingConsent],
];

/** leads as CSV, one row per lead */
export function leadsCsv(leads: LeadRecord[]): string {
  return toCsv(
    leadColumns.map(([h]) => h),
    leads.map((l) => leadColumns.map(([, get]) => get(l))),
  );
}

/** newsletter subscribers as CSV */
export function subscribersCsv(subscribers: SubscriberRecord[]): string {
  return toCsv(
    ['id', 'created_at', 'email'],
    subscribers.map((s) => [s.id, s.createdAt, s.email]),
  );
}
