import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { isBasis, yearFrac, type Basis } from './day-count.js';
import { numeric } from './define.js';

/**
 * French accounting depreciation (AMORLINC, AMORDEGRC) with a prorated first period. Basis 2 is not
 * accepted by Excel for these; the results follow Excel's (and LibreOffice's) published algorithm.
 */
interface Asset {
  readonly cost: number;
  readonly purchased: number;
  readonly firstPeriod: number;
  readonly salvage: number;
  readonly period: number;
  readonly rate: number;
  readonly basis: Basis;
}

function readAsset([cost, purchased, firstPeriod, salvage, period, rate, basis]: number[]): Asset | FormulaError {
  const b = Math.trunc(basis);
  if (!isBasis(b) || b === 2 || cost < 0 || salvage < 0 || salvage > cost || period < 0 || rate <= 0) return ERRORS.NUM;
  if (Math.trunc(purchased) > Math.trunc(firstPeriod)) return ERRORS.NUM;
  return { cost, purchased: Math.trunc(purchased), firstPeriod: Math.trunc(firstPeriod), salvage, period: Math.trunc(period), rate, basis: b };
}

function amorlinc(a: Asset): number {
  const full = a.cost * a.rate;
  const first = yearFrac(a.purchased, a.firstPeriod, a.basis) * a.rate * a.cost;
  const fullPeriods = Math.floor((a.cost - a.salvage - first) / full);
  if (a.period === 0) return first;
  if (a.period <= fullPeriods) return full;
  if (a.period === fullPeriods + 1) return a.cost - a.salvage - full * fullPeriods - first;
  return 0;
}

/** The degressive coefficient for the asset's life (1 / rate years). */
function coefficient(rate: number): number {
  const life = 1 / rate;
  if (life < 3) return 1;
  if (life < 5) return 1.5;
  if (life <= 6) return 2;
  return 2.5;
}

function amordegrc(a: Asset): number {
  const rate = a.rate * coefficient(a.rate);
  let depreciation = Math.round(yearFrac(a.purchased, a.firstPeriod, a.basis) * rate * a.cost);
  let cost = a.cost - depreciation;
  let rest = cost - a.salvage;
  for (let n = 0; n < a.period; n++) {
    depreciation = Math.round(rate * cost);
    rest -= depreciation;
    if (rest < 0) return a.period - n <= 1 ? Math.round(cost * 0.5) : 0;
    cost -= depreciation;
  }
  return depreciation;
}

const ARGS = [undefined, undefined, undefined, undefined, undefined, undefined, 0];
const SYNTAX = '(cost, purchase_date, first_period_end, salvage, period, rate, [basis])';

export const amortizationFunctions: readonly FunctionDefinition[] = [
  numeric('AMORLINC', `AMORLINC${SYNTAX}`, 'Linear depreciation of an asset per accounting period (French system).', ARGS,
    (n) => {
      const a = readAsset(n);
      return a instanceof FormulaError ? a : amorlinc(a);
    }),
  numeric('AMORDEGRC', `AMORDEGRC${SYNTAX}`, 'Degressive depreciation of an asset per accounting period (French system).', ARGS,
    (n) => {
      const a = readAsset(n);
      return a instanceof FormulaError ? a : amordegrc(a);
    }),
];
