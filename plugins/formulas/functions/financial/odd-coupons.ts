import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { finite, numberArgs } from '../lookup/shared/args.js';
import { serialToDate } from '../../../workbook/index.js';
import { daysInMonth } from '../date/serial.js';
import { addMonths, dayCount, isBasis, type Basis } from './day-count.js';

/**
 * Bonds with an odd first or last coupon period (ODDFPRICE, ODDFYIELD, ODDLPRICE, ODDLYIELD), after
 * the formulas of Excel's documentation: the odd period is cut into quasi-coupon periods of regular
 * length, each counted in days under the basis.
 */
interface Span {
  readonly start: number;
  readonly end: number;
}

interface Bond {
  readonly frequency: number;
  readonly basis: Basis;
}

/** Regular length in days of a quasi-coupon period. */
function normalLength(p: Span, bond: Bond): number {
  if (bond.basis === 1) return p.end - p.start;
  return (bond.basis === 3 ? 365 : 360) / bond.frequency;
}

/** Days of [from, to] that fall inside a period (0 when they miss it). */
function overlap(p: Span, from: number, to: number, basis: Basis): number {
  const a = Math.max(p.start, from);
  const b = Math.min(p.end, to);
  return b > a ? dayCount(a, b, basis) : 0;
}

/** Quasi-coupon periods from `anchor` stepping by 12/frequency months until `limit` is covered. */
function quasiPeriods(anchor: number, limit: number, bond: Bond, forward: boolean): Span[] {
  const months = 12 / bond.frequency;
  const a = serialToDate(anchor);
  const endOfMonth = a.day === daysInMonth(a.year, a.month);
  const periods: Span[] = [];
  for (let k = 1; k <= 1200; k++) {
    const next = addMonths(anchor, (forward ? months : -months) * k, endOfMonth, a.day);
    const previous = addMonths(anchor, (forward ? months : -months) * (k - 1), endOfMonth, a.day);
    periods.push(forward ? { start: previous, end: next } : { start: next, end: previous });
    if (forward ? next >= limit : next <= limit) break;
  }
  return forward ? periods : periods.reverse();
}

/** The odd-last-period sums: accrued, counted and remaining fractions of quasi periods. */
function oddLastSums(settlement: number, maturity: number, last: number, bond: Bond) {
  let accrued = 0;
  let counted = 0;
  let remaining = 0;
  for (const p of quasiPeriods(last, maturity, bond, true)) {
    const length = normalLength(p, bond);
    counted += overlap(p, p.start, maturity, bond.basis) / length;
    accrued += overlap(p, p.start, settlement, bond.basis) / length;
    remaining += overlap(p, settlement, maturity, bond.basis) / length;
  }
  return { accrued, counted, remaining };
}

function oddLastPrice(d: number[], bond: Bond): number {
  const [settlement, maturity, last, rate, yld, redemption] = d;
  const s = oddLastSums(settlement, maturity, last, bond);
  const coupon = (100 * rate) / bond.frequency;
  return (redemption + s.counted * coupon) / (1 + (s.remaining * yld) / bond.frequency) - s.accrued * coupon;
}

function oddLastYield(d: number[], bond: Bond): number {
  const [settlement, maturity, last, rate, price, redemption] = d;
  const s = oddLastSums(settlement, maturity, last, bond);
  const coupon = (100 * rate) / bond.frequency;
  const paid = price + s.accrued * coupon;
  return ((redemption + s.counted * coupon - paid) / paid) * (bond.frequency / s.remaining);
}

/** Price with an odd first period (short or long), discounting from the next quasi-coupon date. */
function oddFirstPrice(d: number[], bond: Bond): number {
  const [settlement, maturity, issue, first, rate, yld, redemption] = d;
  const coupon = (100 * rate) / bond.frequency;
  const y = 1 + yld / bond.frequency;
  const odd = quasiPeriods(first, issue, bond, false);
  let counted = 0;
  let accrued = 0;
  for (const p of odd) {
    const length = normalLength(p, bond);
    counted += overlap(p, issue, p.end, bond.basis) / length;
    accrued += overlap(p, issue, settlement, bond.basis) / length;
  }
  const current = odd.find((p) => p.start <= settlement && settlement < p.end) ?? odd[odd.length - 1];
  const dsc = dayCount(settlement, current.end, bond.basis) / normalLength(current, bond);
  const wholeAfter = odd.length - 1 - odd.indexOf(current);
  const regular = quasiPeriods(first, maturity, bond, true).length;
  let price = redemption / y ** (regular + wholeAfter + dsc);
  price += (coupon * counted) / y ** (wholeAfter + dsc);
  for (let k = 1; k <= regular; k++) price += coupon / y ** (k + wholeAfter + dsc);
  return price - coupon * accrued;
}

function oddFirstYield(d: number[], bond: Bond): number | FormulaError {
  const [settlement, maturity, issue, first, rate, price, redemption] = d;
  const at = (y: number) => oddFirstPrice([settlement, maturity, issue, first, rate, y, redemption], bond);
  let y = rate > 0 ? rate : 0.05;
  for (let i = 0; i < 100; i++) {
    const f = at(y) - price;
    const slope = (at(y + 1e-7) - at(y - 1e-7)) / 2e-7;
    if (slope === 0 || !Number.isFinite(f / slope)) return ERRORS.NUM;
    const next = y - f / slope;
    if (Math.abs(next - y) < 1e-12) return next;
    y = next <= -bond.frequency ? (y - bond.frequency) / 2 : next;
  }
  return ERRORS.NUM;
}

type Body = (d: number[], bond: Bond) => number | FormulaError;

/**
 * Reads the arguments (dates truncated), checks frequency and basis, the order of the dates and the
 * signs of rates and prices, then computes.
 */
function oddBond(name: string, syntax: string, description: string, count: number, order: (d: number[]) => boolean, body: Body): FunctionDefinition {
  return {
    name, category: 'financial', minArgs: count + 1, maxArgs: count + 2, description, syntax,
    call: (args: readonly Value[]) => {
      const n = numberArgs(args, [...new Array<undefined>(count + 1).fill(undefined), 0]);
      if (n instanceof FormulaError) return n;
      const frequency = Math.trunc(n[count]);
      const basis = Math.trunc(n[count + 1]);
      const d = n.slice(0, count).map((v, i) => (i < count - 3 ? Math.trunc(v) : v));
      if (![1, 2, 4].includes(frequency) || !isBasis(basis) || !order(d)) return ERRORS.NUM;
      if (d[count - 3] < 0 || d[count - 2] < 0 || d[count - 1] <= 0) return ERRORS.NUM;
      const out = body(d, { frequency, basis });
      return out instanceof FormulaError ? out : finite(out);
    },
  };
}

const lastOrder = ([settlement, maturity, last]: number[]) => last < settlement && settlement < maturity;
const firstOrder = ([settlement, maturity, issue, first]: number[]) => issue < settlement && settlement < first && first < maturity;

export const oddCouponFunctions: readonly FunctionDefinition[] = [
  oddBond('ODDLPRICE', 'ODDLPRICE(settlement, maturity, last_interest, rate, yield, redemption, frequency, [basis])',
    'The price per 100 face value of a security with an odd last period.', 6, lastOrder, oddLastPrice),
  oddBond('ODDLYIELD', 'ODDLYIELD(settlement, maturity, last_interest, rate, price, redemption, frequency, [basis])',
    'The yield of a security with an odd last period.', 6, lastOrder, oddLastYield),
  oddBond('ODDFPRICE', 'ODDFPRICE(settlement, maturity, issue, first_coupon, rate, yield, redemption, frequency, [basis])',
    'The price per 100 face value of a security with an odd first period.', 7, firstOrder, oddFirstPrice),
  oddBond('ODDFYIELD', 'ODDFYIELD(settlement, maturity, issue, first_coupon, rate, price, redemption, frequency, [basis])',
    'The yield of a security with an odd first period.', 7, firstOrder, oddFirstYield),
];
