import { describe, expect, it } from 'vitest';
import { formatPostDate, isoPostDate, postDateValue } from '../../../src/shared/blog/dates';

describe('formatPostDate', () => {
  it.each([
    ['2025-02-18', 'February 18, 2025'],
    ['2025-01-01', 'January 1, 2025'],
    ['2024-12-31', 'December 31, 2024'],
    ['2024-02-29', 'February 29, 2024'],
    // a date-time keeps the day the author wrote, whatever the reader's time zone
    ['2025-03-10T23:30:00.000-05:00', 'March 10, 2025'],
    ['2025-03-10T00:15:00Z', 'March 10, 2025'],
    ['  2025-07-04  ', 'July 4, 2025'],
    ['March 5, 2025', 'March 5, 2025'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPostDate(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['not a date'],
    ['2025-13-01'],
    ['2025-02-30'],
    ['2023-02-29'],
    ['2025-02-18Tgarbage'],
    ['12'],
    [null],
    [undefined],
  ])('renders %j as empty', (input) => {
    expect(formatPostDate(input)).toBe('');
  });
});

describe('isoPostDate and postDateValue', () => {
  it('give the calendar day and a sortable value', () => {
    expect(isoPostDate('2025-03-10T23:30:00-05:00')).toBe('2025-03-10');
    expect(isoPostDate('bad')).toBe('');
    expect(postDateValue('2025-01-02') - postDateValue('2025-01-01')).toBe(1);
    expect(Number.isNaN(postDateValue('bad'))).toBe(true);
  });
});
