import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inputForm } from '../../../plugins/input-form/index.js';
import { inputSchema } from '../../../plugins/template-function/index.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { templateFile } from '../casts/book.js';

const fixture = (name: string) => readTemplateFile(JSON.parse(readFileSync(new URL(`../../../fixtures/templates/${name}`, import.meta.url), 'utf8')));
const book = (cells: Record<string, Record<string, unknown>>, extra: Record<string, unknown> = {}) => readTemplateFile({ ...templateFile({ cells, rows: 10, cols: 4 }), ...extra });

describe('the Input form derived from a template\'s input schema', () => {
  it('gives a typed field per key, a group for a dotted path and rows for an array of objects read with keys', () => {
    expect(inputForm(inputSchema(fixture('invoice.json')))).toEqual([
      { kind: 'value', key: 'invoiceNumber', path: ['invoiceNumber'], types: ['string'] },
      { kind: 'group', key: 'customer', path: ['customer'], fields: [{ kind: 'value', key: 'name', path: ['customer', 'name'], types: ['string'] }] },
      { kind: 'value', key: 'taxRate', path: ['taxRate'], types: ['number'] },
      {
        kind: 'rows', key: 'items', path: ['items'],
        columns: [{ key: 'name', types: ['string'] }, { key: 'qty', types: ['number'] }, { key: 'price', types: ['number'] }],
      },
    ]);
  });

  it('gives lines for a list that spills, any value where nothing says a type, and JSON for positions in an array', () => {
    const workbook = book({
      A1: { formula: '=INPUT("age")', data: { type: 'NUMBER' } },
      A2: { formula: '=IF(INPUT("vip"), 1, 0)' },
      A4: { formula: '=SUM(INPUT("scores"))' },
      A5: { formula: '=INPUT("pairs[1].x")' },
      A6: { formula: '=INPUT("a.b.c")' },
    }, { testShadowsById: { 1: { id: 1, name: 'one', input: { scores: [1, 2, 3], vip: true } } } });
    expect(inputForm(inputSchema(workbook))).toEqual([
      { kind: 'value', key: 'age', path: ['age'], types: ['number'] },
      { kind: 'value', key: 'vip', path: ['vip'], types: ['boolean'] },
      { kind: 'list', key: 'scores', path: ['scores'], types: ['number'] },
      { kind: 'json', key: 'pairs', path: ['pairs'] },
      {
        kind: 'group', key: 'a', path: ['a'],
        fields: [{ kind: 'group', key: 'b', path: ['a', 'b'], fields: [{ kind: 'value', key: 'c', path: ['a', 'b', 'c'], types: [] }] }],
      },
    ]);
  });

  it('types places by the examples it is given: a grid\'s own input where the template has no test shadows', () => {
    const workbook = book({ A1: { formula: '=INPUT("price")' }, A2: { formula: '=INPUT("label")' } });
    expect(inputForm(inputSchema(workbook)).map((field) => field.kind === 'value' && field.types)).toEqual([[], []]);
    const typed = inputForm(inputSchema(workbook, [{ price: 12.5, label: 'Pens' }]));
    expect(typed.map((field) => field.kind === 'value' && field.types)).toEqual([['number'], ['string']]);
  });

  it('shows a place read both as a number and as text as one field taking either', () => {
    const workbook = book({ A1: { formula: '=INPUT("code")' } }, {
      testShadowsById: { 1: { id: 1, name: 'one', input: { code: 7 } }, 2: { id: 2, name: 'two', input: { code: 'A7' } } },
    });
    expect(inputForm(inputSchema(workbook))).toEqual([{ kind: 'value', key: 'code', path: ['code'], types: ['number', 'string'] }]);
  });

  it('has no field for a template that reads no input', () => {
    expect(inputForm(inputSchema(book({ A1: { value: 1 } })))).toEqual([]);
  });
});
