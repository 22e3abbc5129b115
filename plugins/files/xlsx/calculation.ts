import type { CalculationSettings } from '../../workbook/index.js';

/** Excel's defaults for iterative calculation (File > Options > Formulas). */
const ITERATIONS = 100;
const CHANGE = 0.001;

/**
 * A book from Excel computes by Excel's rules (settings.calculation.excel), with Excel's iterative
 * calculation when its calcPr turns it on (`iterate`, `iterateCount`, `iterateDelta`).
 */
export function calculationFromCalcPr(calcPr: Readonly<Record<string, string>>): CalculationSettings {
  if (calcPr.iterate !== '1' && calcPr.iterate !== 'true') return { excel: true };
  const count = Number(calcPr.iterateCount ?? ITERATIONS);
  const delta = Number(calcPr.iterateDelta ?? CHANGE);
  return {
    excel: true,
    iterate: true,
    maxIterations: Number.isInteger(count) && count > 0 ? count : ITERATIONS,
    maxChange: Number.isFinite(delta) && delta >= 0 ? delta : CHANGE,
  };
}

/** calcPr's attributes for a workbook's settings: Excel's iteration when it is on, nothing otherwise. */
export function calcPrFromCalculation(settings: CalculationSettings | undefined): Record<string, string> {
  if (!settings?.iterate) return {};
  return { iterate: '1', iterateCount: String(settings.maxIterations ?? ITERATIONS), iterateDelta: String(settings.maxChange ?? CHANGE) };
}
