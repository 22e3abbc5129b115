import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { FormulaError } from '../../../../plugins/formulas/values.js';
import { engineOptions } from '../../../support/engine.js';

/** A formula in A1 of a fresh engine, and what it gives. */
function valueOf(formula: string) {
  const engine = new Engine(engineOptions());
  const sheet = engine.addSheet('Sheet1');
  engine.setCellContent(sheet, 0, 0, formula);
  engine.recalc();
  return engine.getValue(sheet, 0, 0);
}

describe('arrays a function builds are bounded (a typed size never exhausts memory)', () => {
  it.each([
    '=SEQUENCE(1048576,16384)',
    '=SEQUENCE(11111,11111)',
    '=RANDARRAY(100000,1000)',
    '=MUNIT(100000)',
    '=EXPAND(1,100000,1000)',
    '=MAKEARRAY(100000,1000,LAMBDA(r,c,r))',
  ])('%s is #NUM!', (formula) => {
    const value = valueOf(formula);
    expect(value).toBeInstanceOf(FormulaError);
    expect((value as FormulaError).code).toBe('#NUM!');
  });

  it.each([
    '=B:B*2:2',
    '=B:B&2:2',
    '=B:B+2:2',
    '=-(B:B+2:2)',
    '=(B:B<>2:2)%',
  ])('an operator over a whole column and a whole row (%s) is #NUM!, not an out-of-memory abort', (formula) => {
    const value = valueOf(formula);
    expect(value).toBeInstanceOf(FormulaError);
    expect((value as FormulaError).code).toBe('#NUM!');
  });

  it('a large array under the bound still spills', () => {
    expect(valueOf('=ROWS(SEQUENCE(100000))')).toBe(100000);
  });
});
