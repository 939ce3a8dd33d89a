// a spreadsheet runs a cell that starts with one of these as a formula (=, +, -, @, tab, carriage return)
const FORMULA_START = /^[=+\-@\t\r]/;

/** one CSV cell (RFC 4180), neutralised against formula injection by a leading apostrophe */
export function csvCell(value: string | number | boolean | null): string {
  let s = value === null ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
