import { describe, expect, it } from 'vitest';
import { readTemplateBytes, readTemplateFile } from '../../../../plugins/workbook/file/index.js';
import { sampleFile } from './sample.js';

type File = Record<string, any>;
const S = 'sheetsById.ab12cd34';
const CELLS = `${S}.cellsById`;

/** Each case breaks one thing in a valid file; the refusal must name the path and the expectation. */
const cases: [name: string, breakIt: (file: File) => unknown, message: string][] = [
  ['a wrong format tag', (f) => (f.format = 'gridcast/2'), 'format: expected "gridcast/1", got "gridcast/2"'],
  ['no format tag', (f) => delete f.format, 'format: expected "gridcast/1", got nothing'],
  ['a row height as text', (f) => (f.sheetsById.ab12cd34.rowsById.r1.height = '21'), `${S}.rowsById.r1.height: expected a number >= 0, got "21"`],
  ['a negative column width', (f) => (f.sheetsById.ab12cd34.columnsById.c2.width = -5), `${S}.columnsById.c2.width: expected a number >= 0, got -5`],
  ['a row without height', (f) => delete f.sheetsById.ab12cd34.rowsById.r2.height, `${S}.rowsById.r2.height: expected a number >= 0, got nothing`],
  ['a row whose id is not its key', (f) => (f.sheetsById.ab12cd34.rowsById.r2.id = 'r7'), `${S}.rowsById.r2.id: expected "r2" (its key), got "r7"`],
  ['a formula without "="', (f) => (f.sheetsById.ab12cd34.cellsById['c2&r1'].formula = 'SUM(B2:B3)'), `${CELLS}.c2&r1.formula: expected a formula (a string starting with '='), got "SUM(B2:B3)"`],
  ['a cell value that is an object', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r1'].value = { a: 1 }), `${CELLS}.c1&r1.value: expected a number, a string, a boolean or null, got an object`],
  ['an unknown alignment', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r1'].format.align = 'middle'), `${CELLS}.c1&r1.format.align: expected one of "left", "center", "right", got "middle"`],
  ['an unknown border style', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r1'].format.borders.top.style = 'thick'), `${CELLS}.c1&r1.format.borders.top.style: expected one of "normal", "wide", "wider", "dotted", "dashed", got "thick"`],
  ['a border without colour', (f) => delete f.sheetsById.ab12cd34.cellsById['c1&r1'].format.borders.top.color, `${CELLS}.c1&r1.format.borders.top.color: expected a string, got nothing`],
  ['an unknown border fill', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r1'].format.borderFill = 'everywhere'), `${CELLS}.c1&r1.format.borderFill: expected one of "none", "top", "left", "right", "bottom", "all", "outer", "inner-horizontal", "inner-vertical", "inner", got "everywhere"`],
  ['an unknown wrap mode', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r1'].format.wrap = true), `${CELLS}.c1&r1.format.wrap: expected one of "overflow", "clip", "wrap", got true`],
  ['a font size of zero', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r1'].format.fontSize = 0), `${CELLS}.c1&r1.format.fontSize: expected a number > 0, got 0`],
  ['an unknown data type', (f) => (f.sheetsById.ab12cd34.cellsById['c2&r1'].data.type = 'CURRENCY'), `${CELLS}.c2&r1.data.type: expected one of "TEXT", "NUMBER", "PERCENT", "DATE", "BOOLEAN", "IMAGE", got "CURRENCY"`],
  ['an unknown validation type', (f) => (f.sheetsById.ab12cd34.cellsById['c2&r2'].data.validation.type = 'tick'), `${CELLS}.c2&r2.data.validation.type: expected one of "checkbox", "list_input", "list_range", "list_named_range", "number_greater", "number_greater_equal", "number_less", "number_less_equal", "number_between", "number_not_between", "number_equal", "number_not_equal", "date_before", "date_after", "date_between", "date_not_between", "date_is", "date_is_not", "text_contains", "text_not_contains", "text_begins_with", "text_ends_with", "text_is", "text_is_not", got "tick"`],
  ['a merge of zero rows', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r2'].mergeRows = 0), `${CELLS}.c1&r2.mergeRows: expected a positive integer, got 0`],
  ['a merge of 1.5 columns', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r2'].mergeColumns = 1.5), `${CELLS}.c1&r2.mergeColumns: expected a positive integer, got 1.5`],
  ['an array formula area of no columns', (f) => (f.sheetsById.ab12cd34.cellsById['c2&r1'].arrayColumns = 0), `${CELLS}.c2&r1.arrayColumns: expected a positive integer, got 0`],
  ['a merge pointing at a missing cell', (f) => delete f.sheetsById.ab12cd34.cellsById['c1&r2'], `${CELLS}.c1&r3.mergedInto: cell "c1&r2" does not exist in sheet ab12cd34`],
  ['a merge pointing at another sheet', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r3'].mergedInto = 'y1&x1'), `${CELLS}.c1&r3.mergedInto: cell "y1&x1" refers to column "y1", which is not in sheet ab12cd34`],
  ['an unknown cell field', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r1'].colour = 'red'), `${CELLS}.c1&r1.colour: unknown field`],
  ['a cell in a missing row', (f) => (f.sheetsById.ab12cd34.cellsById['c1&r9'] = { value: 1 }), `${CELLS}.c1&r9: cell "c1&r9" refers to row "r9", which is not in sheet ab12cd34`],
  ['a cell in a missing column', (f) => (f.sheetsById.ab12cd34.cellsById['c9&r1'] = { value: 1 }), `${CELLS}.c9&r1: cell "c9&r1" refers to column "c9", which is not in sheet ab12cd34`],
  ['a cell id that is not column&row', (f) => (f.sheetsById.ab12cd34.cellsById.A1 = { value: 1 }), `${CELLS}.A1: expected a cell id (column id & row id), got "A1"`],
  ['a sheet listed but missing', (f) => f.sheetIds.push('zz998877'), 'sheetIds.2: sheet "zz998877" has no entry in sheetsById'],
  ['a sheet not listed', (f) => f.sheetIds.pop(), 'sheetsById.ef56gh78: sheet "ef56gh78" is not listed in sheetIds'],
  ['a sheet listed twice', (f) => (f.sheetIds[1] = 'ab12cd34'), 'sheetIds.1: sheet "ab12cd34" is listed twice'],
  ['no sheets', (f) => { f.sheetIds = []; f.sheetsById = {}; }, 'sheetIds: expected at least one sheet'],
  ['two sheets with the same name', (f) => (f.sheetsById.ef56gh78.name = 'SHEET1'), 'sheetsById.ef56gh78.name: "SHEET1" is already the name of sheet ab12cd34'],
  ['a blank sheet name', (f) => (f.sheetsById.ef56gh78.name = '  '), 'sheetsById.ef56gh78.name: expected a name that is not blank, got "  "'],
  ['a sheet name over 250 characters', (f) => (f.sheetsById.ab12cd34.name = 'x'.repeat(251)), `${S}.name: expected a string of at most 250 characters, got a string of 251 characters`],
  ['a sheet whose id is not its key', (f) => (f.sheetsById.ab12cd34.id = 'other123'), `${S}.id: expected "ab12cd34" (its key), got "other123"`],
  ['a row listed twice', (f) => f.sheetsById.ab12cd34.rowIds.push('r1'), `${S}.rowIds.3: row "r1" is listed twice`],
  ['a row not listed', (f) => f.sheetsById.ab12cd34.rowIds.pop(), `${S}.rowsById.r3: row "r3" is not listed in rowIds`],
  ['a column listed but missing', (f) => f.sheetsById.ab12cd34.columnIds.push('c3'), `${S}.columnIds.2: column "c3" has no entry in columnsById`],
  ['a row id containing "&"', (f) => { const s = f.sheetsById.ef56gh78; s.rowIds = ['a&b']; s.rowsById = { 'a&b': { id: 'a&b', height: 21 } }; s.cellsById = {}; }, `sheetsById.ef56gh78.rowIds.0: expected an id without '&' (it separates column and row in cell ids), got "a&b"`],
  ['eleven custom colours', (f) => (f.customColors = Array(11).fill('#000000')), 'customColors: expected at most 10 colours, got 11'],
  ['a custom colour that is a number', (f) => (f.customColors = ['#fff', 0xffffff]), 'customColors.1: expected a string, got 16777215'],
  ['a named range whose cell id is not column&row', (f) => (f.namedRangesById.nr1.toCellId = 'B2'), 'namedRangesById.nr1.toCellId: expected a cell id (column id & row id), got "B2"'],
  ['two named ranges with one name', (f) => (f.namedRangesById.nr2.name = 'TOTAL'), 'namedRangesById.nr2.name: "TOTAL" is already the name of named range nr1'],
  ['a lock whose cell id is a number', (f) => (f.sheetsById.ab12cd34.locks[0].range.fromCellId = 7), `${S}.locks.0.range.fromCellId: expected a cell id (column id & row id), got 7`],
  ['a chart that is not an object', (f) => (f.sheetsById.ab12cd34.chartsById.ch1 = 'bar'), `${S}.chartsById.ch1: expected an object, got "bar"`],
  ['a conditional format that is an array', (f) => (f.conditionalFormatsById.cf1 = []), 'conditionalFormatsById.cf1: expected an object, got an array'],
  ['a test shadow whose id is not its key', (f) => (f.testShadowsById[1].id = 2), 'testShadowsById.1.id: expected 1 (its key), got 2'],
  ['a user function defined twice', (f) => f.userFunctions.push({ name: 'double', text: '' }), 'userFunctions.1.name: function "double" is defined twice'],
  ['an unknown setting', (f) => (f.settings.zoom = 2), 'settings.zoom: unknown field'],
  ['an unknown top-level field', (f) => (f.sheets = []), 'sheets: unknown field'],
  ['a name that is a number', (f) => (f.name = 7), 'name: expected a string, got 7'],
  ['sheetIds that is an object', (f) => (f.sheetIds = {}), 'sheetIds: expected an array, got an object'],
];

describe('readTemplateFile refuses malformed files with a precise message', () => {
  it.each(cases)('%s', (_name, breakIt, message) => {
    const file = sampleFile();
    breakIt(file);
    expect(() => readTemplateFile(file)).toThrow(message);
    try {
      readTemplateFile(file);
    } catch (error) {
      expect((error as Error).message).toBe(message);
    }
  });

  it.each(cases)('read as a stream (the CLI), the same message: %s', (_name, breakIt, message) => {
    const file = sampleFile();
    breakIt(file);
    const bytes = new TextEncoder().encode(JSON.stringify(file));
    expect(() => readTemplateBytes(() => [bytes.subarray(0, 7), bytes.subarray(7)])).toThrow(message);
  });

  it('refuses a file that is not an object', () => {
    expect(() => readTemplateFile([])).toThrow('expected a template file (a JSON object), got an array');
    expect(() => readTemplateFile(null)).toThrow('expected a template file (a JSON object), got null');
    expect(() => readTemplateFile('gridcast/1')).toThrow('expected a template file (a JSON object), got "gridcast/1"');
  });
});

describe('huge strings', () => {
  it('refuses a cell text longer than a spreadsheet cell holds', () => {
    const file = sampleFile();
    file.sheetsById.ab12cd34.cellsById['c1&r1'].value = 'x'.repeat(5_000_000);
    expect(() => readTemplateFile(file)).toThrow(`${CELLS}.c1&r1.value: expected a string of at most 32767 characters, got a string of 5000000 characters`);
  });

  it('refuses a formula longer than 8192 characters', () => {
    const file = sampleFile();
    file.sheetsById.ab12cd34.cellsById['c2&r1'].formula = `=${'1+'.repeat(5000)}1`;
    expect(() => readTemplateFile(file)).toThrow(`${CELLS}.c2&r1.formula: expected a formula of at most 8192 characters, got a string of 10002 characters`);
  });

  it('refuses a template name longer than 250 characters', () => {
    const file = sampleFile();
    file.name = 'n'.repeat(100_000);
    expect(() => readTemplateFile(file)).toThrow('name: expected a string of at most 250 characters, got a string of 100000 characters');
  });

  it('accepts a cell text of exactly the limit', () => {
    const file = sampleFile();
    file.sheetsById.ab12cd34.cellsById['c1&r1'].value = 'x'.repeat(32_767);
    expect(() => readTemplateFile(file)).not.toThrow();
  });
});
