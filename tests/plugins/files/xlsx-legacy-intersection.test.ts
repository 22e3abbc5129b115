import { describe, expect, it } from 'vitest';
import { LegacyIntersections } from '../../../plugins/files/xlsx/legacy-intersection.js';
import { functionClasses } from '../../../plugins/files/xlsx/parameter-classes.js';
import { allFunctions } from '../../../plugins/formulas/index.js';

const legacy = new LegacyIntersections(functionClasses(allFunctions), (name) => name.toUpperCase() === 'PRICES');

describe('implicit intersection of formulas from pre-dynamic-array Excel', () => {
  it.each([
    ['a range for the formula result', '=L:L', '=@L:L'],
    ['a row range, a mixed one, another sheet', '=$L:L+2:2+Sheet2!A1:A3', '=@$L:L+@2:2+@Sheet2!A1:A3'],
    ['a range of whole rows alone', '=2:2', '=@2:2'],
    ['an operand of an operator', '=J1:J59*B8', '=@J1:J59*B8'],
    ["a value parameter's argument", '=DAYS(F:F,B42)', '=DAYS(@F:F,B42)'],
    ['a lookup value, not the table', '=VLOOKUP(A1:A3,D1:F9,2,FALSE)', '=VLOOKUP(@A1:A3,D1:F9,2,FALSE)'],
    ["COUNTIF's criteria, not its range", '=COUNTIF(A:A,B1:B3)', '=COUNTIF(A:A,@B1:B3)'],
    ["operands inside a reference parameter (SUM's without Ctrl+Shift+Enter)", '=SUM(A1:A3*B1:B3)', '=SUM(@A1:A3*@B1:B3)'],
    ["MATCH's lookup array built with operators", '=MATCH(1,(A1:A3=1)*(B1:B3=2),0)', '=MATCH(1,(@A1:A3=1)*(@B1:B3=2),0)'],
    ["IF's condition and branches where one value is wanted", '=IF(A1:A3>0,B1:B3,0)', '=IF(@A1:A3>0,@B1:B3,0)'],
    ["IF's branches passed to SUM as references", '=SUM(IF(A1:A3>0,B1:B3))', '=SUM(IF(@A1:A3>0,B1:B3))'],
    ['a function returning a reference or an array', '=INDEX(A1:C3,B1:B3,1)+MMULT(A1:B2,C1:D2)', '=@INDEX(A1:C3,@B1:B3,1)+@MMULT(A1:B2,C1:D2)'],
    ['ROW of a range, not of a cell', '=ROW(A1:A9)+ROW(A1)+ROW()', '=@ROW(A1:A9)+ROW(A1)+ROW()'],
    ['a spill reference where one value is wanted', '=D1#+SUM(D1#)', '=@D1#+SUM(D1#)'],
    ['a name of several cells, not one of one cell', '=Prices*Rate', '=@Prices*Rate'],
    ['nothing for references taken whole', '=SUM(A1:A3)+ROWS(A:A)+SUMPRODUCT(A1:A3*B1:B3)+COUNTIF(A:A,">=3")', '=SUM(A1:A3)+ROWS(A:A)+SUMPRODUCT(A1:A3*B1:B3)+COUNTIF(A:A,">=3")'],
    ['nothing for functions Gridcast does not know', '=week()+MYFN(A1:A3)', '=week()+MYFN(A1:A3)'],
    ["nothing before dynamic-array Excel's functions, which gave one value where the flag is absent", '=XLOOKUP(E2,A:A,B:B)&SEQUENCE(1)', '=XLOOKUP(E2,A:A,B:B)&SEQUENCE(1)'],
    ['nothing more where Excel 365 wrote its own', '=@A1:A3+1', '=@A1:A3+1'],
    ['nothing in text', '="A1:A3"&B1', '="A1:A3"&B1'],
  ])('%s', (_, formula, expected) => {
    expect(legacy.withIntersections(formula)).toBe(expected);
  });

  it('marks formulas filled down a column alike, each at its own offsets', () => {
    expect(['=J1:J9*B8', '=J10:J99*B9', '=J100:J999*B10'].map((f) => legacy.withIntersections(f))).toEqual(['=@J1:J9*B8', '=@J10:J99*B9', '=@J100:J999*B10']);
    expect(['=Prices*2', '=Rate*3'].map((f) => legacy.withIntersections(f))).toEqual(['=@Prices*2', '=Rate*3']);
  });

  it("writes a formula whose `@`s are exactly legacy Excel's as a legacy formula, without them", () => {
    expect(legacy.asLegacy('=@A1:A3*2')).toBe('=A1:A3*2');
    expect(legacy.asLegacy('=SUM(A1:A3)')).toBe('=SUM(A1:A3)');
    expect(legacy.asLegacy('=DAYS(@F:F,B42)')).toBe('=DAYS(F:F,B42)');
  });

  it('leaves a formula needing an `@` it lacks, or having one legacy Excel would not imply, a dynamic-array formula', () => {
    expect(legacy.asLegacy('=A1:A3*2')).toBeUndefined();
    expect(legacy.asLegacy('=SUM(@A1:A3)')).toBeUndefined();
    expect(legacy.asLegacy('=SUM(A1:A3*B1:B3)')).toBeUndefined();
  });
});
