import type { CellRect, CellView, Frame } from '../grid-model.js';
import type { Viewport } from '../viewport.js';
import { rectOf, type CanvasRect } from './frame.js';
import { panesOf, type Pane } from './panes.js';

/** What one pane shows of the sheet: its range, its rows' and columns' positions, its cells' views (row by row). */
interface PaneSight {
  readonly pane: Pane;
  /** Each layer's drawing calls in this pane, recorded rather than made. */
  readonly layerCalls: readonly (readonly unknown[])[];
  readonly geometry: readonly number[];
  readonly cells: readonly (CellView | undefined)[];
  /** The anchors of merges in sight, which may lie out of sight: they draw the merged area. */
  readonly anchors: readonly (CellView | undefined)[];
}

/** A frame, and what each of its panes shows: the sheet's cells and the plugins' layers' drawing. */
export interface DrawnFrame {
  readonly frame: Frame;
  readonly devicePixelRatio: number;
  readonly panes: readonly PaneSight[];
}

/** The parts of the canvas where rows' cells changed (and a few pixels past them), and the rows those parts reach. */
export interface ChangedRows {
  readonly rects: readonly CanvasRect[];
  /** Every strip's rows (the paint mark counts them). */
  readonly rows: ReadonlySet<number>;
  /** The rows each of `rects` reaches, in their order: a strip draws only its own. */
  readonly rowsByRect: readonly ReadonlySet<number>[];
}

/** How far a cell's drawing may reach past its row: a wide border's half, a glyph's overhang. */
const BLEED = 3;

/**
 * A frame as it would be drawn: what it shows of the sheet read now (a model reads the engine lazily,
 * which has moved on by the next frame), and its layers' drawing calls, recorded rather than made. Each
 * edit renders the grid again, and with co-editors most of them change few cells in sight or none:
 * comparing the frame with the one on the canvas (`changedRegion`) spares all or most of the paint, which
 * was half a receiving tab's work.
 */
export function describeFrame(frame: Frame, devicePixelRatio: number): DrawnFrame {
  const panes = panesOf(frame).map((pane): PaneSight => {
    const layerCalls = (frame.model.layers ?? []).map((layer) => {
      const calls: unknown[] = [];
      layer.draw?.({ ...pane.frame, ctx: recordingContext(frame.ctx, calls) });
      return calls;
    });
    return { pane, layerCalls, ...sightOf(pane.frame) };
  });
  return { frame, devicePixelRatio, panes };
}

/**
 * Where `next` draws other pixels than `drawn`: nowhere, everywhere (another view, selected columns,
 * overlay, sizes or layer drawing, or a merged cell changed), or the rows of the cells whose views, the
 * selection or the highlights changed, across their pane (text overflows along its row) and a few pixels
 * past them, on whole device pixels. Drawing the frame clipped to those rows, their cells and everything
 * over the cells, gives the canvas a full paint's pixels.
 */
export function changedRegion(drawn: DrawnFrame, next: DrawnFrame): 'none' | 'all' | ChangedRows {
  const [a, b] = [drawn.frame, next.frame];
  if (drawn.devicePixelRatio !== next.devicePixelRatio || !sameView(a.view, b.view) || a.showGridlines !== b.showGridlines) return 'all';
  const selected = changedSelection(a, b);
  if (selected === 'all') return 'all';
  if (!same(a.marquee, b.marquee) || !same(a.fillPreview, b.fillPreview) || !same(a.guide, b.guide)) return 'all';
  if (drawn.panes.length !== next.panes.length) return 'all';
  const rects: CanvasRect[] = [];
  const rowsByRect: Set<number>[] = [];
  for (let i = 0; i < next.panes.length; i++) {
    const cellRows = changedRows(drawn.panes[i], next.panes[i]);
    const layerRows = changedLayerRows(drawn, next, i);
    if (cellRows === 'all' || layerRows === 'all') return 'all';
    const { clip, frame } = next.panes[i].pane;
    const changed = [...new Set([...cellRows, ...layerRows, ...rowsOf(selected, frame)])].sort((x, y) => x - y);
    const pixel = (at: number, round: (n: number) => number) => round(at * next.devicePixelRatio) / next.devicePixelRatio;
    const [left, right] = [pixel(clip.x, Math.floor), pixel(clip.x + clip.w, Math.ceil)];
    for (const row of changed) {
      const { y, h } = rowSpan(frame, row);
      // On whole device pixels: a clip's edge across a pixel blends the new drawing into the old one there.
      const top = pixel(Math.max(clip.y, y - BLEED), Math.floor);
      const bottom = pixel(Math.min(clip.y + clip.h, y + h + BLEED), Math.ceil);
      if (bottom <= top) continue;
      // Past the pane's edge (between frozen and scrolled rows, not on a pixel) lie another pane's rows.
      if (top < clip.y || bottom > clip.y + clip.h) return 'all';
      // Strips that meet are drawn as one.
      const last = rects[rects.length - 1];
      if (last !== undefined && last.x === left && last.w === right - left && top <= last.y + last.h) rects[rects.length - 1] = { ...last, h: Math.max(last.h, bottom - last.y) };
      else {
        rects.push({ x: left, y: top, w: right - left, h: bottom - top });
        rowsByRect.push(new Set());
      }
      // The rows the strip reaches into are drawn again too, and those whose drawing may reach it.
      const reached = rowsByRect[rowsByRect.length - 1];
      for (let above = row; above >= frame.visible.top && rowSpan(frame, above).y + rowSpan(frame, above).h > top - BLEED; above--) reached.add(above);
      for (let below = row + 1; below <= frame.visible.bottom && rowSpan(frame, below).y < bottom + BLEED; below++) reached.add(below);
    }
  }
  return rects.length === 0 ? 'none' : { rects, rows: new Set(rowsByRect.flatMap((reached) => [...reached])), rowsByRect };
}

/**
 * The rows of pane `i` where layers' drawing changed: those their bounds cover before and after, or all
 * when a layer came or went or one without bounds drew otherwise.
 */
function changedLayerRows(drawn: DrawnFrame, next: DrawnFrame, i: number): 'all' | number[] {
  const [a, b] = [drawn.panes[i], next.panes[i]];
  if (a.layerCalls.length !== b.layerCalls.length) return 'all';
  const { top, bottom } = b.pane.frame.visible;
  const rows: number[] = [];
  for (let layer = 0; layer < b.layerCalls.length; layer++) {
    if (sameList(a.layerCalls[layer], b.layerCalls[layer])) continue;
    const [before, after] = [drawn.frame.model.layers?.[layer]?.bounds, next.frame.model.layers?.[layer]?.bounds];
    if (!before || !after) return 'all';
    for (const rect of [...before, ...after]) for (let row = Math.max(rect.top, top); row <= Math.min(rect.bottom, bottom); row++) rows.push(row);
  }
  return rows;
}

/**
 * The areas whose rows the selection's or the reference highlights' drawing changed in: those they cover
 * before and after. Moving the selection is every arrow key and every Enter; it was a whole paint. When the
 * selected columns change, so does the column headers' highlight, which no row holds: everything.
 */
function changedSelection(a: Frame, b: Frame): 'all' | readonly CellRect[] {
  const areas: CellRect[] = [];
  if (!same(a.selection, b.selection)) {
    if (!a.selection || !b.selection || a.selection.left !== b.selection.left || a.selection.right !== b.selection.right) return 'all';
    areas.push(a.selection, b.selection);
  }
  if (!same(a.highlights, b.highlights)) for (const { range } of [...(a.highlights ?? []), ...(b.highlights ?? [])]) areas.push(range);
  return areas;
}

/**
 * A pane's rows the areas cover, with the row above each (a 2 px line's half) and the next shown row below
 * (the fill handle reaches half its size past the selection's corner).
 */
function rowsOf(areas: readonly CellRect[], frame: Frame): number[] {
  const { top, bottom } = frame.visible;
  const rows: number[] = [];
  for (const area of areas) {
    const [from, to] = rowReach(area, frame);
    for (let row = Math.max(from, top); row <= Math.min(to, bottom); row++) rows.push(row);
  }
  return rows;
}

/** The rows a drawing over an area may reach: the row above it and the next shown row below it. */
export function rowReach(area: CellRect, frame: Pick<Frame, 'rows' | 'visible'>): [number, number] {
  let below = area.bottom + 1;
  while (below < frame.visible.bottom && frame.rows.size(below) === 0) below++;
  return [area.top - 1, below];
}

function rowSpan(frame: Frame, row: number): CanvasRect {
  return rectOf(frame, { top: row, bottom: row, left: frame.visible.left, right: frame.visible.left });
}

/** The rows of a pane whose cells' views changed, or all when its geometry did or a merged cell changed. */
function changedRows(a: PaneSight, b: PaneSight): 'all' | number[] {
  if (!sameList(a.geometry, b.geometry) || !sameList(a.anchors, b.anchors)) return 'all';
  const { top, left, right } = b.pane.frame.visible;
  const width = right - left + 1;
  const rows: number[] = [];
  for (let i = 0; i < b.cells.length; i++) {
    const [cellA, cellB] = [a.cells[i], b.cells[i]];
    if (same(cellA, cellB)) continue;
    if (merged(cellA) || merged(cellB)) return 'all';
    const row = top + Math.floor(i / width);
    if (rows[rows.length - 1] !== row) rows.push(row);
  }
  return rows;
}

function merged(cell: CellView | undefined): boolean {
  return cell !== undefined && (cell.mergedInto !== undefined || cell.mergeRows !== undefined || cell.mergeColumns !== undefined);
}

/** A pane's range and positions, its cells' views row by row, and its merges' anchors. */
function sightOf({ model, rows, columns, visible }: Frame): Omit<PaneSight, 'pane' | 'layerCalls'> {
  const geometry = [visible.top, visible.bottom, visible.left, visible.right];
  for (let row = visible.top; row <= visible.bottom + 1; row++) geometry.push(rows.start(row));
  for (let col = visible.left; col <= visible.right + 1; col++) geometry.push(columns.start(col));
  const cells: (CellView | undefined)[] = [];
  const anchors: (CellView | undefined)[] = [];
  for (let row = visible.top; row <= visible.bottom; row++) {
    for (let col = visible.left; col <= visible.right; col++) {
      const cell = model.cell(row, col);
      cells.push(cell);
      if (cell?.mergedInto) anchors.push(model.cell(cell.mergedInto.row, cell.mergedInto.col));
    }
  }
  return { geometry, cells, anchors };
}

function sameView(a: Viewport, b: Viewport): boolean {
  if (a.scrollLeft !== b.scrollLeft || a.scrollTop !== b.scrollTop || a.width !== b.width || a.height !== b.height || a.zoom !== b.zoom) return false;
  if (!a.frozen || !b.frozen) return a.frozen === b.frozen;
  return a.frozen.rows === b.frozen.rows && a.frozen.columns === b.frozen.columns && a.frozen.width === b.frozen.width && a.frozen.height === b.frozen.height;
}

/**
 * Equal values, plain objects and arrays compared by their contents: a selection, borders, a merge's
 * anchor, a layer's dash pattern are made anew for each render. Anything else (a gradient) by identity.
 */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => same(a[key], b[key]));
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype;
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, i) => same(item, b[i]));
}

/** Calls that put pixels on the canvas or narrow where they go: recorded, never made. */
const DRAWING = new Set(['fill', 'stroke', 'fillRect', 'strokeRect', 'clearRect', 'fillText', 'strokeText', 'drawImage', 'putImageData', 'clip', 'drawFocusIfNeeded']);

/**
 * The canvas's context with every call and setting recorded in `calls`. What draws is only recorded; the
 * rest (settings, paths, save and restore, measuring) is made too, so a layer reads back what it expects.
 */
function recordingContext(ctx: CanvasRenderingContext2D, calls: unknown[]): CanvasRenderingContext2D {
  return new Proxy(ctx, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(key), args.length, ...args);
        return DRAWING.has(key as string) ? undefined : (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
    set(target, key, value: unknown) {
      calls.push(`set:${String(key)}`, value);
      return Reflect.set(target, key, value, target);
    },
  });
}
