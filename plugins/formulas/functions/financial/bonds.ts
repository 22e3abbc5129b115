import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { finite, numberArgs } from '../lookup/shared/args.js';
import { couponDays, couponDaysAfter, couponDaysBefore, readCoupon, type CouponPeriod } from './coupons.js';

/** Price per 100 face value of a bond paying periodic coupons (Excel's PRICE formula). */
export function bondPrice(p: CouponPeriod, rate: number, yld: number, redemption: number): number {
  const e = couponDays(p);
  const dsc = couponDaysAfter(p) / e;
  const a = couponDaysBefore(p) / e;
  const coupon = (100 * rate) / p.frequency;
  const y = yld / p.frequency;
  if (p.count === 1) return (redemption + coupon) / (1 + dsc * y) - coupon * a;
  let price = redemption / (1 + y) ** (p.count - 1 + dsc);
  for (let k = 1; k <= p.count; k++) price += coupon / (1 + y) ** (k - 1 + dsc);
  return price - coupon * a;
}

/** YIELD: closed form for one remaining coupon, else Newton's method on PRICE. */
function bondYield(p: CouponPeriod, rate: number, price: number, redemption: number): number | FormulaError {
  if (p.count === 1) {
    const e = couponDays(p);
    const a = couponDaysBefore(p) / e;
    const dsr = couponDaysAfter(p) / e;
    const paid = price / 100 + (a * rate) / p.frequency;
    return ((redemption / 100 + rate / p.frequency - paid) / paid) * (p.frequency / dsr);
  }
  let y = 0.1;
  for (let i = 0; i < 100; i++) {
    const f = bondPrice(p, rate, y, redemption) - price;
    const h = 1e-7;
    const slope = (bondPrice(p, rate, y + h, redemption) - bondPrice(p, rate, y - h, redemption)) / (2 * h);
    if (slope === 0 || !Number.isFinite(f / slope)) return ERRORS.NUM;
    const next = y - f / slope;
    if (Math.abs(next - y) < 1e-12) return next;
    y = next <= -p.frequency ? (y - p.frequency) / 2 : next;
  }
  return ERRORS.NUM;
}

/** Macaulay duration in years. */
function duration(p: CouponPeriod, coupon: number, yld: number): number {
  const dsc = couponDaysAfter(p) / couponDays(p);
  const y = 1 + yld / p.frequency;
  let weighted = 0;
  let value = 0;
  for (let k = 1; k <= p.count; k++) {
    const t = k - 1 + dsc;
    const cash = (100 * coupon) / p.frequency + (k === p.count ? 100 : 0);
    const pv = cash / y ** t;
    weighted += t * pv;
    value += pv;
  }
  return weighted / value / p.frequency;
}

type BondBody = (p: CouponPeriod, a: number, b: number, c: number) => number | FormulaError;

/**
 * Bond functions share a shape: settlement, maturity, two or three numbers, frequency, [basis].
 * `numbers` is how many values sit between the dates and the frequency.
 */
function bond(name: string, syntax: string, description: string, numbers: number, body: BondBody): FunctionDefinition {
  const frequency = 2 + numbers;
  return {
    name, category: 'financial', minArgs: frequency + 1, maxArgs: frequency + 2, description, syntax,
    call: (args: readonly Value[]) => {
      const p = readCoupon(args, { dates: [0, 1], frequency, basis: frequency + 1 });
      if (p instanceof FormulaError) return p;
      const n = numberArgs(args.slice(2, frequency), new Array<undefined>(numbers).fill(undefined));
      if (n instanceof FormulaError) return n;
      const out = body(p, n[0], n[1], n[2]);
      return out instanceof FormulaError ? out : finite(out);
    },
  };
}

export const bondFunctions: readonly FunctionDefinition[] = [
  bond('PRICE', 'PRICE(settlement, maturity, rate, yield, redemption, frequency, [day_count_convention])',
    'The price per 100 face value of a security that pays periodic interest.', 3,
    (p, rate, yld, redemption) => (rate < 0 || yld < 0 || redemption <= 0 ? ERRORS.NUM : bondPrice(p, rate, yld, redemption))),
  bond('YIELD', 'YIELD(settlement, maturity, rate, price, redemption, frequency, [day_count_convention])',
    'The yield of a security that pays periodic interest.', 3,
    (p, rate, price, redemption) => (rate < 0 || price <= 0 || redemption <= 0 ? ERRORS.NUM : bondYield(p, rate, price, redemption))),
  bond('DURATION', 'DURATION(settlement, maturity, rate, yield, frequency, [day_count_convention])',
    'The Macaulay duration of a security that pays periodic interest.', 2,
    (p, coupon, yld) => (coupon < 0 || yld < 0 ? ERRORS.NUM : duration(p, coupon, yld))),
  bond('MDURATION', 'MDURATION(settlement, maturity, rate, yield, frequency, [day_count_convention])',
    'The modified duration of a security that pays periodic interest.', 2,
    (p, coupon, yld) => (coupon < 0 || yld < 0 ? ERRORS.NUM : duration(p, coupon, yld) / (1 + yld / p.frequency))),
];
