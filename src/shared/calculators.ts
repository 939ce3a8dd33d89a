/**
 * The two cost calculators of the product pages (spec section 9): their input ranges and formulas.
 * Pure functions, shared by the sliders in the browser and the unit tests.
 */

/** a bounded slider input: min, max, step and the value it starts at */
export interface InputRange {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

/** fixed cost of one password reset, in dollars */
export const COST_PER_RESET = 50;

export const passwordCostRanges = {
  users: { min: 100, max: 5000, step: 100, defaultValue: 500 },
  resetsPerYear: { min: 1, max: 10, step: 1, defaultValue: 2 },
} as const satisfies Record<string, InputRange>;

export interface PasswordCostInput {
  users: number;
  resetsPerYear: number;
}

/** annual cost of password resets: users × resets per year × $50 */
export function passwordResetCost({ users, resetsPerYear }: PasswordCostInput): number {
  return users * resetsPerYear * COST_PER_RESET;
}

/** dollars per minute of administrator time, as the spec's badge formula states it */
export const ADMIN_COST_PER_MINUTE = 30;

export const badgeCostRanges = {
  holders: { min: 100, max: 5000, step: 100, defaultValue: 500 },
  percentLost: { min: 1, max: 30, step: 1, defaultValue: 10 },
  costPerBadge: { min: 5, max: 50, step: 5, defaultValue: 15 },
  adminMinutes: { min: 5, max: 60, step: 5, defaultValue: 20 },
} as const satisfies Record<string, InputRange>;

export interface BadgeCostInput {
  holders: number;
  /** percent of badges lost or replaced per year, 1 to 30 */
  percentLost: number;
  costPerBadge: number;
  /** administrator minutes spent on each replacement */
  adminMinutes: number;
}

export interface BadgeCostBreakdown {
  /** badges replaced in a year (may be fractional before rounding) */
  replacements: number;
  badgeCost: number;
  adminCost: number;
  /** the rounded annual total */
  total: number;
}

/** annual badge replacement cost, split into its two terms; the total is rounded to whole dollars */
export function badgeCostBreakdown({ holders, percentLost, costPerBadge, adminMinutes }: BadgeCostInput): BadgeCostBreakdown {
  // multiply before dividing so whole inputs stay exact in floating point
  const replacements = (holders * percentLost) / 100;
  const badgeCost = replacements * costPerBadge;
  const adminCost = replacements * adminMinutes * ADMIN_COST_PER_MINUTE;
  return { replacements, badgeCost, adminCost, total: Math.round(badgeCost + adminCost) };
}

/**
 * annual badge cost: holders × percent/100 × cost per badge + holders × percent/100 × minutes × 30, rounded
 */
export function badgeReplacementCost(input: BadgeCostInput): number {
  return badgeCostBreakdown(input).total;
}

/** the default values of a set of ranges, e.g. { users: 500, resetsPerYear: 2 } */
export function defaultsOf<K extends string>(ranges: Record<K, InputRange>): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of Object.keys(ranges) as K[]) out[key] = ranges[key].defaultValue;
  return out;
}

/** a value clamped into the range and snapped to its step grid */
export function clampToRange(value: number, { min, max, step }: InputRange): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/**
 * a whole number with en-US thousands separators ('-1,234'), rounding half away from zero like
 * Intl.NumberFormat: written out because the first Intl object a page creates costs tens of
 * milliseconds of main thread (ICU set-up) on a phone, and the calculators need only this format
 */
function groupThousands(n: number): string {
  const rounded = Math.round(Math.abs(n));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/** whole US dollars with thousands separators, e.g. '$50,000' */
export function formatUsd(amount: number): string {
  const text = groupThousands(Math.round(amount));
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** a whole number with thousands separators, e.g. '5,000' */
export function formatCount(n: number): string {
  return groupThousands(n);
}
