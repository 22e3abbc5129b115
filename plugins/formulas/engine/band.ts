import type { Span } from '../adjust/geometry.js';
import type { LineChange } from './line-change.js';

/**
 * The cross lines a change of lines is limited to: cells inserted or deleted with a shift move the
 * rows of the area's columns (a shift down or up) or the columns of its rows (right or left), and
 * nothing else. Undefined: the change moves whole lines.
 */
export type Band = Span | undefined;

/** Whether a cell on cross line `cross` moves with the change. */
export function inBand(band: Band, cross: number): boolean {
  return band === undefined || (cross >= band.start && cross <= band.end);
}

/**
 * Whether a reference spanning cross lines `start`..`end` moves with the change: as the formulas
 * adjuster (adjust/geometry.ts), only one lying wholly inside the band does; one crossing its edge
 * stays where it is.
 */
export function spanInBand(band: Band, start: number, end: number): boolean {
  return band === undefined || (start >= band.start && end <= band.end);
}

/**
 * Whether a reference that stays where it is (spanInBand false) covers cells the change moved: it
 * crosses the band, and along the axis it reaches the first changed line. Its readers read other
 * values now.
 */
export function meetsMovedCells(band: Span, change: LineChange, crossStart: number, crossEnd: number, lineEnd: number): boolean {
  const first = change.kind === 'move' ? Math.min(change.from, change.to) : change.at;
  return crossEnd >= band.start && crossStart <= band.end && lineEnd >= first;
}
