import type ExcelJS from 'exceljs';
import { a1, parseCellId } from '../../workbook/index.js';
import type { Table, Workbook } from '../../workbook/model/index.js';
import { encodeXml } from './package-parts.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const TABLE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/table';
const TABLE_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml';

/** A table placed for writing: its block by zero-based positions, inclusive. */
export interface PlacedTable {
  readonly table: Table;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** The workbook's tables by sheet, placed; a table whose cells are gone is left out. */
export function placedTables(workbook: Workbook): Map<string, PlacedTable[]> {
  const bySheet = new Map<string, PlacedTable[]>();
  for (const table of Object.values(workbook.tablesById ?? {})) {
    const sheet = workbook.sheetsById[table.sheetId];
    const from = parseCellId(table.fromCellId);
    const to = parseCellId(table.toCellId);
    if (!sheet || !from || !to) continue;
    const [r1, r2, c1, c2] = [sheet.rowIds.indexOf(from.rowId), sheet.rowIds.indexOf(to.rowId), sheet.columnIds.indexOf(from.columnId), sheet.columnIds.indexOf(to.columnId)];
    if (Math.min(r1, r2, c1, c2) < 0) continue;
    const placed = { table, top: Math.min(r1, r2), bottom: Math.max(r1, r2), left: Math.min(c1, c2), right: Math.max(c1, c2) };
    bySheet.set(table.sheetId, [...(bySheet.get(table.sheetId) ?? []), placed]);
  }
  return bySheet;
}

/** The table holding a cell, among a sheet's placed tables. */
export function placedTableAt(tables: readonly PlacedTable[] | undefined, row: number, col: number): PlacedTable | undefined {
  return tables?.find((t) => row >= t.top && row <= t.bottom && col >= t.left && col <= t.right);
}

/**
 * A table part as Excel writes it: the header row's autoFilter (Excel gives every table with a header
 * row one), the columns by name, the style and its banding. Totals functions are not written: the totals
 * row's cells hold their own formulas, which Excel reads as they are.
 */
export function tablePartXml(placed: PlacedTable, id: number): string {
  const { table } = placed;
  const ref = `${a1(placed.top, placed.left)}:${a1(placed.bottom, placed.right)}`;
  const filterRef = `${a1(placed.top, placed.left)}:${a1(placed.bottom - (table.totalsRow ? 1 : 0), placed.right)}`;
  const name = encodeXml(table.name);
  const rows = `${table.headerRow ? '' : ' headerRowCount="0"'}${table.totalsRow ? ' totalsRowCount="1"' : ' totalsRowShown="0"'}`;
  const columns = table.columns.map((column, i) => `<tableColumn id="${i + 1}" name="${encodeXml(column.name)}"/>`).join('');
  const style = `<tableStyleInfo name="${encodeXml(table.style ?? 'TableStyleMedium2')}" showFirstColumn="0" showLastColumn="0" showRowStripes="${table.bandedRows === false ? 0 : 1}" showColumnStripes="0"/>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<table xmlns="${MAIN}" id="${id}" name="${name}" displayName="${name}" ref="${ref}"${rows}>`
    + `${table.headerRow ? `<autoFilter ref="${filterRef}"/>` : ''}<tableColumns count="${table.columns.length}">${columns}</tableColumns>${style}</table>`;
}

/** What ExcelJS's streaming writer keeps of a sheet being written (its own members, not in its types). */
interface StreamedSheet {
  readonly _sheetRelsWriter: { addRelationship(rel: { Type: string; Target: string }): string };
  _writeCloseWorksheet(): void;
  _write(text: string): void;
}

interface Appender {
  append(source: string, options: { name: string }): unknown;
}

/**
 * Adds tables to a workbook ExcelJS is writing, with Excel's XML (ExcelJS's own tables rewrite the
 * cells and drop what it does not model). Streaming: each sheet's parts are added before the sheet is
 * committed (a relationship, `<tableParts>` before its end), the content types when the zip gets them.
 * In memory: the tables go into ExcelJS's model, which links them, and its table writer writes ours.
 */
export class TableParts {
  private count = 0;
  private readonly parts: string[] = [];
  private readonly xmlByName = new Map<string, string>();

  constructor(private readonly book: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter, private readonly streaming: boolean) {
    if (streaming) this.addContentTypes((book as unknown as { zip: Appender }).zip);
    else this.writeParts(book as ExcelJS.Workbook);
  }

  /** Adds a sheet's tables; streaming, before the sheet is committed. */
  add(ws: ExcelJS.Worksheet, tables: readonly PlacedTable[]): void {
    if (tables.length === 0) return;
    const xml = tables.map((placed) => tablePartXml(placed, ++this.count));
    if (!this.streaming) {
      tables.forEach((placed, i) => this.xmlByName.set(placed.table.name, xml[i]));
      const model = (ws as unknown as { tables: Record<string, { model: object }> }).tables;
      for (const { table } of tables) model[table.name] = { model: { name: table.name, columns: [] } };
      return;
    }
    const sheet = ws as unknown as StreamedSheet;
    const zip = (this.book as unknown as { zip: Appender }).zip;
    const ids = xml.map((part, i) => {
      const name = `table${this.count - xml.length + i + 1}.xml`;
      zip.append(part, { name: `xl/tables/${name}` });
      this.parts.push(`/xl/tables/${name}`);
      return sheet._sheetRelsWriter.addRelationship({ Type: TABLE_RELATIONSHIP, Target: `../tables/${name}` });
    });
    const close = sheet._writeCloseWorksheet.bind(sheet);
    sheet._writeCloseWorksheet = () => {
      sheet._write(`<tableParts count="${ids.length}">${ids.map((id) => `<tablePart r:id="${id}"/>`).join('')}</tableParts>`);
      close();
    };
  }

  /** The streaming writer lists no tables in [Content_Types].xml: they are added as the zip takes it. */
  private addContentTypes(zip: Appender): void {
    const append = zip.append.bind(zip);
    zip.append = (source, options) => {
      if (options.name !== '[Content_Types].xml' || this.parts.length === 0) return append(source, options);
      const overrides = this.parts.map((part) => `<Override PartName="${part}" ContentType="${TABLE_CONTENT_TYPE}"/>`).join('');
      return append(source.replace('</Types>', `${overrides}</Types>`), options);
    };
  }

  /** The in-memory writer's table parts: ours, by table name, at the targets ExcelJS gave them. */
  private writeParts(book: ExcelJS.Workbook): void {
    const xlsx = book.xlsx as unknown as { addTables(zip: Appender, model: { tables: { name: string; target: string }[] }): Promise<void> };
    xlsx.addTables = async (zip, model) => {
      for (const table of model.tables) zip.append(this.xmlByName.get(table.name) ?? '', { name: `xl/tables/${table.target}` });
    };
  }
}
