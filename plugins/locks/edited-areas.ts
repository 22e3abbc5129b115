import type { CellArea } from '../../kernel/index.js';

/** Cells a command would change, on one sheet. */
export interface EditedArea {
  readonly sheetId: string;
  readonly area: CellArea;
}

type Params = Record<string, unknown>;

const EVERYTHING = Number.POSITIVE_INFINITY;

/**
 * The cells a workbook command writes, clears, deletes, shifts, merges or moves (SPEC section 5: edits,
 * pastes, fills, clears, deletes, moves, merges; sorts move cells too), from its parameters; none for
 * commands that change no cell content (formats, sizes, sheets). Parameters of the wrong shape give none:
 * the command refuses them itself. The server holds a saved shadow to the same (shadowChangeRefusal).
 */
export function editedAreas(commandId: string, params: unknown): EditedArea[] {
  if (!params || typeof params !== 'object') return [];
  const p = params as Params;
  const sheetId = typeof p.sheetId === 'string' ? p.sheetId : undefined;
  if (!sheetId) return [];
  const on = (area: CellArea | undefined): EditedArea[] => (area ? [{ sheetId, area: ordered(area) }] : []);
  switch (commandId) {
    case 'workbook.set-cell':
      return isIndex(p.row) && isIndex(p.col) ? on({ top: p.row, bottom: p.row, left: p.col, right: p.col }) : [];
    case 'workbook.set-cells':
      return Array.isArray(p.cells) ? p.cells.flatMap((cell: Params) => (isIndex(cell?.row) && isIndex(cell?.col) ? on({ top: cell.row, bottom: cell.row, left: cell.col, right: cell.col }) : [])) : [];
    case 'workbook.clear-content':
    case 'workbook.toggle-checkbox':
    case 'workbook.merge-cells':
    case 'workbook.unmerge-cells':
    case 'sort.rows':
      return on(areaOf(p.area));
    case 'workbook.move-rows':
      return isIndex(p.from) ? on({ top: p.from, bottom: p.from + count(p.count) - 1, left: 0, right: EVERYTHING }) : [];
    case 'workbook.move-columns':
      return isIndex(p.from) ? on({ top: 0, bottom: EVERYTHING, left: p.from, right: p.from + count(p.count) - 1 }) : [];
    case 'workbook.delete-rows':
      return isIndex(p.start) ? on({ top: p.start, bottom: p.start + count(p.count) - 1, left: 0, right: EVERYTHING }) : [];
    case 'workbook.delete-columns':
      return isIndex(p.start) ? on({ top: 0, bottom: EVERYTHING, left: p.start, right: p.start + count(p.count) - 1 }) : [];
    case 'workbook.insert-cells':
    case 'workbook.delete-cells':
      return on(shiftedArea(areaOf(p.area), p.shift));
    default:
      return [];
  }
}

/** Inserting or deleting cells moves every cell after them in the row (right, left) or column (down, up). */
function shiftedArea(area: CellArea | undefined, shift: unknown): CellArea | undefined {
  if (!area) return undefined;
  const sideways = shift === 'right' || shift === 'left';
  return sideways ? { ...ordered(area), right: EVERYTHING } : { ...ordered(area), bottom: EVERYTHING };
}

function areaOf(value: unknown): CellArea | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { top, left, bottom, right } = value as Params;
  return [top, left, bottom, right].every((n) => typeof n === 'number' && !Number.isNaN(n)) ? (value as CellArea) : undefined;
}

function ordered(area: CellArea): CellArea {
  return { top: Math.min(area.top, area.bottom), bottom: Math.max(area.top, area.bottom), left: Math.min(area.left, area.right), right: Math.max(area.left, area.right) };
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;
}
