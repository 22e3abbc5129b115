import { a1, cellId, getCell, indexOfIds, iterateCells, parseCellId } from '../workbook/index.js';
import type { Lock, Sheet, Workbook } from '../workbook/model/index.js';
import { formulaIdentity } from './formula-identity.js';
import { lockArea, type LockedArea } from './lock-areas.js';
import { LOCKED_MESSAGE, SHADOW_LOCKS_MESSAGE, SHADOW_NOTES_MESSAGE, SHADOW_STYLES_MESSAGE } from './messages.js';

/**
 * The first change in a shadow's `saved` workbook that its user could not have made in the editor, as
 * the message that refuses it (naming the cell, lock or sheet), or undefined. The editor's shadow mode
 * (SPEC sections 4-6) leaves the template's locks as they are, the cells, rows and columns they lock as
 * they are (content, formulas as pointing at the same cells, merges), and notes and styles as they are.
 *
 * Compared with the template version (`template`) and, when given, with what the shadow held before
 * (`previous`): what differs from both is the user's change. A version edited since the shadow was made
 * leaves its older copy in the shadow, which a save that does not touch it must not be refused for.
 * Structural edits the editor allows (inserting, deleting or moving other lines, renaming a sheet) rewrite
 * formulas' text but not where they point (formulaIdentity), so they pass.
 */
export function shadowChangeRefusal(template: Workbook, saved: Workbook, previous?: Workbook): string | undefined {
  const baselines = previous ? [template, previous] : [template];
  for (const sheetId of template.sheetIds) {
    const refusal = sheetRefusal(baselines, sheetId, saved);
    if (refusal) return refusal;
  }
  if (!baselines.some((baseline) => sameJson(baseline.palettesById, saved.palettesById))) return SHADOW_STYLES_MESSAGE;
  return undefined;
}

function sheetRefusal(baselines: readonly Workbook[], sheetId: string, saved: Workbook): string | undefined {
  const [template] = baselines;
  const sheet = template.sheetsById[sheetId];
  const savedSheet = saved.sheetsById[sheetId];
  if (!sheet) return undefined;
  if (!savedSheet) {
    // Deleting a sheet takes its locks with it.
    const hadLocks = baselines.every((baseline) => (baseline.sheetsById[sheetId]?.locks.length ?? 0) > 0);
    return hadLocks ? `${SHADOW_LOCKS_MESSAGE} The sheet ${sheet.name} has locks.` : undefined;
  }
  // A deleted or moved locked line is named before the lock it shrank.
  const line = lockedLineRefusal(baselines, sheetId, saved);
  if (line) return line;
  if (!baselines.some((baseline) => sameJson(baseline.sheetsById[sheetId]?.locks ?? [], savedSheet.locks))) {
    const changed = changedLock(sheet.locks, savedSheet.locks);
    return `${SHADOW_LOCKS_MESSAGE} ${changed ? `${changed.name} on ${sheet.name}` : sheet.name} changed.`;
  }
  return lockedCellRefusal(baselines, sheetId, saved) ?? noteRefusal(baselines, sheetId, saved);
}

/** A lock of the template that the saved locks do not hold as they are. */
function changedLock(locks: readonly Lock[], saved: readonly Lock[]): Lock | undefined {
  return locks.find((lock) => !saved.some((other) => sameJson(lock, other))) ?? saved.find((lock) => !locks.some((other) => sameJson(lock, other)));
}

/** The template's locks where they are in a workbook (invalid ones lock nothing). */
function lockedAreasOf(workbook: Workbook, sheetId: string, locks: readonly Lock[]): LockedArea[] {
  return locks.flatMap((lock) => {
    const area = lockArea(workbook, sheetId, lock);
    return area ? [{ lock, area }] : [];
  });
}

/**
 * A row or column a lock spans in the template that is gone from the saved sheet, or is no longer inside
 * the lock there, unless a baseline already lacked it that way (the shadow's own copy).
 */
function lockedLineRefusal(baselines: readonly Workbook[], sheetId: string, saved: Workbook): string | undefined {
  const [template] = baselines;
  const sheet = template.sheetsById[sheetId];
  const savedSheet = saved.sheetsById[sheetId];
  if (!sheet || !savedSheet) return undefined;
  const savedAreas = new Map(lockedAreasOf(saved, sheetId, sheet.locks).map(({ lock, area }) => [lock.id, area]));
  const rowsAt = indexOfIds(savedSheet.rowIds);
  const columnsAt = indexOfIds(savedSheet.columnIds);
  for (const { lock, area } of lockedAreasOf(template, sheetId, sheet.locks)) {
    const kept = savedAreas.get(lock.id);
    const lines: [number, number, number | undefined, boolean][] = [];
    for (let row = area.top; row <= area.bottom; row++) {
      const at = rowsAt.get(sheet.rowIds[row]);
      lines.push([row, area.left, at, at !== undefined && kept !== undefined && at >= kept.top && at <= kept.bottom]);
    }
    for (let column = area.left; column <= area.right; column++) {
      const at = columnsAt.get(sheet.columnIds[column]);
      lines.push([area.top, column, at, at !== undefined && kept !== undefined && at >= kept.left && at <= kept.right]);
    }
    // Gone first, then moved out: a deletion shrinks the lock, which would make every line look moved.
    const gone = lines.find(([, , at]) => at === undefined) ?? lines.find(([, , , inside]) => !inside);
    if (gone && !baselines.slice(1).some((baseline) => lockedLineRefusal([baseline], sheetId, saved) === undefined)) {
      return lockedCell(sheet, gone[0], gone[1], lock);
    }
  }
  return undefined;
}

/**
 * A locked cell (in a lock's area in the template or in the saved sheet) whose content differs from every
 * baseline's. Only stored cells are visited: a cell none of them stores is empty in all.
 */
function lockedCellRefusal(baselines: readonly Workbook[], sheetId: string, saved: Workbook): string | undefined {
  const [template] = baselines;
  const sheet = template.sheetsById[sheetId];
  const savedSheet = saved.sheetsById[sheetId];
  if (sheet.locks.length === 0) return undefined;
  const lines = [...lockedLinesOf(template, sheetId, sheet.locks), ...lockedLinesOf(saved, sheetId, sheet.locks)];
  const lockAt = (rowId: string, columnId: string): Lock | undefined => lines.find((line) => line.rows.has(rowId) && line.columns.has(columnId))?.lock;
  const judges = baselines.map((baseline) => new ContentJudge(baseline, sheetId, saved));
  const seen = new Set<string>();
  for (const source of [savedSheet, ...baselines.map((baseline) => baseline.sheetsById[sheetId])]) {
    if (!source) continue;
    for (const [rowId, columnId] of iterateCells(source)) {
      const lock = lockAt(rowId, columnId);
      if (!lock) continue;
      const id = cellId(columnId, rowId);
      if (seen.has(id)) continue;
      seen.add(id);
      if (judges.some((judge) => judge.unchanged(rowId, columnId))) continue;
      const inSaved = position(savedSheet, id);
      if (inSaved) return lockedCell(savedSheet, inSaved.row, inSaved.column, lock);
      const inTemplate = position(sheet, id);
      return inTemplate ? lockedCell(sheet, inTemplate.row, inTemplate.column, lock) : `${LOCKED_MESSAGE} (${lock.name})`;
    }
  }
  return undefined;
}

/** A lock's rows and columns by id, where the lock is in a workbook. */
interface LockedLines {
  readonly lock: Lock;
  readonly rows: ReadonlySet<string>;
  readonly columns: ReadonlySet<string>;
}

function lockedLinesOf(workbook: Workbook, sheetId: string, locks: readonly Lock[]): LockedLines[] {
  const sheet = workbook.sheetsById[sheetId];
  return lockedAreasOf(workbook, sheetId, locks).map(({ lock, area }) => ({
    lock,
    rows: new Set(sheet.rowIds.slice(area.top, area.bottom + 1)),
    columns: new Set(sheet.columnIds.slice(area.left, area.right + 1)),
  }));
}

/**
 * Whether a cell holds what a lock keeps of it as in a baseline: its formula (by where it points) or its
 * value, and its merge. While every sheet has the baseline's name, rows and columns, a formula points
 * where its text says, so texts are compared; otherwise by formulaIdentity, which reads the formulas.
 */
class ContentJudge {
  private readonly sheet: Sheet | undefined;
  private readonly savedSheet: Sheet;
  private readonly sameStructure: boolean;

  constructor(private readonly baseline: Workbook, sheetId: string, private readonly saved: Workbook) {
    this.sheet = baseline.sheetsById[sheetId];
    this.savedSheet = saved.sheetsById[sheetId];
    this.sameStructure = sameStructure(baseline, saved);
  }

  unchanged(rowId: string, columnId: string): boolean {
    if (!this.sheet) return false;
    const before = getCell(this.sheet, rowId, columnId);
    const now = getCell(this.savedSheet, rowId, columnId);
    if ((before?.mergeRows ?? 1) !== (now?.mergeRows ?? 1) || (before?.mergeColumns ?? 1) !== (now?.mergeColumns ?? 1)) return false;
    if ((before?.mergedInto ?? null) !== (now?.mergedInto ?? null)) return false;
    if (!before?.formula || !now?.formula) return !before?.formula && !now?.formula && (before?.value ?? null) === (now?.value ?? null);
    if (this.sameStructure && before.formula === now.formula) return true;
    return formulaIdentity(this.baseline, this.sheet, before.formula, this.saved) === formulaIdentity(this.saved, this.savedSheet, now.formula);
  }
}

/** Whether every sheet of `baseline` is in `saved` with the same name, rows and columns. */
function sameStructure(baseline: Workbook, saved: Workbook): boolean {
  return baseline.sheetIds.every((id) => {
    const before = baseline.sheetsById[id];
    const now = saved.sheetsById[id];
    return before !== undefined && now !== undefined && before.name === now.name && sameIds(before.rowIds, now.rowIds) && sameIds(before.columnIds, now.columnIds);
  });
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A note added, changed or removed on a cell whose row and column the saved sheet still has. */
function noteRefusal(baselines: readonly Workbook[], sheetId: string, saved: Workbook): string | undefined {
  const savedSheet = saved.sheetsById[sheetId];
  const savedNotes = notesOf(savedSheet);
  const baselineNotes = baselines.map((baseline) => notesOf(baseline.sheetsById[sheetId]));
  const ids = new Set([...savedNotes.keys(), ...baselineNotes.flatMap((notes) => [...notes.keys()])]);
  for (const id of ids) {
    const at = position(savedSheet, id);
    if (!at) continue;
    const note = savedNotes.get(id);
    if (!baselineNotes.some((notes) => notes.get(id) === note)) return `${SHADOW_NOTES_MESSAGE} ${savedSheet.name}!${a1(at.row, at.column)}`;
  }
  return undefined;
}

/** The notes of a sheet's cells, by cell id. */
function notesOf(sheet: Sheet | undefined): Map<string, string> {
  const notes = new Map<string, string>();
  if (!sheet) return notes;
  for (const [rowId, columnId, cell] of iterateCells(sheet)) if (cell.note !== undefined) notes.set(cellId(columnId, rowId), cell.note);
  return notes;
}

function lockedCell(sheet: Sheet, row: number, column: number, lock: Lock): string {
  return `${LOCKED_MESSAGE} ${sheet.name}!${a1(row, column)} is locked (${lock.name}).`;
}

/** Where a cell id is in a sheet, when the sheet still has its row and column. */
function position(sheet: Sheet | undefined, id: string): { row: number; column: number } | undefined {
  const ids = parseCellId(id);
  if (!sheet || !ids) return undefined;
  const row = indexOfIds(sheet.rowIds).get(ids.rowId);
  const column = indexOfIds(sheet.columnIds).get(ids.columnId);
  return row === undefined || column === undefined ? undefined : { row, column };
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
