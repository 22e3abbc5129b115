import { parseFormula, walkAst, type AstNode } from '../formulas/parser/index.js';
import { type Cell, type CellType, iterateCells, type Sheet, type Workbook } from '../workbook/index.js';

/** A JSON type an input value can be declared as. */
export type InputType = 'number' | 'string' | 'boolean';

/** One place of the input a template reads: an `INPUT(path, [key...])` call with literal text arguments. */
export interface InputField {
  /** Dotted path parts (`items[0].price` is `items`, `0`, `price`). */
  readonly path: readonly string[];
  /** The keys of an array of objects read as a block, one column per key. */
  readonly keys: readonly string[];
  /** The cell's declared type, when the cell is just this call and says one. */
  readonly declared?: InputType;
}

const DECLARED: Partial<Record<CellType, InputType>> = { NUMBER: 'number', PERCENT: 'number', TEXT: 'string', BOOLEAN: 'boolean' };

/** The parts of a dotted path as INPUT reads them (`a.b`, `a.0.b`, `a[0].b`). */
export function pathParts(path: string): string[] {
  return path.trim().replace(/\[(\d+)\]/g, '.$1').split('.').filter((part) => part !== '');
}

/**
 * Every input place the template's formulas read, in sheet order: sheet by sheet, row by row, left to right
 * (the order a form of the input lists them in). A path built by a formula (`INPUT(A1)`) cannot be known
 * before it runs and is left out.
 */
export function inputFields(workbook: Workbook): InputField[] {
  const fields: InputField[] = [];
  for (const sheetId of workbook.sheetIds) {
    const sheet = workbook.sheetsById[sheetId];
    if (sheet) fields.push(...inReadingOrder(sheet).flatMap(cellFields));
  }
  return fields;
}

/** The sheet's cells that call INPUT, row by row and left to right (cells are stored in no such order). */
function inReadingOrder(sheet: Sheet): Cell[] {
  const rows = new Map(sheet.rowIds.map((id, index) => [id, index]));
  const columns = new Map(sheet.columnIds.map((id, index) => [id, index]));
  const found: { cell: Cell; row: number; column: number }[] = [];
  for (const [rowId, columnId, cell] of iterateCells(sheet)) {
    if (typeof cell.formula === 'string' && /INPUT/i.test(cell.formula)) found.push({ cell, row: rows.get(rowId) ?? 0, column: columns.get(columnId) ?? 0 });
  }
  return found.sort((a, b) => a.row - b.row || a.column - b.column).map(({ cell }) => cell);
}

function cellFields(cell: Cell): InputField[] {
  const parsed = parseFormula(cell.formula!);
  if (!parsed.ok) return [];
  const fields: InputField[] = [];
  const declared = cell.data?.type && DECLARED[cell.data.type];
  const alone = parsed.ast.type === 'call' && parsed.ast.name === 'INPUT';
  walkAst(parsed.ast, (node) => {
    const field = inputCall(node);
    if (field) fields.push(alone && declared && field.keys.length === 0 ? { ...field, declared } : field);
  });
  return fields;
}

function inputCall(node: AstNode): InputField | undefined {
  if (node.type !== 'call' || node.name !== 'INPUT' || node.args.length === 0) return undefined;
  if (!node.args.every((arg) => arg.type === 'string')) return undefined;
  const [path, ...keys] = node.args.map((arg) => (arg as { value: string }).value);
  const parts = pathParts(path);
  return parts.length ? { path: parts, keys: keys.filter((key) => key.trim() !== '') } : undefined;
}
