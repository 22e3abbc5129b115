import { isStructuralChange, type CellArea, type DescribedChange, type StructuralChange } from './structural-change.js';

/**
 * Co-editing: where positions in a command's params go when someone else's structural change comes
 * first (see CommandDefinition.rebase). Positions are zero-based, before the change. A position whose
 * line was deleted has none (undefined): the command that targets it is dropped.
 */

export type Axis = 'rows' | 'columns';

interface Span {
  readonly start: number;
  readonly end: number;
}

/** A line of `axis` after the change, or undefined when it was deleted. Cell shifts need mapCell. */
export function mapLine(index: number, change: StructuralChange, axis: Axis): number | undefined {
  const line = lineChange(change, axis);
  if (!line) return index;
  if (line.kind === 'insert') return index >= line.at ? index + line.count : index;
  if (line.kind === 'delete') return index < line.at ? index : index >= line.at + line.count ? index - line.count : undefined;
  return moveIndex(index, line.from, line.count, line.to);
}

/**
 * An insertion point (0 to length: "before line `at`") after the change: it stays before the same line,
 * and an insertion point inside deleted lines goes to where they were.
 */
export function mapInsertionPoint(at: number, change: StructuralChange, axis: Axis): number {
  const line = lineChange(change, axis);
  if (!line) return at;
  if (line.kind === 'insert') return at >= line.at ? at + line.count : at;
  if (line.kind === 'delete') return at <= line.at ? at : at >= line.at + line.count ? at - line.count : line.at;
  return at === line.from + line.count && line.to > at ? moveIndex(at - 1, line.from, line.count, line.to) + 1 : moveIndex(at, line.from, line.count, line.to);
}

/** One cell after the change: lines inserted, deleted, moved; cells shifted; a sort's rows followed. */
export function mapCell(row: number, col: number, change: StructuralChange): { row: number; col: number } | undefined {
  if (change.kind === 'insert-cells' || change.kind === 'delete-cells') return shiftCell(row, col, change);
  if (change.kind === 'permute-rows') return { row: permutedRow(row, col, change), col };
  const r = mapLine(row, change, 'rows');
  const c = mapLine(col, change, 'columns');
  return r === undefined || c === undefined ? undefined : { row: r, col: c };
}

/**
 * An area after the change: it grows with lines inserted inside it, shrinks with lines deleted from it
 * and is gone (undefined) when all its rows or columns were; a shift of cells moves it only when it lies
 * wholly in the shifted band; a sort leaves it where it is (as Excel keeps references).
 */
export function mapArea(area: CellArea, change: StructuralChange): CellArea | undefined {
  if (change.kind === 'insert-cells' || change.kind === 'delete-cells') return shiftArea(area, change);
  const rows = mapSpan({ start: area.top, end: area.bottom }, change, 'rows');
  const cols = mapSpan({ start: area.left, end: area.right }, change, 'columns');
  if (!rows || !cols) return undefined;
  return { top: rows.start, bottom: rows.end, left: cols.start, right: cols.end };
}

export function mapSpan(span: Span, change: StructuralChange, axis: Axis): Span | undefined {
  const line = lineChange(change, axis);
  if (!line) return span;
  if (line.kind === 'insert') {
    return { start: span.start >= line.at ? span.start + line.count : span.start, end: span.end >= line.at ? span.end + line.count : span.end };
  }
  if (line.kind === 'delete') {
    const last = line.at + line.count - 1;
    if (span.start >= line.at && span.end <= last) return undefined;
    const start = span.start < line.at ? span.start : span.start > last ? span.start - line.count : line.at;
    const end = span.end < line.at ? span.end : span.end > last ? span.end - line.count : line.at - 1;
    return { start, end };
  }
  const a = moveIndex(span.start, line.from, line.count, line.to);
  const b = moveIndex(span.end, line.from, line.count, line.to);
  return { start: Math.min(a, b), end: Math.max(a, b) };
}

/**
 * The default rebase: params naming the changed sheet (`sheetId`) have their `row`/`col`, `area` and
 * `cells` ({row, col} entries) mapped; a deleted sheet, or a cell or area that is gone, drops them.
 * Params without a sheetId, or of another sheet, are kept, and so are all for a named range's change.
 */
export function rebasePositions<P>(params: P, change: DescribedChange): P | undefined {
  if (!isStructuralChange(change) || !isRecord(params) || typeof params.sheetId !== 'string' || params.sheetId !== change.sheetId) return params;
  if (change.kind === 'delete-sheet') return undefined;
  if (change.kind === 'rename-sheet') return params;
  const out: Record<string, unknown> = { ...params };
  if (typeof params.row === 'number' && typeof params.col === 'number') {
    const cell = mapCell(params.row, params.col, change);
    if (!cell) return undefined;
    out.row = cell.row;
    out.col = cell.col;
  }
  if (isArea(params.area)) {
    const area = mapArea(params.area, change);
    if (!area) return undefined;
    out.area = area;
  }
  if (Array.isArray(params.cells)) {
    const cells = rebaseCells(params.cells, change);
    if (cells.length === 0 && params.cells.length > 0) return undefined;
    out.cells = cells;
  }
  return out as P;
}

/** Cells of a paste or fill: each follows its cell; those deleted are left out. */
function rebaseCells(cells: readonly unknown[], change: StructuralChange): unknown[] {
  const out: unknown[] = [];
  for (const entry of cells) {
    if (!isRecord(entry) || typeof entry.row !== 'number' || typeof entry.col !== 'number') {
      out.push(entry);
      continue;
    }
    const cell = mapCell(entry.row, entry.col, change);
    if (cell) out.push({ ...entry, row: cell.row, col: cell.col });
  }
  return out;
}

export function isArea(value: unknown): value is CellArea {
  return isRecord(value) && ['top', 'left', 'bottom', 'right'].every((key) => typeof value[key] === 'number');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type LineChange =
  | { kind: 'insert'; at: number; count: number }
  | { kind: 'delete'; at: number; count: number }
  | { kind: 'move'; from: number; count: number; to: number };

function lineChange(change: StructuralChange, axis: Axis): LineChange | undefined {
  const rows = axis === 'rows';
  switch (change.kind) {
    case 'insert-rows':
    case 'insert-columns':
      return rows === (change.kind === 'insert-rows') ? { kind: 'insert', at: change.at, count: change.count } : undefined;
    case 'delete-rows':
    case 'delete-columns':
      return rows === (change.kind === 'delete-rows') ? { kind: 'delete', at: change.at, count: change.count } : undefined;
    case 'move-rows':
    case 'move-columns':
      return rows === (change.kind === 'move-rows') ? { kind: 'move', from: change.from, count: change.count, to: change.to } : undefined;
    default:
      return undefined;
  }
}

/** A sort moved the contents of its rows: an edit of a sorted cell follows the record it was made on. */
function permutedRow(row: number, col: number, change: Extract<StructuralChange, { kind: 'permute-rows' }>): number {
  const { area, order } = change;
  if (row < area.top || row > area.bottom || col < area.left || col > area.right) return row;
  const at = order.indexOf(row);
  return at < 0 ? row : area.top + at;
}

type CellShift = Extract<StructuralChange, { kind: 'insert-cells' | 'delete-cells' }>;

/** The band a cell shift moves: the area's columns (shifting down or up) or rows (right or left). */
function shiftGeometry(change: CellShift): { vertical: boolean; band: Span; at: number; count: number; insert: boolean } {
  const vertical = change.shift === 'down' || change.shift === 'up';
  const { area } = change;
  return {
    vertical,
    band: vertical ? { start: area.left, end: area.right } : { start: area.top, end: area.bottom },
    at: vertical ? area.top : area.left,
    count: vertical ? area.bottom - area.top + 1 : area.right - area.left + 1,
    insert: change.kind === 'insert-cells',
  };
}

function shiftCell(row: number, col: number, change: CellShift): { row: number; col: number } | undefined {
  const { vertical, band, at, count, insert } = shiftGeometry(change);
  const across = vertical ? col : row;
  if (across < band.start || across > band.end) return { row, col };
  const along = vertical ? row : col;
  const moved = insert ? (along >= at ? along + count : along) : along < at ? along : along >= at + count ? along - count : undefined;
  if (moved === undefined) return undefined;
  return vertical ? { row: moved, col } : { row, col: moved };
}

function shiftArea(area: CellArea, change: CellShift): CellArea | undefined {
  const { vertical, band } = shiftGeometry(change);
  const cross = vertical ? { start: area.left, end: area.right } : { start: area.top, end: area.bottom };
  if (cross.start < band.start || cross.end > band.end) return area;
  const axis: Axis = vertical ? 'rows' : 'columns';
  const { at, count, insert } = shiftGeometry(change);
  const lines: StructuralChange = insert
    ? { kind: vertical ? 'insert-rows' : 'insert-columns', sheetId: change.sheetId, at, count }
    : { kind: vertical ? 'delete-rows' : 'delete-columns', sheetId: change.sheetId, at, count };
  const span = mapSpan(vertical ? { start: area.top, end: area.bottom } : { start: area.left, end: area.right }, lines, axis);
  if (!span) return undefined;
  return vertical ? { ...area, top: span.start, bottom: span.end } : { ...area, left: span.start, right: span.end };
}

/**
 * Where line `index` goes when `count` lines starting at `from` move so that they sit before line `to`
 * (positions before the move; `to` outside `from..from+count`).
 */
export function moveIndex(index: number, from: number, count: number, to: number): number {
  const last = from + count - 1;
  if (to > last) {
    // Moving down: the block lands just before `to`; lines between close the gap.
    if (index >= from && index <= last) return index + (to - last - 1);
    if (index > last && index < to) return index - count;
    return index;
  }
  if (to < from) {
    if (index >= from && index <= last) return index - (from - to);
    if (index >= to && index < from) return index + count;
    return index;
  }
  return index;
}
