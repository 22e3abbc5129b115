import { describe, expect, it } from 'vitest';
import { importXlsx } from '../../../plugins/files/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { isError, type Scalar } from '../../../plugins/formulas/values.js';
import { parseA1 } from '../../../plugins/workbook/a1.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { engineOptions } from '../../support/engine.js';
import { cellAt, sheetNamed } from './helpers.js';
import { DYNAMIC_ARRAY_METADATA, formula, minimalXlsx, num, row } from './minimal-xlsx.js';

const ARRAY = (ref: string) => ` t="array" ref="${ref}"`;
const DYNAMIC = ' cm="1"';

async function load(bytes: Uint8Array): Promise<{ workbook: Workbook; value: (address: string) => Scalar }> {
  const { workbook } = await importXlsx(bytes, 'book.xlsx', new SequentialIdGenerator());
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook, {});
  const sheetId = workbook.sheetIds[0];
  return {
    workbook,
    value: (address) => {
      const { row: r, column } = parseA1(address)!;
      const v = engine.getValue(sheetId, r, column);
      return isError(v) ? v.code : v;
    },
  };
}

describe('xlsx import: dynamic arrays', () => {
  it('imports the formula in its cell and not the values Excel cached over its spill, which it computes', async () => {
    const bytes = await minimalXlsx([{
      name: 'S',
      rows: row(1, formula('A1', '_xlfn.SEQUENCE(3)', 1, ARRAY('A1:A3'), DYNAMIC), formula('C1', 'SUM(_xlfn.ANCHORARRAY(A1))', 6), formula('D1', '_xlfn.TAKE(_xlfn.ANCHORARRAY(A1),2)', 1, ARRAY('D1:D2'), DYNAMIC))
        + row(2, num('A2', 2), num('D2', 2))
        + row(3, num('A3', 3)),
    }], DYNAMIC_ARRAY_METADATA);
    const { workbook, value } = await load(bytes);
    const sheet = sheetNamed(workbook, 'S');
    // A formula cell keeps the value Excel cached in its own cell (cycles show it, as Excel does).
    expect(cellAt(sheet, 'A1')).toEqual({ formula: '=SEQUENCE(3)', value: 1 });
    expect([cellAt(sheet, 'A2'), cellAt(sheet, 'A3'), cellAt(sheet, 'D2')]).toEqual([undefined, undefined, undefined]);
    expect(['A1', 'A2', 'A3', 'C1', 'D1', 'D2'].map(value)).toEqual([1, 2, 3, 6, 1, 2]);
  });

  it('reads a formula without the dynamic-array flag over an area as a legacy array formula', async () => {
    const bytes = await minimalXlsx([{ name: 'S', rows: row(1, formula('A1', '{1;2;3}', 1, ARRAY('A1:A2'), DYNAMIC)) + row(2, num('A2', 2)) }]);
    const { workbook, value } = await load(bytes);
    expect(cellAt(sheetNamed(workbook, 'S'), 'A1')).toEqual({ formula: '={1;2;3}', value: 1, arrayRows: 2, arrayColumns: 1 });
    expect(['A1', 'A2', 'A3'].map(value)).toEqual([1, 2, null]);
  });
});

describe('xlsx import: legacy array formulas fill exactly their range', () => {
  // A1:B2 = 1 2 / 3 4 and E1:F2 = 10 20 / 30 40; Excel's cached values are left out where the engine computes them.
  const data = row(1, num('A1', 1), num('B1', 2), num('E1', 10), num('F1', 20)) + row(2, num('A2', 3), num('B2', 4), num('E2', 30), num('F2', 40));
  const arrays = [
    formula('H1', 'A1:B2+E1:F2', 11, ARRAY('H1:I2')),
    formula('H4', 'MMULT(A1:B2,E1:F2)', 70, ARRAY('H4:I5')),
    formula('H7', 'TRANSPOSE(A1:B2)', 1, ARRAY('H7:I8')),
    formula('H10', 'MINVERSE(A1:B2)', -2, ARRAY('H10:I11')),
    formula('H13', 'SUM(A1:A2*B1:B2)', 14, ARRAY('H13')),
    formula('K1', 'A1:A2', 1, ARRAY('K1:K4')),
    formula('K6', 'A1:B1', 1, ARRAY('K6:L7')),
    formula('M1', 'A1:A2*10', 10, ARRAY('M1')),
  ];

  it('keeps each formula with its range as the array area', async () => {
    const bytes = await minimalXlsx([{ name: 'S', rows: data + row(4, arrays[1]) + row(5, num('I5', 220)) }]);
    const { workbook } = await load(bytes);
    const sheet = sheetNamed(workbook, 'S');
    expect(cellAt(sheet, 'H4')).toEqual({ formula: '=MMULT(A1:B2,E1:F2)', value: 70, arrayRows: 2, arrayColumns: 2 });
    expect(cellAt(sheet, 'I5')).toBeUndefined();
  });

  it('computes them as Excel does: same size, cut, padded with #N/A, repeated, one value everywhere', async () => {
    const rows = data
      + row(1, arrays[0], arrays[5], arrays[7]) + row(4, arrays[1]) + row(6, arrays[6]) + row(7, arrays[2]) + row(10, arrays[3]) + row(13, arrays[4]);
    const { value } = await load(await minimalXlsx([{ name: 'S', rows: sortRows(rows) }]));
    const area = (cells: string[]) => cells.map(value);
    expect(area(['H1', 'I1', 'H2', 'I2'])).toEqual([11, 22, 33, 44]);
    expect(area(['H4', 'I4', 'H5', 'I5'])).toEqual([70, 100, 150, 220]);
    expect(area(['H7', 'I7', 'H8', 'I8'])).toEqual([1, 3, 2, 4]);
    expect(area(['H10', 'I10', 'H11', 'I11'])).toEqual([-2, 1, 1.5, -0.5]);
    expect(area(['H13', 'H14'])).toEqual([14, null]);
    expect(area(['K1', 'K2', 'K3', 'K4'])).toEqual([1, 3, '#N/A', '#N/A']);
    expect(area(['K6', 'L6', 'K7', 'L7'])).toEqual([1, 2, 1, 2]);
    expect(area(['M1', 'M2'])).toEqual([10, null]);
  });
});

describe('xlsx import: implicit intersection of formulas from pre-dynamic-array Excel', () => {
  const data = row(1, num('B1', 5), num('F1', 45000), num('J1', 1)) + row(2, num('F2', 45010), num('J2', 2)) + row(3, num('F3', 45020), num('J3', 3));

  it('writes `@` where Excel did intersect, and computes the value in the formula\'s row', async () => {
    const rows = row(1, num('B1', 5), num('F1', 45000), num('J1', 1))
      + row(2, num('F2', 45010), num('J2', 2), formula('K2', 'J1:J3*B1', 10), formula('L2', '_xlfn.DAYS(F:F,F1)', 10), formula('M2', 'J:J', 2))
      + row(3, num('F3', 45020), num('J3', 3));
    const { workbook, value } = await load(await minimalXlsx([{ name: 'S', rows }]));
    const sheet = sheetNamed(workbook, 'S');
    expect(['K2', 'L2', 'M2'].map((a) => cellAt(sheet, a)?.formula)).toEqual(['=@J1:J3*B1', '=DAYS(@F:F,F1)', '=@J:J']);
    expect(['K2', 'L2', 'M2'].map(value)).toEqual([10, 10, 2]);
  });

  it('gives #VALUE! where the range does not cross the formula\'s row or column', async () => {
    const { value } = await load(await minimalXlsx([{ name: 'S', rows: data + row(5, formula('K5', 'J1:J3', 0)) }]));
    expect(value('K5')).toBe('#VALUE!');
  });

  it('leaves dynamic-array formulas and legacy array formulas without `@`', async () => {
    const rows = data.replace('</row>', `${formula('K1', 'J1:J3*2', 2, ARRAY('K1:K3'), DYNAMIC)}${formula('L1', 'SUM(J1:J3*J1:J3)', 14, ARRAY('L1'))}</row>`);
    const { workbook, value } = await load(await minimalXlsx([{ name: 'S', rows }], DYNAMIC_ARRAY_METADATA));
    const sheet = sheetNamed(workbook, 'S');
    expect([cellAt(sheet, 'K1')?.formula, cellAt(sheet, 'L1')?.formula]).toEqual(['=J1:J3*2', '=SUM(J1:J3*J1:J3)']);
    expect(['K1', 'K2', 'K3', 'L1'].map(value)).toEqual([2, 4, 6, 14]);
  });
});

/** Rows given out of order (a cell per call) merged into one `<row>` each, in order, as a sheet lists them. */
function sortRows(xml: string): string {
  const cells = new Map<number, string[]>();
  for (const [, number, inner] of xml.matchAll(/<row r="(\d+)">([\s\S]*?)<\/row>/g)) {
    const list = cells.get(Number(number)) ?? [];
    list.push(...[...inner.matchAll(/<c\b[\s\S]*?<\/c>/g)].map((m) => m[0]));
    cells.set(Number(number), list);
  }
  const column = (cell: string) => /r="([A-Z]+)/.exec(cell)![1].padStart(3, ' ');
  return [...cells.entries()].sort(([a], [b]) => a - b).map(([n, list]) => row(n, ...list.sort((x, y) => column(x).localeCompare(column(y))))).join('');
}
