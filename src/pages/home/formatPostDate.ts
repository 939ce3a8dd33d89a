const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'March 11, 2025' from '2025-03-11' (format 'MMMM d, yyyy'); an unparseable date gives '' */
export function formatPostDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : longDate.format(time);
}
