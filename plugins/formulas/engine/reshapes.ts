import { placeRef, type PlacedRef } from './refs.js';
import type { ShapeCache } from './shape.js';
import type { FormulaCell, Shape, SheetData } from './sheet-data.js';

/**
 * A formula whose references, after a structural change, no longer land where its shape placed at its
 * new cell would put them: the adjuster rewrote its text to another shape. `edges` are its references
 * as the graph holds them after the move (undefined: deleted), `singles` whether each is an edge by
 * address, (row, col) its cell after the move.
 */
export interface Rewritten {
  readonly cell: FormulaCell;
  readonly edges: readonly (PlacedRef | undefined)[];
  readonly singles: readonly boolean[];
  readonly row: number;
  readonly col: number;
}

const isOne = (a: PlacedRef): boolean => a.top === a.bottom && a.left === a.right;
const same = (a: PlacedRef | undefined, b: PlacedRef | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.top === b.top && a.left === b.left && a.bottom === b.bottom && a.right === b.right);

/**
 * The new shapes of rewritten formulas during one structural change. The adjuster changes references
 * only, so formulas of one shape whose references moved alike (the same pattern: offsets from their
 * new cells, or the same absolute corners) have texts of one new shape: it is read and compiled for
 * the first of them only, and the others are matched without allocating.
 */
export class Reshapes {
  private readonly byShape = new Map<Shape, { pattern: Int32Array; shape: Shape }[]>();

  constructor(
    private readonly shapes: ShapeCache,
    private readonly textAt: (sheet: SheetData, row: number, col: number) => string | undefined,
  ) {}

  /** The new shape of a formula of `shape` whose references have this pattern, if one was read. */
  find(shape: Shape, pattern: Int32Array, length: number): Shape | undefined {
    const known = this.byShape.get(shape);
    if (!known) return undefined;
    outer: for (const entry of known) {
      if (entry.pattern.length !== length) continue;
      for (let i = 0; i < length; i++) if (entry.pattern[i] !== pattern[i]) continue outer;
      return entry.shape;
    }
    return undefined;
  }

  /**
   * Reads the formula's rewritten text at its new cell: its shape when its references land exactly on
   * the moved edges (remembered for this pattern), else undefined (it is linked again from its text).
   */
  read(moved: Rewritten, pattern: Int32Array, length: number): Shape | undefined {
    const { cell, edges, singles, row, col } = moved;
    const text = this.textAt(cell.sheet, row, col);
    if (text === undefined) return undefined;
    const shape = this.shapes.shapeOf(text, row, col);
    if (shape.refs.length !== edges.length || shape.names.length > 0) return undefined;
    for (let i = 0; i < edges.length; i++) {
      const d = shape.refs[i];
      const placed = placeRef(d, row, col);
      if (d.sheet !== cell.shape.refs[i].sheet || !same(placed, edges[i])) return undefined;
      if (placed !== undefined && (d.single || isOne(placed)) !== singles[i]) return undefined;
    }
    let known = this.byShape.get(cell.shape);
    if (!known) this.byShape.set(cell.shape, (known = []));
    if (known.length < 8) known.push({ pattern: pattern.slice(0, length), shape });
    return shape;
  }
}
