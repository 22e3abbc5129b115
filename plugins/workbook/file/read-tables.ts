import type { Sheet } from '../model/sheet.js';
import { TABLE_NAME_LIMIT, tableNameProblem, type Table, type TableColumn } from '../model/table.js';
import type { NamedRange } from '../model/workbook.js';
import { cellRefProblem, sheetAxes } from './cell-ref.js';
import {
  checkArray, checkBoolean, checkId, checkName, checkRecord, checkString, missing, unknownField, type JsonRecord,
} from './checks.js';
import { at, expected, refuse } from './errors.js';
import { FILE_LIMITS } from './limits.js';

const KEY = 'tablesById';
const REQUIRED = ['id', 'name', 'sheetId', 'fromCellId', 'toCellId', 'headerRow', 'totalsRow', 'columns'] as const;

/** Where a table lies, by zero-based positions, inclusive. */
interface Block {
  readonly sheetId: string;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * Checks the tables: Excel's name rules, names unique among tables and named ranges (ignoring case), a
 * block of cells of an existing sheet with one column name per column (unique, ignoring case), at least
 * one data row between the header and totals rows, and no two tables overlapping. Unlike a named range,
 * a table pointing nowhere is refused: its references would have no columns to read.
 */
export function readTables(value: unknown, sheetsById: Readonly<Record<string, Sheet>>, namedRangesById: Readonly<Record<string, NamedRange>>): Record<string, Table> {
  const raw = checkRecord(value, '', KEY);
  const names = new Map<string, string>();
  for (const range of Object.values(namedRangesById)) names.set(range.name.toLowerCase(), `named range ${range.id}`);
  const blocks: [string, Block][] = [];
  const positions = new SheetPositions(sheetsById);
  for (const id in raw) {
    checkId(id, KEY, id);
    const table = readTable(raw[id], id, sheetsById);
    const path = at(KEY, id);
    const other = names.get(table.name.toLowerCase());
    if (other !== undefined) refuse(at(path, 'name'), `"${table.name}" is already the name of ${other}`);
    names.set(table.name.toLowerCase(), `table ${id}`);
    const block = positions.blockOf(table);
    checkRows(table, block, path);
    if (table.columns.length !== block.right - block.left + 1) {
      refuse(at(path, 'columns'), `expected ${block.right - block.left + 1} columns (one per column of the table), got ${table.columns.length}`);
    }
    const overlapped = blocks.find(([, b]) => overlaps(b, block));
    if (overlapped) refuse(path, `overlaps table ${overlapped[0]}`);
    blocks.push([id, block]);
  }
  return raw as Record<string, Table>;
}

function readTable(value: unknown, id: string, sheetsById: Readonly<Record<string, Sheet>>): Table {
  const raw: JsonRecord = checkRecord(value, KEY, id);
  const path = at(KEY, id);
  for (const field in raw) {
    const item = raw[field];
    switch (field) {
      case 'id': if (item !== id) expected(at(path, field), `${JSON.stringify(id)} (its key)`, item); break;
      case 'name': checkTableName(item, path); break;
      case 'sheetId':
        checkId(item, path, field);
        if (!Object.hasOwn(sheetsById, item as string)) refuse(at(path, field), `sheet "${item as string}" is not in this file`);
        break;
      case 'fromCellId': case 'toCellId': checkString(item, FILE_LIMITS.id * 2 + 1, path, field); break;
      case 'headerRow': case 'totalsRow': case 'bandedRows': checkBoolean(item, path, field); break;
      case 'columns': checkColumns(item, path); break;
      case 'style': checkName(item, FILE_LIMITS.shortText, path, field); break;
      default: unknownField(path, field);
    }
  }
  for (const field of REQUIRED) if (!(field in raw)) missing(path, field, field === 'columns' ? 'an array' : field.endsWith('Row') ? 'a boolean' : 'a string');
  const axes = sheetAxes(sheetsById[raw.sheetId as string]);
  for (const field of ['fromCellId', 'toCellId']) {
    const problem = cellRefProblem(raw[field] as string, axes);
    if (problem !== undefined) refuse(at(path, field), problem);
  }
  return raw as unknown as Table;
}

function checkTableName(value: unknown, path: string): void {
  const name = checkString(value, TABLE_NAME_LIMIT, path, 'name');
  const problem = tableNameProblem(name);
  if (problem !== undefined) refuse(at(path, 'name'), `"${name}" cannot name a table: ${problem.replace(/^Name /, 'a name ')}`);
}

function checkColumns(value: unknown, parent: string): TableColumn[] {
  const columns = checkArray(value, parent, 'columns');
  const path = at(parent, 'columns');
  if (columns.length === 0) expected(path, 'at least one column', value);
  const seen = new Map<string, number>();
  columns.forEach((item, index) => {
    const column: JsonRecord = checkRecord(item, path, String(index));
    const where = at(path, String(index));
    for (const field in column) if (field !== 'name') unknownField(where, field);
    if (!('name' in column)) missing(where, 'name', 'a string');
    const name = checkString(column.name, TABLE_NAME_LIMIT, where, 'name');
    if (name === '') expected(at(where, 'name'), 'a column name that is not empty', name);
    const before = seen.get(name.toLowerCase());
    if (before !== undefined) refuse(at(where, 'name'), `"${name}" is already the name of column ${before}`);
    seen.set(name.toLowerCase(), index);
  });
  return columns as TableColumn[];
}

function checkRows(table: Table, block: Block, path: string): void {
  const rows = block.bottom - block.top + 1 - (table.headerRow ? 1 : 0) - (table.totalsRow ? 1 : 0);
  if (rows < 1) refuse(path, 'expected at least one data row between the header and totals rows');
}

function overlaps(a: Block, b: Block): boolean {
  return a.sheetId === b.sheetId && a.top <= b.bottom && b.top <= a.bottom && a.left <= b.right && b.left <= a.right;
}

/** Row and column positions of the sheets tables are on, made when first asked. */
class SheetPositions {
  private readonly byId = new Map<string, { rows: Map<string, number>; columns: Map<string, number> }>();
  constructor(private readonly sheetsById: Readonly<Record<string, Sheet>>) {}

  blockOf(table: Table): Block {
    const { rows, columns } = this.of(table.sheetId);
    const [fromColumn, fromRow] = table.fromCellId.split('&');
    const [toColumn, toRow] = table.toCellId.split('&');
    const r1 = rows.get(fromRow)!;
    const r2 = rows.get(toRow)!;
    const c1 = columns.get(fromColumn)!;
    const c2 = columns.get(toColumn)!;
    return { sheetId: table.sheetId, top: Math.min(r1, r2), bottom: Math.max(r1, r2), left: Math.min(c1, c2), right: Math.max(c1, c2) };
  }

  private of(sheetId: string): { rows: Map<string, number>; columns: Map<string, number> } {
    let known = this.byId.get(sheetId);
    if (!known) {
      const sheet = this.sheetsById[sheetId];
      known = { rows: new Map(sheet.rowIds.map((id, i) => [id, i])), columns: new Map(sheet.columnIds.map((id, i) => [id, i])) };
      this.byId.set(sheetId, known);
    }
    return known;
  }
}
