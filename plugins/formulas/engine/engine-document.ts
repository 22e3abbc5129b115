import type { Scalar } from '../values.js';
import type { HiddenRows } from '../function-definition.js';
import { getCell } from '../../workbook/index.js';
import type { Cell, Workbook } from '../../workbook/model/index.js';
import { readCachedValue } from './cycle-rule.js';
import { EngineReads } from './engine-reads.js';
import { NamedFormula } from './named-formulas.js';
import { RowHiding, type ValueReader } from './row-hiding.js';
import type { FormulaCell } from './sheet-data.js';
import { callsSubtotal } from './subtotal-cells.js';
import { WorkbookIndex } from './workbook-sync.js';

/** Recalculations after one, for a filter's hidden rows to settle (they follow the values they filter). */
const FILTER_ROUNDS = 3;
const isFormulaCell = (cell: Cell | undefined): boolean => cell?.formula !== undefined && cell.formula.trim() !== '';

/**
 * The engine's side of the document it follows (engine.ts takes the document's changes): where row and
 * column ids sit, the formula texts and cached values the document holds, its tab order, its names and
 * tables, and the rows SUBTOTAL and AGGREGATE leave out.
 */
export abstract class DocumentReads extends EngineReads {
  protected index = new WorkbookIndex();
  /** The workbook the engine last took (formula texts that structural changes rewrote are read there). */
  protected document: Workbook | undefined;
  /** Named ranges come from the names plugin (setNameResolver), not from the document. */
  protected externalNames = false;
  /** The rows SUBTOTAL and AGGREGATE leave out: the user's from the document, a filter's from values. */
  protected readonly rowHiding = new RowHiding(this.options.filteredRows);
  /** Some SUBTOTAL or AGGREGATE asked what is hidden: a change of hidden rows has formulas to compute again. */
  protected readsHiding = false;
  private readonly currentValues: ValueReader = { getValue: (sheetId, row, col) => this.sheets.get(sheetId)?.peek(row, col) ?? null };

  /** A formula cell's value as the document's file cached it (a book from Excel keeps them: cycles, other books). */
  override cachedValue(cell: FormulaCell): Scalar | undefined {
    const sheet = this.document?.sheetsById[cell.sheet.id];
    const rowId = sheet?.rowIds[cell.row];
    const colId = sheet?.columnIds[cell.col];
    const stored = sheet && rowId !== undefined && colId !== undefined ? getCell(sheet, rowId, colId) : undefined;
    return stored?.formula === undefined ? undefined : readCachedValue(stored.value);
  }

  getValueById(sheetId: string, rowId: string, colId: string): Scalar {
    const at = this.index.position(sheetId, rowId, colId);
    return at ? this.getValue(sheetId, at.row, at.col) : null;
  }

  /** The document's tab order (SHEET and SHEETS count hidden sheets too, as Excel does). */
  override sheetOrder(): readonly string[] {
    return this.document?.sheetIds ?? super.sheetOrder();
  }

  /** The rows SUBTOTAL and AGGREGATE leave out on a sheet (and a note that some formula asked). */
  override hiddenRows(sheetId: string): HiddenRows | undefined {
    this.readsHiding = true;
    return this.rowHiding.of(this.document?.sheetsById[sheetId], this.currentValues);
  }

  override callsSubtotal(sheetId: string, row: number, col: number): boolean {
    this.readsHiding = true;
    return super.callsSubtotal(sheetId, row, col);
  }

  /**
   * A filter's hidden rows follow computed values: after a recalculation they are worked out again, and
   * when they changed the subtotals are computed again (a few rounds at most, should subtotals feed the
   * filter's own columns).
   */
  protected override runRecalc(volatiles: boolean): number {
    let evaluated = super.runRecalc(volatiles);
    for (let round = 0; round < FILTER_ROUNDS && this.document && this.rowHiding.refresh(this.document, this.currentValues); round++) {
      this.dirtySubtotals();
      evaluated += super.runRecalc(false);
    }
    return evaluated;
  }

  /** The rows hidden or filtered may have changed: formulas calling SUBTOTAL or AGGREGATE are computed again. */
  protected dirtySubtotals(): void {
    if (!this.readsHiding) return;
    for (const sheet of this.sheets.values()) {
      for (const column of sheet.columns) {
        if (column.formulaCount === 0) continue;
        for (const cell of column.formulas) if (cell !== undefined && callsSubtotal(cell)) this.markDirty(cell);
      }
    }
  }

  /** Sheets were added, deleted or reordered: SHEET and SHEETS (position functions) may answer otherwise. */
  protected dirtyPositional(): void {
    for (const sheet of this.sheets.values()) {
      for (const column of sheet.columns) {
        if (column.formulaCount === 0) continue;
        for (const cell of column.formulas) if (cell !== undefined && cell.shape.positional) this.markDirty(cell);
      }
    }
  }
  /** The formula text the document holds at a cell (FormulaCell.text after a structural change rewrote it there). */
  protected documentFormula(sheetId: string, row: number, col: number): string | undefined {
    const sheet = this.document?.sheetsById[sheetId];
    const rowId = sheet?.rowIds[row];
    const colId = sheet?.columnIds[col];
    const cell = sheet && rowId !== undefined && colId !== undefined ? getCell(sheet, rowId, colId) : undefined;
    return isFormulaCell(cell) ? cell!.formula : undefined;
  }

  /**
   * 3D references and named formulas find their cells by sheet order and from the using cell at run
   * time, which the in-place moves of sheets and lines do not follow: in a book that has them (few do),
   * such a change loads the workbook again.
   */
  protected readsAcrossSheets(): boolean {
    return this.shapes.cubes || this.namedFormulas.size > 0;
  }

  /** Named ranges changed alone: formulas reading names are linked again and recomputed. */
  protected followNames(next: Workbook): void {
    if (this.pending) this.runRecalc(false);
    for (const cell of this.nameCells) this.graph.remove(cell);
    this.resolveNamesOf(next);
    for (const cell of this.nameCells) {
      this.graph.add(cell);
      this.addNameCell(cell);
      this.markDirty(cell);
    }
  }

  /**
   * Where the document's named ranges point, unless the names plugin feeds them (setNameResolver), and
   * the document's named formulas (compiled when first used).
   */
  protected resolveNamesOf(workbook: Workbook): void {
    const formulas = new Map<string, NamedFormula>();
    for (const named of Object.values(workbook.namedRangesById)) {
      if (named.formula !== undefined) formulas.set(named.name.toUpperCase(), new NamedFormula(named.formula));
    }
    this.namedFormulas = formulas;
    this.tables = this.index.tableResolver(workbook);
    if (this.externalNames) return;
    this.nameResolver = this.index.nameResolver(workbook, this.tables);
    this.invalidNames = new Set(Object.values(workbook.namedRangesById).filter((n) => n.invalid).map((n) => n.name.toUpperCase()));
  }
}
