import { a1 } from '../workbook/a1.js';
import { cellId, getCell, iterateCells, parseCellId } from '../workbook/cell-store.js';
import { indexOfIds } from '../workbook/commands/positions.js';
import type { Cell, Lock, Sheet, Workbook } from '../workbook/model/index.js';
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
  const templateLocks = lockedAreasOf(template, sheetId, sheet.locks);
  const savedLocks = lockedAreasOf(saved, sheetId, sheet.locks);
  const lockOf = (workbook: Workbook, areas: readonly LockedArea[], id: string): Lock | undefined => {
    const at = position(workbook.sheetsById[sheetId], id);
    return at && areas.find(({ area }) => at.row >= area.top && at.row <= area.bottom && at.column >= area.left && at.column <= area.right)?.lock;
  };
  for (const id of storedCellIds([...baselines.map((baseline) => baseline.sheetsById[sheetId]), savedSheet])) {
    const lock = lockOf(saved, savedLocks, id) ?? lockOf(template, templateLocks, id);
    if (!lock) continue;
    const now = lockedContent(saved, savedSheet, id);
    const unchanged = baselines.some((baseline) => {
      const before = baseline.sheetsById[sheetId];
      return before !== undefined && lockedContent(baseline, before, id, saved) === now;
    });
    if (!unchanged) {
      const inSaved = position(savedSheet, id);
      if (inSaved) return lockedCell(savedSheet, inSaved.row, inSaved.column, lock);
      const inTemplate = position(sheet, id);
      return inTemplate ? lockedCell(sheet, inTemplate.row, inTemplate.column, lock) : `${LOCKED_MESSAGE} (${lock.name})`;
    }
  }
  return undefined;
}

/** What a lock keeps of a cell: its formula (by where it points) or value, and its merge. */
function lockedContent(workbook: Workbook, sheet: Sheet, id: string, survivors?: Workbook): string {
  const ids = parseCellId(id);
  const cell: Cell | undefined = ids && getCell(sheet, ids.rowId, ids.columnId);
  const content = cell?.formula ? { formula: formulaIdentity(workbook, sheet, cell.formula, survivors) } : { value: cell?.value ?? null };
  return JSON.stringify([content, cell?.mergeRows ?? 1, cell?.mergeColumns ?? 1, cell?.mergedInto ?? null]);
}

/** A note added, changed or removed on a cell whose row and column the saved sheet still has. */
function noteRefusal(baselines: readonly Workbook[], sheetId: string, saved: Workbook): string | undefined {
  const savedSheet = saved.sheetsById[sheetId];
  const noteIn = (sheet: Sheet | undefined, id: string): string | null => {
    const ids = parseCellId(id);
    return (sheet && ids && getCell(sheet, ids.rowId, ids.columnId)?.note) ?? null;
  };
  for (const id of storedCellIds([...baselines.map((baseline) => baseline.sheetsById[sheetId]), savedSheet])) {
    const at = position(savedSheet, id);
    if (!at) continue;
    const note = noteIn(savedSheet, id);
    if (!baselines.some((baseline) => noteIn(baseline.sheetsById[sheetId], id) === note)) {
      return `${SHADOW_NOTES_MESSAGE} ${savedSheet.name}!${a1(at.row, at.column)}`;
    }
  }
  return undefined;
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

/** The ids of the cells any of the sheets stores. */
function storedCellIds(sheets: readonly (Sheet | undefined)[]): Set<string> {
  const ids = new Set<string>();
  for (const sheet of sheets) {
    if (!sheet) continue;
    for (const [rowId, columnId] of iterateCells(sheet)) ids.add(cellId(columnId, rowId));
  }
  return ids;
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
