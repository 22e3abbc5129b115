import { describe, expect, it } from 'vitest';
import { renameInFormula } from '../../../../plugins/formulas/adjust/index.js';

describe('renameInFormula', () => {
  it.each([
    ['=Rate*2', '=TaxRate*2'],
    ['=rate*RATE', '=TaxRate*TaxRate'],
    ['=Rate2*2', '=Rate2*2'],
    ['="Rate"&Rate', '="Rate"&TaxRate'],
    ['=Rate(1,2,3)', '=Rate(1,2,3)'],
    ["='Rate'!A1+Rate", "='Rate'!A1+TaxRate"],
    ['=Rate!A1', '=Rate!A1'],
    ['=SUM(Rate, A1:B2)', '=SUM(TaxRate, A1:B2)'],
    ['=1E5+Rate', '=1E5+TaxRate'],
  ])('%s -> %s', (formula, expected) => {
    expect(renameInFormula(formula, 'Rate', 'TaxRate')).toBe(expected);
  });

  it('turns uses of a deleted name into #REF!', () => {
    expect(renameInFormula('=SUM(Items)*Items2', 'items', undefined)).toBe('=SUM(#REF!)*Items2');
  });
});
