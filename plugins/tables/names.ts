import type { Draft } from 'immer';
import { tableNameProblem, type Table, type Workbook } from '../workbook/model/index.js';

/** The messages of the tables' names (the named ranges' wording where the rule is the same). */
export const TABLE_MESSAGES = {
  inUse: (name: string) => `Name '${name}' is already in use`,
  columnInUse: (name: string) => `Column name '${name}' is already in use`,
  columnBlank: "Column name can't be blank",
  unknown: 'This table no longer exists',
  overlap: "A table can't overlap another table",
  merged: "A table can't contain merged cells",
  noData: 'Select the cells the table will hold: a header row and at least one row of data',
  noRoomAbove: 'The row above the table must be empty to show its header row',
  noRoomBelow: 'The row below the table must be empty to show its totals row',
  lastDataRow: 'A table keeps at least one data row',
  resize: "A table's new range must start on its first row and overlap it",
} as const;

/** The message for a table name (Excel's rules, then unique among tables and named ranges), or undefined. */
export function tableNameError(name: string, workbook: Workbook, exceptId?: string): string | undefined {
  const problem = tableNameProblem(name);
  if (problem) return problem;
  return isNameTaken(workbook, name, exceptId) ? TABLE_MESSAGES.inUse(name) : undefined;
}

/** A table (other than `exceptId`) or a named range has this name, ignoring case. */
export function isNameTaken(workbook: Workbook, name: string, exceptId?: string): boolean {
  const lower = name.toLowerCase();
  if (Object.values(workbook.namedRangesById).some((range) => range.name.toLowerCase() === lower)) return true;
  return tablesOf(workbook).some((table) => table.id !== exceptId && table.name.toLowerCase() === lower);
}

/** Excel's default names: the first free Table1, Table2... */
export function defaultTableName(workbook: Workbook): string {
  for (let n = 1; ; n++) if (!isNameTaken(workbook, `Table${n}`)) return `Table${n}`;
}

/** The table of this name, ignoring case. */
export function tableNamed(workbook: Workbook, name: string): Table | undefined {
  const lower = name.toLowerCase();
  return tablesOf(workbook).find((table) => table.name.toLowerCase() === lower);
}

export function tablesOf(workbook: Workbook): Table[] {
  return Object.values(workbook.tablesById ?? {});
}

/** Takes a table out of the draft; the last one takes `tablesById` with it, as a template without tables has none. */
export function removeTable(draft: Draft<Workbook>, id: string): void {
  if (!draft.tablesById) return;
  delete draft.tablesById[id];
  if (Object.keys(draft.tablesById).length === 0) delete draft.tablesById;
}

/**
 * Column names from header texts as Excel makes them: a blank header is "ColumnN" (N its position), a
 * name met before (ignoring case) gets the first free number after it ("Amount2"). Texts are kept as
 * they are: spaces are part of a name.
 */
export function uniqueColumnNames(texts: readonly string[]): string[] {
  const taken = new Set<string>();
  const wanted = texts.map((text, i) => (text === '' ? `Column${i + 1}` : text));
  return wanted.map((name) => {
    let unique = name;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${name}${n}`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}
