import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { documentRenders, OUT_OF_SIGHT_WAIT_MS, type Sight } from '../../../web/editor/document-renders.js';
import { EditorSession } from '../../../web/editor/editor-session.js';
import { editorAssembly } from '../../../web/plugins.js';

/** Two copies of one template: what `author` executes reaches `reader` as another author's command. */
function copies() {
  const workbook = newWorkbook(new SequentialIdGenerator());
  const author = new EditorSession(editorAssembly, workbook);
  const reader = new EditorSession(editorAssembly, workbook);
  const sheetId = workbook.sheetIds[0];
  const remote = (id: string, params: unknown) => {
    const ran = author.kernel.bus.perform(id, params);
    if (!ran.ok || !ran.executed) throw new Error(`${id} changed nothing`);
    const { patches, inversePatches, structural } = ran.executed;
    reader.kernel.bus.replay('remote', patches, inversePatches, structural, { id, params, remote: { kind: 'remote' } });
  };
  return { reader, sheetId, remote, own: (id: string, params: unknown) => reader.kernel.execute(id, params) };
}

/** Rows 0 to 19 of the first sheet in sight, the active cell in row 10. */
const topRows = (sheetId: string): Sight => ({ sheetId, showsRow: (row) => row < 20, nearActive: (row) => Math.abs(row - 10) <= 1 });

/** The revisions the reader's editor renders and how many paints ahead it asks, with `sight` the grid's (undefined: not laid out). */
function watchRenders(reader: EditorSession, sight: Sight | undefined) {
  const renders: number[] = [];
  const paints: number[] = [];
  const updates = documentRenders(reader, () => sight);
  const subscriptions = [updates.renders.subscribe((revision) => renders.push(revision)), updates.paints.subscribe(() => paints.push(reader.revision$.value))];
  return { renders, paints, stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()) };
}

describe('documentRenders', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renders one's own edits and others' edits by the active cell at once", () => {
    const { reader, sheetId, remote, own } = copies();
    const { renders, paints, stop } = watchRenders(reader, topRows(sheetId));
    own('workbook.set-cell', { sheetId, row: 50, col: 0, text: 'mine' });
    remote('workbook.set-cell', { sheetId, row: 9, col: 2, text: 'by the active cell' });
    remote('workbook.set-cell', { sheetId, row: 11, col: 5, text: 'below it' });
    expect(renders).toHaveLength(3);
    expect(paints).toEqual([]);
    stop();
  });

  it("paints others' edits of cells in sight at once and renders them within the wait", () => {
    const { reader, sheetId, remote } = copies();
    const { renders, paints, stop } = watchRenders(reader, topRows(sheetId));
    remote('workbook.set-cell', { sheetId, row: 3, col: 2, text: 'seen' });
    expect(paints).toEqual([reader.revision$.value]);
    remote('workbook.set-cell', { sheetId, row: 40, col: 2, text: 'far' });
    remote('workbook.set-cell', { sheetId, row: 4, col: 2, text: 'seen too' });
    expect(paints).toHaveLength(2);
    expect(renders).toEqual([]);
    vi.advanceTimersByTime(OUT_OF_SIGHT_WAIT_MS);
    expect(renders).toEqual([reader.revision$.value]);
    stop();
  });

  it('renders what waits at once when asked (a paint ahead the grid cannot make), and nothing when nothing waits', () => {
    const { reader, sheetId, remote } = copies();
    const updates = documentRenders(reader, () => topRows(sheetId));
    const renders: number[] = [];
    const subscription = updates.renders.subscribe((revision) => renders.push(revision));
    updates.renderNow();
    expect(renders).toEqual([]);
    remote('workbook.set-cell', { sheetId, row: 3, col: 2, text: 'seen' });
    expect(renders).toEqual([]);
    updates.renderNow();
    expect(renders).toEqual([reader.revision$.value]);
    vi.advanceTimersByTime(OUT_OF_SIGHT_WAIT_MS);
    expect(renders).toHaveLength(1);
    subscription.unsubscribe();
  });

  it("renders others' edits out of sight together, within the wait, or with the next edit rendered at once", () => {
    const { reader, sheetId, remote } = copies();
    const { renders, stop } = watchRenders(reader, topRows(sheetId));
    remote('workbook.set-cell', { sheetId, row: 40, col: 0, text: 'far' });
    remote('workbook.set-cell', { sheetId, row: 41, col: 0, text: 'further' });
    expect(renders).toEqual([]);
    vi.advanceTimersByTime(OUT_OF_SIGHT_WAIT_MS);
    expect(renders).toEqual([reader.revision$.value]);

    remote('workbook.set-cell', { sheetId, row: 42, col: 0, text: 'far again' });
    remote('workbook.set-cell', { sheetId, row: 11, col: 0, text: 'by the active cell' });
    expect(renders).toHaveLength(2);
    // The render that showed the edit by the active cell showed the far one too: no second one follows.
    vi.advanceTimersByTime(OUT_OF_SIGHT_WAIT_MS);
    expect(renders).toHaveLength(2);
    stop();
  });

  it('paints at once an edit out of sight that changes a value in sight, renders at once one by the active cell, and any change but of cells', () => {
    const { reader, sheetId, remote } = copies();
    const { renders, paints, stop } = watchRenders(reader, topRows(sheetId));
    remote('workbook.set-cell', { sheetId, row: 0, col: 0, text: '=A60*2' });
    remote('workbook.set-cell', { sheetId, row: 10, col: 0, text: '=A61*2' });
    expect(paints).toHaveLength(1);
    expect(renders).toHaveLength(1);
    remote('workbook.set-cell', { sheetId, row: 59, col: 0, text: '21' });
    expect(reader.engine.getValue(sheetId, 0, 0)).toBe(42);
    expect(paints).toHaveLength(2);
    remote('workbook.set-cell', { sheetId, row: 60, col: 0, text: '4' });
    expect(reader.engine.getValue(sheetId, 10, 0)).toBe(8);
    expect(renders).toHaveLength(2);
    remote('workbook.insert-rows', { sheetId, index: 80, side: 'above', count: 1 });
    expect(renders).toHaveLength(3);
    expect(paints).toHaveLength(2);
    stop();
  });

  it('renders everything at once while the grid is not laid out', () => {
    const { reader, sheetId, remote } = copies();
    const { renders, stop } = watchRenders(reader, undefined);
    remote('workbook.set-cell', { sheetId, row: 40, col: 0, text: 'far' });
    expect(renders).toHaveLength(1);
    stop();
  });
});
