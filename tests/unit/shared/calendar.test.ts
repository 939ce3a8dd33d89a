import { describe, expect, it, vi } from 'vitest';
import { events } from '../../../src/content/events';
import {
  CALENDAR_ENTRY_MINUTES,
  type CalendarEventInput,
  calendarLink,
  calendarServices,
  calendarTimes,
  parseEventEnd,
  parseEventStart,
} from '../../../src/shared/calendar';

const webinar: CalendarEventInput = {
  title: 'Going Passwordless: A Practical Roadmap',
  description: 'A live webinar & Q&A.',
  location: 'Online (live webinar)',
  date: 'June 17, 2025',
  time: '1:00 PM - 2:30 PM EST',
  url: 'https://bloksecure.com/events/passwordless-authentication-webinar',
};

describe('parseEventStart', () => {
  it('drops a trailing " EST" and reads the start as US Eastern time (daylight time in June)', () => {
    expect(parseEventStart('June 17, 2025', '1:00 PM - 2:30 PM EST')?.toISOString()).toBe('2025-06-17T17:00:00.000Z');
    expect(parseEventStart('June 17, 2025', '1:00 PM EST')?.toISOString()).toBe('2025-06-17T17:00:00.000Z');
    expect(parseEventStart('June 17, 2025', '1:00 PM')?.toISOString()).toBe('2025-06-17T17:00:00.000Z');
  });

  it('uses standard time outside daylight saving', () => {
    expect(parseEventStart('January 14, 2026', '9:30 AM EST')?.toISOString()).toBe('2026-01-14T14:30:00.000Z');
  });

  it('takes the first day of a range like "July 8-10, 2025"', () => {
    expect(parseEventStart('July 8-10, 2025', '9:00 AM - 5:00 PM EST')?.toISOString()).toBe('2025-07-08T13:00:00.000Z');
    expect(parseEventStart('July 30 - August 1, 2025', '9:00 AM EST')?.toISOString()).toBe('2025-07-30T13:00:00.000Z');
  });

  it('reads noon, midnight, abbreviated months and 24-hour times', () => {
    expect(parseEventStart('Aug 5, 2025', '12:00 PM EST')?.toISOString()).toBe('2025-08-05T16:00:00.000Z');
    expect(parseEventStart('August 5, 2025', '12:15 AM EST')?.toISOString()).toBe('2025-08-05T04:15:00.000Z');
    expect(parseEventStart('Sept 9, 2025', '14:45')?.toISOString()).toBe('2025-09-09T18:45:00.000Z');
  });

  it('returns null for text that is not a date or time', () => {
    expect(parseEventStart('Coming soon', '1:00 PM EST')).toBeNull();
    expect(parseEventStart('February 30, 2025', '1:00 PM EST')).toBeNull();
    expect(parseEventStart('Juno 17, 2025', '1:00 PM EST')).toBeNull();
    expect(parseEventStart('June 17, 2025', 'TBD')).toBeNull();
    expect(parseEventStart('June 17, 2025', '13:00 PM EST')).toBeNull();
    expect(parseEventStart('June 17, 2025', '')).toBeNull();
  });

  it('reads every known event', () => {
    for (const e of events) expect(parseEventStart(e.date, e.time), e.slug).toBeInstanceOf(Date);
  });
});

describe('parseEventEnd', () => {
  it('reads the end of the time range on the last day of the date range', () => {
    expect(parseEventEnd('June 17, 2025', '1:00 PM - 2:30 PM EST')?.toISOString()).toBe('2025-06-17T18:30:00.000Z');
    expect(parseEventEnd('July 8-10, 2025', '9:00 AM - 5:00 PM EST')?.toISOString()).toBe('2025-07-10T21:00:00.000Z');
    expect(parseEventEnd('July 30 - August 1, 2025', '9:00 AM - 5:00 PM EST')?.toISOString()).toBe('2025-08-01T21:00:00.000Z');
  });

  it('returns null without an end time or with an invalid range', () => {
    expect(parseEventEnd('June 17, 2025', '1:00 PM EST')).toBeNull();
    expect(parseEventEnd('June 30-31, 2025', '1:00 PM - 2:00 PM EST')).toBeNull();
    expect(parseEventEnd('later', '1:00 PM - 2:00 PM EST')).toBeNull();
  });
});

describe('calendarTimes', () => {
  it('ends 90 minutes after the start', () => {
    const { start, end } = calendarTimes(webinar.date, webinar.time);
    expect(CALENDAR_ENTRY_MINUTES).toBe(90);
    expect(end.getTime() - start.getTime()).toBe(90 * 60_000);
    expect(end.toISOString()).toBe('2025-06-17T18:30:00.000Z');
  });

  it('logs an unparseable date and falls back to now', () => {
    const log = vi.fn();
    const now = new Date('2030-01-02T03:04:05.000Z');
    const { start, end } = calendarTimes('Date to be announced', '1:00 PM EST', { now: () => now, log });
    expect(start).toEqual(now);
    expect(end.toISOString()).toBe('2030-01-02T04:34:05.000Z');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('Date to be announced');
  });

  it('falls back to the real current time by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = Date.now();
    const { start } = calendarTimes('soon', 'later');
    expect(start.getTime()).toBeGreaterThanOrEqual(before);
    expect(start.getTime()).toBeLessThanOrEqual(Date.now());
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('calendarLink', () => {
  it('offers a web calendar and a mail calendar', () => {
    expect(calendarServices.map((s) => s.service)).toEqual(['google', 'outlook']);
  });

  it('builds the Google Calendar template link', () => {
    const url = new URL(calendarLink('google', webinar));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(webinar.title);
    expect(url.searchParams.get('dates')).toBe('20250617T170000Z/20250617T183000Z');
    expect(url.searchParams.get('details')).toBe(`A live webinar & Q&A.\n\n${webinar.url}`);
    expect(url.searchParams.get('location')).toBe('Online (live webinar)');
  });

  it('builds the Outlook compose link', () => {
    const url = new URL(calendarLink('outlook', webinar));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe(webinar.title);
    expect(url.searchParams.get('startdt')).toBe('2025-06-17T17:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2025-06-17T18:30:00.000Z');
    expect(url.searchParams.get('body')).toBe(`A live webinar & Q&A.\n\n${webinar.url}`);
    expect(url.searchParams.get('location')).toBe('Online (live webinar)');
  });

  it('leaves the page URL out of the details when there is none', () => {
    const url = new URL(calendarLink('google', { ...webinar, url: undefined }));
    expect(url.searchParams.get('details')).toBe('A live webinar & Q&A.');
  });

  it('gives an empty link (and logs) when the link cannot be built', () => {
    const log = vi.fn();
    const broken = { now: () => new Date(Number.NaN), log };
    expect(calendarLink('google', { ...webinar, date: 'someday' }, broken)).toBe('');
    expect(calendarLink('outlook', { ...webinar, date: 'someday' }, broken)).toBe('');
    // each call logs the parse failure, then the link failure
    expect(log).toHaveBeenCalledTimes(4);
    expect(String(log.mock.calls[1]?.[0])).toContain('google calendar link');
  });
});
