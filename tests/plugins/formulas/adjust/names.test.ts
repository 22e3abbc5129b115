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

  it('leaves LET names and LAMBDA parameters where they are bound, as the engine scopes them', () => {
    expect(renameInFormula('=LET(Rate, Rate*2, Rate+1)', 'Rate', 'TaxRate')).toBe('=LET(Rate, TaxRate*2, Rate+1)');
    expect(renameInFormula('=LET(Rate, Rate*2, Rate+1)', 'Rate', undefined)).toBe('=LET(Rate, #REF!*2, Rate+1)');
    expect(renameInFormula('=LAMBDA(Rate, Rate*Tax)(2)+Rate', 'rate', 'R')).toBe('=LAMBDA(Rate, Rate*Tax)(2)+R');
    expect(renameInFormula('=LET(x, 1, y, x+Rate, y*2)', 'Rate', 'TaxRate')).toBe('=LET(x, 1, y, x+TaxRate, y*2)');
  });
});
