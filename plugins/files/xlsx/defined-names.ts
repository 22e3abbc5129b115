import { cellId, type IdGenerator, NAME_LENGTH_LIMIT, type NamedRange, type Sheet } from '../../workbook/index.js';
import type { ImportReport } from '../report.js';
import { cleanExcelFormula } from './cell-values.js';
import { parseRangeText } from './range-text.js';
import type { DefinedName } from './workbook-xml.js';

/** Names Excel defines for itself: `_xlnm.Print_Area`, and the hidden `_xlfn.` names of newer functions. */
const EXCEL_OWN = /^_xl(?:nm|fn|pm|ws)\./i;

/**
 * The workbook's defined names as named ranges: a name that is one range of a sheet (within the rows
 * and columns imported) is a range, as before; any other (a constant, a calculation, a LAMBDA, a range
 * of another shape or size, several areas) is a named formula holding its text (Excel's storage
 * prefixes dropped), computed where it is used. A name defined on one sheet (localSheetId) becomes a
 * name of the workbook, the first of a name winning, with the workbook's own first.
 */
export function importNames(names: readonly DefinedName[], sheets: readonly Sheet[], fileSheetNames: readonly string[], ids: IdGenerator, report: ImportReport): Record<string, NamedRange> {
  const out: Record<string, NamedRange> = {};
  // Template names are unique in any case (the template reader refuses a repeat).
  const taken = new Set<string>();
  const seen = new Set<string>();
  const byName = new Map(sheets.map((sheet) => [sheet.name.toLowerCase(), sheet]));
  const ordered = [...names].sort((a, b) => Number(a.localSheetId !== undefined) - Number(b.localSheetId !== undefined));
  for (const defined of ordered) {
    if (defined.name.toLowerCase().startsWith('_xlnm.')) {
      report.add('Print settings', `${defined.name.slice(6)} is not kept`);
      continue;
    }
    if (EXCEL_OWN.test(defined.name) || defined.text === '') continue;
    if (seen.has(defined.name.toLowerCase())) {
      report.add('Named ranges', `${defined.name} is defined on several sheets; the first is kept for the whole workbook`);
      continue;
    }
    seen.add(defined.name.toLowerCase());
    const name = uniqueName(defined.name.replace(/[^A-Za-z0-9_]/g, '_'), taken);
    if (name !== defined.name) report.add('Named ranges', `${defined.name} was renamed ${name}`);
    taken.add(name.toLowerCase());
    const home = defined.localSheetId === undefined ? undefined : byName.get((fileSheetNames[defined.localSheetId] ?? '').toLowerCase());
    const id = ids.entityId();
    out[id] = { id, name, ...(rangeOf(defined.text, byName) ?? formulaOf(defined.text, home ?? sheets[0])) };
  }
  return out;
}

/**
 * The name within the template's length limit (Excel's is 255), or with the first free number after it
 * when another name (한글 and 日本 both become __) already has it in any case.
 */
function uniqueName(name: string, taken: ReadonlySet<string>): string {
  const fitted = name.slice(0, NAME_LENGTH_LIMIT);
  if (!taken.has(fitted.toLowerCase())) return fitted;
  for (let n = 2; ; n++) {
    const numbered = `${name.slice(0, NAME_LENGTH_LIMIT - String(n).length)}${n}`;
    if (!taken.has(numbered.toLowerCase())) return numbered;
  }
}

type Target = Pick<NamedRange, 'sheetId' | 'fromCellId' | 'toCellId' | 'formula'>;

/** The name's cells when its text is one range of an imported sheet, within its rows and columns. */
function rangeOf(text: string, sheets: ReadonlyMap<string, Sheet>): Target | undefined {
  if (!/^(?:'(?:[^']|'')+'|[^'!:,()\s]+)![$A-Za-z0-9:]+$/.test(text)) return undefined;
  const area = parseRangeText(text);
  const sheet = area?.sheetName ? sheets.get(area.sheetName.toLowerCase()) : undefined;
  if (!area || !sheet || area.bottom >= sheet.rowIds.length || area.right >= sheet.columnIds.length) return undefined;
  return {
    sheetId: sheet.id,
    fromCellId: cellId(sheet.columnIds[area.left], sheet.rowIds[area.top]),
    toCellId: cellId(sheet.columnIds[area.right], sheet.rowIds[area.bottom]),
  };
}

/**
 * A named formula, on the sheet it was defined on (its first cell: the range fields readers of ranges
 * expect). Several areas (`Sheet1!$A$1,Sheet1!$C$1`) are written as a union in parentheses.
 */
function formulaOf(text: string, home: Sheet): Target {
  const cleaned = cleanExcelFormula(text);
  return { sheetId: home.id, fromCellId: cellId(home.columnIds[0], home.rowIds[0]), formula: isAreaList(cleaned) ? `(${cleaned})` : cleaned };
}

/** `Sheet1!$A$1,Sheet1!$C$3:$D$4`: references separated by commas at the top level. */
function isAreaList(text: string): boolean {
  return /^(?:(?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!\$?[A-Za-z]{0,3}\$?\d*(?::\$?[A-Za-z]{0,3}\$?\d*)?,)+(?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!\$?[A-Za-z]{0,3}\$?\d*(?::\$?[A-Za-z]{0,3}\$?\d*)?$/.test(text);
}
