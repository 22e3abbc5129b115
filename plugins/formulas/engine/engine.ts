import type { Patch } from 'immer';
import { dateSystemOf, type Sheet, type Workbook } from '../../workbook/model/index.js';
import type { EngineOptions } from './engine-core.js';
import type { NameResolver } from './references.js';
import type { LineAxis, TextAt } from './structural-core.js';
import { type LineStep, lineAfter, lineStepsOf, stepsGive } from './line-batch.js';
import { DocumentReads } from './engine-document.js';
import { sheetChangeBetween } from './sheet-change.js';
import { lineChangeBetween } from './line-change.js';
import type { NamedArea } from './graph.js';
import { SheetData, type SpillArea } from './sheet-data.js';
import { WorkbookIndex, classifyPatches, type PatchPlan } from './workbook-sync.js';
import { putChangedCells, type CellFilter, type PutCell } from './cell-changes.js';
import { replayReads, type ReplayReads } from './replay-reads.js';
import { asPatchSource, type PatchSource } from './patch-source.js';
import type { ChangedCell, ChangedCells } from './changed-cells.js';
import { valueWriter } from './value-writes.js';
import { isStructuralChange, type DescribedChange, type ExecutedSource, type StructuralChange } from '../../../kernel/index.js';
import { type CellShift, cellShiftOf, putInsertedBand } from './cell-shift.js';
import { bandValues, forChangedValues } from './band-data.js';
import { onlyPermutationPatches, permutableInPlace, permuteRows, rowPermutationOf, type RowPermutation } from './row-permutation.js';
import { hidingChanged } from './row-hiding.js';
import { cycleRuleOf } from './cycle-rule.js';

export type { EngineOptions } from './engine-core.js';
export type { NameResolver } from './references.js';
export type { ColumnView, DetachedFormula, FormulaProbe } from './engine-reads.js';

/** Row (or bucket) patches a change may make before a load is considered instead (see applyDocumentChange). */
const RELOAD_ROWS_AFTER = 1000;
export type { NamedArea } from './graph.js';

export type { ChangedCell, ChangedCells } from './changed-cells.js';

/** Past this many changed cells a document change's are told in the compact form (CompactChanges). */
const COMPACT_CHANGES_AFTER = 10_000;

/** What a cell can be given: a formula (text starting with '='), a value, or null to empty it. */
export type CellContent = number | string | boolean | null;

/** The area a legacy array formula fills from its cell (FormulaCell.fixed). */
export type ArrayArea = SpillArea;

/**
 * The formula engine. Cells are addressed by position (sheet id, zero-based row and column); a loaded
 * workbook's row and column ids map to positions. Edits are batched: results are brought up to date
 * on the next read or recalc().
 */
export class Engine extends DocumentReads {
  private sheetCounter = 0;
  /** The plan of the last change applied, for what follows the engine (planOf) to read without classifying again. */
  private planned: { readonly patches: readonly Patch[]; readonly plan: PatchPlan } | undefined;

  /** `options.functions` is every function formulas can call: the engine wires none of its own. */
  constructor(options: EngineOptions) {
    super(options);
  }

  // ---- raw API --------------------------------------------------------------------------------
  /** Adds an empty sheet and returns its id. */
  addSheet(name: string, id = `sheet${++this.sheetCounter}`): string {
    if (this.sheets.has(id)) throw new Error(`Sheet ${id} exists`);
    const sheet = new SheetData(id, name);
    this.sheets.set(id, sheet);
    this.sheetsByName.set(name.toLowerCase(), sheet);
    this.reconnectSheetReferences();
    return id;
  }

  /** `arrayArea`: a formula that is a legacy array formula (Ctrl+Shift+Enter) filling that many rows and columns from its cell. */
  setCellContent(sheetId: string, row: number, col: number, content: CellContent, arrayArea?: ArrayArea): void {
    this.putContent(this.requireSheet(sheetId), row, col, content, arrayArea);
  }

  /** Fills many cells at once (loading a file): faster than one setCellContent per cell. */
  setCells(sheetId: string, cells: Iterable<readonly [row: number, col: number, content: CellContent, arrayArea?: ArrayArea, text?: boolean]>): void {
    const sheet = this.requireSheet(sheetId);
    const wasLoading = this.loading;
    this.loading = true;
    try {
      for (const [row, col, content, arrayArea, text] of cells) this.putContent(sheet, row, col, content, arrayArea, text);
    } finally {
      this.loading = wasLoading;
    }
  }

  /** Brings every result up to date, recomputing volatile formulas, and says which cells changed. */
  recalc(): ChangedCell[] {
    this.runRecalc(true);
    return this.takeChanges();
  }

  /** Switches hiding functions off or on (View menu, Ctrl+h); HIDEROW & co. are recomputed. */
  setHidingDisabled(disabled: boolean): ChangedCell[] {
    this.hidingDisabled = disabled;
    for (const sheet of this.sheets.values()) {
      for (const column of sheet.columns) for (const f of column.formulas) if (f?.shape.hides) this.markDirty(f);
    }
    return this.recalc();
  }

  /** Where named ranges point (the names plugin feeds it). Formulas reading names are recomputed. */
  setNameResolver(resolver: NameResolver): ChangedCell[] {
    this.externalNames = true;
    return this.replaceNames((name) => resolver(name));
  }

  /**
   * The structural changes this engine moved in place, as a command or a redo, without pushing a
   * reference past the sheet's edge: undoing one of them restores no text the move back does not
   * give (replayReads), so its 100,000 restored rows are not scanned. Keyed by the change the undo
   * event carries again; a change seen otherwise (loaded, or from another engine) is scanned.
   */
  private readonly keptAtEdge = new WeakSet<StructuralChange>();


  // ---- workbook API ---------------------------------------------------------------------------
  loadWorkbook(workbook: Workbook, input?: unknown): void {
    this.reset();
    this.useDateSystem(dateSystemOf(workbook));
    this.rowHiding.forget();
    this.readsHiding = false;
    this.inputValue = input;
    this.index = new WorkbookIndex(workbook);
    this.document = workbook;
    this.excelErrors = workbook.settings?.calculation?.excel === true;
    this.cycleRule = cycleRuleOf(workbook.settings?.calculation);
    for (const id of workbook.sheetIds) {
      const sheet = workbook.sheetsById[id];
      if (sheet) this.requireSheet(this.addSheet(sheet.name, id)).formulaTextAt = (row, col) => this.documentFormula(id, row, col);
    }
    this.resolveNamesOf(workbook);
    for (const id of workbook.sheetIds) {
      const sheet = workbook.sheetsById[id];
      if (sheet) this.setCells(id, this.index.cellsOf(sheet));
    }
    this.loadingPass = true;
    try {
      this.runRecalc(true);
    } finally {
      this.loadingPass = false;
    }
    this.changed.clear();
  }

  setInput(input: unknown): ChangedCell[] {
    this.inputValue = input;
    for (const cell of this.inputCells) this.markDirty(cell);
    return this.recalc();
  }

  /**
   * What a list of document patches means to the engine: the cells, lines, sheets and names it follows in
   * place, or a reload (the plugins' document slots say which other parts it may leave alone).
   */
  planOf(patches: readonly Patch[]): PatchPlan {
    const planned = this.planned;
    return planned?.patches === patches ? planned.plan : classifyPatches(patches, this.options.documentSlots);
  }

  /**
   * Takes a document change (`executed$`'s patches). `source` says who made the patches: a structural
   * command changes cells only through the formulas adjuster, whose rewrites the engine's own move of
   * the lines matches, so its cell patches need no reading, nor do a redo's (the command's again); an
   * undo may restore texts its inverse move does not give (a #REF! back to a reference), which
   * replayReads finds from what it takes back. `structural` is what the command described to the
   * adjusters (`executed$`'s `structural`): cells shifted move contents between ids, which the
   * patches do not say. Several changes of whole lines (a batch) are moved one after the other
   * (moveBatch); a batch of anything else is loaded again, or read cell by cell.
   */
  applyDocumentChange(next: Workbook, patches: readonly Patch[], eventSource: ExecutedSource = 'undo', described: readonly DescribedChange[] = []): ChangedCells {
    const source = asPatchSource(eventSource);
    // A named range's rename or deletion reaches the engine as the formula texts it rewrote (the patches).
    // Every edit comes through here: no new array unless a name change is there to leave out.
    const structural = described.every(isStructuralChange) ? (described as readonly StructuralChange[]) : described.filter(isStructuralChange);
    // Every date reads differently in the other date system.
    if (dateSystemOf(next) !== this.dateSystem) {
      this.loadWorkbook(next, this.inputValue);
      return this.allValues();
    }
    const plan = this.planOf(patches);
    this.planned = { patches, plan };
    const before = this.document;
    if (before && hidingChanged(before, next)) {
      this.rowHiding.forget();
      this.dirtySubtotals();
    }
    const forward = source !== 'undo' && structural.length === 1 ? structural[0] : undefined;
    if (forward) this.keptAtEdge.delete(forward);
    if (this.readsAcrossSheets() && (plan.sheets || plan.lines.length > 0 || structural.length > 0)) {
      this.loadWorkbook(next, this.inputValue);
      return this.allValues();
    }
    const permutation = rowPermutationOf(structural, source === 'undo');
    if (permutation && before && this.permuteInPlace(next, plan, permutation, source === 'undo')) return this.recalcChanges();
    const shift = cellShiftOf(structural, source === 'undo');
    if (shift && before && !plan.reload && !plan.sheets && this.shiftCells(before, next, plan, shift, source)) {
      if (forward && !this.pushedOff) this.keptAtEdge.add(forward);
      this.readMovedChange(before, next, plan, replayReads(source, structural, this.keptAtEdge), shift);
      return this.recalcChanges();
    }
    if (structural.length > 1 && before && this.moveBatch(before, next, plan, lineStepsOf(structural, source === 'undo'))) return this.recalcChanges();
    // Sheets or names changed with lines in one change (a batch not moved above): rare, and a load is always right.
    const mixed = (plan.sheets || plan.names) && plan.lines.length > 0;
    const moved = plan.reload || mixed || !before ? 'reload' : this.moveLinesOf(before, next, plan.lines);
    if (moved === 'reload') {
      this.loadWorkbook(next, this.inputValue);
      return this.allValues();
    }
    this.document = next;
    const added = plan.sheets ? this.followSheets(next, plan.names) : [];
    if (plan.sheets && before && !sameIds(before.sheetIds, next.sheetIds)) this.dirtyPositional();
    if (plan.names && !plan.sheets) this.followNames(next);
    if (moved === 'moved') {
      if (forward && !this.pushedOff) this.keptAtEdge.add(forward);
      // The move gave most cells their text: replayReads says which others an undo restored.
      this.readMovedChange(before!, next, plan, replayReads(source, structural, this.keptAtEdge));
      return this.recalcChanges();
    }
    // A shift not moved in place above (in a batch, or with lines changed elsewhere) replaces every row
    // after it: past half the rows, a load is cheaper than putting them one by one.
    if (plan.cells.length > RELOAD_ROWS_AFTER && plan.cells.length * 2 > this.index.rowCount()) {
      this.loadWorkbook(next, this.inputValue);
      return this.allValues();
    }
    this.applyCellChanges(before!, next, plan);
    if (added.length === 0) return this.recalcChanges();
    const changed = this.recalc();
    for (const sheet of added) pushValues(sheet, changed);
    return changed;
  }

  /**
   * Moves the shifted cells in place (a change of lines limited to a band); false, changing nothing,
   * when the change is more than that. The shift may have grown the sheet (cells pushed past its end:
   * those lines hold only pushed cells) and its undo shrinks it again, after moving them back.
   */
  private shiftCells(before: Workbook, next: Workbook, plan: PatchPlan, shift: CellShift, source: PatchSource): boolean {
    const { sheetId, axis } = shift;
    const sheet = this.sheets.get(sheetId);
    const nextSheet = next.sheetsById[sheetId];
    const known = this.index.lineIds(sheetId, axis);
    if (!sheet || !nextSheet || !known || before.sheetsById[sheetId] === undefined) return false;
    if (plan.lines.some(([id, a]) => id !== sheetId || a !== axis)) return false;
    const lines = lineChangeBetween(known, axis === 'rows' ? nextSheet.rowIds : nextSheet.columnIds);
    const undo = source === 'undo';
    const grows = lines !== 'none' && lines !== 'other' && lines.kind === 'insert' && lines.at === known.length;
    const shrinks = lines !== 'none' && lines !== 'other' && lines.kind === 'delete' && lines.at + lines.count === known.length;
    if (lines !== 'none' && !(undo ? shrinks : grows)) return false;
    this.document = next;
    if (grows) this.index.replaceSheet(nextSheet);
    const relinkNames = () => {
      if (plan.names) this.resolveNamesOf(next);
    };
    if (this.pending) this.runRecalc(false);
    const { change, band } = shift;
    const was = bandValues(sheet, axis, change.at, band);
    this.moveLines(sheet, axis, change, (s, row, col) => s.formulaTextAt(row, col), relinkNames, band);
    forChangedValues(sheet, axis, change.at, band, was, (row, col) => this.changed.add(sheet, row, col));
    if (shrinks) this.moveLinesOf(before, next, plan.lines);
    return true;
  }

  /**
   * A batch of changes of whole lines (several structural commands in one step) moved in place one
   * after the other; false, changing nothing, when it is more than that, or when it replaced so many
   * cells that a load costs less. Between changes the document's texts are not those of the cells'
   * positions then: a formula that needs its text there reads the final text of the cell it ends in,
   * which is its text then unless a later change rewrote it, and then its cell is among the replaced
   * ones, all of which are read at the end.
   */
  private moveBatch(before: Workbook, next: Workbook, plan: PatchPlan, steps: readonly LineStep[] | undefined): boolean {
    if (!steps || plan.reload || plan.sheets || plan.names) return false;
    if (plan.cells.length > RELOAD_ROWS_AFTER && plan.cells.length * 2 > this.index.rowCount()) return false;
    const touched = new Map<string, [string, LineAxis]>();
    for (const { sheetId, axis } of steps) touched.set(`${axis} ${sheetId}`, [sheetId, axis]);
    if (plan.lines.some(([id, axis]) => !touched.has(`${axis} ${id}`))) return false;
    for (const [sheetId, axis] of touched.values()) {
      const known = this.index.lineIds(sheetId, axis);
      const sheet = next.sheetsById[sheetId];
      const linesOf = (s: Sheet) => (axis === 'rows' ? s.rowIds : s.columnIds);
      if (!known || !sheet || !this.sheets.has(sheetId) || !before.sheetsById[sheetId]) return false;
      if (!stepsGive(known, linesOf(sheet), steps.filter((s) => s.sheetId === sheetId && s.axis === axis))) return false;
    }
    this.document = next;
    for (const [sheetId] of touched.values()) this.index.replaceSheet(next.sheetsById[sheetId]);
    const relinkNames = () => {
      if (readsNames(next)) this.resolveNamesOf(next);
    };
    steps.forEach(({ sheetId, axis, change }, k) => {
      const later = steps.slice(k + 1);
      const textAt: TextAt = (s, row, col) => this.documentFormula(s.id, lineAfter(later, s.id, 'rows', row), lineAfter(later, s.id, 'cols', col));
      this.moveLines(this.sheets.get(sheetId)!, axis, change, textAt, k === steps.length - 1 ? relinkNames : () => {});
    });
    this.applyCellChanges(before, next, plan);
    return true;
  }

  /** A sort moved in place (row-permutation.ts); false, changing nothing, when it is more than the engine moves so. */
  private permuteInPlace(next: Workbook, plan: PatchPlan, permutation: RowPermutation, undo: boolean): boolean {
    const sheet = this.sheets.get(permutation.sheetId);
    const nextSheet = next.sheetsById[permutation.sheetId];
    if (!sheet || !nextSheet || plan.reload || plan.sheets || plan.names || plan.lines.length > 0) return false;
    if (!onlyPermutationPatches(plan.cells, nextSheet, permutation)) return false;
    if (this.pending) this.runRecalc(false);
    if (!permutableInPlace(sheet, permutation.area, this.graph.rangesOf(sheet), undo)) return false;
    this.document = next;
    const dirty = permuteRows(sheet, permutation, (row, col) => this.changed.add(sheet, row, col));
    this.graph.touched();
    this.schedule = undefined;
    for (const cell of dirty) this.markDirty(cell);
    return true;
  }

  // ---- internals ----------------------------------------------------------------------------
  /**
   * Deletes, renames and adds the engine's sheets as the document's changed (its cells are read by the
   * caller: the formulas adjuster's rewrites and an undo's restored texts). Returns the added sheets.
   */
  private followSheets(next: Workbook, namesChanged: boolean): SheetData[] {
    const change = sheetChangeBetween(this.sheets.values(), next);
    for (const id of change.deleted) this.index.removeSheet(id);
    for (const { id } of change.added) this.index.replaceSheet(next.sheetsById[id]);
    const load = (sheet: SheetData) => {
      sheet.formulaTextAt = (row, col) => this.documentFormula(sheet.id, row, col);
      this.setCells(sheet.id, this.index.cellsOf(next.sheetsById[sheet.id]));
    };
    return this.changeSheets(change, (s, row, col) => s.formulaTextAt(row, col), load, () => this.resolveNamesOf(next), namesChanged);
  }

  /**
   * Moves the engine's lines as the document's row or column ids moved (one insert, delete or move
   * on one sheet, as a structural command or its undo makes). 'reload' when it is more than that.
   */
  private moveLinesOf(before: Workbook, next: Workbook, lines: readonly [string, LineAxis][]): 'moved' | 'none' | 'reload' {
    if (lines.length === 0) return 'none';
    if (lines.length > 1) return 'reload';
    const [sheetId, axis] = lines[0];
    const sheet = this.sheets.get(sheetId);
    const nextSheet = next.sheetsById[sheetId];
    const known = this.index.lineIds(sheetId, axis);
    if (!sheet || !nextSheet || !known || before.sheetsById[sheetId] === undefined) return 'reload';
    const change = lineChangeBetween(known, axis === 'rows' ? nextSheet.rowIds : nextSheet.columnIds);
    if (change === 'none') return 'none';
    if (change === 'other') return 'reload';
    this.document = next;
    this.index.replaceSheet(nextSheet);
    // Lines added after the last (inserting cells past the sheet's end grows it): no cell moves, and
    // the command's cells are read like any edit's.
    if (change.kind === 'insert' && change.at === known.length) return 'none';
    const relinkNames = () => {
      if (readsNames(next)) this.resolveNamesOf(next);
    };
    this.moveLines(sheet, axis, change, (s, row, col) => s.formulaTextAt(row, col), relinkNames);
    return 'moved';
  }

  /**
   * After lines moved in place: the replaced cells `reads` says the move did not give their content,
   * and the cells of the lines the move of a cell `shift` inserted when `reads` says they came back.
   */
  private readMovedChange(before: Workbook, next: Workbook, plan: PatchPlan, reads: ReplayReads, shift?: CellShift): void {
    if (reads === 'none') return;
    if (reads === 'all' || (reads.insertedBand && !shift)) return this.applyCellChanges(before, next, plan);
    const cells = reads.patch ? plan.cells.filter(reads.patch) : plan.cells;
    if (cells.length > 0) this.applyCellChanges(before, next, { ...plan, cells }, reads.cell);
    const put = shift && reads.insertedBand ? this.sheetWriter(shift.sheetId) : undefined;
    if (put) putInsertedBand(next.sheetsById[shift!.sheetId], shift!, put);
  }

  /**
   * The cells the patches replaced, compared with the document before by identity, are put again (a
   * formula of the same text, or after a structural change of the same shape and literals, is kept:
   * putContent). A whole bucket replaced (a sort) costs its changed rows, not a search of the sheet.
   */
  private applyCellChanges(before: Workbook, next: Workbook, plan: PatchPlan, reads?: CellFilter): void {
    const writers = new Map<string, PutCell | undefined>();
    const writerOf = (sheetId: string) => {
      if (!writers.has(sheetId)) writers.set(sheetId, this.sheetWriter(sheetId));
      return writers.get(sheetId);
    };
    putChangedCells(before, next, plan.cells, this.index, writerOf, reads);
  }

  private sheetWriter(sheetId: string): PutCell | undefined {
    const sheet = this.sheets.get(sheetId);
    if (!sheet) return undefined;
    return valueWriter(sheet, {
      putContent: (s, row, col, content, arrayArea, text) => this.putContent(s, row, col, content, arrayArea, text),
      noteChange: (s, row, col, before, after) => {
        this.noteChange(s, row, col, before, after);
        this.pending = true;
      },
      markDirty: (cell) => this.markDirty(cell),
      pendAddress: (s, row, col) => {
        this.pendingAddresses.push([s, row, col]);
        this.pending = true;
      },
    });
  }


  /** recalc(), a large change's cells told in the compact form. */
  private recalcChanges(): ChangedCells {
    this.runRecalc(true);
    return this.changed.size > COMPACT_CHANGES_AFTER ? this.changed.drainCompact() : this.takeChanges();
  }

  private takeChanges(): ChangedCell[] {
    return this.changed.drain((sheet, row, col) => ({ sheetId: sheet.id, row, col, value: sheet.peek(row, col) }));
  }

  private allValues(): ChangedCell[] {
    const out: ChangedCell[] = [];
    for (const sheet of this.sheets.values()) pushValues(sheet, out);
    return out;
  }


  private replaceNames(resolver: (name: string) => NamedArea | undefined): ChangedCell[] {
    for (const cell of this.nameCells) this.graph.remove(cell);
    this.nameResolver = resolver;
    for (const cell of this.nameCells) {
      this.graph.add(cell);
      this.markDirty(cell);
    }
    return this.recalc();
  }

  /** A new sheet may be what unresolved `Name!A1` references were waiting for. */
  private reconnectSheetReferences(): void {
    for (const sheet of this.sheets.values()) {
      for (const column of sheet.columns) {
        if (column.formulaCount === 0) continue;
        for (const f of column.formulas) {
          if (f === undefined || !f.shape.refs.some((r) => r.sheet !== undefined)) continue;
          this.graph.remove(f);
          this.graph.add(f);
          this.markDirty(f);
        }
      }
    }
  }

  private reset(): void {
    this.resetState();
  }
}

/** Every value a sheet holds, as changes (a sheet added in place is all new to the caller). */
function pushValues(sheet: SheetData, out: ChangedCell[]): void {
  sheet.columns.forEach((column, col) => column.values.forEach((value, row) => {
    if (value !== undefined && value !== null) out.push({ sheetId: sheet.id, row, col, value });
  }));
}

/** The workbook has named ranges or tables, whose areas move with the lines. */
function readsNames(workbook: Workbook): boolean {
  return Object.keys(workbook.namedRangesById).length > 0 || Object.keys(workbook.tablesById ?? {}).length > 0;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((id, i) => id === b[i]));
}
