import { rectOf, type CanvasLayer, type Frame } from '../../../web/plugin-api/index.js';
import { findSession, sheetMatchKeys, type FindState } from './find-session.js';

const MATCH_FILL = 'rgba(251, 188, 4, 0.35)';
const CURRENT_STROKE = '#e37400';

/** While the find bar or the replace dialog is open, every match on the sheet tinted and the current one outlined. */
export const findLayer: CanvasLayer = {
  id: 'find.matches',
  z: 40,
  changes: findSession,
  prepare(sheet) {
    const state = findSession.value;
    if (!(state.barOpen || state.dialogOpen) || state.matches.length === 0) return undefined;
    const keys = sheetMatchKeys(state, sheet.id);
    if (keys.size === 0) return undefined;
    return { draw: (frame) => drawMatches(frame, keys, currentOn(state, sheet.id)) };
  },
};

function currentOn(state: FindState, sheetId: string): { row: number; col: number } | undefined {
  const match = state.matches[state.current];
  return match && match.sheetId === sheetId ? match : undefined;
}

function drawMatches(frame: Frame, keys: ReadonlySet<string>, current: { row: number; col: number } | undefined): void {
  const { ctx, visible } = frame;
  ctx.fillStyle = MATCH_FILL;
  for (let row = visible.top; row <= visible.bottom; row++) {
    if (frame.rows.size(row) === 0) continue;
    for (let col = visible.left; col <= visible.right; col++) {
      if (!keys.has(`${row}:${col}`) || frame.columns.size(col) === 0) continue;
      const box = rectOf(frame, { top: row, bottom: row, left: col, right: col });
      ctx.fillRect(box.x, box.y, box.w, box.h);
    }
  }
  if (!current || current.row < visible.top || current.row > visible.bottom || current.col < visible.left || current.col > visible.right) return;
  const box = rectOf(frame, { top: current.row, bottom: current.row, left: current.col, right: current.col });
  ctx.strokeStyle = CURRENT_STROKE;
  ctx.lineWidth = 2;
  ctx.strokeRect(Math.round(box.x) + 1, Math.round(box.y) + 1, Math.round(box.w) - 2, Math.round(box.h) - 2);
}
