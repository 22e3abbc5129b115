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

  it('renames calls of a named LAMBDA when told which names are functions, never a function or a bound name', () => {
    const isFunction = (name: string) => name === 'SUM' || name === 'RATE';
    expect(renameInFormula('=MyFn(2)+SUM(myfn(1))', 'MyFn', 'Fn2', isFunction)).toBe('=Fn2(2)+SUM(Fn2(1))');
    expect(renameInFormula('=LET(f,LAMBDA(x,MyFn(x)),f(2))+LET(MyFn,SUM,MyFn(1))', 'MyFn', 'Fn2', isFunction)).toBe('=LET(f,LAMBDA(x,Fn2(x)),f(2))+LET(MyFn,SUM,MyFn(1))');
    expect(renameInFormula('=Rate(1,2,3)+Rate', 'Rate', 'R', isFunction)).toBe('=Rate(1,2,3)+R');
    expect(renameInFormula('=MyFn(2)+MyFn', 'MyFn', undefined, isFunction)).toBe('=MyFn(2)+#REF!');
    expect(renameInFormula('=MyFn(2)', 'MyFn', 'Fn2')).toBe('=MyFn(2)');
  });

  it('leaves LET names and LAMBDA parameters where they are bound, as the engine scopes them', () => {
    expect(renameInFormula('=LET(Rate, Rate*2, Rate+1)', 'Rate', 'TaxRate')).toBe('=LET(Rate, TaxRate*2, Rate+1)');
    expect(renameInFormula('=LET(Rate, Rate*2, Rate+1)', 'Rate', undefined)).toBe('=LET(Rate, #REF!*2, Rate+1)');
    expect(renameInFormula('=LAMBDA(Rate, Rate*Tax)(2)+Rate', 'rate', 'R')).toBe('=LAMBDA(Rate, Rate*Tax)(2)+R');
    expect(renameInFormula('=LET(x, 1, y, x+Rate, y*2)', 'Rate', 'TaxRate')).toBe('=LET(x, 1, y, x+TaxRate, y*2)');
  });
});
