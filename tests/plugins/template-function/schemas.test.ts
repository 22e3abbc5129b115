import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inputFields, inputSchema, outputSchema, TemplateFunction } from '../../../plugins/template-function/index.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { id, SHEET, templateFile } from '../casts/book.js';
import { engineOptions } from '../../support/engine.js';

const fixture = (name: string) => readTemplateFile(JSON.parse(readFileSync(new URL(`../../../fixtures/templates/${name}`, import.meta.url), 'utf8')));

function book(cells: Record<string, Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return readTemplateFile({ ...templateFile({ cells, rows: 10, cols: 4 }), ...extra });
}

describe('template input schema', () => {
  it('nests dotted paths and types an array of objects read with keys by the test shadows\' values', () => {
    const schema = inputSchema(fixture('invoice.json'));
    expect(schema.properties).toEqual({
      invoiceNumber: { type: 'string' },
      customer: { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: true },
      taxRate: { type: 'number' },
      items: {
        type: 'array', description: 'One row per item; each key is a column.',
        items: { type: 'object', properties: { name: { type: 'string' }, qty: { type: 'number' }, price: { type: 'number' } }, additionalProperties: true },
      },
    });
    expect(schema.required).toBeUndefined();
  });

  it('takes a cell\'s declared type, leaves computed paths out, and accepts any value where nothing says', () => {
    const workbook = book({
      A1: { formula: '=INPUT("age")', data: { type: 'NUMBER' } },
      A2: { formula: '=IF(INPUT("vip"), 1, 0)' },
      A3: { formula: '=INPUT(B1)' },
      A4: { formula: '=SUM(INPUT("scores"))' },
      A5: { formula: '=INPUT("pairs[1].x")' },
    }, { testShadowsById: { 1: { id: 1, name: 'one', input: { scores: [1, 2, 3] } } } });
    expect(inputFields(workbook).map((field) => field.path.join('.')).sort()).toEqual(['age', 'pairs.1.x', 'scores', 'vip']);
    const { properties } = inputSchema(workbook);
    expect(properties!.age).toEqual({ type: 'number' });
    expect(properties!.vip!.type).toBeUndefined();
    expect(properties!.scores).toMatchObject({ type: 'array', items: { type: 'number' } });
    expect(properties!.pairs).toMatchObject({ type: 'array', prefixItems: [{}, { type: 'object', properties: { x: {} } }] });
  });

  it('lists the places in reading order: sheet by sheet, row by row, left to right, however cells are stored', () => {
    const workbook = book({
      C3: { formula: '=INPUT("last")' },
      B1: { formula: '=INPUT("second")' },
      A2: { formula: '=INPUT("third") & INPUT("fourth")' },
      A1: { formula: '=INPUT("first")' },
    });
    expect(inputFields(workbook).map((field) => field.path[0])).toEqual(['first', 'second', 'third', 'fourth', 'last']);
    expect(Object.keys(inputSchema(workbook).properties!)).toEqual(['first', 'second', 'third', 'fourth', 'last']);
  });
});

describe('template output schema', () => {
  it('gives a value for one cell, an array for one column and row objects for keyed columns', () => {
    const schema = outputSchema(fixture('loan-calculator.json'));
    expect(schema.required).toEqual(['monthlyPayment', 'totals', 'schedule']);
    expect(schema.properties!.totals!.properties!.paid!.type).toEqual(['number', 'string', 'boolean', 'null']);
    const workbook = book({}, {
      namedRangesById: {
        a: { id: 'a', name: 'List', sheetId: SHEET, fromCellId: id('A1'), toCellId: id('A3'), output: true, outputName: 'lists.one' },
        b: { id: 'b', name: 'Grid', sheetId: SHEET, fromCellId: id('A1'), toCellId: id('B2'), output: true },
        c: { id: 'c', name: 'NotOut', sheetId: SHEET, fromCellId: id('C1') },
      },
    });
    const out = outputSchema(workbook);
    expect(Object.keys(out.properties!)).toEqual(['lists', 'Grid']);
    expect(out.properties!.lists!.properties!.one).toMatchObject({ type: 'array', minItems: 3, maxItems: 3 });
    expect(out.properties!.Grid).toMatchObject({ type: 'array', items: { type: 'array', minItems: 2, maxItems: 2 } });
  });
});

describe('a template as a function', () => {
  it('answers each input\'s outputs from one compiled engine, whatever came before', () => {
    const fn = new TemplateFunction(fixture('loan-calculator.json'), engineOptions());
    const loan = fixture('loan-calculator.json');
    for (const shadow of [...Object.values(loan.testShadowsById), ...Object.values(loan.testShadowsById).reverse()]) {
      expect(fn.call(shadow.input)).toEqual({ outputs: shadow.expectedOutputs });
    }
    expect(fn.call(null)).toEqual({ error: expect.stringMatching(/must be a JSON object/) });
  });
});
