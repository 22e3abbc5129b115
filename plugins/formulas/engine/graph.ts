import { MAX_COLS, MAX_ROWS, type StructuredRef } from '../parser/index.js';
import { RangeTable } from './range-table.js';
import { type CubeDesc, type PlacedRef, placeRef, type RefDesc } from './refs.js';
import { type CellDependents, type FormulaCell, RangeVertex, type SheetData, spillKey, type Vertex, WIDE_RANGE_COLUMNS } from './sheet-data.js';

/** A named range as the engine sees it. */
export interface NamedArea {
  readonly sheetId: string;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export interface GraphHost {
  sheetByName(lowerName: string): SheetData | undefined;
  sheetById(id: string): SheetData | undefined;
  resolveNamedArea(upperName: string): NamedArea | undefined;
  /** What a named formula reads (references placed at the using cell, 3D references, other names). */
  namedFormula(upperName: string): NamedReads | undefined;
  /** The sheets of a 3D reference's span in tab order. */
  sheetsBetween(first: string, last: string): SheetData[] | undefined;
  /** The area a structured reference names for a formula cell, or undefined when it names none. */
  structuredArea(ref: StructuredRef, cell: FormulaCell): NamedArea | undefined;
}

/** What a formula or a named formula reads besides its cell's own references. */
interface NamedReads {
  readonly refs: readonly RefDesc[];
  readonly cubes: readonly CubeDesc[];
  readonly names: readonly string[];
}

function addDependent(list: CellDependents[], row: number, cell: FormulaCell): void {
  const existing = list[row];
  if (existing === undefined) list[row] = cell;
  else if (Array.isArray(existing)) existing.push(cell);
  else list[row] = [existing, cell];
}

function removeDependent(list: CellDependents[], row: number, cell: FormulaCell): void {
  const existing = list[row];
  if (existing === cell) list[row] = undefined;
  else if (Array.isArray(existing)) {
    const i = existing.indexOf(cell);
    if (i >= 0) existing.splice(i, 1);
    if (existing.length === 1) list[row] = existing[0];
    else if (existing.length === 0) list[row] = undefined;
  }
}

/**
 * The dependency graph: a formula is a dependent of each single cell it reads and of one shared
 * vertex per distinct range; ranges are indexed per column so a changed cell finds them.
 */
export class DependencyGraph {
  private readonly ranges = new RangeTable();
  /** Changes whenever some vertex's successors may have changed (a replayed Schedule is then stale). */
  version = 0;
  constructor(private readonly host: GraphHost) {}

  /** Successors changed outside the graph's own methods (a spill moved). */
  touched(): void {
    this.version++;
  }

  rangeVertex(sheet: SheetData, top: number, left: number, bottom: number, right: number): RangeVertex {
    let rv = this.ranges.get(sheet, top, left, bottom, right);
    if (rv === undefined) {
      rv = new RangeVertex(sheet, top, left, bottom, right);
      this.ranges.add(rv);
      this.version++;
      if (right - left + 1 > WIDE_RANGE_COLUMNS) sheet.wideRanges.add(rv);
      else for (let c = left; c <= right; c++) sheet.column(c).ranges.push(rv);
    }
    return rv;
  }

  existingRange(sheet: SheetData, top: number, left: number, bottom: number, right: number): RangeVertex | undefined {
    return this.ranges.get(sheet, top, left, bottom, right);
  }

  private dropRangeIfUnused(rv: RangeVertex): void {
    if (rv.dependents.length > 0 || rv.memos !== undefined) return; // a memoised range stays: SheetRanges keep it
    this.ranges.delete(rv);
    this.version++;
    const remove = (list: RangeVertex[]) => {
      const i = list.indexOf(rv);
      if (i >= 0) list.splice(i, 1);
    };
    if (rv.right - rv.left + 1 > WIDE_RANGE_COLUMNS) rv.sheet.wideRanges.delete(rv);
    else for (let c = rv.left; c <= rv.right; c++) remove(rv.sheet.column(c).ranges);
  }

  /** The areas a formula reads, placed at its cell, with their sheets (local ones only when asked). */
  private precedents(cell: FormulaCell, local: boolean, visit: (sheet: SheetData, area: PlacedRef) => void): void {
    for (const desc of cell.shape.refs) {
      if (!local && desc.sheet === undefined) continue;
      const placed = placeRef(desc, cell.row, cell.col);
      if (!placed) continue;
      const sheet = placed.sheet === undefined ? cell.sheet : this.host.sheetByName(placed.sheet);
      if (sheet) visit(sheet, placed);
    }
    for (const name of cell.shape.names) {
      const area = this.host.resolveNamedArea(name);
      const sheet = area && this.host.sheetById(area.sheetId);
      // A named LAMBDA calling itself by name does not depend on its own cell.
      const own = sheet === cell.sheet && area!.top === cell.row && area!.bottom === cell.row && area!.left === cell.col && area!.right === cell.col;
      if (area && sheet && !own) visit(sheet, { sheet: undefined, ...area });
      else if (!area) this.namedFormulaPrecedents(cell, name, new Set(), visit);
    }
    this.cubePrecedents(cell, cell.shape.cubes, visit);
  }

  /** What a named formula reads from the cell using it, and what the names it reads read (each name once). */
  private namedFormulaPrecedents(cell: FormulaCell, name: string, seen: Set<string>, visit: (sheet: SheetData, area: PlacedRef) => void): void {
    const reads = seen.has(name) ? undefined : this.host.namedFormula(name);
    if (!reads) return;
    seen.add(name);
    for (const desc of reads.refs) {
      const placed = placeRef(desc, cell.row, cell.col);
      const sheet = desc.sheet === undefined ? cell.sheet : this.host.sheetByName(desc.sheet);
      if (placed && sheet) visit(sheet, placed);
    }
    this.cubePrecedents(cell, reads.cubes, visit);
    for (const other of reads.names) {
      const area = this.host.resolveNamedArea(other);
      const sheet = area && this.host.sheetById(area.sheetId);
      if (area && sheet) visit(sheet, { sheet: undefined, ...area });
      else if (!area) this.namedFormulaPrecedents(cell, other, seen, visit);
    }
  }

  /** A 3D reference's area on each sheet of its span (the engine loads again when sheets change: engine.ts). */
  private cubePrecedents(cell: FormulaCell, cubes: readonly CubeDesc[], visit: (sheet: SheetData, area: PlacedRef) => void): void {
    for (const cube of cubes) {
      const placed = placeRef(cube.area, cell.row, cell.col);
      if (!placed) continue;
      for (const sheet of this.host.sheetsBetween(cube.first, cube.last) ?? []) visit(sheet, placed);
    }
    for (const ref of cell.shape.structured) {
      const area = this.host.structuredArea(ref, cell);
      const sheet = area && this.host.sheetById(area.sheetId);
      if (sheet) visit(sheet, { sheet: undefined, top: area!.top, left: area!.left, bottom: area!.bottom, right: area!.right });
    }
  }

  private link(cell: FormulaCell, sheet: SheetData, a: PlacedRef): void {
    if (a.top === a.bottom && a.left === a.right) addDependent(sheet.column(a.left).dependents, a.top, cell);
    else this.rangeVertex(sheet, a.top, a.left, a.bottom, a.right).dependents.push(cell);
  }

  add(cell: FormulaCell): void {
    this.version++;
    const { refs, names, qualified } = cell.shape;
    for (let i = 0; i < refs.length; i++) {
      const d = refs[i];
      if (d.sheet !== undefined) continue;
      if (d.single) {
        const r = d.top.absolute ? d.top.n : cell.row + d.top.n;
        const c = d.left.absolute ? d.left.n : cell.col + d.left.n;
        if (r >= 0 && c >= 0 && r < MAX_ROWS && c < MAX_COLS) addDependent(cell.sheet.column(c).dependents, r, cell);
        continue;
      }
      this.linkArea(cell, d);
    }
    if (names.length > 0 || qualified) this.linkElsewhere(cell);
  }

  // add()'s less common edges are methods of their own: add stays small enough for TurboFan to inline
  // into a load's putContent with everything else it calls (DESIGN-NOTES, "W1 build").
  private linkArea(cell: FormulaCell, d: RefDesc): void {
    const placed = placeRef(d, cell.row, cell.col);
    if (placed) this.link(cell, cell.sheet, placed);
  }

  private linkElsewhere(cell: FormulaCell): void {
    this.precedents(cell, false, (sheet, a) => this.link(cell, sheet, a));
  }

  remove(cell: FormulaCell): void {
    this.version++;
    this.precedents(cell, true, (sheet, a) => this.unlink(cell, sheet, a, a.top === a.bottom && a.left === a.right));
  }

  /**
   * A structural change moved a sheet's ranges with their cells: each takes the rectangle `moved` gives
   * (undefined: its cells are gone), keeping its readers; ranges that land on one rectangle become one.
   * Their memos are dropped by the caller (memos may name other ranges by their corners).
   */
  moveRanges(sheet: SheetData, moved: (rv: RangeVertex) => PlacedRef | undefined, all = this.rangesOf(sheet)): void {
    for (const column of sheet.columns) column.ranges.length = 0;
    sheet.wideRanges.clear();
    for (const rv of all) this.ranges.delete(rv);
    for (const rv of all) {
      const to = moved(rv);
      if (to === undefined || rv.dependents.length === 0) continue;
      const existing = this.ranges.get(sheet, to.top, to.left, to.bottom, to.right);
      if (existing !== undefined) {
        for (const d of rv.dependents) existing.dependents.push(d);
        continue;
      }
      rv.top = to.top;
      rv.left = to.left;
      rv.bottom = to.bottom;
      rv.right = to.right;
      this.ranges.add(rv);
      if (rv.right - rv.left + 1 > WIDE_RANGE_COLUMNS) sheet.wideRanges.add(rv);
      else for (let c = rv.left; c <= rv.right; c++) sheet.column(c).ranges.push(rv);
    }
    this.version++;
  }

  /**
   * Every range vertex of a sheet. Taken before deleted columns go with their lists: a range inside
   * them is listed nowhere else, and would stay in the table for a later formula to find.
   */
  rangesOf(sheet: SheetData): Set<RangeVertex> {
    const all = new Set<RangeVertex>(sheet.wideRanges);
    for (const column of sheet.columns) for (const rv of column.ranges) all.add(rv);
    return all;
  }

  /** Removes one edge of a formula: by address (`single`) or from the range vertex of that rectangle. */
  unlink(cell: FormulaCell, sheet: SheetData, a: PlacedRef, single: boolean): void {
    this.version++;
    if (single) {
      removeDependent(sheet.column(a.left).dependents, a.top, cell);
      return;
    }
    const rv = this.existingRange(sheet, a.top, a.left, a.bottom, a.right);
    if (!rv) return;
    const i = rv.dependents.lastIndexOf(cell);
    if (i >= 0) rv.dependents.splice(i, 1);
    this.dropRangeIfUnused(rv);
  }

  /** Vertices that read the cell at (row, col): its formulas and the ranges holding it. */
  addressSuccessors(sheet: SheetData, row: number, col: number, out: Vertex[]): void {
    const column = sheet.columns[col];
    if (column !== undefined) {
      const deps = column.dependents[row];
      if (deps !== undefined) {
        if (Array.isArray(deps)) for (const d of deps) out.push(d);
        else out.push(deps);
      }
      const ranges = column.ranges;
      for (let i = 0; i < ranges.length; i++) {
        const rv = ranges[i];
        if (row >= rv.top && row <= rv.bottom) out.push(rv);
      }
    }
    // Asked only when there are some: a call never made is not inlined, and collect's 156 bytecode
    // bytes would otherwise count against the inlining budget of the recalculation's walk.
    if (sheet.wideRanges.size > 0) sheet.wideRanges.collect(row, col, out);
  }

  /** Ranges holding a cell (for memo upkeep). */
  rangesAt(sheet: SheetData, row: number, col: number, visit: (rv: RangeVertex) => void): void {
    const column = sheet.columns[col];
    if (column !== undefined) for (const rv of column.ranges) if (row >= rv.top && row <= rv.bottom) visit(rv);
    if (sheet.wideRanges.size === 0) return;
    const wide: RangeVertex[] = [];
    sheet.wideRanges.collect(row, col, wide);
    for (const rv of wide) visit(rv);
  }

  successors(v: Vertex, out: Vertex[]): void {
    if (v.isRange) {
      for (const d of (v as RangeVertex).dependents) out.push(d);
      return;
    }
    const cell = v as FormulaCell;
    this.addressSuccessors(cell.sheet, cell.row, cell.col, out);
    const spill = cell.spill;
    if (spill === undefined) return;
    for (let r = 0; r < spill.rows; r++) {
      for (let c = 0; c < spill.cols; c++) {
        if (r === 0 && c === 0) continue;
        if (cell.sheet.spillOwners.get(spillKey(cell.row + r, cell.col + c)) === cell) {
          this.addressSuccessors(cell.sheet, cell.row + r, cell.col + c, out);
        }
      }
    }
  }

  clear(): void {
    this.version++;
    this.ranges.clear();
  }
}
