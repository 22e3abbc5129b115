import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS } from '../../values.js';
import { numeric } from './define.js';
import { fv, ipmt, pmt, pv, tvmEquation } from './tvm-math.js';

/** Excel reads any non-zero type as 1 (payment at the start of the period). */
const flag = (type: number) => (type !== 0 ? 1 : 0);

/**
 * RATE's Newton iteration from Excel's guess (0.1) must settle within 1e-7. Excel documents 20 steps,
 * yet it solves 30-year monthly loans from the default guess, which plain Newton needs ~40 steps for;
 * LibreOffice's limit of 150 matches what Excel answers in practice.
 */
const RATE_ITERATIONS = 150;
const RATE_TOLERANCE = 1e-7;

function rate(nper: number, payment: number, pvalue: number, fvalue: number, type: number, guess: number) {
  let r = guess;
  for (let i = 0; i < RATE_ITERATIONS; i++) {
    const [f, df] = tvmEquation(r, nper, payment, pvalue, fvalue, type);
    if (df === 0 || !Number.isFinite(f / df)) return ERRORS.NUM;
    // A step below -100% leaves the equation's domain: go halfway there instead.
    const next = r - f / df <= -1 ? (r - 1) / 2 : r - f / df;
    if (Math.abs(next - r) < RATE_TOLERANCE) return polish(next, nper, payment, pvalue, fvalue, type);
    r = next;
  }
  return ERRORS.NUM;
}

/** A few more Newton steps once converged, so the result carries full precision. */
function polish(r: number, nper: number, payment: number, pvalue: number, fvalue: number, type: number): number {
  for (let i = 0; i < 3; i++) {
    const [f, df] = tvmEquation(r, nper, payment, pvalue, fvalue, type);
    if (df === 0 || f === 0) break;
    r -= f / df;
  }
  return r;
}

function nper(r: number, payment: number, pvalue: number, fvalue: number, type: number) {
  if (r === 0) return payment === 0 ? ERRORS.NUM : -(pvalue + fvalue) / payment;
  const a = payment * (1 + r * type);
  const ratio = (a - fvalue * r) / (a + pvalue * r);
  return ratio <= 0 ? ERRORS.NUM : Math.log(ratio) / Math.log(1 + r);
}

function cumulative(args: number[], interest: boolean) {
  const [r, n, pvalue, start, end, type] = args;
  const first = Math.trunc(start);
  const last = Math.trunc(end);
  if (r <= 0 || n <= 0 || pvalue <= 0 || first < 1 || last < first || last > n || (type !== 0 && type !== 1)) return ERRORS.NUM;
  const payment = pmt(r, n, pvalue, 0, type);
  let total = 0;
  for (let per = first; per <= last; per++) {
    const i = ipmt(r, per, n, pvalue, 0, type);
    total += interest ? i : payment - i;
  }
  return total;
}

function perPayment(args: number[], part: 'interest' | 'principal') {
  const [r, per, n, pvalue, fvalue, type] = args;
  if (per < 1 || per > n) return ERRORS.NUM;
  const i = ipmt(r, per, n, pvalue, fvalue, flag(type));
  return part === 'interest' ? i : pmt(r, n, pvalue, fvalue, flag(type)) - i;
}

export const tvmFunctions: readonly FunctionDefinition[] = [
  numeric('PMT', 'PMT(rate, number_of_periods, present_value, [future_value], [end_or_beginning])',
    'The periodic payment of a loan or annuity with constant payments and rate.', [undefined, undefined, undefined, 0, 0],
    ([r, n, p, f, t]) => (n === 0 ? ERRORS.NUM : pmt(r, n, p, f, flag(t)))),
  numeric('IPMT', 'IPMT(rate, period, number_of_periods, present_value, [future_value], [end_or_beginning])',
    'The interest part of one payment.', [undefined, undefined, undefined, undefined, 0, 0], (n) => perPayment(n, 'interest')),
  numeric('PPMT', 'PPMT(rate, period, number_of_periods, present_value, [future_value], [end_or_beginning])',
    'The principal part of one payment.', [undefined, undefined, undefined, undefined, 0, 0], (n) => perPayment(n, 'principal')),
  numeric('PV', 'PV(rate, number_of_periods, payment_amount, [future_value], [end_or_beginning])',
    'The present value of an annuity.', [undefined, undefined, undefined, 0, 0], ([r, n, p, f, t]) => pv(r, n, p, f, flag(t))),
  numeric('FV', 'FV(rate, number_of_periods, payment_amount, [present_value], [end_or_beginning])',
    'The future value of an annuity.', [undefined, undefined, undefined, 0, 0], ([r, n, p, v, t]) => fv(r, n, p, v, flag(t))),
  numeric('NPER', 'NPER(rate, payment_amount, present_value, [future_value], [end_or_beginning])',
    'The number of periods of an annuity.', [undefined, undefined, undefined, 0, 0], ([r, p, v, f, t]) => nper(r, p, v, f, flag(t))),
  numeric('RATE', 'RATE(number_of_periods, payment_per_period, present_value, [future_value], [end_or_beginning], [rate_guess])',
    'The interest rate per period of an annuity.', [undefined, undefined, undefined, 0, 0, 0.1],
    ([n, p, v, f, t, g]) => (n <= 0 ? ERRORS.NUM : rate(n, p, v, f, flag(t), g))),
  numeric('CUMIPMT', 'CUMIPMT(rate, number_of_periods, present_value, first_period, last_period, end_or_beginning)',
    'The interest paid between two periods.', [undefined, undefined, undefined, undefined, undefined, undefined], (n) => cumulative(n, true)),
  numeric('CUMPRINC', 'CUMPRINC(rate, number_of_periods, present_value, first_period, last_period, end_or_beginning)',
    'The principal paid between two periods.', [undefined, undefined, undefined, undefined, undefined, undefined], (n) => cumulative(n, false)),
  numeric('ISPMT', 'ISPMT(rate, period, number_of_periods, present_value)',
    'The interest paid in a period of a loan with even principal payments.', [undefined, undefined, undefined, undefined],
    ([r, per, n, v]) => (n === 0 ? ERRORS.DIV0 : v * r * (per / n - 1))),
  numeric('PDURATION', 'PDURATION(rate, present_value, future_value)',
    'The number of periods for an investment to reach a value.', [undefined, undefined, undefined],
    ([r, v, f]) => (r <= 0 || v <= 0 || f <= 0 ? ERRORS.NUM : (Math.log(f) - Math.log(v)) / Math.log(1 + r))),
  numeric('RRI', 'RRI(number_of_periods, present_value, future_value)',
    'The equivalent interest rate for the growth of an investment.', [undefined, undefined, undefined],
    ([n, v, f]) => (n <= 0 || v === 0 ? ERRORS.NUM : (f / v) ** (1 / n) - 1)),
];
