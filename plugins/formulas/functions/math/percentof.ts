import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { eachNumber } from '../shared/numbers.js';

function total(value: Parameters<EagerFunction['call']>[0][number]): number | FormulaError {
  let sum = 0;
  const error = eachNumber([value], (n) => { sum += n; });
  return error ?? sum;
}

/** PERCENTOF(data_subset, data_all): SUM(data_subset) / SUM(data_all), the share GROUPBY and PIVOTBY use. */
export const PERCENTOF: EagerFunction = {
  name: 'PERCENTOF',
  category: 'math',
  minArgs: 2,
  maxArgs: 2,
  description: 'The sum of a subset as a fraction of the sum of all values.',
  syntax: 'PERCENTOF(data_subset, data_all)',
  args: ['any', 'any'],
  call([subset, all]) {
    const part = total(subset);
    if (part instanceof FormulaError) return part;
    const whole = total(all);
    if (whole instanceof FormulaError) return whole;
    return whole === 0 ? ERRORS.DIV0 : part / whole;
  },
};
