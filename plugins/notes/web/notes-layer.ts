import { getRowCells } from '../../workbook/index.js';
import type { Sheet } from '../../workbook/model/index.js';
import { rectOf, type CanvasLayer, type Frame } from '../../../web/plugin-api/index.js';

/** The side of the corner mark, before zoom (Sheets' is a small black triangle). */
const MARK = 6;

/** A cell with a note shows a black triangle in its top right corner, as in Sheets and Excel. */
export const notesLayer: CanvasLayer = {
  id: 'notes.marks',
  z: 30,
  prepare: (sheet) => ({ draw: (frame) => drawMarks(frame, sheet) }),
};

/** Only the visible rows are read: no pass over the sheet's cells on each edit. */
function drawMarks(frame: Frame, sheet: Sheet): void {
  const { ctx, visible } = frame;
  const columnIndex = new Map<string, number>();
  for (let col = visible.left; col <= visible.right; col++) columnIndex.set(sheet.columnIds[col] ?? '', col);
  ctx.fillStyle = '#202124';
  for (let row = visible.top; row <= visible.bottom; row++) {
    const cells = getRowCells(sheet, sheet.rowIds[row] ?? '');
    if (!cells || frame.rows.size(row) === 0) continue;
    for (const columnId in cells) {
      const col = columnIndex.get(columnId);
      if (col === undefined || cells[columnId].note === undefined) continue;
      const cell = cells[columnId];
      const box = rectOf(frame, { top: row, left: col, bottom: row + (cell.mergeRows ?? 1) - 1, right: col + (cell.mergeColumns ?? 1) - 1 });
      const size = MARK * frame.view.zoom;
      ctx.beginPath();
      ctx.moveTo(box.x + box.w - size - 1, box.y + 1);
      ctx.lineTo(box.x + box.w - 1, box.y + 1);
      ctx.lineTo(box.x + box.w - 1, box.y + 1 + size);
      ctx.closePath();
      ctx.fill();
    }
  }
}
