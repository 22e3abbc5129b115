import '../../../kernel/immer-setup.js';
import { describe, expect, it } from 'vitest';
import { findMatches, INVALID_PATTERN_MESSAGE, planReplacements, prepareSearch, UNSUPPORTED_PATTERN_MESSAGE, type ColumnsReader, type FindOptions } from '../../../plugins/find/index.js';
import { applyPatches, produceWithPatches, type Draft } from 'immer';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import type { Workbook } from '../../../plugins/workbook/model/index.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { sheetFile, templateFile } from '../casts/book.js';
import { engineOptions } from '../../support/engine.js';

const OTHER = 'sh000002';

/** Sheet Main: a small price list; sheet Other: one more apple. */
function setUp() {
  const workbook = readTemplateFile(templateFile({
    cells: {
      A1: { value: 'Apple pie' }, B1: { value: 1234.5, data: { type: 'NUMBER', format: '$#,##0.00' } },
      A2: { value: 'apple' }, B2: { formula: '=B1*2', data: { type: 'NUMBER', format: '$#,##0.00' } },
      A3: { value: 'Pear' }, B3: { formula: '="Apple "&"tart"' },
      C1: { value: 45292, data: { type: 'DATE', format: 'mmm d, yyyy' } },
    },
    extraSheets: [sheetFile({ cells: { B2: { value: 'APPLE' } } }, OTHER, 'Other')],
  }));
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook);
  const read: ColumnsReader = (sheetId) => engine.sheetColumns(sheetId);
  const find = (options: FindOptions) => findMatches(workbook, workbook.sheetIds[0], options, read).matches.map(({ sheetId, row, col }) =>
    `${sheetId === OTHER ? 'Other!' : ''}${'ABC'[col]}${row + 1}`);
  return { workbook, find };
}

describe('find', () => {
  it('matches what cells show, in any case, in reading order, on the active sheet', () => {
    const { find } = setUp();
    expect(find({ query: 'apple' })).toEqual(['A1', 'A2', 'B3']);
    expect(find({ query: '$2,469.00' })).toEqual(['B2']);
    expect(find({ query: 'Jan 1' })).toEqual(['C1']);
  });

  it('match case, whole cell, and all sheets starting with the active one', () => {
    const { find } = setUp();
    expect(find({ query: 'Apple', matchCase: true })).toEqual(['A1', 'B3']);
    expect(find({ query: 'apple', wholeCell: true })).toEqual(['A2']);
    expect(find({ query: 'apple', wholeCell: true, allSheets: true })).toEqual(['A2', 'Other!B2']);
  });

  it('searches formulas\' text when asked, and not their results then', () => {
    const { find } = setUp();
    expect(find({ query: 'B1*', inFormulas: true })).toEqual(['B2']);
    expect(find({ query: 'tart', inFormulas: true })).toEqual(['B3']);
    expect(find({ query: 'Apple tart', inFormulas: true })).toEqual([]);
  });

  it('takes any text literally, and a regular expression only when asked', () => {
    const { find } = setUp();
    expect(find({ query: 'a.ple' })).toEqual([]);
    expect(find({ query: '$' })).toEqual(['B1', 'B2']);
    expect(find({ query: 'a.ple', regex: true })).toEqual(['A1', 'A2', 'B3']);
    expect(find({ query: '^p', regex: true })).toEqual(['A3']);
    expect(find({ query: '' })).toEqual([]);
  });

  it('refuses a malformed regular expression, and backreferences and lookaround (RE2 has none)', () => {
    const { find } = setUp();
    expect(() => find({ query: '(a', regex: true })).toThrow(INVALID_PATTERN_MESSAGE);
    for (const query of ['(a)\\1', '(?<x>a)\\k<x>', '(?=a)b', '(?!a)b', '(?<=a)b', '(?<!a)b']) expect(() => find({ query, regex: true }), query).toThrow(UNSUPPORTED_PATTERN_MESSAGE);
    // Named groups, classes and bounded or nested repetition are fine.
    for (const query of ['(ab)+', '(a|b)?c', '(a+){2}', '[(+]+', '\\(a+\\)+', '(?:ab)*', '(?<name>a+)+', '(a+)+$']) expect(() => find({ query, regex: true }), query).not.toThrow();
  });

  it('answers patterns that backtrack exponentially or cubically in JavaScript (they run on re2js)', () => {
    const hostile = 'a'.repeat(5000);
    const workbook = readTemplateFile(templateFile({ cells: { A1: { value: hostile }, A2: { value: `${hostile}b` }, A3: { value: 'xb' } } }));
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook);
    const find = (query: string, options: Partial<FindOptions> = {}) => findMatches(workbook, workbook.sheetIds[0], { query, regex: true, ...options }, (sheetId) => engine.sheetColumns(sheetId)).matches.map(({ row }) => `A${row + 1}`);
    const expected: Record<string, string[]> = { 'a*a*b': ['A2', 'A3'], '(a|aa)*b': ['A2', 'A3'], '((a+))*b': ['A2', 'A3'], '(a+)+b': ['A2'], '(\\w*x?)*y': [] };
    for (const [query, cells] of Object.entries(expected)) expect(find(query), query).toEqual(cells);
    expect(find('(a|aa)*b', { wholeCell: true })).toEqual(['A2']);
    expect(find('A*B', { matchCase: true })).toEqual([]);
    // JavaScript's \\uXXXX means the same to RE2.
    expect(find('x\\u0062+')).toEqual(['A3']);
  });

  it('stops at its time budget and says so', () => {
    const { workbook } = setUp();
    let clock = 0;
    const result = findMatches(workbook, workbook.sheetIds[0], { query: 'apple' }, () => undefined, () => (clock += 2000));
    expect(result.stopped).toBe(true);
  });
});

describe('find after changes (values from the engine, number formats from a per-bucket index kept while each bucket lives)', () => {
  /** A one-column sheet of `rows` rows, cells given by row, in an engine that follows edits as the editor's does. */
  function column(values: readonly Record<string, unknown>[]) {
    const cells = Object.fromEntries(values.map((cell, i) => [`A${i + 1}`, cell]));
    // Read as the editor reads a template: its number formats noted per bucket by the reader.
    const workbook = readTemplateFile(templateFile({ rows: values.length, cols: 1, cells }), undefined, { noteFormats: true });
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook);
    const sheet = workbook.sheetIds[0];
    const rows = (book: Workbook, options: FindOptions) => findMatches(book, sheet, options, (id) => engine.sheetColumns(id)).matches.map((m) => m.row);
    const edit = (book: Workbook, recipe: (draft: Draft<Workbook>) => void): Workbook => {
      const [next, patches] = produceWithPatches(book, recipe);
      engine.applyDocumentChange(next, patches);
      return next;
    };
    return { workbook, rows, sheet, edit };
  }

  it('sees an edit made after a search, and not the old value', () => {
    const { workbook, rows, sheet, edit } = column([{ value: 'plum' }, { value: 'pear' }]);
    expect(rows(workbook, { query: 'pear' })).toEqual([1]);
    const edited = edit(workbook, (draft) => {
      const target = draft.sheetsById[sheet];
      putCell(target, target.rowIds[0], target.columnIds[0], { value: 'pear tart' });
      putCell(target, target.rowIds[1], target.columnIds[0], { value: 'fig' });
    });
    expect(rows(edited, { query: 'pear' })).toEqual([0]);
  });

  it('sees a number format set after a search, and follows rows inserted and moved', () => {
    const { workbook, rows, sheet, edit } = column([{ value: 'plum' }, { value: 1234 }, { value: 'fig' }]);
    expect(rows(workbook, { query: '1234' })).toEqual([1]);
    const formatted = edit(workbook, (draft) => {
      const target = draft.sheetsById[sheet];
      putCell(target, target.rowIds[1], target.columnIds[0], { value: 1234, data: { type: 'NUMBER', format: '#,##0.00' } });
    });
    expect(rows(formatted, { query: '1234' })).toEqual([]);
    expect(rows(formatted, { query: '1,234.00' })).toEqual([1]);
    const moved = edit(formatted, (draft) => {
      const target = draft.sheetsById[sheet];
      target.rowIds = ['new', ...[...target.rowIds].reverse()];
    });
    expect(rows(moved, { query: 'p' })).toEqual([3]);
    expect(rows(moved, { query: 'fig' })).toEqual([1]);
    expect(rows(moved, { query: '1,234.00' })).toEqual([2]);
  });

  it('follows a number format changed and undone in a template read from its file (formats noted by the reader)', () => {
    const { workbook, rows, sheet, edit } = column([{ value: 1234, data: { type: 'NUMBER', format: '#,##0.00' } }, { value: 1234 }]);
    expect(rows(workbook, { query: '1,234.00' })).toEqual([0]);
    const [, patches, inverse] = produceWithPatches(workbook, (draft) => {
      const target = draft.sheetsById[sheet];
      putCell(target, target.rowIds[0], target.columnIds[0], { value: 1234 });
      putCell(target, target.rowIds[1], target.columnIds[0], { value: 1234, data: { type: 'NUMBER', format: '0.0' } });
    });
    const changed = edit(workbook, (draft) => void applyPatches(draft, patches));
    expect(rows(changed, { query: '1,234.00' })).toEqual([]);
    expect(rows(changed, { query: '1234.0' })).toEqual([1]);
    const undone = edit(changed, (draft) => void applyPatches(draft, inverse));
    expect(rows(undone, { query: '1,234.00' })).toEqual([0]);
    expect(rows(undone, { query: '1234' })).toEqual([1]);
  });

  it('formats numbers by their own cell\'s format, when formatted cells follow plain ones', () => {
    const plain = Array.from({ length: 40 }, (_, i) => ({ value: i }));
    const { workbook, rows } = column([...plain, { value: 45292, data: { type: 'DATE', format: 'mmm d, yyyy' } }, { value: 7, data: { type: 'NUMBER', format: '0.00' } }, { value: 45292 }]);
    expect(rows(workbook, { query: 'Jan' })).toEqual([40]);
    expect(rows(workbook, { query: '45292' })).toEqual([42]);
    expect(rows(workbook, { query: '7.00' })).toEqual([41]);
    expect(rows(workbook, { query: '7' })).toEqual([7, 17, 27, 37, 41]);
  });

  it('formats a formula\'s number result by its cell\'s format, and finds what a formula spills', () => {
    const { workbook, rows } = column([{ value: 2 }, { formula: '=A1*617', data: { type: 'NUMBER', format: '$#,##0.00' } }, { formula: '=SEQUENCE(2,1,81,1)' }, {}]);
    expect(rows(workbook, { query: '$1,234.00' })).toEqual([1]);
    expect(rows(workbook, { query: '1234' })).toEqual([]);
    expect(rows(workbook, { query: '82' })).toEqual([3]);
  });

  it('reads a regular expression\'s letters as syntax, not as text numbers cannot show', () => {
    const { workbook, rows } = column([{ value: 'no digits' }, { value: 42 }, { value: 3.5, data: { type: 'NUMBER', format: '0.00' } }]);
    expect(rows(workbook, { query: '^\\d+$', regex: true })).toEqual([1]);
    expect(rows(workbook, { query: '\\d\\.\\d0', regex: true })).toEqual([2]);
  });

  it('reads the formats of a workbook built in memory into its index ahead of a search, in slices that stop when late, without changing results', () => {
    const values = Array.from({ length: 300 }, (_, i) => ({ value: i, data: { type: 'NUMBER', format: '"row "0' } }));
    const { workbook: read, rows } = column(values);
    // A template read from its file comes with its formats noted; new buckets (as an import builds) do not.
    expect(prepareSearch(read, () => true)).toBe(true);
    const sheet = read.sheetsById[read.sheetIds[0]];
    const workbook: Workbook = { ...read, sheetsById: { [sheet.id]: { ...sheet, cells: Object.fromEntries(Object.entries(sheet.cells).map(([key, bucket]) => [key, { ...bucket }])) } } };
    // Slices of 50 buckets: each goes on where the one before stopped.
    let slices = 0;
    let buckets = 0;
    do slices++;
    while (!prepareSearch(workbook, () => ++buckets % 50 === 0) && slices < 100);
    expect(slices).toBeGreaterThan(1);
    expect(slices).toBeLessThan(100);
    expect(prepareSearch(workbook, () => true)).toBe(true);
    expect(rows(workbook, { query: 'row 29', wholeCell: true })).toEqual([29]);
    expect(rows(workbook, { query: 'row 29' })).toEqual([29, ...Array.from({ length: 10 }, (_, i) => 290 + i)]);
  });

  it('shows TRUE and FALSE of stored booleans and of formulas, and never a cell with no value', () => {
    const { workbook, rows } = column([{ value: true }, { formula: '=1>2' }, { format: { bold: true } }, { value: 'true story' }]);
    expect(rows(workbook, { query: 'true' })).toEqual([0, 3]);
    expect(rows(workbook, { query: 'false', wholeCell: true })).toEqual([1]);
  });
});

describe('replace all', () => {
  it('replaces every occurrence in what cells hold as typed, leaving formula cells alone unless asked', () => {
    const { workbook } = setUp();
    const plan = planReplacements(workbook, workbook.sheetIds[0], { query: 'apple', allSheets: true }, 'Plum');
    expect(plan).toEqual([
      { sheetId: workbook.sheetIds[0], cells: [{ row: 0, col: 0, text: 'Plum pie' }, { row: 1, col: 0, text: 'Plum' }] },
      { sheetId: OTHER, cells: [{ row: 1, col: 1, text: 'Plum' }] },
    ]);
    const inFormulas = planReplacements(workbook, workbook.sheetIds[0], { query: 'B1', inFormulas: true }, 'B2');
    expect(inFormulas[0].cells).toEqual([{ row: 1, col: 1, text: '=B2*2' }]);
  });

  it('keeps $ signs of the replacement literal, skips cells it is told to (locked cells in shadow mode)', () => {
    const { workbook } = setUp();
    const plan = planReplacements(workbook, workbook.sheetIds[0], { query: 'pear' }, '$&');
    expect(plan[0].cells).toEqual([{ row: 2, col: 0, text: '$&' }]);
    expect(planReplacements(workbook, workbook.sheetIds[0], { query: 'apple' }, 'x', (_sheet, row) => row === 0)[0].cells).toEqual([{ row: 1, col: 0, text: 'x' }]);
  });

  it('reads $1, $<name> and $& in a regular expression\'s replacement, on either engine', () => {
    const { workbook } = setUp();
    // `(\w+) (\w+)` is searched with RegExp? No: its + may match in more than one way, so re2js; the plain groups below with RegExp.
    const onRe2 = planReplacements(workbook, workbook.sheetIds[0], { query: '(?<first>\\w+) (\\w+)', regex: true }, '$2, $<first> ($&)');
    expect(onRe2[0].cells).toEqual([{ row: 0, col: 0, text: 'pie, Apple (Apple pie)' }]);
    const onRegExp = planReplacements(workbook, workbook.sheetIds[0], { query: '(P)(e)ar', regex: true, matchCase: true }, '$2$1$$');
    expect(onRegExp[0].cells).toEqual([{ row: 2, col: 0, text: 'eP$' }]);
  });
});
