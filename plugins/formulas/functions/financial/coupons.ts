import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { numberArgs } from '../lookup/shared/args.js';
import { daysInMonth } from '../date/serial.js';
import { addMonths, dayCount, isBasis, type Basis } from './day-count.js';
import { serialToDate } from '../../../workbook/index.js';

/** The coupon schedule around a settlement date: coupons fall back from maturity every 12/freq months. */
export interface CouponPeriod {
  readonly settlement: number;
  readonly maturity: number;
  readonly frequency: number;
  readonly basis: Basis;
  /** Previous coupon date (on or before settlement) and next one (after it). */
  readonly previous: number;
  readonly next: number;
  /** Coupons still to be paid, the next one included. */
  readonly count: number;
}

export function couponPeriod(settlement: number, maturity: number, frequency: number, basis: Basis): CouponPeriod {
  const step = 12 / frequency;
  const m = serialToDate(maturity);
  const endOfMonth = m.day === daysInMonth(m.year, m.month);
  let count = 1;
  let previous = addMonths(maturity, -step, endOfMonth, m.day);
  while (previous > settlement) {
    count++;
    previous = addMonths(maturity, -step * count, endOfMonth, m.day);
  }
  const next = addMonths(maturity, -step * (count - 1), endOfMonth, m.day);
  return { settlement, maturity, frequency, basis, previous, next, count };
}

/** Days in the coupon period containing settlement. */
export function couponDays(p: CouponPeriod): number {
  if (p.basis === 1) return p.next - p.previous;
  return (p.basis === 3 ? 365 : 360) / p.frequency;
}

/** Days from the start of the coupon period to settlement. */
export function couponDaysBefore(p: CouponPeriod): number {
  return dayCount(p.previous, p.settlement, p.basis);
}

/** Days from settlement to the next coupon. */
export function couponDaysAfter(p: CouponPeriod): number {
  if (p.basis === 0 || p.basis === 4) return couponDays(p) - couponDaysBefore(p);
  return p.next - p.settlement;
}

/**
 * Reads settlement, maturity, frequency and basis at the given positions with Excel's checks: dates
 * truncated, settlement before maturity, frequency 1, 2 or 4, basis 0-4, else #NUM!.
 */
export function readCoupon(args: readonly Value[], at: { dates: [number, number]; frequency: number; basis: number }): CouponPeriod | FormulaError {
  const picked = [args[at.dates[0]], args[at.dates[1]], args[at.frequency], args[at.basis] ?? null];
  const n = numberArgs(picked, [undefined, undefined, undefined, 0]);
  if (n instanceof FormulaError) return n;
  const [settlement, maturity, frequency, basis] = [Math.trunc(n[0]), Math.trunc(n[1]), Math.trunc(n[2]), Math.trunc(n[3])];
  if (settlement >= maturity || settlement < 0 || ![1, 2, 4].includes(frequency) || !isBasis(basis)) return ERRORS.NUM;
  return couponPeriod(settlement, maturity, frequency, basis);
}

function couponFunction(name: string, description: string, body: (p: CouponPeriod) => number): FunctionDefinition {
  return {
    name, category: 'financial', minArgs: 3, maxArgs: 4, description,
    syntax: `${name}(settlement, maturity, frequency, [day_count_convention])`,
    call: (args) => {
      const p = readCoupon(args, { dates: [0, 1], frequency: 2, basis: 3 });
      return p instanceof FormulaError ? p : body(p);
    },
  };
}

export const couponFunctions: readonly FunctionDefinition[] = [
  couponFunction('COUPDAYBS', 'Days from the start of the coupon period to settlement.', couponDaysBefore),
  couponFunction('COUPDAYS', 'Days in the coupon period that contains settlement.', couponDays),
  couponFunction('COUPDAYSNC', 'Days from settlement to the next coupon date.', couponDaysAfter),
  couponFunction('COUPNCD', 'The next coupon date after settlement.', (p) => p.next),
  couponFunction('COUPNUM', 'The number of coupons payable between settlement and maturity.', (p) => p.count),
  couponFunction('COUPPCD', 'The last coupon date before settlement.', (p) => p.previous),
];
