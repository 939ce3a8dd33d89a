/** Post dates: shown as 'MMMM d, yyyy' in US English, identical on the server and in any browser time zone. */

import { MONTH_NAMES } from '../monthNames';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * the calendar date a value names. An ISO date or date-time keeps the date the author wrote (no time-zone
 * shift, so export and browser agree); other text the JavaScript date parser understands is read as local.
 */
export function parsePostDate(value: string | null | undefined): CalendarDate | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
    if (!isRealDate(date)) return null;
    // a date-time must parse as a whole too ('2025-02-18Tnonsense' is not a date)
    if (text.length > 10 && Number.isNaN(Date.parse(text))) return null;
    return date;
  }
  // plain numbers ('12') are not dates, whatever Date.parse thinks
  if (!/[a-z]/i.test(text) && !/[-/.]/.test(text)) return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** 'February 18, 2025'; an empty string when the value is not a date */
export function formatPostDate(value: string | null | undefined): string {
  const date = parsePostDate(value);
  if (!date) return '';
  return `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** '2025-02-18' (for <time dateTime>, sitemaps and feeds); empty when the value is not a date */
export function isoPostDate(value: string | null | undefined): string {
  const date = parsePostDate(value);
  if (!date) return '';
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** a sortable number for a post date (days since 1970); NaN when the value is not a date */
export function postDateValue(value: string | null | undefined): number {
  const date = parsePostDate(value);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / 86_400_000 : Number.NaN;
}
