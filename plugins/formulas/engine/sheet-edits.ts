import { type FormulaCell, SheetData } from './sheet-data.js';
import type { SheetChange } from './sheet-change.js';
import { StructuralCore, type TextAt } from './structural-core.js';
import type { RefDesc } from './refs.js';
import { sameNumbers } from './shape.js';

/** What a formula's references pointed at before a sheet change: each one's sheet (undefined: unresolved). */
interface Reader {
  readonly cell: FormulaCell;
  readonly refs: readonly RefDesc[];
  readonly sheets: readonly (SheetData | undefined)[];
  readonly literals: readonly number[] | undefined;
}

/**
 * Sheets deleted, renamed or added in place. Formulas reach other sheets by name, so a change is
 * followed through the formulas naming a sheet it touches (the old and new names): they leave the
 * graph while the old names still resolve, the sheets change, and they come back with the texts the
 * formulas adjuster wrote. Only those whose references now reach other cells are recomputed: after a
 * rename, none but formulas that named the new name before (they were #REF!) and position functions.
 */
export class SheetEdits extends StructuralCore {
  /**
   * `loadSheet` fills an added sheet; `relinkNames` points named ranges at the sheets as they are now
   * (it runs after deletes and renames, before added sheets are filled); `namesChanged` says named
   * ranges changed too.
   */
  protected changeSheets(change: SheetChange, textAt: TextAt, loadSheet: (sheet: SheetData) => void, relinkNames: () => void, namesChanged: boolean): SheetData[] {
    if (this.pending) this.runRecalc(false);
    const gone = new Set(change.deleted.map((id) => this.sheets.get(id)).filter((s): s is SheetData => s !== undefined));
    const touched = new Set<string>();
    for (const sheet of gone) touched.add(sheet.name.toLowerCase());
    for (const { from, to } of change.renamed) touched.add(from.toLowerCase()).add(to.toLowerCase());
    for (const { name } of change.added) touched.add(name.toLowerCase());

    const readers = this.readersOf(touched, gone);
    const relinkNamed = namesChanged || gone.size > 0 || change.added.length > 0;
    const named = relinkNamed ? [...this.nameCells].filter((cell) => !gone.has(cell.sheet) && !readers.has(cell)) : [];
    for (const cell of readers.keys()) this.graph.remove(cell);
    for (const cell of named) this.graph.remove(cell);

    for (const sheet of gone) this.dropSheet(sheet);
    for (const { id, from } of change.renamed) {
      const sheet = this.sheets.get(id);
      if (sheet && this.sheetsByName.get(from.toLowerCase()) === sheet) this.sheetsByName.delete(from.toLowerCase());
    }
    for (const { id, to } of change.renamed) {
      const sheet = this.sheets.get(id);
      if (!sheet) continue;
      sheet.name = to;
      this.sheetsByName.set(to.toLowerCase(), sheet);
    }
    // Memos may name ranges of other sheets by id and corners: a sheet back under its old id must not find them.
    if (gone.size > 0 || change.added.length > 0) this.dropMemos();
    relinkNames();
    const added = change.added.map(({ id, name }) => {
      const sheet = new SheetData(id, name);
      this.sheets.set(id, sheet);
      this.sheetsByName.set(name.toLowerCase(), sheet);
      loadSheet(sheet);
      return sheet;
    });

    for (const [cell, was] of readers) {
      if (cell.sheet.columns[cell.col]?.formulas[cell.row] !== cell) continue;
      this.takeShapeOf(cell, textAt);
      this.graph.add(cell);
      if (cell.shape.positional || cell.shape.names.length > 0 || this.readsElsewhere(cell, was)) this.markDirty(cell);
    }
    for (const cell of named) {
      this.graph.add(cell);
      this.markDirty(cell);
    }
    this.graph.touched();
    this.schedule = undefined;
    return added;
  }

  /** Formulas on kept sheets whose references name one of `names`, with where those references point now. */
  private readersOf(names: ReadonlySet<string>, gone: ReadonlySet<SheetData>): Map<FormulaCell, Reader> {
    const readers = new Map<FormulaCell, Reader>();
    if (names.size === 0) return readers;
    for (const sheet of this.sheets.values()) {
      if (gone.has(sheet)) continue;
      for (const column of sheet.columns) {
        if (column.formulaCount === 0) continue;
        for (const cell of column.formulas) {
          if (cell === undefined || !cell.shape.qualified || !cell.shape.refs.some((r) => r.sheet !== undefined && names.has(r.sheet))) continue;
          readers.set(cell, { cell, refs: cell.shape.refs, sheets: this.sheetsOf(cell.shape.refs), literals: cell.literals ?? cell.shape.literals });
        }
      }
    }
    return readers;
  }

  private sheetsOf(refs: readonly RefDesc[]): (SheetData | undefined)[] {
    return refs.map((r) => (r.sheet === undefined ? undefined : this.sheetsByName.get(r.sheet)));
  }

  /** Whether a formula's new references reach other cells than its old ones (a rename alone changes only names). */
  private readsElsewhere(cell: FormulaCell, was: Reader): boolean {
    const refs = cell.shape.refs;
    if (refs.length !== was.refs.length || !sameNumbers(cell.literals ?? cell.shape.literals, was.literals)) return true;
    const sheets = this.sheetsOf(refs);
    return refs.some((ref, i) => sheets[i] !== was.sheets[i] || (ref.sheet === undefined) !== (was.refs[i].sheet === undefined) || !samePlace(ref, was.refs[i]));
  }

  /** Takes a deleted sheet's formulas out of the graph (their edges into other sheets) and forgets its cells. */
  private dropSheet(sheet: SheetData): void {
    for (const column of sheet.columns) {
      if (column.formulaCount === 0) continue;
      for (const cell of column.formulas) {
        if (cell === undefined) continue;
        if (cell.shape.qualified || cell.shape.names.length > 0) this.graph.remove(cell);
        this.volatileCells.delete(cell);
        this.inputCells.delete(cell);
        this.nameCells.delete(cell);
      }
    }
    this.graph.moveRanges(sheet, () => undefined);
    this.changed.moveCells(sheet, () => undefined);
    this.pendingAddresses = this.pendingAddresses.filter(([s]) => s !== sheet);
    this.followUps = this.followUps.filter(([s]) => s !== sheet);
    this.sheets.delete(sheet.id);
    if (this.sheetsByName.get(sheet.name.toLowerCase()) === sheet) this.sheetsByName.delete(sheet.name.toLowerCase());
  }

  private dropMemos(): void {
    for (const rv of this.memoRanges) rv.memos = undefined;
    this.memoRanges.clear();
  }
}

function samePlace(a: RefDesc, b: RefDesc): boolean {
  const same = (x: RefDesc['top'], y: RefDesc['top']) => x.absolute === y.absolute && x.n === y.n;
  return a.single === b.single && same(a.top, b.top) && same(a.left, b.left) && same(a.bottom, b.bottom) && same(a.right, b.right);
}
