import { expect } from 'vitest';
import { createKernel, type CommandResult, type Kernel, type PluginManifest, type StructuralChange } from '../../../kernel/runtime.js';
import {
  getCell, initialView, newWorkbook, SequentialIdGenerator, WORKBOOK, workbookPlugin,
  type Cell, type Sheet, type Workbook, type WorkbookView,
} from '../../../plugins/workbook/index.js';

export interface TestKernel {
  readonly kernel: Kernel<Workbook, WorkbookView>;
  /** Structural changes the recording adjuster received, in order. */
  readonly changes: StructuralChange[];
  readonly sheetId: string;
  readonly state: () => Workbook;
  readonly sheet: (sheetId?: string) => Sheet;
  readonly cell: (row: number, col: number, sheetId?: string) => Cell | undefined;
  readonly run: <P>(id: string, params: P) => CommandResult;
}

/**
 * A real kernel with the workbook plugin (and `plugins`), predictable ids and an adjuster that records
 * what it hears.
 */
export function boot(prepare?: (workbook: Workbook) => Workbook, plugins: readonly PluginManifest<Workbook, WorkbookView>[] = []): TestKernel {
  const ids = new SequentialIdGenerator();
  const base = newWorkbook(ids);
  const document = prepare ? prepare(base) : base;
  const changes: StructuralChange[] = [];
  const recorder: PluginManifest<Workbook, WorkbookView> = {
    id: 'recorder',
    dependsOn: ['workbook'],
    adjusters: [(_draft, change) => changes.push(change)],
  };
  const kernel = createKernel({ plugins: [workbookPlugin, ...plugins, recorder], document, view: initialView(document) });
  kernel.services.provide(WORKBOOK.Ids, ids);
  const sheetId = document.sheetIds[0];
  const state = (): Workbook => kernel.store.state;
  const sheet = (id = sheetId): Sheet => state().sheetsById[id];
  return {
    kernel,
    changes,
    sheetId,
    state,
    sheet,
    cell: (row, col, id = sheetId) => {
      const s = sheet(id);
      return getCell(s, s.rowIds[row], s.columnIds[col]);
    },
    run: (id, params) => kernel.execute(id, params),
  };
}

/**
 * Runs a command that must succeed and checks that undo restores the exact previous document and
 * redo the exact result, each as one step.
 */
export function runUndoable<P>(t: TestKernel, id: string, params: P): Workbook {
  const before = t.state();
  const snapshot = structuredClone(before);
  const result = t.run(id, params);
  expect(result).toEqual({ ok: true });
  const after = t.state();
  expect(after).not.toBe(before);
  const afterSnapshot = structuredClone(after);
  expect(t.kernel.undo.undo()).toBe(true);
  expect(t.state()).toStrictEqual(snapshot);
  expect(t.kernel.undo.redo()).toBe(true);
  expect(t.state()).toStrictEqual(afterSnapshot);
  return t.state();
}

/** Runs a command that must be refused with `message`, leaving the document as it was. */
export function expectRefused<P>(t: TestKernel, id: string, params: P, message: string, title = 'Problem encountered'): void {
  const before = t.state();
  const undoBefore = t.kernel.undo.canUndo;
  const changesBefore = t.changes.length;
  expect(t.run(id, params)).toEqual({ ok: false, error: message, title });
  expect(t.state()).toBe(before);
  expect(t.kernel.undo.canUndo).toBe(undoBefore);
  expect(t.changes).toHaveLength(changesBefore);
}

/** The content of a cell, for short assertions. */
export function content(cell: Cell | undefined): unknown {
  return cell?.formula ?? cell?.value;
}
