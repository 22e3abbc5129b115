import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { engineCellReader } from '../../../plugins/filters/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { DocumentSlots } from '../../../kernel/index.js';
import { classifyPatches } from '../../../plugins/formulas/engine/workbook-sync.js';
import { putCell } from '../../../plugins/workbook/index.js';
import { filtersKernel } from './helpers.js';
import { engineOptions } from '../../support/engine.js';

describe('filters and the formula engine', () => {
  it('a filter reads cells as displayed: number formats applied, errors as codes, blanks as ""', () => {
    const book = produce(filtersKernel().state(), (draft) => {
      const sheet = draft.sheetsById[draft.sheetIds[0]];
      putCell(sheet, sheet.rowIds[0], sheet.columnIds[0], { formula: '=2/8', data: { type: 'PERCENT', format: '0.0%' } });
      putCell(sheet, sheet.rowIds[1], sheet.columnIds[0], { formula: '=1/0' });
      putCell(sheet, sheet.rowIds[2], sheet.columnIds[0], { value: true });
    });
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(book);
    const read = engineCellReader(book.sheetsById[book.sheetIds[0]], engine);
    expect([read(0, 0).text, read(0, 0).number]).toEqual(['25.0%', 0.25]);
    expect(read(1, 0)).toEqual({ text: '#DIV/0!' });
    expect(read(2, 0)).toEqual({ text: 'TRUE' });
    expect(read(30, 0)).toEqual({ text: '' });
  });

  it('changing a filter does not make the engine reload the workbook', () => {
    const t = filtersKernel();
    const patches: unknown[] = [];
    t.kernel.bus.executed$.subscribe((event) => patches.push(...event.patches));
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[0], criteria: { hiddenValues: ['Apple'] } });
    t.run('filters.remove', { sheetId: t.sheetId });
    expect(patches.length).toBeGreaterThan(0);
    expect(classifyPatches(patches as Parameters<typeof classifyPatches>[0], new DocumentSlots(t.kernel.plugins)).reload).toBe(false);
  });
});
