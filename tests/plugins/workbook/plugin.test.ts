import { describe, expect, it } from 'vitest';
import { createKernel } from '../../../kernel/runtime.js';
import {
  initialView, newWorkbook, RandomIdGenerator, SequentialIdGenerator, WORKBOOK, workbookPlugin,
} from '../../../plugins/workbook/index.js';

describe('workbookPlugin', () => {
  it('registers every command under workbook.<verb-noun>', () => {
    const ids = workbookPlugin.commands?.map((command) => command.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining([
      'workbook.add-sheet', 'workbook.duplicate-sheet', 'workbook.rename-sheet', 'workbook.delete-sheet', 'workbook.hide-sheet',
      'workbook.unhide-sheet', 'workbook.reorder-sheet', 'workbook.insert-rows', 'workbook.insert-columns', 'workbook.delete-rows',
      'workbook.delete-columns', 'workbook.move-rows', 'workbook.move-columns', 'workbook.hide-rows', 'workbook.hide-columns',
      'workbook.unhide-rows', 'workbook.unhide-columns', 'workbook.resize-rows', 'workbook.resize-columns', 'workbook.set-cell',
      'workbook.set-cells', 'workbook.clear-content', 'workbook.clear-format', 'workbook.set-format', 'workbook.set-number-format',
      'workbook.set-data-type', 'workbook.merge-cells', 'workbook.unmerge-cells', 'workbook.set-borders', 'workbook.insert-cells',
      'workbook.delete-cells', 'workbook.add-custom-color', 'workbook.change-precision', 'workbook.toggle-checkbox',
    ]));
    for (const id of ids) expect(id).toMatch(/^workbook\.[a-z]+(-[a-z]+)+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('registers the view operations', () => {
    expect(workbookPlugin.operations?.map((operation) => operation.id)).toEqual([
      'view.select', 'view.set-active-sheet', 'view.set-zoom', 'view.toggle-gridlines', 'view.toggle-formulas', 'view.toggle-formula-bar', 'view.set-sidebar',
    ]);
  });

  it('provides random ids by default, which a test can replace', () => {
    const document = newWorkbook(new SequentialIdGenerator());
    const kernel = createKernel({ plugins: [workbookPlugin], document, view: initialView(document) });
    expect(kernel.services.get(WORKBOOK.Ids)).toBeInstanceOf(RandomIdGenerator);
    kernel.execute('workbook.add-sheet', {});
    const added = kernel.store.state.sheetIds[1];
    expect(added).toMatch(/^[A-Za-z0-9]{8}$/);
    kernel.services.provide(WORKBOOK.Ids, new SequentialIdGenerator());
    kernel.execute('workbook.add-sheet', {});
    expect(kernel.store.state.sheetIds[2]).toMatch(/^s[0-9]{7}$/);
  });
});
