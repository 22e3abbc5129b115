import { tokenize, type RefPoint, type RefToken } from '../formulas/parser/index.js';
import { indexOfIds } from '../workbook/index.js';
import type { Sheet, Workbook } from '../workbook/model/index.js';

/** The lines a reference runs along: a sheet's row ids or its column ids. */
type Lines = readonly string[];

/**
 * A formula with every reference written by the ids of the rows, columns and sheet it points at instead of
 * their positions, so that inserting, deleting or moving other lines, or renaming a sheet, which rewrite a
 * formula's text, leave it the same; only pointing it elsewhere (or changing anything else) changes it.
 *
 * `survivors`: the workbook the formula is compared with. A line it no longer has is left out of the
 * references, as the structural adjuster shrinks a range whose edge line is deleted; a reference left with
 * no line, or into a sheet it no longer has, is `#REF!`, as the adjuster writes it.
 */
export function formulaIdentity(workbook: Workbook, sheet: Sheet, formula: string, survivors?: Workbook): string {
  let out = '';
  let at = 0;
  for (const token of tokenize(formula)) {
    if (token.kind !== 'ref' || !token.ref) continue;
    out += formula.slice(at, token.start) + referenceIdentity(workbook, sheet, token.ref, survivors);
    at = token.end;
  }
  return out + formula.slice(at);
}

function referenceIdentity(workbook: Workbook, home: Sheet, ref: RefToken, survivors: Workbook | undefined): string {
  const sheet = ref.sheet === undefined ? home : sheetNamed(workbook, ref.sheet);
  if (!sheet) return `'${ref.sheet}'!?`;
  const kept = survivors ? survivors.sheetsById[sheet.id] : sheet;
  if (!kept) return '#REF!';
  const to = ref.to ?? ref.from;
  const rows = ref.kind === 'columns' ? '' : lineSpan(sheet.rowIds, kept.rowIds, ref.from.row, to.row, ref.from, to, 'row');
  const columns = ref.kind === 'rows' ? '' : lineSpan(sheet.columnIds, kept.columnIds, ref.from.col, to.col, ref.from, to, 'col');
  if (rows === undefined || columns === undefined) return '#REF!';
  return `[${sheet.id}|${columns}|${rows}]`;
}

/**
 * The ids of a reference's first and last line (with `$` where absolute), past the sheet's last line as
 * `+n`; undefined when `kept` holds none of them (every line it spanned was deleted).
 */
function lineSpan(lines: Lines, kept: Lines, from: number | undefined, to: number | undefined, fromPoint: RefPoint, toPoint: RefPoint, axis: 'row' | 'col'): string | undefined {
  if (from === undefined || to === undefined) return '';
  const absolute = (point: RefPoint) => ((axis === 'row' ? point.rowAbsolute : point.colAbsolute) ? '$' : '');
  const [low, high] = from <= to ? [from, to] : [to, from];
  const present = indexOfIds(kept);
  let first = low;
  let last = high;
  if (lines !== kept) {
    while (first <= high && first < lines.length && !present.has(lines[first])) first++;
    while (last >= first && last < lines.length && !present.has(lines[last])) last--;
    if (first > last) return undefined;
  }
  return `${absolute(fromPoint)}${lineName(lines, first)}:${absolute(toPoint)}${lineName(lines, last)}`;
}

function lineName(lines: Lines, index: number): string {
  return index < lines.length ? lines[index] : `+${index - lines.length}`;
}

function sheetNamed(workbook: Workbook, name: string): Sheet | undefined {
  const wanted = name.toLowerCase();
  for (const id of workbook.sheetIds) {
    const sheet = workbook.sheetsById[id];
    if (sheet?.name.toLowerCase() === wanted) return sheet;
  }
  return undefined;
}
