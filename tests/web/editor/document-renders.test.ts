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

/** Rows 0 to 19 of the first sheet in sight. */
const topRows = (sheetId: string): Sight => ({ sheetId, showsRow: (row) => row < 20 });

/** The revisions the reader's editor renders, with `sight` the grid's (undefined: not laid out). */
function watchRenders(reader: EditorSession, sight: Sight | undefined) {
  const renders: number[] = [];
  const subscription = documentRenders(reader, () => sight).subscribe((revision) => renders.push(revision));
  return { renders, stop: () => subscription.unsubscribe() };
}

describe('documentRenders', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renders one's own edits and others' edits in sight at once", () => {
    const { reader, sheetId, remote, own } = copies();
    const { renders, stop } = watchRenders(reader, topRows(sheetId));
    own('workbook.set-cell', { sheetId, row: 50, col: 0, text: 'mine' });
    remote('workbook.set-cell', { sheetId, row: 3, col: 2, text: 'seen' });
    expect(renders).toHaveLength(2);
    stop();
  });

  it("renders others' edits out of sight together, within the wait, or with the next edit that is seen", () => {
    const { reader, sheetId, remote } = copies();
    const { renders, stop } = watchRenders(reader, topRows(sheetId));
    remote('workbook.set-cell', { sheetId, row: 40, col: 0, text: 'far' });
    remote('workbook.set-cell', { sheetId, row: 41, col: 0, text: 'further' });
    expect(renders).toEqual([]);
    vi.advanceTimersByTime(OUT_OF_SIGHT_WAIT_MS);
    expect(renders).toEqual([reader.revision$.value]);

    remote('workbook.set-cell', { sheetId, row: 42, col: 0, text: 'far again' });
    remote('workbook.set-cell', { sheetId, row: 1, col: 0, text: 'near' });
    expect(renders).toHaveLength(2);
    // The render that showed the near edit showed the far one too: no second one follows.
    vi.advanceTimersByTime(OUT_OF_SIGHT_WAIT_MS);
    expect(renders).toHaveLength(2);
    stop();
  });

  it('renders at once an edit out of sight that changes a value in sight, and any change but of cells', () => {
    const { reader, sheetId, remote } = copies();
    const { renders, stop } = watchRenders(reader, topRows(sheetId));
    remote('workbook.set-cell', { sheetId, row: 0, col: 0, text: '=A60*2' });
    expect(renders).toHaveLength(1);
    remote('workbook.set-cell', { sheetId, row: 59, col: 0, text: '21' });
    expect(reader.engine.getValue(sheetId, 0, 0)).toBe(42);
    expect(renders).toHaveLength(2);
    remote('workbook.insert-rows', { sheetId, index: 80, side: 'above', count: 1 });
    expect(renders).toHaveLength(3);
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
