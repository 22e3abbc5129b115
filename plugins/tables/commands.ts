import type { Draft } from 'immer';
import { UserError, type CellArea, type CommandDefinition, type Services } from '../../kernel/index.js';
import { escapeColumnName } from '../formulas/parser/index.js';
import { areaToIds, type SheetArea } from '../names/index.js';
import {
  dataRegion, getCell, hasContent, type IdGenerator, indexOfIds, RandomIdGenerator, WORKBOOK,
} from '../workbook/index.js';
import { clampArea, draftSheet, forEachStoredCell, sheetBefore } from '../workbook/commands/index.js';
import type { Sheet, Table, Workbook } from '../workbook/model/index.js';
import { convertReferencesToCells, renameColumnsInWorkbook, renameTableInWorkbook } from './formulas.js';
import { overlaps, tableBlock, type TableBlock } from './geometry.js';
import { rowTexts, writeHeaderRow, writeRow } from './header-cells.js';
import { defaultTableName, removeTable, TABLE_MESSAGES, tableNameError, tablesOf, uniqueColumnNames } from './names.js';

/** Excel's default look for a new table. */
export const DEFAULT_TABLE_STYLE = 'TableStyleMedium2';

export interface CreateTableParams {
  readonly sheetId: string;
  /** The selection; a single cell stands for the block of data around it. */
  readonly area: CellArea;
  /** Given by callers that need to know it (tests); generated otherwise. */
  readonly id?: string;
  /** Default: the first free Table1, Table2... */
  readonly name?: string;
  /** The first row holds the column names (default true, Excel's "My table has headers"). */
  readonly headerRow?: boolean;
}

export interface UpdateTableParams {
  readonly id: string;
  readonly name?: string;
  readonly headerRow?: boolean;
  readonly totalsRow?: boolean;
  readonly bandedRows?: boolean;
  readonly style?: string;
}

export interface ResizeTableParams {
  readonly id: string;
  /** The new block, header and totals rows included; its first row stays the table's first row. */
  readonly area: CellArea;
}

export interface TableIdParams {
  readonly id: string;
}

type TableCommand<P> = CommandDefinition<P, Workbook>;

function ids(services: Services): IdGenerator {
  return services.find(WORKBOOK.Ids) ?? new RandomIdGenerator();
}

function existing(workbook: Workbook, id: string): { table: Table; block: TableBlock } {
  const table = workbook.tablesById?.[id];
  const block = table && tableBlock(workbook, table);
  if (!table || !block) throw new UserError(TABLE_MESSAGES.unknown);
  return { table, block };
}

function put(draft: Draft<Workbook>, table: Table): void {
  if (!draft.tablesById) draft.tablesById = {};
  draft.tablesById[table.id] = table as Draft<Table>;
}

/**
 * Insert > Table: a table over the selection (a single cell: its data region), its first row the header.
 * The header cells' texts name the columns (a blank one "ColumnN", a repeated one numbered) and are
 * written back as those names, as Excel does.
 */
export const createTable: TableCommand<CreateTableParams> = {
  id: 'tables.create',
  run(draft, params, ctx) {
    const sheet = sheetBefore(ctx, params.sheetId);
    const area = blockFor(sheet, params.area);
    const headerRow = params.headerRow ?? true;
    if (area.bottom - area.top + 1 - (headerRow ? 1 : 0) < 1) throw new UserError(TABLE_MESSAGES.noData);
    const place: SheetArea = { sheetId: sheet.id, ...area };
    if (tablesOf(ctx.before).some((table) => { const b = tableBlock(ctx.before, table); return b !== undefined && overlaps(b, place); })) throw new UserError(TABLE_MESSAGES.overlap);
    if (hasMerges(sheet, area)) throw new UserError(TABLE_MESSAGES.merged);
    const name = params.name ?? defaultTableName(ctx.before);
    const problem = tableNameError(name, ctx.before);
    if (problem) throw new UserError(problem);
    const id = params.id ?? ids(ctx.services).entityId();
    if (ctx.before.tablesById?.[id]) throw new UserError(`Table ${id} already exists`);
    const texts = headerRow ? rowTexts(sheet, area.top, area.left, area.right) : Array.from({ length: area.right - area.left + 1 }, () => '');
    const names = uniqueColumnNames(texts);
    const corners = areaToIds(sheet, area)!;
    put(draft, {
      id, name, sheetId: sheet.id, fromCellId: corners.fromCellId, toCellId: corners.toCellId ?? corners.fromCellId,
      headerRow, totalsRow: false, columns: names.map((column) => ({ name: column })), style: DEFAULT_TABLE_STYLE, bandedRows: true,
    });
    if (headerRow) writeHeaderRow(draftSheet(draft, sheet.id), area.top, area.left, names);
  },
};

/** The selection as a table's block: a single cell grows to its data region. */
function blockFor(sheet: Sheet, selection: CellArea): CellArea {
  const area = clampArea(sheet, selection);
  if (area.top !== area.bottom || area.left !== area.right) return area;
  const region = dataRegion(sheet, area.top, area.left);
  if (!region) throw new UserError(TABLE_MESSAGES.noData);
  return region;
}

function hasMerges(sheet: Sheet, area: CellArea): boolean {
  let merged = false;
  forEachStoredCell(sheet, indexOfIds(sheet.columnIds), area, (rowId, columnId) => {
    const cell = getCell(sheet, rowId, columnId);
    if (cell && (cell.mergedInto !== undefined || (cell.mergeRows ?? 1) > 1 || (cell.mergeColumns ?? 1) > 1)) merged = true;
  });
  return merged;
}

/**
 * The table's name (formulas naming it follow), its header and totals rows shown or not, its banding and
 * style. Showing the header row takes the empty row above the table and writes the names there; hiding
 * it empties that row, which leaves the table (the names are kept). Showing the totals row takes the
 * empty row below, with "Total" first and the last column's SUBTOTAL; hiding it empties it.
 */
export const updateTable: TableCommand<UpdateTableParams> = {
  id: 'tables.update',
  run(draft, params, ctx) {
    const { table, block } = existing(ctx.before, params.id);
    let next: Table = table;
    if (params.name !== undefined && params.name !== table.name) {
      const problem = tableNameError(params.name, ctx.before, table.id);
      if (problem) throw new UserError(problem);
      next = { ...next, name: params.name };
    }
    if (params.bandedRows !== undefined) next = { ...next, bandedRows: params.bandedRows };
    if (params.style !== undefined) next = { ...next, style: params.style };
    const sheet = draftSheet(draft, table.sheetId);
    const before = ctx.before.sheetsById[table.sheetId];
    let { top, bottom } = block;
    if (params.headerRow !== undefined && params.headerRow !== table.headerRow) {
      top = params.headerRow ? showHeaderRow(sheet, before, block, table) : hideRow(sheet, block, block.top, block.dataBottom - block.dataTop + 1) + 1;
      next = { ...next, headerRow: params.headerRow };
    }
    if (params.totalsRow !== undefined && params.totalsRow !== table.totalsRow) {
      bottom = params.totalsRow ? showTotalsRow(sheet, before, block, next) : hideRow(sheet, block, block.bottom, block.dataBottom - block.dataTop + 1) - 1;
      next = { ...next, totalsRow: params.totalsRow };
    }
    const corners = areaToIds(before, { top, bottom, left: block.left, right: block.right })!;
    next = { ...next, fromCellId: corners.fromCellId, toCellId: corners.toCellId ?? corners.fromCellId };
    put(draft, next);
    if (next.name !== table.name) renameTableInWorkbook(draft, ctx.before, table.name, next.name);
  },
};

function showHeaderRow(sheet: Draft<Sheet>, before: Sheet, block: TableBlock, table: Table): number {
  const row = block.top - 1;
  if (row < 0 || rowHasContent(before, row, block)) throw new UserError(TABLE_MESSAGES.noRoomAbove);
  writeHeaderRow(sheet, row, block.left, table.columns.map((column) => column.name));
  return row;
}

function showTotalsRow(sheet: Draft<Sheet>, before: Sheet, block: TableBlock, table: Table): number {
  const row = block.bottom + 1;
  if (row >= before.rowIds.length || rowHasContent(before, row, block)) throw new UserError(TABLE_MESSAGES.noRoomBelow);
  const last = table.columns[table.columns.length - 1].name;
  const contents: (string | undefined)[] = table.columns.map(() => undefined);
  if (contents.length > 1) contents[0] = 'Total';
  contents[contents.length - 1] = `=SUBTOTAL(109,[${escapeColumnName(last)}])`;
  writeRow(sheet, row, block.left, contents);
  return row;
}

/** Empties a header or totals row leaving the table; returns that row. Refused when it would leave no data row. */
function hideRow(sheet: Draft<Sheet>, block: TableBlock, row: number, dataRows: number): number {
  if (dataRows < 1) throw new UserError(TABLE_MESSAGES.lastDataRow);
  writeRow(sheet, row, block.left, Array.from({ length: block.right - block.left + 1 }, () => undefined));
  return row;
}

function rowHasContent(sheet: Sheet, row: number, block: TableBlock): boolean {
  for (let col = block.left; col <= block.right; col++) if (hasContent(sheet, row, col)) return true;
  return false;
}

/**
 * Deletes the table and keeps its cells, as Excel's "Convert to Range": formulas that named it now name
 * the cells it covered (`Sales[Amount]` -> `$B$2:$B$9`).
 */
export const deleteTable: TableCommand<TableIdParams> = {
  id: 'tables.delete',
  run(draft, params, ctx) {
    const table = ctx.before.tablesById?.[params.id];
    if (!table) return;
    removeTable(draft, params.id);
    convertReferencesToCells(draft, ctx.before, table);
  },
};

/**
 * The header row's cells as the column names (what a person typed there): a changed text renames its
 * column (made unique) and the references to it; an emptied cell gets its name back, as does a cell the
 * name had to change from (a repeated name is numbered).
 */
export const syncHeaders: TableCommand<TableIdParams> = {
  id: 'tables.sync-headers',
  run(draft, params, ctx) {
    const { table, block } = existing(ctx.before, params.id);
    if (!table.headerRow) return;
    const sheet = ctx.before.sheetsById[table.sheetId];
    const texts = rowTexts(sheet, block.top, block.left, block.right);
    const wanted = texts.map((text, i) => (text === '' ? table.columns[i].name : text));
    const names = uniqueColumnNames(wanted);
    if (names.some((name, i) => name !== table.columns[i].name)) {
      put(draft, { ...table, columns: names.map((name) => ({ name })) });
      const renames = new Map(names.flatMap((name, i) => (name !== table.columns[i].name ? [[table.columns[i].name, name] as const] : [])));
      renameColumnsInWorkbook(draft, ctx.before, table, renames);
    }
    if (names.some((name, i) => name !== texts[i])) writeHeaderRow(draftSheet(draft, table.sheetId), block.top, block.left, names);
  },
};

/**
 * Excel's Resize Table (and what typing next to a table does): a new block that keeps the table's first
 * row and overlaps it. Columns it keeps keep their names; a new column takes its header cell's text (or
 * "ColumnN"), made unique; a column left out loses its name (references to it become #REF!).
 */
export const resizeTable: TableCommand<ResizeTableParams> = {
  id: 'tables.resize',
  run(draft, params, ctx) {
    const { table, block } = existing(ctx.before, params.id);
    const sheet = ctx.before.sheetsById[table.sheetId];
    const area = clampArea(sheet, params.area);
    const place: SheetArea = { sheetId: sheet.id, ...area };
    if (area.top !== block.top || !overlaps(place, block)) throw new UserError(TABLE_MESSAGES.resize);
    if (area.bottom - area.top + 1 - (table.headerRow ? 1 : 0) - (table.totalsRow ? 1 : 0) < 1) throw new UserError(TABLE_MESSAGES.lastDataRow);
    const others = tablesOf(ctx.before).filter((other) => other.id !== table.id);
    if (others.some((other) => { const b = tableBlock(ctx.before, other); return b !== undefined && overlaps(b, place); })) throw new UserError(TABLE_MESSAGES.overlap);
    if (hasMerges(sheet, area)) throw new UserError(TABLE_MESSAGES.merged);
    const names = namesAfterResize(table, block, sheet, area);
    const corners = areaToIds(sheet, area)!;
    put(draft, { ...table, fromCellId: corners.fromCellId, toCellId: corners.toCellId ?? corners.fromCellId, columns: names.map((name) => ({ name })) });
    if (table.headerRow) writeHeaderRow(draftSheet(draft, sheet.id), area.top, area.left, names);
  },
};

function namesAfterResize(table: Table, block: TableBlock, sheet: Sheet, area: CellArea): string[] {
  const kept = new Set<string>();
  const texts = table.headerRow ? rowTexts(sheet, area.top, area.left, area.right) : [];
  const names = Array.from({ length: area.right - area.left + 1 }, (_, i) => {
    const old = table.columns[area.left + i - block.left]?.name;
    if (old !== undefined) kept.add(old.toLowerCase());
    return old;
  });
  return names.map((name, i) => {
    if (name !== undefined) return name;
    const wanted = texts[i] || `Column${i + 1}`;
    let unique = wanted;
    for (let n = 2; kept.has(unique.toLowerCase()); n++) unique = `${wanted}${n}`;
    kept.add(unique.toLowerCase());
    return unique;
  });
}

export const tablesCommands = [createTable, updateTable, deleteTable, syncHeaders, resizeTable] as const;
