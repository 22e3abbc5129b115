import { shiftFormula } from '../../plugins/formulas/adjust/index.js';

/** One source cell of a fill: its content as typed, and whether it is a number (value, percent, date). */
export interface FillSource {
  readonly text: string;
  readonly number?: number;
}

/**
 * The contents for `count` cells continuing `source` (SPEC section 4 "Fill handle"): formulas shift
 * their references; an all-number source follows its linear trend (slope first to last, or 1 for a
 * single cell; -1 when filling backwards); anything else repeats. `backwards` fills up or left, the
 * first produced cell being the one next to the source. Without `trend` (Ctrl+D, Ctrl+R) numbers repeat.
 */
export function autofill(source: readonly FillSource[], count: number, backwards: boolean, along: 'rows' | 'cols', trend = true): string[] {
  const n = source.length;
  if (n === 0) return [];
  const numbers = trend && source.every((cell) => cell.number !== undefined && !cell.text.startsWith('='));
  const first = source[0].number ?? 0;
  const last = source[n - 1].number ?? 0;
  const slope = n === 1 ? 1 : (last - first) / (n - 1);
  const out: string[] = [];
  for (let k = 1; k <= count; k++) {
    // Offset of the produced cell from the source's first cell, in cells.
    const offset = backwards ? -k : n - 1 + k;
    if (numbers) {
      out.push(formatNumber(first + slope * offset));
      continue;
    }
    const index = (((offset % n) + n) % n);
    const cell = source[index];
    const distance = offset - index;
    out.push(cell.text.startsWith('=') ? shiftFormula(cell.text, along === 'rows' ? distance : 0, along === 'cols' ? distance : 0) : cell.text);
  }
  return out;
}

/** Numbers as a cell would read them back: 12 significant digits, no float noise (0.1 + 0.2). */
function formatNumber(value: number): string {
  return String(Number(value.toPrecision(12)));
}
