import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { booleanArg, finite, numberArgs } from '../lookup/shared/args.js';
import { numeric } from './define.js';

function db(cost: number, salvage: number, life: number, period: number, month: number) {
  const m = Math.trunc(month);
  if (cost < 0 || salvage < 0 || life <= 0 || period <= 0 || m < 1 || m > 12) return ERRORS.NUM;
  if (period > life + (m < 12 ? 1 : 0) || period !== Math.trunc(period)) return ERRORS.NUM;
  if (cost === 0) return 0;
  // Excel rounds the fixed rate to three decimals.
  const rate = Math.round((1 - (salvage / cost) ** (1 / life)) * 1000) / 1000;
  let total = (cost * rate * m) / 12;
  if (period === 1) return total;
  for (let p = 2; p <= period; p++) {
    const dep = p === life + 1 ? ((cost - total) * rate * (12 - m)) / 12 : (cost - total) * rate;
    if (p === period) return dep;
    total += dep;
  }
  return total;
}

/** Double-declining depreciation of one (possibly fractional) period, never below salvage. */
function ddb(cost: number, salvage: number, life: number, period: number, factor: number): number {
  let rate = factor / life;
  let before: number;
  if (rate >= 1) {
    rate = 1;
    before = period === 1 ? cost : 0;
  } else before = cost * (1 - rate) ** (period - 1);
  const after = cost * (1 - rate) ** period;
  const dep = after < salvage ? before - salvage : before - after;
  return Math.max(dep, 0);
}

/** Depreciation over periods 1..ceil(period) of a remaining life, switching to straight line when it gives more. */
function interVdb(cost: number, salvage: number, life: number, life1: number, period: number, factor: number): number {
  const end = Math.ceil(period);
  let remaining = cost - salvage;
  let straight = 0;
  let switched = false;
  let total = 0;
  for (let i = 1; i <= end; i++) {
    let term: number;
    if (!switched) {
      const declining = ddb(cost, salvage, life, i, factor);
      straight = remaining / (life1 - (i - 1));
      if (straight > declining) {
        term = straight;
        switched = true;
      } else {
        term = declining;
        remaining -= declining;
      }
    } else term = straight;
    if (i === end) term *= period + 1 - end;
    total += term;
  }
  return total;
}

function vdb(cost: number, salvage: number, life: number, start: number, end: number, factor: number, noSwitch: boolean): number | FormulaError {
  if (cost < 0 || salvage < 0 || life <= 0 || start < 0 || end < start || end > life || factor <= 0) return ERRORS.NUM;
  const intStart = Math.floor(start);
  const intEnd = Math.ceil(end);
  if (noSwitch) {
    let total = 0;
    for (let i = intStart + 1; i <= intEnd; i++) {
      let term = ddb(cost, salvage, life, i, factor);
      if (i === intStart + 1) term *= Math.min(end, intStart + 1) - start;
      else if (i === intEnd) term *= end + 1 - intEnd;
      total += term;
    }
    return total;
  }
  let part = 0;
  if (start > intStart) {
    const value = cost - interVdb(cost, salvage, life, life, intStart, factor);
    part += (start - intStart) * interVdb(value, salvage, life, life - intStart, 1, factor);
  }
  if (end < intEnd) {
    const value = cost - interVdb(cost, salvage, life, life, intEnd - 1, factor);
    part += (intEnd - end) * interVdb(value, salvage, life, life - (intEnd - 1), 1, factor);
  }
  const rest = cost - interVdb(cost, salvage, life, life, intStart, factor);
  return interVdb(rest, salvage, life, life - intStart, intEnd - intStart, factor) - part;
}

export const depreciationFunctions: readonly FunctionDefinition[] = [
  numeric('SLN', 'SLN(cost, salvage, life)', 'Straight-line depreciation for one period.', [undefined, undefined, undefined],
    ([c, s, l]) => (l === 0 ? ERRORS.DIV0 : (c - s) / l)),
  numeric('SYD', 'SYD(cost, salvage, life, period)', "Sum-of-years' digits depreciation for a period.",
    [undefined, undefined, undefined, undefined],
    ([c, s, l, p]) => (l <= 0 || p <= 0 || p > l ? ERRORS.NUM : ((c - s) * (l - p + 1) * 2) / (l * (l + 1)))),
  numeric('DB', 'DB(cost, salvage, life, period, [month])', 'Fixed-declining balance depreciation for a period.',
    [undefined, undefined, undefined, undefined, 12], ([c, s, l, p, m]) => db(c, s, l, p, m)),
  numeric('DDB', 'DDB(cost, salvage, life, period, [factor])', 'Double-declining balance depreciation for a period.',
    [undefined, undefined, undefined, undefined, 2],
    ([c, s, l, p, f]) => (c < 0 || s < 0 || l <= 0 || p <= 0 || p > l || f <= 0 ? ERRORS.NUM : ddb(c, s, l, p, f))),
  {
    name: 'VDB', category: 'financial', minArgs: 5, maxArgs: 7,
    description: 'Declining balance depreciation over any span of periods, switching to straight line.',
    syntax: 'VDB(cost, salvage, life, start_period, end_period, [factor], [no_switch])',
    call: (args: readonly Value[]) => {
      const n = numberArgs(args, [undefined, undefined, undefined, undefined, undefined, 2]);
      if (n instanceof FormulaError) return n;
      const noSwitch = booleanArg(args, 6, false);
      if (noSwitch instanceof FormulaError) return noSwitch;
      const out = vdb(n[0], n[1], n[2], n[3], n[4], n[5], noSwitch);
      return out instanceof FormulaError ? out : finite(out);
    },
  },
];
