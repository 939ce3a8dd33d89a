/** The one month-name table: US English, January first. Post dates show it; the RSS feed takes the first three letters; event dates are read with it. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
