import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { isError } from '../../../plugins/formulas/values.js';
import { a1 } from '../../../plugins/workbook/a1.js';
import { iterateCells } from '../../../plugins/workbook/cell-store.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { libreOfficeResave, libreOfficeValues } from '../../support/libreoffice.js';
import { engineOptions } from '../../support/engine.js';

const BOOKS = ['budget.xlsx', 'price-list.xlsx', 'merges-and-borders.xlsx'];

async function load(name: string): Promise<Workbook> {
  const bytes = new Uint8Array(readFileSync(new URL(`../../../fixtures/books/${name}`, import.meta.url)));
  return (await importXlsx(bytes, name, new SequentialIdGenerator())).workbook;
}

/** Every formula cell's value as our engine computes it, by sheet name and address. */
function ourFormulaValues(workbook: Workbook): Map<string, { sheet: string; row: number; col: number; value: unknown }> {
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook, {});
  const out = new Map<string, { sheet: string; row: number; col: number; value: unknown }>();
  for (const sheetId of workbook.sheetIds) {
    const sheet = workbook.sheetsById[sheetId];
    const rows = new Map(sheet.rowIds.map((id, i) => [id, i]));
    const cols = new Map(sheet.columnIds.map((id, i) => [id, i]));
    for (const [rowId, colId, cell] of iterateCells(sheet)) {
      if (!cell.formula) continue;
      const row = rows.get(rowId)!;
      const col = cols.get(colId)!;
      const value = engine.getValue(sheetId, row, col);
      out.set(`${sheet.name}!${a1(row, col)}`, { sheet: sheet.name, row, col, value: isError(value) ? value.code : value });
    }
  }
  return out;
}

function agrees(ours: unknown, theirs: string): boolean {
  // LibreOffice's CSV writes percentages as shown ("10%") even when asked for raw values.
  const number = theirs.endsWith('%') ? Number(theirs.slice(0, -1)) / 100 : Number(theirs);
  if (typeof ours === 'number') return Math.abs(ours - number) <= 1e-9 * Math.max(1, Math.abs(ours));
  if (typeof ours === 'boolean') return theirs === (ours ? 'TRUE' : 'FALSE');
  return String(ours ?? '') === theirs;
}

describe.each(BOOKS)('%s with LibreOffice Calc', (name) => {
  it('is recalculated by LibreOffice to the values our engine computes', async () => {
    const workbook = await load(name);
    const ours = ourFormulaValues(workbook);
    expect(ours.size).toBeGreaterThan(0);
    // Written without cached values, so LibreOffice must compute every formula itself.
    const theirs = libreOfficeValues(await exportXlsx(workbook), workbook.sheetIds.map((id) => workbook.sheetsById[id].name));
    const differences = [...ours.entries()]
      .map(([address, { sheet, row, col, value }]) => ({ address, ours: value, theirs: theirs[sheet]?.[row]?.[col] ?? '' }))
      .filter(({ ours: o, theirs: t }) => !agrees(o, t));
    expect(differences).toEqual([]);
  }, 120_000);

  it('comes back from LibreOffice with the same structure, formats and values', async () => {
    const workbook = await load(name);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook, {});
    const exported = await exportXlsx(workbook, { computedValue: (sheetId, row, col) => { const v = engine.getValue(sheetId, row, col); return isError(v) ? v.code : v; } });
    const back = (await importXlsx(libreOfficeResave(exported), name, new SequentialIdGenerator())).workbook;
    expect(summary(back)).toEqual(summary(workbook));
  }, 120_000);
});

/** What a round trip must keep, by position rather than generated id. */
function summary(workbook: Workbook) {
  return {
    sheets: workbook.sheetIds.map((id) => {
      const sheet = workbook.sheetsById[id];
      const rows = new Map(sheet.rowIds.map((rowId, i) => [rowId, i]));
      const cols = new Map(sheet.columnIds.map((colId, i) => [colId, i]));
      const cells: Record<string, unknown> = {};
      for (const [rowId, colId, cell] of iterateCells(sheet)) {
        const { mergedInto, data, value, ...rest } = cell;
        // A formula's value is the file's cache of its result (one writer caches it, another not): the test above compares results.
        const content = rest.formula === undefined && value !== undefined ? { ...rest, value } : rest;
        cells[a1(rows.get(rowId)!, cols.get(colId)!)] = { ...content, ...(mergedInto ? { merged: true } : {}), ...(data ? { data } : {}) };
      }
      return {
        name: sheet.name,
        hidden: sheet.hidden ?? false,
        widths: sheet.columnIds.slice(0, 8).map((c) => sheet.columnsById[c].width),
        heights: sheet.rowIds.slice(0, 12).map((r) => sheet.rowsById[r].height),
        cells,
      };
    }),
    names: Object.values(workbook.namedRangesById).map((n) => n.name).sort(),
    conditionalFormats: Object.values(workbook.conditionalFormatsById).map((f) => (f as { condition: unknown }).condition),
  };
}
