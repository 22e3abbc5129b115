import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../../plugins/formulas/engine/index.js';
import { FormulaError, type Scalar } from '../../../../../plugins/formulas/values.js';
import { putCell } from '../../../../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../../../../plugins/workbook/create.js';
import type { DateSystem } from '../../../../../plugins/workbook/dates.js';
import { SequentialIdGenerator } from '../../../../../plugins/workbook/ids.js';
import type { Sheet } from '../../../../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../../../../plugins/workbook/model/workbook.js';
import { engineOptions } from '../../../../support/engine.js';

/** A one-sheet workbook of that date system: A1 is 2024-01-15 as its serial, column B the formulas. */
function workbookOf(system: DateSystem, formulas: readonly string[]): Workbook {
  const workbook = newWorkbook(new SequentialIdGenerator());
  const sheet = workbook.sheetsById[workbook.sheetIds[0]] as Draft<Sheet>;
  putCell(sheet, sheet.rowIds[0], sheet.columnIds[0], { value: system === 1904 ? 43844 : 45306, data: { type: 'DATE', format: 'yyyy-mm-dd' } });
  putCell(sheet, sheet.rowIds[1], sheet.columnIds[0], { value: system === 1904 ? 43845 : 45307 });
  formulas.forEach((formula, i) => putCell(sheet, sheet.rowIds[i], sheet.columnIds[1], { formula: `=${formula}` }));
  return system === 1904 ? { ...workbook, settings: { dateSystem: 1904 } } : workbook;
}

function computed(system: DateSystem, formulas: readonly string[], now?: Date): Scalar[] {
  const workbook = workbookOf(system, formulas);
  const engine = new Engine(engineOptions(now ? { now: () => now } : {}));
  engine.loadWorkbook(workbook, {});
  return formulas.map((_, i) => {
    const value = engine.getValue(workbook.sheetIds[0], i, 1);
    return value instanceof FormulaError ? value.code : value;
  });
}

/** Each formula with Excel's answer in a 1904 workbook (A1 is 2024-01-15, serial 43,844 there). */
const IN_1904: readonly [string, Scalar][] = [
  ['DATE(1904,1,1)', 0],
  ['DATE(2024,1,15)', 43844],
  ['DATE(4,1,1)', 0],
  ['DATE(124,1,15)', 43844],
  ['DATE(1903,12,31)', '#NUM!'],
  ['DATE(1900,1,1)', '#NUM!'],
  ['YEAR(0)', 1904],
  ['MONTH(0)', 1],
  ['DAY(0)', 1],
  ['YEAR(A1)', 2024],
  ['MONTH(A1)', 1],
  ['DAY(A1)', 15],
  ['YEAR(-1)', '#NUM!'],
  ['YEAR("45000")', 2027],
  ['WEEKDAY(0)', 6], // 1904-01-01 was a Friday
  ['WEEKDAY(A1)', 2],
  ['WEEKNUM(A1)', 3],
  ['ISOWEEKNUM(A1)', 3],
  ['DATEVALUE("2024-03-01")', 43890],
  ['YEAR("2024-05-01")', 2024],
  ['EDATE(A1,1)', 43875],
  ['EOMONTH(A1,0)', 43860],
  ['EOMONTH(0,-1)', '#NUM!'],
  ['DAYS(A2,A1)', 1],
  ['DAYS360(DATE(2024,1,31),DATE(2024,2,29))', 29],
  ['YEARFRAC(A1,DATE(2024,7,15),1)', 0.497267759563],
  ['DATEDIF(DATE(2020,2,29),A1,"md")', 17],
  ['NETWORKDAYS(A1,A1+14)', 11],
  ['NETWORKDAYS(A1,A1+30,A1:A2)', 21],
  ['WORKDAY(A1,5)', 43851],
  ['WORKDAY(A1,1,A2)', 43846],
  ['COUPPCD(DATE(2024,3,15),DATE(2030,1,31),2)', 43860],
  ['EPOCHTODATE(0)', 24107],
  ['TEXT(A1,"yyyy-mm-dd")', '2024-01-15'],
  ['TEXT(0,"d mmm yyyy")', '1 Jan 1904'],
  ['TEXT(1.5,"[h]:mm")', '36:00'],
  ['TEXT(A1+0.75,"ddd h:mm AM/PM")', 'Mon 6:00 PM'],
  ['TEXT("2024-05-01","mmm d")', 'May 1'],
];

describe('the 1904 date system (serial 0 is 1904-01-01, 1,462 days after the 1900 system)', () => {
  it.each(IN_1904)('%s is %s in a 1904 workbook', (formula, expected) => {
    const [value] = computed(1904, [formula]);
    if (typeof expected === 'number') expect(value).toBeCloseTo(expected, 9);
    else expect(value).toBe(expected);
  });

  it('gives the same days and calendar parts as the 1900 system, less 1,462', () => {
    const formulas = ['DATE(2024,2,29)', 'EDATE(DATE(2023,1,31),1)', 'WORKDAY(DATE(2024,12,24),3)', 'DATEVALUE("1 Mar 2000")'];
    const in1900 = computed(1900, formulas) as number[];
    expect(computed(1904, formulas)).toEqual(in1900.map((serial) => serial - 1462));
  });

  it('counts TODAY and NOW in the workbook\'s system', () => {
    const now = new Date(2024, 0, 15, 18, 0, 0);
    expect(computed(1904, ['TODAY()', 'NOW()'], now)).toEqual([43844, 43844.75]);
    expect(computed(1900, ['TODAY()'], now)).toEqual([45306]);
  });

  it('recomputes every date when the workbook changes its date system', () => {
    const engine = new Engine(engineOptions());
    const workbook = workbookOf(1900, ['YEAR(A1)', 'DATE(2024,1,15)']);
    engine.loadWorkbook(workbook, {});
    expect(engine.getValue(workbook.sheetIds[0], 0, 1)).toBe(2024);
    engine.applyDocumentChange({ ...workbook, settings: { dateSystem: 1904 } }, [{ op: 'add', path: ['settings', 'dateSystem'], value: 1904 }], 'command');
    expect(engine.dateSystem).toBe(1904);
    expect(engine.getValue(workbook.sheetIds[0], 0, 1)).toBe(2028);
    expect(engine.getValue(workbook.sheetIds[0], 1, 1)).toBe(43844);
  });
});
