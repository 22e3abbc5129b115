import { describe, expect, it } from 'vitest';
import type { EditorContextValue } from '../../../web/editor/editor-context.js';
import { compare } from '../../../web/editor/use-chrome-context.js';

/** A context of the fields the check reads (the rest of EditorContextValue plays no part in it). */
const context = (fields: Record<string, unknown>) => ({ run: () => true, select: () => undefined, ...fields }) as unknown as EditorContextValue;

describe("the editor chrome's contexts", () => {
  const view = { activeSheetId: 's1', selection: { anchor: { row: 0, col: 0 } }, sidebar: null };
  const activeCell = { content: '1' };
  const area = { top: 0, bottom: 0, left: 0, right: 0 };
  const document = { workbook: { n: 1 }, sheet: { n: 1 }, rows: {}, columns: {} };
  const before = context({ ...document, view, area, anchor: area, activeCell, openPanel: null });
  const after = (fields: Record<string, unknown>) => context({ ...document, view, area, anchor: area, activeCell, openPanel: null, ...fields });

  it('keeps through a change of the document alone (a remote command elsewhere on the sheet), with functions made anew', () => {
    expect(compare(before, after({ workbook: { n: 2 }, sheet: { n: 2 } }), false)).toBe('cells');
    expect(compare(before, after({ workbook: { n: 2 }, sheet: { n: 2 } }), true)).toBe('cells');
    expect(compare(before, after({}), false)).toBe('none');
  });

  it('is renewed when the view, the active cell or the page state changed', () => {
    expect(compare(before, after({ view: { ...view, sidebar: 'names' } }), false)).toBe('renew');
    expect(compare(before, after({ activeCell: { content: '2' } }), false)).toBe('renew');
    expect(compare(before, after({ openPanel: 'find' }), false)).toBe('renew');
  });

  it('the selection moving renews the toolbar\'s context, not the frame\'s (top bar, menu bar, sheet tabs)', () => {
    const moved = after({ view: { ...view, selection: { anchor: { row: 1, col: 0 } } }, area: { ...area, top: 1, bottom: 1 }, anchor: { row: 1, col: 0 }, activeCell: undefined });
    expect(compare(before, moved, false)).toBe('renew');
    expect(compare(before, moved, true)).toBe('none');
    expect(compare(before, { ...moved, view: { ...moved.view, sidebar: 'names' } } as EditorContextValue, true)).toBe('renew');
    expect(compare(before, { ...moved, openPanel: 'find' } as EditorContextValue, true)).toBe('renew');
  });
});
