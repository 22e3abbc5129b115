import type { Draft } from 'immer';
import { renameInFormula, sheetPrefix } from '../formulas/adjust/index.js';
import { structuredText, tokenize, type StructuredRef } from '../formulas/parser/index.js';
import { structuredArea, type TableArea } from '../formulas/engine/index.js';
import { FormulaError } from '../formulas/index.js';
import { a1, columnLetters, getCell, indexOfIds, iterateCells, putCell } from '../workbook/index.js';
import type { Cell, Sheet, Table, Workbook } from '../workbook/model/index.js';
import { tableBlock, type TableBlock } from './geometry.js';

/** Where a formula is, for the references it makes without naming a table (`[@Qty]`). */
interface FormulaSite {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
}

/** What becomes of one structured reference: new text, or undefined to keep it as written. */
type RefRewrite = (ref: StructuredRef, site: FormulaSite) => string | undefined;

/**
 * A renamed table in every formula: its structured references (`Old[Amount]` -> `New[Amount]`) and its
 * name alone (`SUM(Old)`), in the same draft, so the rename is one undo step.
 */
export function renameTableInWorkbook(draft: Draft<Workbook>, before: Workbook, oldName: string, newName: string): void {
  const lower = oldName.toLowerCase();
  rewriteWorkbook(draft, before, (formula) => formula.toLowerCase().includes(lower), (formula, site) => {
    const refs = rewriteRefs(formula, site, (ref) => (ref.table?.toLowerCase() === lower ? structuredText({ ...ref, table: newName }) : undefined));
    return renameInFormula(refs, oldName, newName);
  });
}

/**
 * Renamed columns of `table` (old name, any case, to new name; all at once, so names may swap) in every
 * reference to them, those made from inside the table without its name included.
 */
export function renameColumnsInWorkbook(draft: Draft<Workbook>, before: Workbook, table: Table, renames: ReadonlyMap<string, string>): void {
  const block = tableBlock(before, table);
  const byLower = new Map([...renames].map(([from, to]) => [from.toLowerCase(), to]));
  const rename = (name: string) => byLower.get(name.toLowerCase()) ?? name;
  rewriteWorkbook(draft, before, (formula) => formula.includes('['), (formula, site) => rewriteRefs(formula, site, (ref) => {
    if (!refersTo(ref, site, table, block) || !ref.columns?.some((name) => byLower.has(name.toLowerCase()))) return undefined;
    return structuredText({ ...ref, columns: [rename(ref.columns[0]), rename(ref.columns[1])] });
  }));
}

/**
 * Excel's "Convert to Range": the references to a table become references to the cells they name now
 * (absolute, as they do not move when copied; `[@Qty]` keeps the formula's own row), and its name alone
 * the cells of its data rows. A reference to a column it no longer has is #REF!.
 */
export function convertReferencesToCells(draft: Draft<Workbook>, before: Workbook, table: Table): void {
  const block = tableBlock(before, table);
  const sheet = before.sheetsById[table.sheetId];
  if (!block || !sheet) return;
  const area = tableArea(table, block);
  const lower = table.name.toLowerCase();
  rewriteWorkbook(draft, before, (formula) => formula.includes('[') || formula.toLowerCase().includes(lower), (formula, site) => {
    const prefix = site.sheetId === table.sheetId ? '' : sheetPrefix(sheet.name);
    const refs = rewriteRefs(formula, site, (ref) => {
      if (!refersTo(ref, site, table, block)) return undefined;
      const named = structuredArea(ref, area, site.row);
      if (named instanceof FormulaError) return named.code;
      if (ref.items.length === 1 && ref.items[0] === 'thisRow') return prefix + rowRelative(named.top, named.left, named.right);
      return prefix + absolute(named.top, named.left, named.bottom, named.right);
    });
    const data = prefix + absolute(block.dataTop, block.left, block.dataBottom, block.right);
    return renameInFormula(refs, table.name, data);
  });
}

/** The table as the engine's structured references read it. */
export function tableArea(table: Table, block: TableBlock): TableArea {
  return {
    sheetId: table.sheetId, name: table.name, headerRow: table.headerRow, totalsRow: table.totalsRow,
    top: block.top, left: block.left, bottom: block.bottom, right: block.right,
    columns: new Map(table.columns.map((column, i) => [column.name.toUpperCase(), i])),
  };
}

function refersTo(ref: StructuredRef, site: FormulaSite, table: Table, block: TableBlock | undefined): boolean {
  if (ref.table !== undefined) return ref.table.toLowerCase() === table.name.toLowerCase();
  return block !== undefined && site.sheetId === block.sheetId && site.row >= block.top && site.row <= block.bottom && site.col >= block.left && site.col <= block.right;
}

function absolute(top: number, left: number, bottom: number, right: number): string {
  const corner = (row: number, col: number) => `$${columnLetters(col)}$${row + 1}`;
  return top === bottom && left === right ? corner(top, left) : `${corner(top, left)}:${corner(bottom, right)}`;
}

function rowRelative(row: number, left: number, right: number): string {
  const corner = (col: number) => `$${a1(row, col)}`;
  return left === right ? corner(left) : `${corner(left)}:${corner(right)}`;
}

/** The formula with each structured reference `rewrite` answers for replaced. */
function rewriteRefs(formula: string, site: FormulaSite, rewrite: RefRewrite): string {
  let out = '';
  let last = 0;
  for (const token of tokenize(formula)) {
    if (token.kind !== 'structured') continue;
    const text = rewrite(token.structured!, site);
    if (text === undefined) continue;
    out += formula.slice(last, token.start) + text;
    last = token.end;
  }
  return last === 0 ? formula : out + formula.slice(last);
}

/** Every cell formula `mentions` may concern (as it was before the command), rewritten in the draft when `rewrite` changes it. */
function rewriteWorkbook(draft: Draft<Workbook>, before: Workbook, mentions: (formula: string) => boolean, rewrite: (formula: string, site: FormulaSite) => string): void {
  for (const sheetId of before.sheetIds) {
    const sheet = before.sheetsById[sheetId];
    if (!sheet) continue;
    const rows = indexOfIds(sheet.rowIds);
    const columns = indexOfIds(sheet.columnIds);
    for (const [rowId, columnId, cell] of iterateCells(sheet)) {
      if (!cell.formula || !mentions(cell.formula)) continue;
      // The draft's text: the command may have rewritten this formula already (a table renamed, then a column).
      const target = draft.sheetsById[sheetId] as Draft<Sheet>;
      const current = getCell(target as Sheet, rowId, columnId);
      if (!current?.formula) continue;
      const next = rewrite(current.formula, { sheetId, row: rows.get(rowId) ?? -1, col: columns.get(columnId) ?? -1 });
      if (next !== current.formula) putCell(target, rowId, columnId, { ...(current as Cell), formula: next });
    }
  }
}
