/**
 * 'Add to Calendar' links of an event page, built from the event's display texts.
 * The start is read from the date and time text (a trailing ' EST' dropped) as US Eastern time;
 * entries last 90 minutes (spec section 7).
 */
import { tzOffset } from '@date-fns/tz/tzOffset';
import { MONTH_NAMES } from './monthNames';

export const EVENT_TIME_ZONE = 'America/New_York';
export const CALENDAR_ENTRY_MINUTES = 90;

export interface CalendarEventInput {
  title: string;
  description: string;
  location: string;
  /** e.g. 'June 17, 2025' or 'July 8-10, 2025' (the first day is used) */
  date: string;
  /** e.g. '1:00 PM - 2:30 PM EST' (the start time is used) */
  time: string;
  /** the event page, appended to the entry's details */
  url?: string;
}

export interface CalendarOptions {
  /** the fallback start when the texts can't be read; defaults to the current time */
  now?: () => Date;
  /** where parse and link failures are reported; defaults to console.error */
  log?: (message: string, detail?: unknown) => void;
}

export type CalendarService = 'google' | 'outlook';

export const calendarServices: Array<{ service: CalendarService; label: string }> = [
  { service: 'google', label: 'Google Calendar' },
  { service: 'outlook', label: 'Outlook Calendar' },
];

/** 0-11 for a full month name, its 3-letter form or 'Sept', in any case; -1 otherwise */
function monthIndex(name: string): number {
  const key = name.toLowerCase();
  return MONTH_NAMES.findIndex((month) => {
    const full = month.toLowerCase();
    return key === full || key === full.slice(0, 3) || (full === 'september' && key === 'sept');
  });
}

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function validDay(year: number, month: number, day: number): DayParts | null {
  if (month < 0 || day < 1) return null;
  const check = new Date(Date.UTC(year, month, day));
  return check.getUTCMonth() === month && check.getUTCDate() === day ? { year, month, day } : null;
}

/** 'July 8-10, 2025' or 'July 30 - August 1, 2025' -> first and last day; null when the text is not a date */
function parseDateText(date: string): { first: DayParts; last: DayParts } | null {
  const m = date.trim().match(/^([A-Za-z]+)\.?\s+(\d{1,2})(?:\s*[-\u2013]\s*(?:([A-Za-z]+)\.?\s+)?(\d{1,2}))?,?\s+(\d{4})$/);
  if (!m) return null;
  const year = Number(m[5]);
  const month = monthIndex(m[1] ?? '');
  const first = validDay(year, month, Number(m[2]));
  const last = m[4] ? validDay(year, m[3] ? monthIndex(m[3]) : month, Number(m[4])) : first;
  return first && last ? { first, last } : null;
}

/** '1:00 PM' or '14:00' -> minutes after midnight; null when the text is not a time */
function parseClock(text: string): number | null {
  const m = text.match(/^(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?$/) ?? text.match(/^(\d{1,2}):(\d{2})()$/);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const meridiem = (m[3] ?? '').toLowerCase();
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    return ((hour % 12) + (meridiem === 'p' ? 12 : 0)) * 60 + minute;
  }
  return hour > 23 ? null : hour * 60 + minute;
}

/** '1:00 PM - 2:30 PM EST' -> the start and end clock parts, ' EST' dropped */
function timeParts(time: string): [string, string | undefined] {
  const [start = '', end] = time
    .replace(/\s+EST\s*$/, '')
    .trim()
    .split(/\s*[-\u2013]\s*/);
  return [start, end];
}

/** the UTC instant of a wall-clock time in the event time zone (daylight saving aware) */
function easternToUtc(year: number, month: number, day: number, minutes: number): Date {
  const wall = Date.UTC(year, month, day, 0, minutes);
  let utc = wall - tzOffset(EVENT_TIME_ZONE, new Date(wall)) * 60_000;
  // near a DST switch the offset at the guess can differ from the offset at the result
  utc = wall - tzOffset(EVENT_TIME_ZONE, new Date(utc)) * 60_000;
  return new Date(utc);
}

/** the event's start from its date and time texts (trailing ' EST' dropped, US Eastern), or null */
export function parseEventStart(date: string, time: string): Date | null {
  const days = parseDateText(date);
  const minutes = parseClock(timeParts(time)[0]);
  if (!days || minutes === null) return null;
  return easternToUtc(days.first.year, days.first.month, days.first.day, minutes);
}

/** the event's real end (last day of a range, end of a time range), or null when the texts don't say */
export function parseEventEnd(date: string, time: string): Date | null {
  const days = parseDateText(date);
  const end = timeParts(time)[1];
  const minutes = end === undefined ? null : parseClock(end);
  if (!days || minutes === null) return null;
  return easternToUtc(days.last.year, days.last.month, days.last.day, minutes);
}

/** start and end (90 minutes later) of the calendar entry; an unreadable text is logged and falls back to now */
export function calendarTimes(date: string, time: string, opts: CalendarOptions = {}): { start: Date; end: Date } {
  const log = opts.log ?? console.error;
  let start = parseEventStart(date, time);
  if (!start) {
    log(`Could not read the event date "${date}" and time "${time}"; the calendar entry starts now instead.`);
    start = (opts.now ?? (() => new Date()))();
  }
  return { start, end: new Date(start.getTime() + CALENDAR_ENTRY_MINUTES * 60_000) };
}

/** 20250617T170000Z: the compact UTC form web calendars read */
function compactUtc(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function details(event: CalendarEventInput): string {
  return event.url ? `${event.description}\n\n${event.url}` : event.description;
}

function buildLink(service: CalendarService, event: CalendarEventInput, opts: CalendarOptions): string {
  const { start, end } = calendarTimes(event.date, event.time, opts);
  if (service === 'google') {
    const q = new URLSearchParams({
      action: 'TEMPLATE',
      text: event.title,
      dates: `${compactUtc(start)}/${compactUtc(end)}`,
      details: details(event),
      location: event.location,
    });
    return `https://calendar.google.com/calendar/render?${q}`;
  }
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: details(event),
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q}`;
}

/** the 'Add to Calendar' link for a service; an empty string when the link can't be built (the failure is logged) */
export function calendarLink(service: CalendarService, event: CalendarEventInput, opts: CalendarOptions = {}): string {
  try {
    return buildLink(service, event, opts);
  } catch (err) {
    (opts.log ?? console.error)(`Could not build the ${service} calendar link for "${event.title}".`, err);
    return '';
  }
}
