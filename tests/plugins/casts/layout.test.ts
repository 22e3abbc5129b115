import { describe, expect, it } from 'vitest';
import { castLayout, CastError, chooseRecommendedCast, evaluateForCast, OVERFLOW_MESSAGES, targetOf, type CastRequest } from '../../../plugins/casts/index.js';
import { book, id, labelled, SHEET, sheetFile, type BookSpec } from './book.js';
import { engineOptions } from '../../support/engine.js';

const range = (from: string, to: string) => ({ kind: 'range', sheetId: SHEET, range: { sheetId: SHEET, fromCellId: id(from), toCellId: id(to) } }) as const;
const whole = { kind: 'sheet', sheetId: SHEET } as const;

function layout(spec: BookSpec, request: CastRequest) {
  const { workbook, engine } = book(spec);
  return castLayout(workbook, engine, request);
}

describe('cast layout: area and content', () => {
  it('casts a range: its offset, columns, rows and cells as displayed', () => {
    const result = layout({
      cells: { B2: { value: 1234.5, data: { type: 'NUMBER', format: '#,##0.00' } }, C2: { formula: '=1/0' }, B3: { formula: '=B2*2' }, C3: { value: 'x', format: { bold: true } } },
    }, { target: range('B2', 'C3') });
    expect(result.sheet).toEqual({ id: SHEET, name: 'Main' });
    expect(result.offset).toEqual({ row: 1, column: 1 });
    expect(result.columns.map((column) => column.id)).toEqual(['c2', 'c3']);
    expect(result.rows.map((row) => row.id)).toEqual(['r2', 'r3']);
    expect(result.cellsById[id('B2')]).toEqual({ value: 1234.5, text: '1,234.50', numeric: true, type: 'NUMBER' });
    expect(result.cellsById[id('C2')]).toEqual({ value: '#DIV/0!', text: '#DIV/0!', error: true });
    expect(result.cellsById[id('B3')]).toMatchObject({ value: 2469, text: '2469' });
    expect(result.cellsById[id('C3')]).toEqual({ value: 'x', text: 'x', format: { bold: true } });
    expect(Object.keys(result.cellsById)).toHaveLength(4);
    expect(result.chartId).toBeNull();
  });

  it('casts the whole sheet when no range is named, corners in either order for a range', () => {
    expect(layout({ rows: 4, cols: 2 }, { target: whole }).rows).toHaveLength(4);
    expect(layout({}, { target: range('C3', 'B2') }).offset).toEqual({ row: 1, column: 1 });
  });

  it('applies the cast\'s column and row overrides (size and hidden)', () => {
    const result = layout({ rows: 3, cols: 3 }, {
      target: whole,
      settings: { columns: { c1: { width: 40 }, c2: { hidden: true } }, rows: { r2: { height: 55 }, r3: { hidden: true } } },
    });
    expect(result.columns.map((c) => [c.width, c.hidden])).toEqual([[40, false], [100, true], [100, false]]);
    expect(result.rows.map((r) => [r.height, r.hidden])).toEqual([[20, false], [55, false], [20, true]]);
    expect(result.pages).toEqual([{ rowOffset: 0, rowCount: 3, width: 140, height: 75 }]);
  });

  it('marks rows and columns hidden by the user or by HIDEROW/HIDECOL, reporting their real size', () => {
    const result = layout({
      rows: 4, cols: 3,
      rowFields: { 1: { hidden: true, hiddenByUser: true, height: 0, realSize: 30 } },
      cells: { A3: { formula: '=HIDEROW(TRUE, "gone")' }, C1: { formula: '=HIDECOL(1=1)' } },
    }, { target: whole, viewport: { width: 1000, height: 1000 } });
    expect(result.rows.map((r) => [r.id, r.height, r.hidden])).toEqual([['r1', 20, false], ['r2', 30, true], ['r3', 20, true], ['r4', 20, false]]);
    expect(result.columns.map((c) => c.hidden)).toEqual([false, false, true]);
    expect(result.pages[0]).toMatchObject({ width: 200, height: 40 });
  });

  it('lets the cast show again what a formula hides', () => {
    const result = layout({ rows: 2, cells: { A2: { formula: '=HIDEROW(TRUE)' } } }, { target: whole, settings: { rows: { r2: { hidden: false } } } });
    expect(result.rows[1].hidden).toBe(false);
  });

  it('keeps only conditional formats with a range on the cast\'s sheet', () => {
    const onSheet = { id: 'cf1', order: 0, ranges: [{ id: 'x', sheetId: SHEET, fromCellId: id('A1'), toCellId: id('A2'), sortOrder: 0 }], condition: { type: 'blank' }, format: { bold: true } };
    const elsewhere = { ...onSheet, id: 'cf2', ranges: [{ ...onSheet.ranges[0], sheetId: 'other000' }] };
    expect(Object.keys(layout({ conditionalFormats: { cf1: onSheet, cf2: elsewhere } }, { target: whole }).conditionalFormatsById)).toEqual(['cf1']);
  });

  it('gives the page\'s cells whose conditional formats hold their format with the rules\' look laid over it', () => {
    const rule = (idOf: string, order: number, condition: object, format: object) => ({
      id: idOf, order, condition, format, ranges: [{ id: `${idOf}r`, sheetId: SHEET, fromCellId: id('A1'), toCellId: id('A3'), sortOrder: 0 }],
    });
    const { workbook } = book({
      rows: 3, cols: 1,
      cells: { A1: { value: 5, format: { italic: true } }, A2: { value: 50 }, A3: { formula: '=A2*10' } },
      conditionalFormats: {
        big: rule('big', 0, { type: 'number_greater', input1: '10' }, { backgroundColor: '#ff0000' }),
        small: rule('small', 1, { type: 'formula', input1: '=A1<100' }, { backgroundColor: '#0000ff', bold: true }),
      },
    });
    const result = castLayout(workbook, evaluateForCast(workbook, {}, engineOptions()), { target: whole });
    expect(result.styleOverridesByCellId).toEqual({
      [id('A1')]: { italic: true, backgroundColor: '#0000ff', bold: true },
      [id('A2')]: { backgroundColor: '#ff0000', bold: true },
      [id('A3')]: { backgroundColor: '#ff0000' },
    });
  });
});

describe('cast layout: palettes', () => {
  it('lays a palette\'s look, computed from its formulas, over the cells naming it; a satisfied rule wins; failed formulas change nothing', () => {
    const palettes = {
      traffic: { id: 'traffic', name: 'Traffic', styles: { backgroundColor: { formula: 'IF($A$1>10,"#f00","#0f0")' }, bold: { formula: 'TRUE' }, borderColor: { formula: '"#123"' } } },
      broken: { id: 'broken', name: 'Broken', styles: { backgroundColor: { formula: '=1/0' } } },
    };
    const { workbook } = book({
      rows: 3, cols: 2,
      cells: { A1: { value: 50 }, B1: { value: 'x', format: { paletteId: 'traffic', italic: true } }, B2: { value: 'y', format: { paletteId: 'broken' } }, B3: { value: 'z', format: { paletteId: 'traffic' } } },
      palettes,
      conditionalFormats: {
        last: { id: 'last', order: 0, condition: { type: 'text_is', input1: 'z' }, format: { backgroundColor: '#0000ff' }, ranges: [{ id: 'lr', sheetId: SHEET, fromCellId: id('B3'), toCellId: id('B3'), sortOrder: 0 }] },
      },
    });
    const line = { color: '#112233', style: 'normal' };
    const borders = { top: line, right: line, bottom: line, left: line };
    const result = castLayout(workbook, evaluateForCast(workbook, {}, engineOptions()), { target: whole });
    expect(result.styleOverridesByCellId).toEqual({
      [id('B1')]: { paletteId: 'traffic', italic: true, backgroundColor: '#ff0000', bold: true, borders },
      [id('B3')]: { paletteId: 'traffic', backgroundColor: '#0000ff', bold: true, borders },
    });
  });
});

describe('cast layout: pages and overflow', () => {
  const tenRows: BookSpec = { rows: 10, cols: 3, cells: labelled(10, 3) };

  it('splits the rows into pages that fit the viewport, repeating header rows', () => {
    const result = layout(tenRows, { target: whole, viewport: { width: 300, height: 100 }, settings: { repeatHeaderRows: 1 } });
    expect(result.pages.map((page) => [page.rowOffset, page.rowCount, page.height])).toEqual([[0, 5, 100], [5, 4, 100], [9, 1, 40]]);
    expect(result.repeatHeaderRows).toBe(1);
    expect(result.overflowing).toEqual({ vertical: 'warning', horizontal: null, messages: [OVERFLOW_MESSAGES.verticalWarning] });
  });

  it('shows the page at rowOffset: the header rows, then its own rows and only their cells', () => {
    const result = layout(tenRows, { target: whole, viewport: { width: 300, height: 100 }, settings: { repeatHeaderRows: 1 }, rowOffset: 5 });
    expect(result.rowOffset).toBe(5);
    expect(result.rows.map((row) => [row.id, row.header])).toEqual([['r1', true], ['r6', false], ['r7', false], ['r8', false], ['r9', false]]);
    expect(Object.values(result.cellsById).map((cell) => cell.text)).toEqual(['A1', 'B1', 'C1', 'A6', 'B6', 'C6', 'A7', 'B7', 'C7', 'A8', 'B8', 'C8', 'A9', 'B9', 'C9']);
  });

  it('caps repeated header rows at 4 and at the rows of the area', () => {
    expect(layout(tenRows, { target: whole, settings: { repeatHeaderRows: 9 } }).repeatHeaderRows).toBe(4);
    expect(layout(tenRows, { target: range('A1', 'A2'), settings: { repeatHeaderRows: 3 } }).repeatHeaderRows).toBe(2);
  });

  it('repeats the sheet\'s frozen rows at the top of the area when the cast names no header rows of its own', () => {
    const { workbook, engine } = book(tenRows);
    const frozen = { ...workbook, sheetsById: { ...workbook.sheetsById, [SHEET]: { ...workbook.sheetsById[SHEET], frozen: { rows: 2, columns: 1 } } } };
    const page = (request: Omit<CastRequest, 'viewport'>) => castLayout(frozen, engine, { ...request, viewport: { width: 300, height: 100 } });
    const second = page({ target: whole, rowOffset: 5 });
    expect(second.repeatHeaderRows).toBe(2);
    expect(second.rows.map((row) => [row.id, row.header]).slice(0, 3)).toEqual([['r1', true], ['r2', true], ['r6', false]]);
    expect(page({ target: range('A2', 'C10') }).repeatHeaderRows).toBe(1);
    expect(page({ target: range('A3', 'C10') }).repeatHeaderRows).toBe(0);
    expect(page({ target: whole, settings: { repeatHeaderRows: 0 } }).repeatHeaderRows).toBe(0);
  });

  it('shows frozen rows and columns above and left of an area below and right of them, on every page (print titles)', () => {
    const { workbook, engine } = book({ rows: 40, cols: 4, cells: labelled(40, 4) });
    const frozen = { ...workbook, sheetsById: { ...workbook.sheetsById, [SHEET]: { ...workbook.sheetsById[SHEET], frozen: { rows: 1, columns: 1 } } } };
    const page = (request: Omit<CastRequest, 'viewport'>) => castLayout(frozen, engine, { ...request, viewport: { width: 400, height: 100 } });
    // B10:D40 is 31 rows of 20 px: with the title row, four rows a page in 100 px.
    const first = page({ target: range('B10', 'D40') });
    expect(first.offset).toEqual({ row: 9, column: 1 });
    expect(first.repeatHeaderRows).toBe(0);
    expect(first.columns.map((column) => column.id)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(first.rows.map((row) => [row.id, row.header])).toEqual([['r1', true], ['r10', false], ['r11', false], ['r12', false], ['r13', false]]);
    expect(first.pages.map((p) => [p.rowOffset, p.rowCount])).toEqual([[0, 4], [4, 4], [8, 4], [12, 4], [16, 4], [20, 4], [24, 4], [28, 3]]);
    expect(first.pages.every((p) => p.width === 400 && p.height <= 100)).toBe(true);
    expect(['A1', 'B1', 'D1', 'A10', 'B10', 'D13'].map((address) => first.cellsById[id(address)]?.text)).toEqual(['A1', 'B1', 'D1', 'A10', 'B10', 'D13']);
    expect(Object.keys(first.cellsById)).toHaveLength(20);
    const last = page({ target: range('B10', 'D40'), rowOffset: 28 });
    expect(last.rows.map((row) => row.id)).toEqual(['r1', 'r38', 'r39', 'r40']);
    expect(Object.values(last.cellsById).map((cell) => cell.text).slice(0, 5)).toEqual(['A1', 'B1', 'C1', 'D1', 'A38']);
    // No viewport: one page, the title row once above it.
    expect(castLayout(frozen, engine, { target: range('B10', 'D40') }).rows.map((row) => row.id).slice(0, 2)).toEqual(['r1', 'r10']);
    // A cast naming its own header rows has those instead of title rows; frozen columns stay.
    const own = page({ target: range('B10', 'D40'), settings: { repeatHeaderRows: 1 }, rowOffset: 4 });
    expect(own.rows.map((row) => row.id).slice(0, 2)).toEqual(['r10', 'r14']);
    expect(own.columns[0].id).toBe('c1');
    // An area that starts inside the frozen rows: those above it are titles, those in it header rows.
    const twoFrozen = { ...frozen, sheetsById: { ...frozen.sheetsById, [SHEET]: { ...frozen.sheetsById[SHEET], frozen: { rows: 2, columns: 0 } } } };
    const inside = castLayout(twoFrozen, engine, { target: range('A2', 'C40'), viewport: { width: 400, height: 100 }, rowOffset: 4 });
    expect(inside.rows.map((row) => [row.id, row.header]).slice(0, 3)).toEqual([['r1', true], ['r2', true], ['r6', false]]);
    expect(inside.columns.map((column) => column.id)).toEqual(['c1', 'c2', 'c3']);
  });

  it('keeps one page and reports an error when pagination is disabled', () => {
    const result = layout(tenRows, { target: whole, viewport: { width: 300, height: 100 }, paginationDisabled: true });
    expect(result.pages).toEqual([{ rowOffset: 0, rowCount: 10, width: 300, height: 200 }]);
    expect(result.rows).toHaveLength(10);
    expect(result.overflowing).toEqual({ vertical: 'error', horizontal: null, messages: [OVERFLOW_MESSAGES.verticalError] });
  });

  it('reports content wider than the viewport as an error with the resize hint', () => {
    const result = layout(tenRows, { target: whole, viewport: { width: 299, height: 1000 } });
    expect(result.overflowing.horizontal).toBe('error');
    expect(result.overflowing.vertical).toBeNull();
    expect(result.overflowing.messages).toEqual([`${OVERFLOW_MESSAGES.horizontal} ${OVERFLOW_MESSAGES.columnsHint}`]);
  });

  it('has one page and no overflow without a viewport', () => {
    const result = layout(tenRows, { target: whole });
    expect(result.pages).toEqual([{ rowOffset: 0, rowCount: 10, width: 300, height: 200 }]);
    expect(result.overflowing).toEqual({ vertical: null, horizontal: null, messages: [] });
  });

  it('refuses a row offset outside the cast', () => {
    expect(() => layout(tenRows, { target: range('A1', 'C3'), rowOffset: 3 })).toThrow(/rowOffset 3 is outside the cast: it has 3 rows/);
    expect(() => layout(tenRows, { target: whole, rowOffset: -1 })).toThrow(CastError);
  });
});

describe('cast layout: merges', () => {
  // A4:B7 merged (4 rows, 2 columns); 5 rows of 20 px fit a 100 px page.
  const merged: BookSpec = {
    rows: 10, cols: 3,
    cells: {
      A4: { value: 'merged', mergeRows: 4, mergeColumns: 2 },
      B4: { mergedInto: id('A4') }, A5: { mergedInto: id('A4') }, B5: { mergedInto: id('A4') },
      A6: { mergedInto: id('A4') }, B6: { mergedInto: id('A4') }, A7: { mergedInto: id('A4') }, B7: { mergedInto: id('A4') },
      C5: { value: 'beside' },
    },
  };
  const paged = { target: whole, viewport: { width: 300, height: 100 } } as const;

  it('clips a merge to the page that starts it', () => {
    const cells = layout(merged, paged).cellsById;
    expect(cells[id('A4')]).toEqual({ value: 'merged', text: 'merged', mergeRows: 2, mergeColumns: 2 });
    expect(cells[id('B4')]).toBeUndefined();
    expect(cells[id('A5')]).toBeUndefined();
  });

  it('draws the rest of a merge from the first row of the next page, with the merge\'s content', () => {
    const cells = layout(merged, { ...paged, rowOffset: 5 }).cellsById;
    expect(cells[id('A6')]).toEqual({ value: 'merged', text: 'merged', mergeRows: 2, mergeColumns: 2 });
    expect(cells[id('A7')]).toBeUndefined();
    expect(Object.keys(cells)).toEqual([id('A6')]);
  });

  it('keeps a merge whole across the header rows and a page that follows them directly', () => {
    // Header rows 1-4 (80 px), then rows 5-10 from the offset: one block of rows 1-10.
    const cells = layout(merged, { target: whole, viewport: { width: 300, height: 200 }, settings: { repeatHeaderRows: 4 }, rowOffset: 4 }).cellsById;
    expect(cells[id('A4')]).toMatchObject({ mergeRows: 4, mergeColumns: 2 });
    expect(cells[id('A5')]).toBeUndefined();
  });

  it('clips a merge to the cast area, drawn from the area\'s first column', () => {
    const cells = layout(merged, { target: range('B5', 'C6') }).cellsById;
    expect(cells[id('B5')]).toEqual({ value: 'merged', text: 'merged', mergeRows: 2, mergeColumns: 1 });
    expect(cells[id('C5')]).toMatchObject({ text: 'beside' });
    expect(cells[id('B6')]).toBeUndefined();
  });
});

describe('recommended casts', () => {
  const casts = {
    Summary: { name: 'Summary', sheetId: SHEET, castRange: true, fromCellId: id('A1'), toCellId: id('B2') },
    Everything: { name: 'Everything', sheetId: SHEET, isDefault: true },
    Chart: { name: 'Chart', sheetId: SHEET, castChart: true, chartId: 'ch1' },
    Letters: { name: 'Letters', sheetId: SHEET, castRange: 'B2:C4' },
  };

  it('finds a cast by name, case-insensitively, else the default one', () => {
    const { workbook } = book({ casts });
    expect(chooseRecommendedCast(workbook, 'Summary')?.fromCellId).toBe(id('A1'));
    expect(chooseRecommendedCast(workbook, 'summary')?.name).toBe('Summary');
    expect(chooseRecommendedCast(workbook, undefined)?.name).toBe('Everything');
  });

  it('refuses an unknown name', () => {
    const { workbook } = book({ casts });
    expect(() => chooseRecommendedCast(workbook, 'Nope')).toThrow(new CastError('missing', 'Recommended cast "Nope" not found.'));
  });

  it('falls back to the whole first visible sheet without a default cast', () => {
    const hiddenFirst = { ...sheetFile({ rows: 2 }, 'sh000000', 'Hidden'), hidden: true };
    const { workbook } = book({ extraSheets: [hiddenFirst] });
    const reordered = { ...workbook, sheetIds: ['sh000000', SHEET] };
    expect(chooseRecommendedCast(reordered, undefined)).toBeUndefined();
    expect(targetOf(reordered, undefined)).toEqual({ kind: 'sheet', sheetId: SHEET });
  });

  it('turns each kind of cast into what it shows', () => {
    const { workbook } = book({ casts });
    const target = (name: string) => targetOf(workbook, chooseRecommendedCast(workbook, name));
    expect(target('Summary')).toEqual(range('A1', 'B2'));
    expect(target('Everything')).toEqual(whole);
    expect(target('Chart')).toEqual({ kind: 'chart', sheetId: SHEET, chartId: 'ch1' });
    expect(castLayout(workbook, book({}).engine, { target: target('Letters') }).offset).toEqual({ row: 1, column: 1 });
  });

  it('says which part of a stale cast is missing', () => {
    const { workbook, engine } = book({});
    expect(() => castLayout(workbook, engine, { target: { kind: 'sheet', sheetId: 'gone0000' } })).toThrow(/sheet "gone0000" no longer exists/);
    expect(() => castLayout(workbook, engine, { target: { ...range('A1', 'A2'), range: { sheetId: SHEET, fromCellId: 'c9&r1', toCellId: id('A2') } } })).toThrow(/cell "c9&r1" no longer exists/);
    expect(() => castLayout(workbook, engine, { target: { kind: 'chart', sheetId: SHEET, chartId: 'nope' } })).toThrow(/chart "nope" no longer exists/);
  });
});

describe('chart casts', () => {
  const charts = { ch1: { id: 'ch1', name: 'Chart 1', type: 'bar', sheetId: SHEET, left: 0, top: 0, width: 400, height: 250, range: { sheetId: SHEET, fromCellId: id('A1'), toCellId: id('B2') } } };
  const spec: BookSpec = { charts, cells: { A1: { value: 'Year' }, B1: { value: 'Sales' }, A2: { value: 2024 }, B2: { formula: '=20*3' } } };
  const target = { kind: 'chart', sheetId: SHEET, chartId: 'ch1' } as const;

  it('returns the chart id and the values of its data range', () => {
    const result = layout(spec, { target });
    expect(result.chartId).toBe('ch1');
    expect(result.chart).toMatchObject({ id: 'ch1', width: 400, height: 250, values: [['Year', 'Sales'], [2024, 60]], range: charts.ch1.range });
    expect(result.pages).toEqual([{ rowOffset: 0, rowCount: 0, width: 400, height: 250 }]);
    expect(result.columns).toEqual([]);
  });

  it('reports a chart taller than the viewport as an error: it cannot be split', () => {
    const result = layout(spec, { target, viewport: { width: 300, height: 200 } });
    expect(result.overflowing).toEqual({ vertical: 'error', horizontal: 'error', messages: [OVERFLOW_MESSAGES.verticalError, OVERFLOW_MESSAGES.horizontal] });
  });
});

describe('cast evaluation', () => {
  it('computes with CASTING() TRUE and hides rows only while the template lets hiding functions hide', () => {
    const { workbook } = book({ rows: 2, cells: { A1: { formula: '=CASTING()' }, A2: { formula: '=HIDEROW(TRUE, "shown")' } } });
    const hiding = castLayout(workbook, evaluateForCast(workbook, {}, engineOptions()), { target: whole });
    expect(hiding.cellsById[id('A1')].value).toBe(true);
    expect(hiding.rows[1].hidden).toBe(true);
    const disabled = { ...workbook, settings: { hidingFunctionsDisabled: true } };
    const showing = castLayout(disabled, evaluateForCast(disabled, {}, engineOptions()), { target: whole });
    expect(showing.rows[1].hidden).toBe(false);
    expect(showing.cellsById[id('A2')].text).toBe('shown');
  });
});
