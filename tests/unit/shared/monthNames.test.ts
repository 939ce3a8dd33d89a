import { describe, expect, it } from 'vitest';
import { rfc822Date } from '../../../cli/export/feed';
import { formatPostDate } from '../../../src/shared/blog/dates';
import { parseEventStart } from '../../../src/shared/calendar';

// every reader of the one month table (src/shared/monthNames.ts), month by month
const months = [
  ['01', 'January', 'Jan'],
  ['02', 'February', 'Feb'],
  ['03', 'March', 'Mar'],
  ['04', 'April', 'Apr'],
  ['05', 'May', 'May'],
  ['06', 'June', 'Jun'],
  ['07', 'July', 'Jul'],
  ['08', 'August', 'Aug'],
  ['09', 'September', 'Sep'],
  ['10', 'October', 'Oct'],
  ['11', 'November', 'Nov'],
  ['12', 'December', 'Dec'],
] as const;

describe('month names', () => {
  it.each(months)('month %s: post dates show %s, the RSS feed writes %s', (mm, full, short) => {
    expect(formatPostDate(`2025-${mm}-15`)).toBe(`${full} 15, 2025`);
    expect(rfc822Date(`2025-${mm}-15`)).toMatch(new RegExp(`^\\w{3}, 15 ${short} 2025 00:00:00 GMT$`));
  });

  it.each(months)('month %s: event dates are read by its full name or first three letters, in any case', (mm, full, short) => {
    const noonUtc = (text: string) => parseEventStart(`${text} 15, 2025`, '12:00')?.toISOString().slice(0, 10);
    for (const name of [full, short, full.toUpperCase(), short.toLowerCase()]) expect(noonUtc(name), name).toBe(`2025-${mm}-15`);
  });

  it('reads "Sept" and refuses names that are not months', () => {
    expect(parseEventStart('Sept 15, 2025', '12:00')?.toISOString().slice(0, 10)).toBe('2025-09-15');
    expect(parseEventStart('Janu 15, 2025', '12:00')).toBeNull();
    expect(parseEventStart('Mayo 15, 2025', '12:00')).toBeNull();
  });
});
