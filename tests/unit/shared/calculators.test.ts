import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  badgeCostBreakdown,
  badgeCostRanges,
  badgeReplacementCost,
  COST_PER_RESET,
  clampToRange,
  defaultsOf,
  formatUsd,
  passwordCostRanges,
  passwordResetCost,
} from '../../../src/shared/calculators';

describe('password-cost calculator', () => {
  it('has the ranges of spec section 9', () => {
    expect(passwordCostRanges.users).toEqual({ min: 100, max: 5000, step: 100, defaultValue: 500 });
    expect(passwordCostRanges.resetsPerYear).toEqual({ min: 1, max: 10, step: 1, defaultValue: 2 });
    expect(COST_PER_RESET).toBe(50);
  });

  it('costs $50,000 a year at the defaults (500 users × 2 resets)', () => {
    expect(passwordResetCost(defaultsOf(passwordCostRanges))).toBe(50_000);
    expect(formatUsd(passwordResetCost({ users: 500, resetsPerYear: 2 }))).toBe('$50,000');
  });

  it('is correct at the bounds', () => {
    expect(passwordResetCost({ users: 100, resetsPerYear: 1 })).toBe(5_000);
    expect(passwordResetCost({ users: 5000, resetsPerYear: 10 })).toBe(2_500_000);
    expect(passwordResetCost({ users: 100, resetsPerYear: 10 })).toBe(50_000);
    expect(passwordResetCost({ users: 5000, resetsPerYear: 1 })).toBe(250_000);
  });

  it('is users × resets × 50 on every point of the slider grid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 10 }), (hundreds, resets) => {
        const users = hundreds * 100;
        expect(passwordResetCost({ users, resetsPerYear: resets })).toBe(users * resets * 50);
      }),
    );
  });
});

describe('badge-cost calculator', () => {
  it('has the ranges of spec section 9', () => {
    expect(badgeCostRanges).toEqual({
      holders: { min: 100, max: 5000, step: 100, defaultValue: 500 },
      percentLost: { min: 1, max: 30, step: 1, defaultValue: 10 },
      costPerBadge: { min: 5, max: 50, step: 5, defaultValue: 15 },
      adminMinutes: { min: 5, max: 60, step: 5, defaultValue: 20 },
    });
  });

  it('costs $30,750 a year at the defaults', () => {
    // 500 × 10% × $15 = 750, plus 500 × 10% × 20 min × 30 = 30,000
    const defaults = defaultsOf(badgeCostRanges);
    expect(badgeCostBreakdown(defaults)).toEqual({ replacements: 50, badgeCost: 750, adminCost: 30_000, total: 30_750 });
    expect(formatUsd(badgeReplacementCost(defaults))).toBe('$30,750');
  });

  it('is correct at the lower and upper bounds', () => {
    expect(badgeReplacementCost({ holders: 100, percentLost: 1, costPerBadge: 5, adminMinutes: 5 })).toBe(155);
    expect(badgeReplacementCost({ holders: 5000, percentLost: 30, costPerBadge: 50, adminMinutes: 60 })).toBe(2_775_000);
  });

  it('follows the formula and rounds to whole dollars', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 12 }),
        (holders, percentLost, fives, minuteFives) => {
          const input = { holders, percentLost, costPerBadge: fives * 5, adminMinutes: minuteFives * 5 };
          const exact = ((holders * percentLost) / 100) * input.costPerBadge + ((holders * percentLost) / 100) * input.adminMinutes * 30;
          const total = badgeReplacementCost(input);
          expect(Number.isInteger(total)).toBe(true);
          expect(total).toBe(Math.round(exact));
        },
      ),
    );
  });

  it('rounds a fractional result (holders off the slider grid)', () => {
    // 150 × 3% = 4.5 badges: 4.5 × 5 = 22.5, plus 4.5 × 5 min × 30 = 675, total 697.5 → 698
    expect(badgeCostBreakdown({ holders: 150, percentLost: 3, costPerBadge: 5, adminMinutes: 5 }).total).toBe(698);
  });
});

describe('clampToRange', () => {
  it('clamps to the bounds and snaps to the step', () => {
    const users = passwordCostRanges.users;
    expect(clampToRange(0, users)).toBe(100);
    expect(clampToRange(99_999, users)).toBe(5000);
    expect(clampToRange(449, users)).toBe(400);
    expect(clampToRange(451, users)).toBe(500);
    expect(clampToRange(Number.NaN, users)).toBe(100);
    expect(clampToRange(7, badgeCostRanges.costPerBadge)).toBe(5);
    expect(clampToRange(8, badgeCostRanges.costPerBadge)).toBe(10);
  });
});
