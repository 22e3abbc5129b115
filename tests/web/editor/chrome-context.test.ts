import { describe, expect, it } from 'vitest';
import type { EditorContextValue } from '../../../web/editor/editor-context.js';
import { onlyDocumentChanged } from '../../../web/editor/use-chrome-context.js';

/** A context of the fields the check reads (the rest of EditorContextValue plays no part in it). */
const context = (fields: Record<string, unknown>) => ({ run: () => true, select: () => undefined, ...fields }) as unknown as EditorContextValue;

describe("the editor chrome's context", () => {
  const view = { activeSheetId: 's1' };
  const activeCell = { content: '1' };
  const before = context({ workbook: { n: 1 }, sheet: { n: 1 }, rows: {}, columns: {}, view, activeCell, openPanel: null });

  it('is kept when only the document changed (a remote command elsewhere on the sheet) and functions were made anew', () => {
    expect(onlyDocumentChanged(before, context({ workbook: { n: 2 }, sheet: { n: 2 }, rows: {}, columns: {}, view, activeCell, openPanel: null }))).toBe(true);
  });

  it('is renewed when the view, the active cell or the page state changed', () => {
    expect(onlyDocumentChanged(before, context({ workbook: { n: 2 }, sheet: { n: 2 }, rows: {}, columns: {}, view: { ...view }, activeCell, openPanel: null }))).toBe(false);
    expect(onlyDocumentChanged(before, context({ workbook: { n: 2 }, sheet: { n: 2 }, rows: {}, columns: {}, view, activeCell: { content: '2' }, openPanel: null }))).toBe(false);
    expect(onlyDocumentChanged(before, context({ workbook: { n: 1 }, sheet: { n: 1 }, rows: {}, columns: {}, view, activeCell, openPanel: 'find' }))).toBe(false);
  });
});
