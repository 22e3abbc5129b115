import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { booleanArg, finite, numberArgs } from '../lookup/shared/args.js';
import { daysInMonth, partsOf } from '../date/serial.js';
import { addMonths, dayCount, days360, isBasis, type Basis } from './day-count.js';

/**
 * ACCRINT as Excel computes it, checked on the 400 cases of the `accrint_cases` book Excel saved
 * (../shared/excel-books): par × rate / frequency × Σ accrued days / normal length, over the
 * quasi-coupon periods of Microsoft's formula. Coupon dates fall every 12/frequency months from
 * first_interest, at month end when first_interest is at month end.
 * - The period settlement is measured in counts the days from its start (or from issue, when later) to
 *   settlement, over the length COUPDAYS gives the period that ends on first_interest.
 * - Each earlier whole period after issue counts 1, and 0 with calc_method FALSE.
 * - The period issue falls in counts the days from issue to its end over the period's own length.
 * The period settlement is measured in is the one ending on first_interest unless calc_method is TRUE
 * and settlement comes after first_interest: so with FALSE, or a settlement before first_interest's
 * period, Excel measures settlement in that one period, giving negative days for a settlement before it
 * (ACCRINT can be negative) and calc_method FALSE mostly does not stop the accrual at first_interest.
 */
interface Schedule {
  readonly first: number;
  readonly day: number;
  readonly months: number;
  readonly endOfMonth: boolean;
  readonly frequency: number;
  readonly basis: Basis;
}

/** The k-th coupon date after first_interest (0 is first_interest, -1 the one before it). */
function couponDate(s: Schedule, k: number): number {
  return addMonths(s.first, s.months * k, s.endOfMonth, s.day);
}

/** The length COUPDAYS gives the regular period that ends on first_interest. */
function regularLength(s: Schedule): number {
  if (s.basis === 1) return s.first - couponDate(s, -1);
  return (s.basis === 3 ? 365 : 360) / s.frequency;
}

/** The length of the period [from, to] that issue falls in, counted as the basis counts a span's length. */
function periodLength(from: number, to: number, s: Schedule): number {
  switch (s.basis) {
    case 0: return days360(from, to, 'us-both');
    case 1: return to - from;
    case 2: return days360(from, to, 'us');
    case 3: return 365 / s.frequency;
    case 4: return days360(from, to, 'european');
  }
}

/** The quasi-coupon periods accrued from issue to settlement (Σ Ai / NLi). */
function accruedPeriods(issue: number, settlement: number, s: Schedule, fromIssue: boolean): number {
  let end = 0;
  if (fromIssue) while (couponDate(s, end) < settlement) end++;
  const start = couponDate(s, end - 1);
  let periods = dayCount(Math.max(issue, start), settlement, s.basis) / regularLength(s);
  for (let k = end - 1; couponDate(s, k) > issue; k--) {
    const from = couponDate(s, k - 1);
    const to = couponDate(s, k);
    if (from >= issue) periods += fromIssue ? 1 : 0;
    else periods += dayCount(issue, to, s.basis) / periodLength(from, to, s);
  }
  return periods;
}

export const ACCRINT: EagerFunction = {
  name: 'ACCRINT', category: 'financial', minArgs: 6, maxArgs: 8,
  description: 'The accrued interest of a security that pays periodic interest.',
  syntax: 'ACCRINT(issue, first_payment, settlement, rate, redemption, frequency, [day_count_convention], [calc_method])',
  call: (args) => {
    const n = numberArgs(args, [undefined, undefined, undefined, undefined, 1000, undefined, 0]);
    if (n instanceof FormulaError) return n;
    const fromIssue = booleanArg(args, 7, true);
    if (fromIssue instanceof FormulaError) return fromIssue;
    const [issue, first, settlement] = n.slice(0, 3).map(Math.trunc);
    const [rate, par] = [n[3], n[4]];
    const [frequency, basis] = [Math.trunc(n[5]), Math.trunc(n[6])];
    if (rate <= 0 || par <= 0 || ![1, 2, 4].includes(frequency) || !isBasis(basis)) return ERRORS.NUM;
    if (issue < 0 || first < 0 || issue >= settlement) return ERRORS.NUM;
    const date = partsOf(first);
    const schedule: Schedule = {
      first, day: date.day, months: 12 / frequency, endOfMonth: date.day === daysInMonth(date.year, date.month), frequency, basis,
    };
    return finite((par * rate / frequency) * accruedPeriods(issue, settlement, schedule, fromIssue));
  },
};
