import { useState, type CSSProperties, type MutableRefObject } from 'react';
import { getCell, parseCellId } from '../../workbook/index.js';
import type { Sheet } from '../../workbook/model/index.js';
import { useSubject, hitTest, rectOf, useHost, type CellOverlay, type Frame, type GridGeometry, type GridHandle, type OverlayControl } from '../../../web/plugin-api/index.js';
import { NoteCard } from './NoteCard.js';
import { editingNote, type NoteTarget } from './note-target.js';
import './notes.css';

/** A cell's note on hover, and the note being written (Insert note), beside its cell. */
export const notesOverlay: CellOverlay = { id: 'notes.card', use: useNotes };

function useNotes({ geometry }: GridHandle): OverlayControl {
  const host = useHost();
  const { sheet } = host;
  const editing = useSubject(editingNote);
  const [hovered, setHovered] = useState<{ row: number; col: number } | null>(null);
  const pointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const g = geometry.current;
    if (!g) return;
    const box = g.canvas.getBoundingClientRect();
    const target = hitTest(event.clientX - box.left, event.clientY - box.top, g.rows, g.columns, g.view);
    const cell = target.kind === 'cell' ? noteCell(sheet, target.row, target.col) : null;
    if (cell?.row !== hovered?.row || cell?.col !== hovered?.col) setHovered(cell);
  };
  const editingHere = editing && editing.sheetId === sheet.id ? editing : null;
  const shown = editingHere ?? (hovered && { sheetId: sheet.id, ...hovered });
  const text = shown ? noteAt(sheet, shown.row, shown.col) : undefined;
  const style = shown ? placeBeside(geometry, shown) : undefined;
  if (!shown || !style || (!editingHere && text === undefined)) return { pointerMove };
  const close = () => {
    editingNote.next(null);
    host.focusGrid();
  };
  const save = (next: string) => {
    close();
    if (next !== (text ?? '')) void host.run('notes.set', { sheetId: shown.sheetId, row: shown.row, col: shown.col, text: next });
  };
  return {
    pointerMove,
    element: <NoteCard key={`${shown.row}:${shown.col}:${editingHere ? 'edit' : 'show'}`} style={style} text={text ?? ''} editing={editingHere !== null} onSave={save} onCancel={close} />,
  };
}


/** The cell whose note a position shows: a merge's covered cells show the top-left cell's. */
function noteCell(sheet: Sheet, row: number, col: number): { row: number; col: number } | null {
  const cell = getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '');
  const anchor = cell?.mergedInto !== undefined ? parseCellId(cell.mergedInto) : undefined;
  const at = anchor ? { row: sheet.rowIds.indexOf(anchor.rowId), col: sheet.columnIds.indexOf(anchor.columnId) } : { row, col };
  return noteAt(sheet, at.row, at.col) === undefined ? null : at;
}

function noteAt(sheet: Sheet, row: number, col: number): string | undefined {
  return getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '')?.note;
}

/** To the right of the cell, top aligned, in window coordinates. */
function placeBeside(geometry: MutableRefObject<GridGeometry | null>, target: Omit<NoteTarget, 'sheetId'>): CSSProperties | undefined {
  const g = geometry.current;
  if (!g) return undefined;
  const frame = { rows: g.rows, columns: g.columns, view: g.view } as Frame;
  const cell = rectOf(frame, { top: target.row, bottom: target.row, left: target.col, right: target.col });
  const canvas = g.canvas.getBoundingClientRect();
  return { left: canvas.left + cell.x + cell.w + 4, top: canvas.top + cell.y };
}
