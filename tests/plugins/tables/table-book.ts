import '../../../kernel/immer-setup.js';
import { produce, type Draft } from 'immer';
import { parseA1 } from '../../../plugins/workbook/a1.js';
import { cellId, getCell, putCell } from '../../../plugins/workbook/cell-store.js';
import { newSheet, workbookOf } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Sheet, Table, Workbook } from '../../../plugins/workbook/model/index.js';

/** A table placed by its A1 range ('A1:F5'); column names default to the header cells' texts. */
export interface TableSpec {
  readonly name: string;
  readonly ref: string;
  readonly sheet?: string;
  readonly headerRow?: boolean;
  readonly totalsRow?: boolean;
  readonly columns?: readonly string[];
}

/**
 * A workbook for table tests: cells by A1 address on named sheets (`'Sheet1!A1'` or `'A1'` for the first),
 * formulas as '=...' text, and tables over them. Ids are sequential, so tests can name them.
 */
export function tableBook(cells: Readonly<Record<string, string | number | boolean>>, tables: readonly TableSpec[] = [], sheetNames: readonly string[] = ['Sheet1']): Workbook {
  const ids = new SequentialIdGenerator();
  let book = workbookOf('Tables', sheetNames.map((name) => newSheet(ids, name)));
  book = produce(book, (draft: Draft<Workbook>) => {
    for (const [address, content] of Object.entries(cells)) {
      const { sheet, row, col } = locate(book, address);
      const text = typeof content === 'string' && content.startsWith('=') ? { formula: content } : { value: content };
      putCell(draft.sheetsById[sheet.id] as Draft<Sheet>, sheet.rowIds[row], sheet.columnIds[col], text);
    }
  });
  const tablesById: Record<string, Table> = {};
  tables.forEach((spec, i) => {
    const table = tableOf(book, spec, `t${i + 1}`);
    tablesById[table.id] = table;
  });
  return tables.length ? { ...book, tablesById } : book;
}

function tableOf(book: Workbook, spec: TableSpec, id: string): Table {
  const [from, to] = spec.ref.split(':');
  const sheet = sheetNamed(book, spec.sheet);
  const start = parseA1(from)!;
  const end = parseA1(to)!;
  const headerRow = spec.headerRow ?? true;
  const names = spec.columns ?? Array.from({ length: end.column - start.column + 1 }, (_, i) => {
    const cell = headerRow ? getCell(sheet, sheet.rowIds[start.row], sheet.columnIds[start.column + i]) : undefined;
    return cell?.value !== undefined && cell.value !== null ? String(cell.value) : `Column${i + 1}`;
  });
  return {
    id, name: spec.name, sheetId: sheet.id,
    fromCellId: cellId(sheet.columnIds[start.column], sheet.rowIds[start.row]),
    toCellId: cellId(sheet.columnIds[end.column], sheet.rowIds[end.row]),
    headerRow, totalsRow: spec.totalsRow ?? false, columns: names.map((name) => ({ name })),
  };
}

function sheetNamed(book: Workbook, name: string | undefined): Sheet {
  const sheet = book.sheetIds.map((id) => book.sheetsById[id]).find((s) => name === undefined || s.name === name);
  if (!sheet) throw new Error(`No sheet ${name}`);
  return sheet;
}

/** The sheet and position of 'A1' or 'Sheet2!A1'. */
export function locate(book: Workbook, address: string): { sheet: Sheet; row: number; col: number } {
  const bang = address.lastIndexOf('!');
  const sheet = sheetNamed(book, bang < 0 ? undefined : address.slice(0, bang));
  const at = parseA1(address.slice(bang + 1))!;
  return { sheet, row: at.row, col: at.column };
}

