import type { CellBorders } from '../workbook/index.js';

export type Side = keyof CellBorders;

const NEIGHBOURS: readonly (readonly [Side, number, number])[] = [['top', -1, 0], ['right', 0, 1], ['bottom', 1, 0], ['left', 0, -1]];

/**
 * The sides of one highlighted cell that a rule's border fill draws, as if the highlighted cells were
 * selected and given a border with that fill (SPEC section 3's fills): `outer` rings each block of
 * neighbouring highlighted cells, `inner` (and its horizontal and vertical halves) draws between them, a
 * side such as `top` draws that edge of the block, `all` (the default) every side, `none` nothing.
 * `highlighted` says whether the neighbour at a row and column offset is highlighted by the same rule.
 */
export function borderSides(fill: string | undefined, highlighted: (dRow: number, dCol: number) => boolean): readonly Side[] {
  if (fill === undefined || fill === 'all') return NEIGHBOURS.map(([side]) => side);
  return NEIGHBOURS.filter(([side, dRow, dCol]) => {
    const between = highlighted(dRow, dCol);
    switch (fill) {
      case 'outer': return !between;
      case 'inner': return between;
      case 'inner-horizontal': return dRow !== 0 && between;
      case 'inner-vertical': return dCol !== 0 && between;
      default: return fill === side && !between;
    }
  }).map(([side]) => side);
}
