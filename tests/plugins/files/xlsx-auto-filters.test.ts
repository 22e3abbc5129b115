import { describe, expect, it } from 'vitest';
import { cliEngineOptions } from '../../../cli/plugins.js';
import { importXlsx } from '../../../plugins/files/index.js';
import { AutoFilterScan } from '../../../plugins/files/xlsx/auto-filter-scan.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Sheet, Workbook } from '../../../plugins/workbook/model/index.js';
import { formula, minimalXlsx, num, row, text } from './minimal-xlsx.js';

/** Country and units in A1:B6, the rows `hidden` hidden as Excel's filter left them; SUBTOTAL(9) in D1, SUBTOTAL(109) in D7, SUM in E7. */
function countries(hidden: readonly number[]): string {
  const data: [string, number][] = [['Germany', 10], ['France', 20], ['Spain', 30], ['Italy', 45], ['Spain', 5]];
  const rows = data.map(([country, units], i) => {
    const r = i + 2;
    return `<row r="${r}"${hidden.includes(r) ? ' hidden="1"' : ''}>${text(`A${r}`, country)}${num(`B${r}`, units)}</row>`;
  });
  return [
    row(1, text('A1', 'Country'), text('B1', 'Units'), formula('D1', 'SUBTOTAL(9,B2:B6)', 0)),
    ...rows,
    row(7, formula('D7', 'SUBTOTAL(109,B2:B6)', 0), formula('E7', 'SUM(B2:B6)', 0)),
  ].join('');
}

async function imported(hidden: readonly number[], autoFilter: string) {
  const bytes = await minimalXlsx([{ name: 'S', rows: countries(hidden), after: autoFilter }]);
  const { workbook, report } = await importXlsx(bytes, 'filtered.xlsx', new SequentialIdGenerator());
  const sheet = workbook.sheetsById[workbook.sheetIds[0]];
  return { workbook, report, sheet };
}

function subtotals(workbook: Workbook, sheet: Sheet): unknown[] {
  const engine = new Engine(cliEngineOptions());
  engine.loadWorkbook(workbook, {});
  return [engine.getValue(sheet.id, 0, 3), engine.getValue(sheet.id, 6, 3), engine.getValue(sheet.id, 6, 4)];
}

const hiddenRows = (sheet: Sheet): number[] => sheet.rowIds.flatMap((id, i) => (sheet.rowsById[id]?.hidden ? [i + 1] : []));

describe('xlsx import: Excel filters become the sheet filter', () => {
  it('reads a filter by values as the values it hides, and gives the rows it hides back to it', async () => {
    const { workbook, sheet } = await imported([3, 5], '<autoFilter ref="A1:B6"><filterColumn colId="0"><filters><filter val="germany"/><filter val="Spain"/></filters></filterColumn></autoFilter>');
    expect(sheet.filter?.criteriaByColumnId[sheet.columnIds[0]]).toEqual({ hiddenValues: ['France', 'Italy'] });
    // Hidden by the filter now, not by the user: clearing the filter shows them.
    expect(hiddenRows(sheet)).toEqual([]);
    expect(subtotals(workbook, sheet)).toEqual([45, 45, 110]);
  });

  it('reads custom filters as conditions', async () => {
    const cases: [string, unknown][] = [
      ['<customFilter operator="greaterThan" val="20"/>', { type: 'number_greater', input1: '20' }],
      ['<customFilter val="*an*"/>', { type: 'text_contains', input1: 'an' }],
      ['<customFilter val="Sp*"/>', { type: 'text_begins_with', input1: 'Sp' }],
      ['<customFilter operator="notEqual" val=" "/>', { type: 'is_not_empty' }],
    ];
    for (const [custom, condition] of cases) {
      const { sheet } = await imported([], `<autoFilter ref="A1:B6"><filterColumn colId="1"><customFilters>${custom}</customFilters></filterColumn></autoFilter>`);
      expect(sheet.filter?.criteriaByColumnId[sheet.columnIds[1]]).toEqual({ condition });
    }
    const between = await imported([], '<autoFilter ref="A1:B6"><filterColumn colId="1"><customFilters and="1"><customFilter operator="lessThanOrEqual" val="30"/><customFilter operator="greaterThanOrEqual" val="10"/></customFilters></filterColumn></autoFilter>');
    expect(between.sheet.filter?.criteriaByColumnId[between.sheet.columnIds[1]]).toEqual({ condition: { type: 'number_between', input1: '10', input2: '30' } });
  });

  it('leaves out of SUBTOTAL(9) a row the file hid inside the filtered list that the criteria would show, as Excel does', async () => {
    // Units > 20, but Excel's filter was not applied again after Italy's 45 came in: its row is still hidden.
    const { workbook, sheet } = await imported([2, 3, 5, 6], '<autoFilter ref="A1:B6"><filterColumn colId="1"><customFilters><customFilter operator="greaterThan" val="20"/></customFilters></filterColumn></autoFilter>');
    expect(hiddenRows(sheet)).toEqual([5]);
    expect(subtotals(workbook, sheet)).toEqual([30, 30, 110]);
    // Without the filter it is a row the user hid, which SUBTOTAL(9) counts and SUBTOTAL(109) does not.
    const unfiltered = { ...workbook, sheetsById: { [sheet.id]: { ...sheet, filter: undefined } } };
    expect(subtotals(unfiltered, sheet)).toEqual([110, 65, 110]);
  });

  it('keeps no filter it cannot express, reports it, and leaves its rows hidden', async () => {
    const { sheet, report } = await imported([3], '<autoFilter ref="A1:B6"><filterColumn colId="1"><colorFilter dxfId="0"/></filterColumn></autoFilter>');
    expect(sheet.filter).toBeUndefined();
    expect(hiddenRows(sheet)).toEqual([3]);
    expect(report).toContainEqual({ sheet: 'S', feature: 'Filters', detail: 'the filter on A1:B6 is not kept: it filters by colour; its rows stay hidden' });
  });

  it('keeps a filter without criteria as the sheet filter, hiding nothing', async () => {
    const { sheet } = await imported([], '<autoFilter ref="A1:B6"/>');
    expect(sheet.filter?.criteriaByColumnId).toEqual({});
  });
});

describe('AutoFilterScan', () => {
  it('finds the element of each part however the stream cuts it', () => {
    const xml = '<worksheet><sheetData><row r="1"/></sheetData><autoFilter ref="A1:B6"><filterColumn colId="0"><filters><filter val="x"/></filters></filterColumn></autoFilter><mergeCells/></worksheet>';
    for (let cut = 1; cut < xml.length; cut += 7) {
      const scan = new AutoFilterScan();
      scan.start('xl/worksheets/sheet1.xml');
      for (let at = 0; at < xml.length; at += cut) scan.add(xml.slice(at, at + cut));
      scan.start('xl/worksheets/sheet2.xml');
      scan.add('<worksheet><sheetData/></worksheet>');
      expect(scan.of('xl/worksheets/sheet1.xml')).toBe('<autoFilter ref="A1:B6"><filterColumn colId="0"><filters><filter val="x"/></filters></filterColumn></autoFilter>');
      expect(scan.of('xl/worksheets/sheet2.xml')).toBeUndefined();
    }
  });
});
