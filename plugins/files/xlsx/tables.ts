import {
  cellId, type IdGenerator, newColumn, newRow, type Sheet, type Table, tableNameProblem,
} from '../../workbook/index.js';
import type { ImportReport } from '../report.js';
import type { ZipEntry } from '../zip-guard.js';
import { autoFilterOf } from './auto-filter-scan.js';
import type { FilterSource } from './auto-filters.js';
import { elements, readPart, relationshipsOf, worksheetParts } from './package-parts.js';
import { parseRangeText } from './range-text.js';

const TABLE_RELATIONSHIP = /\/table$/;

/** The tables of a workbook and its sheets, grown where a table reaches past a sheet's last row or column. */
export interface ImportedTables {
  readonly tablesById: Record<string, Table>;
  readonly sheets: Sheet[];
  /** The autoFilter elements of each sheet's tables, by sheet id (a table's filter is the sheet's filter: auto-filters.ts). */
  readonly filters: Map<string, FilterSource[]>;
}

/**
 * Reads each sheet's tables (`xl/tables/tableN.xml`, found through the sheet's relationships): name,
 * block, header and totals rows, column names and style. ExcelJS reads a table without headerRowCount
 * as having no header row (the format's default is one), so the parts are read here. A table that
 * cannot be kept (its name taken or not a name, its columns not matching its block) is reported.
 */
export async function importTables(
  bytes: Uint8Array, entries: readonly ZipEntry[], sheets: readonly Sheet[], takenNames: ReadonlySet<string>, ids: IdGenerator, report: ImportReport,
): Promise<ImportedTables> {
  const out: ImportedTables = { tablesById: {}, sheets: [...sheets], filters: new Map() };
  const taken = new Set([...takenNames].map((name) => name.toLowerCase()));
  for (const { name, part } of await worksheetParts(bytes, entries)) {
    const index = out.sheets.findIndex((sheet) => sheet.name.toLowerCase() === name.toLowerCase());
    if (index < 0) continue;
    for (const rel of await relationshipsOf(bytes, entries, part)) {
      if (!TABLE_RELATIONSHIP.test(rel.type)) continue;
      const xml = await readPart(bytes, entries, rel.part);
      const read = xml && readTable(xml, out.sheets[index], taken, ids);
      if (typeof read === 'string') report.add('Tables', read, out.sheets[index].name);
      if (!read || typeof read === 'string') continue;
      out.sheets[index] = read.sheet;
      out.tablesById[read.table.id] = read.table;
      taken.add(read.table.name.toLowerCase());
      const filter = autoFilterOf(xml);
      if (filter) out.filters.set(read.sheet.id, [...(out.filters.get(read.sheet.id) ?? []), { xml: filter, table: read.table.name }]);
    }
  }
  return out;
}

/** One table part as a table of `sheet` (grown to hold it), or why it is not kept. */
function readTable(xml: string, sheet: Sheet, taken: ReadonlySet<string>, ids: IdGenerator): { table: Table; sheet: Sheet } | string {
  const root = elements(xml, 'table')[0] ?? {};
  const name = root.displayName || root.name || '';
  const area = parseRangeText(root.ref ?? '');
  const columns = elements(xml, 'tableColumn').map((column) => ({ name: column.name ?? '' }));
  const style = elements(xml, 'tableStyleInfo')[0];
  const headerRow = root.headerRowCount !== '0';
  const totalsRow = Number(root.totalsRowCount ?? '0') > 0;
  const problem = tableNameProblem(name);
  if (problem) return `table "${name}" is not kept: ${problem.replace(/^Name /, 'its name ')}`;
  if (taken.has(name.toLowerCase())) return `table ${name} is not kept: its name is already taken`;
  if (!area) return `table ${name} is not kept: its range ${root.ref ?? ''} is not a range`;
  if (columns.length !== area.right - area.left + 1 || columns.some((column) => column.name === '')) return `table ${name} is not kept: its columns do not match its range ${root.ref}`;
  if (area.bottom - area.top + 1 - (headerRow ? 1 : 0) - (totalsRow ? 1 : 0) < 1) return `table ${name} is not kept: it has no data row`;
  const grown = withLines(sheet, area.bottom + 1, area.right + 1, ids);
  const table: Table = {
    id: ids.entityId(),
    name,
    sheetId: grown.id,
    fromCellId: cellId(grown.columnIds[area.left], grown.rowIds[area.top]),
    toCellId: cellId(grown.columnIds[area.right], grown.rowIds[area.bottom]),
    headerRow,
    totalsRow,
    columns,
    ...(style?.name ? { style: style.name } : {}),
    bandedRows: style?.showRowStripes === '1' || style?.showRowStripes === 'true',
  };
  return { table, sheet: grown };
}

/** The sheet with at least `rows` rows and `columns` columns (a table's empty last rows may have no cells in the file). */
function withLines(sheet: Sheet, rows: number, columns: number, ids: IdGenerator): Sheet {
  if (sheet.rowIds.length >= rows && sheet.columnIds.length >= columns) return sheet;
  const addedRows = Array.from({ length: Math.max(0, rows - sheet.rowIds.length) }, () => newRow(ids));
  const addedColumns = Array.from({ length: Math.max(0, columns - sheet.columnIds.length) }, () => newColumn(ids));
  return {
    ...sheet,
    rowIds: [...sheet.rowIds, ...addedRows.map((row) => row.id)],
    rowsById: { ...sheet.rowsById, ...Object.fromEntries(addedRows.map((row) => [row.id, row])) },
    columnIds: [...sheet.columnIds, ...addedColumns.map((column) => column.id)],
    columnsById: { ...sheet.columnsById, ...Object.fromEntries(addedColumns.map((column) => [column.id, column])) },
  };
}
