import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { NOTE_TOO_LONG_MESSAGE, notesPlugin } from '../../../plugins/notes/index.js';
import { readTemplateFile, writeTemplateFile } from '../../../plugins/workbook/file/index.js';
import type { Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, runUndoable } from '../workbook/boot.js';

const withNotes = () => boot(undefined, [notesPlugin as PluginManifest<Workbook, WorkbookView>]);

describe('cell notes', () => {
  it('sets, replaces and removes a note in one undo step each, leaving the content alone', () => {
    const t = withNotes();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: '42' });
    runUndoable(t, 'notes.set', { sheetId: t.sheetId, row: 1, col: 1, text: 'Checked by finance' });
    expect(t.cell(1, 1)).toMatchObject({ value: 42, note: 'Checked by finance' });
    runUndoable(t, 'notes.set', { sheetId: t.sheetId, row: 1, col: 1, text: '  ' });
    expect(t.cell(1, 1)?.note).toBeUndefined();
    expect(t.cell(1, 1)?.value).toBe(42);
  });

  it('a note alone makes a cell; removing it removes the cell', () => {
    const t = withNotes();
    t.run('notes.set', { sheetId: t.sheetId, row: 0, col: 0, text: 'Fill in later' });
    expect(t.cell(0, 0)).toEqual({ note: 'Fill in later' });
    t.run('notes.set', { sheetId: t.sheetId, row: 0, col: 0, text: '' });
    expect(t.cell(0, 0)).toBeUndefined();
  });

  it('survives clearing the content (Delete) and moves with its row', () => {
    const t = withNotes();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 2, col: 0, text: 'x' });
    t.run('notes.set', { sheetId: t.sheetId, row: 2, col: 0, text: 'why' });
    t.run('workbook.clear-content', { sheetId: t.sheetId, area: { top: 2, left: 0, bottom: 2, right: 0 } });
    expect(t.cell(2, 0)).toEqual({ note: 'why' });
    expect(t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above' })).toEqual({ ok: true });
    expect(t.cell(3, 0)?.note).toBe('why');
  });

  it('refuses what is not a note, outside the sheet, and over the length limit', () => {
    const t = withNotes();
    const before = t.state();
    expect(t.run('notes.set', { sheetId: t.sheetId, row: 0, col: 0, text: 'x'.repeat(32_768) })).toMatchObject({ ok: false, error: NOTE_TOO_LONG_MESSAGE });
    expect(t.run('notes.set', { sheetId: t.sheetId, row: 0, col: 0, text: 7 })).toMatchObject({ ok: false });
    expect(t.run('notes.set', { sheetId: t.sheetId, row: 1e6, col: 0, text: 'x' })).toMatchObject({ ok: false });
    expect(t.run('notes.set', { sheetId: 'nope', row: 0, col: 0, text: 'x' })).toMatchObject({ ok: false });
    expect(t.state()).toBe(before);
  });

  it('is kept in the template file, and a note that is not text is refused with its path', () => {
    const t = withNotes();
    t.run('notes.set', { sheetId: t.sheetId, row: 0, col: 0, text: 'Kept <b>as text</b>' });
    const file = writeTemplateFile(t.state());
    expect(readTemplateFile(file)).toEqual(t.state());
    const [cellId] = Object.keys(file.sheetsById[t.sheetId].cellsById);
    const bad = structuredClone(file) as unknown as { sheetsById: Record<string, { cellsById: Record<string, Record<string, unknown>> }> };
    bad.sheetsById[t.sheetId].cellsById[cellId].note = 12;
    expect(() => readTemplateFile(bad)).toThrow(/note/);
  });
});
