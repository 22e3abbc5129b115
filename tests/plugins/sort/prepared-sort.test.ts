import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { createKernel, type Kernel, type PluginManifest } from '../../../kernel/runtime.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { sortPlugin } from '../../../plugins/sort/index.js';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import { newSheet } from '../../../plugins/workbook/create.js';
import { getCell, initialView, newWorkbook, SequentialIdGenerator, workbookPlugin, type Sheet, type Workbook, type WorkbookView } from '../../../plugins/workbook/index.js';

const ROWS = 12_000;

/** One sheet of ROWS rows: a number and a formula over it. */
function bigWorkbook(): Workbook {
  const ids = new SequentialIdGenerator();
  const data = newSheet(ids, 'Data', ROWS, 2) as Draft<Sheet>;
  for (let r = 0; r < ROWS; r++) {
    putCell(data, data.rowIds[r], data.columnIds[0], { value: r });
    putCell(data, data.rowIds[r], data.columnIds[1], { formula: `=A${r + 1}*2` });
  }
  return { ...newWorkbook(ids), sheetIds: [data.id], sheetsById: { [data.id]: data } };
}

const kernelOver = (document: Workbook): Kernel<Workbook, WorkbookView> =>
  createKernel<Workbook, WorkbookView>({ plugins: [workbookPlugin, formulasPlugin, sortPlugin] as PluginManifest<Workbook, WorkbookView>[], document, view: initialView(document) });

const reversal = (sheetId: string, rows = ROWS) => ({ sheetId, area: { top: 0, left: 0, bottom: rows - 1, right: 1 }, order: Array.from({ length: rows }, (_, i) => rows - 1 - i) });

/** Runs every step, counting them; gives their result. */
function stepped(steps: Iterator<void, unknown>): { prepared: unknown; steps: number } {
  for (let count = 1; ; count++) {
    const step = steps.next();
    if (step.done) return { prepared: step.value, steps: count };
  }
}

describe('a big sort prepared ahead in steps (CommandDefinition.prepare)', () => {
  it('is prepared only when big, in several steps, and its run with them ends as a run in full', () => {
    const document = bigWorkbook();
    const sheetId = document.sheetIds[0];
    const kernel = kernelOver(document);
    expect(kernel.bus.prepare('sort.rows', reversal(sheetId, 100))).toBeUndefined();
    expect(kernel.bus.prepare('sort.rows', { sheetId, area: reversal(sheetId).area, order: [1, 2, 3] })).toBeUndefined();
    const { prepared, steps } = stepped(kernel.bus.prepare('sort.rows', reversal(sheetId))!);
    expect(steps).toBeGreaterThan(2);
    // Preparing changed nothing.
    expect(kernel.store.state).toBe(document);

    const full = kernelOver(document);
    full.bus.perform('sort.rows', reversal(sheetId));
    kernel.bus.perform('sort.rows', reversal(sheetId), undefined, prepared);
    expect(kernel.store.state).toEqual(full.store.state);
    const sheet = kernel.store.state.sheetsById[sheetId];
    expect(getCell(sheet, sheet.rowIds[0], sheet.columnIds[0])?.value).toBe(ROWS - 1);
    expect(getCell(sheet, sheet.rowIds[0], sheet.columnIds[1])?.formula).toBe('=A1*2');

    // It was used: two runs with it put the very same buckets in.
    const again = kernelOver(document);
    again.bus.perform('sort.rows', reversal(sheetId), undefined, prepared);
    const bucket = Object.keys(sheet.cells)[0];
    expect(again.store.state.sheetsById[sheetId].cells[bucket]).toBe(sheet.cells[bucket]);
    expect(full.store.state.sheetsById[sheetId].cells[bucket]).not.toBe(sheet.cells[bucket]);
  });

  it('is not used once its sheet changed, nor for another order', () => {
    const document = bigWorkbook();
    const sheetId = document.sheetIds[0];
    const kernel = kernelOver(document);
    const { prepared } = stepped(kernel.bus.prepare('sort.rows', reversal(sheetId))!);
    kernel.bus.perform('workbook.set-cell', { sheetId, row: 5, col: 0, text: 'edited' });
    const full = kernelOver(kernel.store.state);
    full.bus.perform('sort.rows', reversal(sheetId));
    kernel.bus.perform('sort.rows', reversal(sheetId), undefined, prepared);
    expect(kernel.store.state).toEqual(full.store.state);
    const sheet = kernel.store.state.sheetsById[sheetId];
    expect(getCell(sheet, sheet.rowIds[ROWS - 6], sheet.columnIds[0])?.value).toBe('edited');

    const other = kernelOver(document);
    const order = reversal(sheetId).order.map((_, i) => (i + 1) % ROWS);
    other.bus.perform('sort.rows', { ...reversal(sheetId), order }, undefined, prepared);
    const moved = other.store.state.sheetsById[sheetId];
    expect(getCell(moved, moved.rowIds[0], moved.columnIds[0])?.value).toBe(1);
  });
});
