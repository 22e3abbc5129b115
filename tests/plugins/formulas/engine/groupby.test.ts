import { describe, expect, it } from 'vitest';
import { Book } from './helpers.js';

/**
 * GROUPBY and PIVOTBY over a small sales table (A1:D7, headers in row 1), with Excel's argument rules:
 * totals and subtotals by default as Excel decides, sort keys over fields then values, a filter, the
 * table relationship, two-parameter functions (PERCENTOF) and a row of functions.
 */
const TABLE: readonly (readonly (string | number)[])[] = [
  ['Region', 'Color', 'Sales', 'Units'],
  ['East', 'Red', 10, 1],
  ['West', 'Blue', 20, 2],
  ['East', 'Blue', 30, 3],
  ['West', 'Red', 40, 4],
  ['east', 'Red', 50, 5],
  ['North', 'Blue', 60, 6],
];

function book(): Book {
  const b = new Book();
  TABLE.forEach((line, r) => line.forEach((value, c) => b.set(`${String.fromCharCode(65 + c)}${r + 1}`, value)));
  return b;
}

/** The formula typed in H1 and what it spills, read back as rows (until a row of blanks). */
function spill(formula: string): unknown[][] {
  const b = book().set('H1', formula);
  const rows: unknown[][] = [];
  for (let r = 1; r <= 40; r++) {
    const line = Array.from({ length: 8 }, (_, c) => b.show(`${String.fromCharCode(72 + c)}${r}`));
    while (line.length > 0 && line[line.length - 1] === null) line.pop();
    if (line.length === 0) break;
    rows.push(line);
  }
  return rows;
}

describe('GROUPBY', () => {
  it('groups by one field with a grand total, sorted ascending; text groups ignore case and show the first spelling', () => {
    expect(spill('=GROUPBY(A2:A7,C2:C7,SUM)')).toEqual([['East', 90], ['North', 60], ['West', 60], ['Total', 210]]);
  });

  it('finds the header row by itself (text over a number) and shows it when asked (3)', () => {
    expect(spill('=GROUPBY(A1:A7,C1:C7,SUM)')).toEqual([['East', 90], ['North', 60], ['West', 60], ['Total', 210]]);
    expect(spill('=GROUPBY(A1:A7,C1:C7,SUM,3)')).toEqual([['Region', 'Sales'], ['East', 90], ['North', 60], ['West', 60], ['Total', 210]]);
    expect(spill('=GROUPBY(A1:A7,C1:C7,SUM,1,0)')).toEqual([['East', 90], ['North', 60], ['West', 60]]);
    expect(spill('=GROUPBY(A2:A7,C2:C7,SUM,2,0)')).toEqual([['Row Field 1', 'Value 1'], ['East', 90], ['North', 60], ['West', 60]]);
  });

  it('sorts by a values column, descending when negative, ties by the field', () => {
    expect(spill('=GROUPBY(A2:A7,C2:C7,SUM,,0,-2)')).toEqual([['East', 90], ['North', 60], ['West', 60]]);
    expect(spill('=GROUPBY(A2:A7,C2:C7,SUM,,0,-1)')).toEqual([['West', 60], ['North', 60], ['East', 90]]);
    expect(spill('=GROUPBY(A2:A7,D2:D7,SUM,,0,2)')).toEqual([['North', 6], ['West', 6], ['East', 9]]);
  });

  it('groups by two fields as a hierarchy, with subtotals by default (at the top with -2)', () => {
    expect(spill('=GROUPBY(A2:B7,C2:C7,SUM)')).toEqual([
      ['East', 'Blue', 30], ['East', 'Red', 60], ['East', '', 90],
      ['North', 'Blue', 60], ['North', '', 60],
      ['West', 'Blue', 20], ['West', 'Red', 40], ['West', '', 60],
      ['Total', '', 210],
    ]);
    expect(spill('=GROUPBY(A2:B7,C2:C7,SUM,,-2)')).toEqual([
      ['Total', '', 210],
      ['East', '', 90], ['East', 'Blue', 30], ['East', 'Red', 60],
      ['North', '', 60], ['North', 'Blue', 60],
      ['West', '', 60], ['West', 'Blue', 20], ['West', 'Red', 40],
    ]);
    expect(spill('=GROUPBY(A2:B7,C2:C7,SUM,,1)')).toHaveLength(6);
  });

  it('sorts each level of the hierarchy within its parent; by values, parents by their subtotal', () => {
    expect(spill('=GROUPBY(A2:B7,C2:C7,SUM,,0,-3)')).toEqual([
      ['East', 'Red', 60], ['East', 'Blue', 30], ['North', 'Blue', 60], ['West', 'Red', 40], ['West', 'Blue', 20],
    ]);
    expect(spill('=GROUPBY(A2:B7,C2:C7,SUM,,0,{-1,2})')).toEqual([
      ['West', 'Blue', 20], ['West', 'Red', 40], ['North', 'Blue', 60], ['East', 'Blue', 30], ['East', 'Red', 60],
    ]);
  });

  it('with the table relationship (1) lists whole combinations, sorted column by column, without subtotals', () => {
    expect(spill('=GROUPBY(A2:B7,C2:C7,SUM,0,,,,1)')).toEqual([
      ['East', 'Blue', 30], ['East', 'Red', 60], ['North', 'Blue', 60], ['West', 'Blue', 20], ['West', 'Red', 40], ['Total', '', 210],
    ]);
    expect(spill('=GROUPBY(A2:B7,C2:C7,SUM,0,0,-3,,1)')).toEqual([
      ['East', 'Red', 60], ['North', 'Blue', 60], ['West', 'Red', 40], ['East', 'Blue', 30], ['West', 'Blue', 20],
    ]);
  });

  it('filters rows with a column of booleans', () => {
    expect(spill('=GROUPBY(A2:A7,C2:C7,SUM,,,,B2:B7="Red")')).toEqual([['East', 60], ['West', 40], ['Total', 100]]);
  });

  it('gives a two-parameter function the group and all values (PERCENTOF), and takes LAMBDAs and rows of functions', () => {
    expect(spill('=GROUPBY(A2:A7,C2:C7,PERCENTOF)')).toEqual([['East', 0.428571428571], ['North', 0.285714285714], ['West', 0.285714285714], ['Total', 1]]);
    expect(spill('=GROUPBY(A2:A7,C2:C7,LAMBDA(x,MAX(x)-MIN(x)),,0)')).toEqual([['East', 40], ['North', 0], ['West', 20]]);
    expect(spill('=GROUPBY(A2:A7,C2:C7,HSTACK(SUM,COUNT),,0)')).toEqual([['East', 90, 3], ['North', 60, 1], ['West', 60, 2]]);
    expect(spill('=GROUPBY(A2:A7,C2:D7,SUM,,0)')).toEqual([['East', 90, 9], ['North', 60, 6], ['West', 60, 6]]);
  });

  it('refuses what Excel refuses', () => {
    const cases: [string, string][] = [
      ['=GROUPBY(A2:A7,C2:C6,SUM)', '#VALUE!'],
      ['=GROUPBY(A2:A7,C2:C7,5)', '#VALUE!'],
      ['=GROUPBY(A2:A7,C2:C7,LAMBDA(a,b,c,a))', '#VALUE!'],
      ['=GROUPBY(A2:A7,C2:C7,VSTACK(SUM,COUNT))', '#VALUE!'],
      ['=GROUPBY(A2:A7,C2:C7,SUM,7)', '#VALUE!'],
      ['=GROUPBY(A2:A7,C2:C7,SUM,,,3)', '#VALUE!'],
      ['=GROUPBY(A2:A7,C2:C7,SUM,,,,B2:B5="Red")', '#VALUE!'],
      ['=GROUPBY(A2:A7,C2:C7,SUM,,,,B2:B7="Green")', '#CALC!'],
      ['=GROUPBY(A2:A7,C2:C7,SUM,,,,,2)', '#VALUE!'],
      ['=GROUPBY(1/0,C2:C7,SUM)', '#DIV/0!'],
    ];
    for (const [formula, expected] of cases) expect([formula, book().set('H1', formula).show('H1')]).toEqual([formula, expected]);
    // A function that gives an array for a group of several rows: that aggregate is #CALC!.
    expect(spill('=GROUPBY(A2:A7,C2:C7,LAMBDA(x,x),,0)')).toEqual([['East', '#CALC!'], ['North', 60], ['West', '#CALC!']]);
  });
});

describe('PIVOTBY', () => {
  it('groups rows and columns, with totals on both axes and blanks where no row falls', () => {
    expect(spill('=PIVOTBY(A2:A7,B2:B7,C2:C7,SUM)')).toEqual([
      ['', 'Blue', 'Red', 'Total'],
      ['East', 30, 60, 90],
      ['North', 60, '', 60],
      ['West', 20, 40, 60],
      ['Total', 110, 100, 210],
    ]);
  });

  it('shows field headers when asked, and takes totals at the top or none', () => {
    expect(spill('=PIVOTBY(A1:A7,B1:B7,C1:C7,SUM,3,0,,0)')).toEqual([
      ['', 'Blue', 'Red'],
      ['Region', 'Sales', 'Sales'],
      ['East', 30, 60],
      ['North', 60, ''],
      ['West', 20, 40],
    ]);
    expect(spill('=PIVOTBY(A2:A7,B2:B7,C2:C7,SUM,,-1,,-1)')).toEqual([
      ['', 'Total', 'Blue', 'Red'],
      ['Total', 210, 110, 100],
      ['East', 90, 30, 60],
      ['North', 60, 60, ''],
      ['West', 60, 20, 40],
    ]);
  });

  it('sorts rows and columns, by fields or by their totals', () => {
    expect(spill('=PIVOTBY(A2:A7,B2:B7,C2:C7,SUM,,0,-2,0,-1)')).toEqual([
      ['', 'Red', 'Blue'],
      ['East', 60, 30],
      ['North', '', 60],
      ['West', 40, 20],
    ]);
  });

  it('gives PERCENTOF the whole that relative_to names', () => {
    const columnShare = spill('=PIVOTBY(A2:A7,B2:B7,C2:C7,PERCENTOF,,0,,0)');
    expect(columnShare[1]).toEqual(['East', 0.272727272727, 0.6]);
    const rowShare = spill('=PIVOTBY(A2:A7,B2:B7,C2:C7,PERCENTOF,,0,,0,,,1)');
    expect(rowShare[1]).toEqual(['East', 0.333333333333, 0.666666666667]);
    const grandShare = spill('=PIVOTBY(A2:A7,B2:B7,C2:C7,PERCENTOF,,0,,0,,,2)');
    expect(grandShare[3]).toEqual(['West', 0.0952380952381, 0.190476190476]);
  });

  it('filters, and refuses what Excel refuses', () => {
    expect(spill('=PIVOTBY(A2:A7,B2:B7,C2:C7,SUM,,0,,0,,D2:D7>2)')).toEqual([
      ['', 'Blue', 'Red'],
      ['East', 30, 50],
      ['North', 60, ''],
      ['West', '', 40],
    ]);
    for (const formula of ['=PIVOTBY(A2:A7,B2:B6,C2:C7,SUM)', '=PIVOTBY(A2:A7,B2:B7,C2:C7,SUM,,,,,,,5)', '=PIVOTBY(A2:A7,B2:B7,C2:C7,"x")']) {
      expect([formula, book().set('H1', formula).show('H1')]).toEqual([formula, '#VALUE!']);
    }
  });
});
