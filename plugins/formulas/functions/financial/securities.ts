import type { EagerFunction, FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { finite, numberArgs } from '../lookup/shared/args.js';
import { ACCRINT } from './accrint.js';
import { dayCount, isBasis, yearDays, yearFrac, type Basis } from './day-count.js';

/**
 * Discounted and interest-at-maturity securities. Each reads its numbers, truncates the dates and the
 * basis, checks basis 0-4 and that settlement comes before maturity (#NUM! otherwise).
 */
function security(
  name: string,
  syntax: string,
  description: string,
  defaults: readonly (number | undefined)[],
  dates: readonly number[],
  body: (n: number[], basis: Basis) => number | FormulaError,
): EagerFunction {
  return {
    name, category: 'financial', minArgs: defaults.filter((d) => d === undefined).length, maxArgs: defaults.length,
    description, syntax,
    call: (args: readonly Value[]) => {
      const n = numberArgs(args, defaults);
      if (n instanceof FormulaError) return n;
      for (const i of dates) n[i] = Math.trunc(n[i]);
      const basis = Math.trunc(n[n.length - 1]);
      if (!isBasis(basis) || dates.some((i) => n[i] < 0)) return ERRORS.NUM;
      const out = body(n, basis);
      return out instanceof FormulaError ? out : finite(out);
    },
  };
}

const B = [undefined, undefined, undefined, undefined, 0] as const;

/** T-bill days to maturity: after settlement and at most one year later. */
function tbillDays(settlement: number, maturity: number): number | FormulaError {
  const days = Math.trunc(maturity) - Math.trunc(settlement);
  return days <= 0 || days > 366 ? ERRORS.NUM : days;
}

/**
 * Bond-equivalent yield. Past half a year a coupon would have been paid: solve
 * P (1 + r/2) (1 + (t - 1/2) r) = 100 for r, with t the term in years of 365 days.
 */
function tbillEq(days: number, discount: number): number {
  if (days <= 182) return (365 * discount) / (360 - discount * days);
  const price = 100 * (1 - (discount * days) / 360);
  const t = days / 365;
  const root = Math.sqrt(t * t - (2 * t - 1) * (1 - 100 / price));
  return (-2 * t + 2 * root) / (2 * t - 1);
}

function tbill(name: string, syntax: string, description: string, body: (days: number, x: number) => number | FormulaError): FunctionDefinition {
  return {
    name, category: 'financial', minArgs: 3, maxArgs: 3, description, syntax,
    call: (args) => {
      const n = numberArgs(args, [undefined, undefined, undefined]);
      if (n instanceof FormulaError) return n;
      const days = tbillDays(n[0], n[1]);
      if (days instanceof FormulaError) return days;
      if (n[2] <= 0) return ERRORS.NUM;
      const out = body(days, n[2]);
      return out instanceof FormulaError ? out : finite(out);
    },
  };
}

export const securityFunctions: readonly FunctionDefinition[] = [
  ACCRINT,
  security('ACCRINTM', 'ACCRINTM(issue, maturity, rate, [redemption], [day_count_convention])',
    'The accrued interest of a security that pays interest at maturity.', [undefined, undefined, undefined, 1000, 0], [0, 1],
    ([issue, settlement, rate, par], basis) => (rate <= 0 || par <= 0 || issue >= settlement ? ERRORS.NUM : par * rate * yearFrac(issue, settlement, basis))),
  security('DISC', 'DISC(settlement, maturity, price, redemption, [day_count_convention])',
    'The discount rate of a security.', B, [0, 1],
    ([s, m, price, redemption], basis) => (price <= 0 || redemption <= 0 || s >= m ? ERRORS.NUM : (redemption - price) / redemption / yearFrac(s, m, basis))),
  security('INTRATE', 'INTRATE(buy_date, sell_date, buy_price, sell_price, [day_count_convention])',
    'The interest rate of a fully invested security.', B, [0, 1],
    ([s, m, investment, redemption], basis) => (investment <= 0 || redemption <= 0 || s >= m ? ERRORS.NUM : (redemption - investment) / investment / yearFrac(s, m, basis))),
  security('RECEIVED', 'RECEIVED(settlement, maturity, investment, discount, [day_count_convention])',
    'The amount received at maturity of a fully invested security.', B, [0, 1],
    ([s, m, investment, discount], basis) => {
      if (investment <= 0 || discount <= 0 || s >= m) return ERRORS.NUM;
      const denominator = 1 - discount * yearFrac(s, m, basis);
      return denominator <= 0 ? ERRORS.NUM : investment / denominator;
    }),
  security('PRICEDISC', 'PRICEDISC(settlement, maturity, discount, redemption, [day_count_convention])',
    'The price per 100 face value of a discounted security.', B, [0, 1],
    ([s, m, discount, redemption], basis) => (discount <= 0 || redemption <= 0 || s >= m ? ERRORS.NUM : redemption - discount * redemption * yearFrac(s, m, basis))),
  security('YIELDDISC', 'YIELDDISC(settlement, maturity, price, redemption, [day_count_convention])',
    'The annual yield of a discounted security.', B, [0, 1],
    ([s, m, price, redemption], basis) => (price <= 0 || redemption <= 0 || s >= m ? ERRORS.NUM : (redemption / price - 1) / yearFrac(s, m, basis))),
  security('PRICEMAT', 'PRICEMAT(settlement, maturity, issue, rate, yield, [day_count_convention])',
    'The price per 100 face value of a security that pays interest at maturity.', [undefined, undefined, undefined, undefined, undefined, 0], [0, 1, 2],
    ([s, m, issue, rate, yld], basis) => {
      if (rate < 0 || yld < 0 || s >= m) return ERRORS.NUM;
      const year = yearDays(basis, s);
      const dim = dayCount(issue, m, basis) / year;
      const dsm = dayCount(s, m, basis) / year;
      const a = dayCount(issue, s, basis) / year;
      return (100 + dim * rate * 100) / (1 + dsm * yld) - a * rate * 100;
    }),
  security('YIELDMAT', 'YIELDMAT(settlement, maturity, issue, rate, price, [day_count_convention])',
    'The annual yield of a security that pays interest at maturity.', [undefined, undefined, undefined, undefined, undefined, 0], [0, 1, 2],
    ([s, m, issue, rate, price], basis) => {
      if (rate < 0 || price <= 0 || s >= m) return ERRORS.NUM;
      const year = yearDays(basis, s);
      const dim = dayCount(issue, m, basis) / year;
      const dsm = dayCount(s, m, basis) / year;
      const a = dayCount(issue, s, basis) / year;
      return ((1 + dim * rate - (price / 100 + a * rate)) / (price / 100 + a * rate)) / dsm;
    }),
  tbill('TBILLPRICE', 'TBILLPRICE(settlement, maturity, discount)', 'The price per 100 face value of a Treasury bill.',
    (days, discount) => {
      const price = 100 * (1 - (discount * days) / 360);
      return price <= 0 ? ERRORS.NUM : price;
    }),
  tbill('TBILLYIELD', 'TBILLYIELD(settlement, maturity, price)', 'The yield of a Treasury bill.',
    (days, price) => ((100 - price) / price) * (360 / days)),
  tbill('TBILLEQ', 'TBILLEQ(settlement, maturity, discount)', 'The bond-equivalent yield of a Treasury bill.', tbillEq),
];
