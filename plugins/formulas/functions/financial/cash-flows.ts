import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { finite, numberArg } from '../lookup/shared/args.js';
import { cashValues, datedFlows } from './cash-values.js';

function npv(rate: number, values: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i] / (1 + rate) ** (i + 1);
  return total;
}

function xnpv(rate: number, amounts: readonly number[], days: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < amounts.length; i++) total += amounts[i] / (1 + rate) ** ((days[i] - days[0]) / 365);
  return total;
}

/**
 * Root of a cash-flow value in the rate by Newton's method from the guess (numeric derivative is
 * avoided: the caller gives f and f'). Excel tries 20 times to 0.00001%; more steps here cost
 * nothing and find the same root in the cases where Excel's converge.
 */
function solveRate(f: (r: number) => [number, number], guess: number): number | FormulaError {
  let r = guess;
  for (let i = 0; i < 100; i++) {
    const [value, slope] = f(r);
    if (slope === 0 || !Number.isFinite(value / slope)) return ERRORS.NUM;
    const next = r - value / slope;
    if (next <= -1) r = (r - 1) / 2;
    else {
      if (Math.abs(next - r) <= 1e-12 * Math.max(1, Math.abs(r))) return next;
      r = next;
    }
  }
  return ERRORS.NUM;
}

function hasBothSigns(values: readonly number[]): boolean {
  return values.some((v) => v > 0) && values.some((v) => v < 0);
}

function irr(values: number[], guess: number): number | FormulaError {
  if (!hasBothSigns(values)) return ERRORS.NUM;
  return solveRate((r) => {
    let f = 0;
    let df = 0;
    for (let i = 0; i < values.length; i++) {
      f += values[i] / (1 + r) ** i;
      df -= (i * values[i]) / (1 + r) ** (i + 1);
    }
    return [f, df];
  }, guess);
}

function xirr(amounts: number[], days: number[], guess: number): number | FormulaError {
  if (!hasBothSigns(amounts)) return ERRORS.NUM;
  return solveRate((r) => {
    let f = 0;
    let df = 0;
    for (let i = 0; i < amounts.length; i++) {
      const t = (days[i] - days[0]) / 365;
      f += amounts[i] / (1 + r) ** t;
      df -= (t * amounts[i]) / (1 + r) ** (t + 1);
    }
    return [f, df];
  }, guess);
}

function mirr(values: number[], financeRate: number, reinvestRate: number): number | FormulaError {
  const n = values.length;
  const positive = values.map((v) => (v > 0 ? v : 0));
  const negative = values.map((v) => (v < 0 ? v : 0));
  const pvNeg = npv(financeRate, negative) * (1 + financeRate);
  const fvPos = npv(reinvestRate, positive) * (1 + reinvestRate) ** n;
  if (pvNeg === 0 || fvPos === 0 || n < 2) return ERRORS.DIV0;
  return (-fvPos / pvNeg) ** (1 / (n - 1)) - 1;
}

function result(v: number | FormulaError): Value {
  return v instanceof FormulaError ? v : finite(v);
}

export const cashFlowFunctions: readonly FunctionDefinition[] = [
  {
    name: 'NPV', category: 'financial', minArgs: 2, maxArgs: Infinity, args: ['scalar', 'any'],
    description: 'The net present value of periodic cash flows at a discount rate.',
    syntax: 'NPV(discount, cashflow1, [cashflow2, ...])',
    call: (args) => {
      const rate = numberArg(args, 0);
      if (rate instanceof FormulaError) return rate;
      const values = cashValues(args.slice(1));
      if (values instanceof FormulaError) return values;
      return rate === -1 ? ERRORS.DIV0 : result(npv(rate, values));
    },
  },
  {
    name: 'XNPV', category: 'financial', minArgs: 3, maxArgs: 3, args: ['scalar', 'any', 'any'],
    description: 'The net present value of cash flows at given dates.',
    syntax: 'XNPV(discount, cashflow_amounts, cashflow_dates)',
    call: (args) => {
      const rate = numberArg(args, 0);
      if (rate instanceof FormulaError) return rate;
      const flows = datedFlows(args[1], args[2]);
      if (flows instanceof FormulaError) return flows;
      return rate <= -1 ? ERRORS.NUM : result(xnpv(rate, flows.amounts, flows.days));
    },
  },
  {
    name: 'IRR', category: 'financial', minArgs: 1, maxArgs: 2, args: ['any', 'scalar'],
    description: 'The internal rate of return of periodic cash flows.',
    syntax: 'IRR(cashflow_amounts, [rate_guess])',
    call: (args) => {
      const values = cashValues([args[0]]);
      if (values instanceof FormulaError) return values;
      const guess = numberArg(args, 1, 0.1);
      return guess instanceof FormulaError ? guess : result(irr(values, guess));
    },
  },
  {
    name: 'XIRR', category: 'financial', minArgs: 2, maxArgs: 3, args: ['any', 'any', 'scalar'],
    description: 'The internal rate of return of cash flows at given dates.',
    syntax: 'XIRR(cashflow_amounts, cashflow_dates, [rate_guess])',
    call: (args) => {
      const flows = datedFlows(args[0], args[1]);
      if (flows instanceof FormulaError) return flows;
      const guess = numberArg(args, 2, 0.1);
      return guess instanceof FormulaError ? guess : result(xirr(flows.amounts, flows.days, guess));
    },
  },
  {
    name: 'MIRR', category: 'financial', minArgs: 3, maxArgs: 3, args: ['any', 'scalar', 'scalar'],
    description: 'The modified internal rate of return, with finance and reinvestment rates.',
    syntax: 'MIRR(cashflow_amounts, financing_rate, reinvestment_return_rate)',
    call: (args) => {
      const values = cashValues([args[0]]);
      if (values instanceof FormulaError) return values;
      const f = numberArg(args, 1);
      if (f instanceof FormulaError) return f;
      const r = numberArg(args, 2);
      return r instanceof FormulaError ? r : result(mirr(values, f, r));
    },
  },
  {
    name: 'FVSCHEDULE', category: 'financial', minArgs: 2, maxArgs: 2, args: ['scalar', 'any'],
    description: 'The future value of a principal after a series of interest rates.',
    syntax: 'FVSCHEDULE(principal, rate_schedule)',
    call: (args) => {
      const principal = numberArg(args, 0);
      if (principal instanceof FormulaError) return principal;
      const rates = cashValues([args[1]]);
      if (rates instanceof FormulaError) return rates;
      return result(rates.reduce((acc, r) => acc * (1 + r), principal));
    },
  },
];
