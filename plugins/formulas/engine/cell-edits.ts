import { EngineCore } from './engine-core.js';
import { clearHides } from './hidden-lines.js';
import { sameScalar } from './normalize.js';
import { sameNumbers } from './shape.js';
import { CLEAN, FormulaCell, type SheetData, type SpillArea, spillKey } from './sheet-data.js';
import { claimArea } from './spill.js';

/** Text starting with '=' followed by something other than spaces. */
function isFormulaText(text: string): boolean {
  if (text.charCodeAt(0) !== 61) return false;
  for (let i = 1; i < text.length; i++) if (text.charCodeAt(i) > 32) return true;
  return false;
}

/** A formula put again with an area of the same size keeps its cell (undefined: not a legacy array). */
function sameArea(a: SpillArea | undefined, b: SpillArea | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.rows === b.rows && a.cols === b.cols);
}

/**
 * Edits of single cells: putting a formula, a value or nothing in a cell, and taking a formula out, with
 * the engine's lists of formulas (volatile, INPUT, names, legacy arrays) and pending changes kept in step.
 * The recalculation that follows is EngineCore's.
 */
export class CellEdits extends EngineCore {
  /**
   * Puts content in a cell: a formula (text starting with '='), a value, or null to empty it. `fixed`:
   * the formula is a legacy array formula filling that area (FormulaCell.fixed). `text`: the content is
   * a value even if it starts with '=' (a document's text value, typed after an apostrophe).
   */
  protected putContent(sheet: SheetData, row: number, col: number, content: number | string | boolean | null, fixed?: SpillArea, text = false): void {
    const column = sheet.column(col);
    const existing = column.formulas[row];
    if (existing && sameArea(existing.fixed, fixed) && (existing.written === content || this.keepsRewritten(existing, content))) return;
    if (existing) this.removeFormula(existing);
    const owner = sheet.spillOwners.size > 0 ? sheet.spillOwners.get(spillKey(row, col)) : undefined;
    if (owner) {
      sheet.spillOwners.delete(spillKey(row, col));
      this.graph.touched();
      this.markDirty(owner);
    }
    if (sheet.blockedSpills.size > 0) this.wakeBlockedSpills(sheet, row, col);
    const old = column.values[row];
    if (this.loading && existing === undefined && (typeof content !== 'string' || content[0] !== '=' || text)) {
      column.values[row] = content === null || content === '' ? undefined : content;
      return;
    }
    if (typeof content === 'string' && !text && isFormulaText(content)) {
      const shape = this.shapes.shapeOf(content, row, col);
      const cell = new FormulaCell(sheet, row, col, shape, content);
      cell.literals = this.shapes.literals;
      column.formulas[row] = cell;
      column.formulaCount++;
      column.values[row] = undefined;
      this.graph.add(cell);
      if (shape.volatile) this.volatileCells.add(cell);
      if (shape.usesInput) this.inputCells.add(cell);
      if (shape.names.length) this.addNameCell(cell);
      if (fixed !== undefined) this.putArray(cell, fixed);
      this.markDirty(cell);
      if (old !== undefined && old !== null) this.noteChange(sheet, row, col, old, null);
      return;
    }
    const value = content === '' || (!text && typeof content === 'string' && content.trim() === '=') ? null : content;
    column.values[row] = value === null ? undefined : value;
    if (!sameScalar(old, value)) {
      this.noteChange(sheet, row, col, old ?? null, value);
      this.pendingAddresses.push([sheet, row, col]);
      this.pending = true;
    }
  }

  /** A legacy array formula takes its area at once (claimArea); structural changes resize it (arrayCells). */
  protected putArray(cell: FormulaCell, area: SpillArea): void {
    cell.fixed = area;
    this.arrayCells.add(cell);
    claimArea(this, cell, area);
  }

  /**
   * A formula whose text a structural change rewrote in the document (its text is not kept) is put
   * again with a text of the same shape and literals: it is the same formula, nothing to recompute.
   */
  private keepsRewritten(cell: FormulaCell, content: number | string | boolean | null): boolean {
    if (cell.written !== undefined || typeof content !== 'string' || !isFormulaText(content)) return false;
    const shape = this.shapes.shapeOf(content, cell.row, cell.col);
    if (shape !== cell.shape || !sameNumbers(this.shapes.literals, cell.literals)) return false;
    cell.written = content;
    return true;
  }

  /** A formula reading names; a named formula calling OFFSET, INDIRECT or a volatile function makes it volatile too. */
  protected addNameCell(cell: FormulaCell): void {
    this.nameCells.add(cell);
    if (cell.shape.volatile || this.namedFormulas.size === 0) return;
    const volatile = this.namesVolatile(cell.shape.names);
    cell.dynamic = volatile;
    if (volatile) this.volatileCells.add(cell);
    else this.volatileCells.delete(cell);
  }

  protected removeFormula(cell: FormulaCell): void {
    const column = cell.sheet.columns[cell.col];
    this.graph.remove(cell);
    column.formulas[cell.row] = undefined;
    column.formulaCount--;
    this.volatileCells.delete(cell);
    this.inputCells.delete(cell);
    this.nameCells.delete(cell);
    this.arrayCells.delete(cell);
    if (cell.hides) clearHides(cell);
    this.unspill(cell);
    cell.state = CLEAN;
    this.pendingAddresses.push([cell.sheet, cell.row, cell.col]);
    this.pending = true;
  }

  /** Some of the names (upper-case) is, or reads, a named formula calling a volatile function. */
  private namesVolatile(names: readonly string[], seen = new Set<string>()): boolean {
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      const compiled = this.namedFormula(name);
      if (compiled && (compiled.volatile || this.namesVolatile(compiled.names, seen))) return true;
    }
    return false;
  }
}
