import { Engine } from '../../../plugins/formulas/index.js';
import { columnLetters, parseA1 } from '../../../plugins/workbook/a1.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import type { Workbook } from '../../../plugins/workbook/model/index.js';
import { engineOptions } from '../../support/engine.js';

/** Test books: sheet 'sh000001' with rows r1.. and columns c1.., cells given by A1 address. */
export const SHEET = 'sh000001';

export interface BookSpec {
  readonly rows?: number;
  readonly cols?: number;
  readonly height?: number;
  readonly width?: number;
  readonly cells?: Record<string, Record<string, unknown>>;
  readonly rowFields?: Record<number, Record<string, unknown>>;
  readonly columnFields?: Record<number, Record<string, unknown>>;
  readonly casts?: Record<string, Record<string, unknown>>;
  readonly charts?: Record<string, Record<string, unknown>>;
  readonly extraSheets?: Record<string, unknown>[];
  readonly conditionalFormats?: Record<string, unknown>;
  readonly palettes?: Record<string, unknown>;
}

export const rowId = (index: number) => `r${index + 1}`;
export const colId = (index: number) => `c${index + 1}`;

/** The cell id of an A1 address in a test book. */
export function id(address: string): string {
  const at = parseA1(address)!;
  return `${colId(at.column)}&${rowId(at.row)}`;
}

export function sheetFile(spec: BookSpec, sheetId = SHEET, name = 'Main'): Record<string, unknown> {
  const rows = spec.rows ?? 10;
  const cols = spec.cols ?? 3;
  const rowIds = Array.from({ length: rows }, (_, i) => rowId(i));
  const columnIds = Array.from({ length: cols }, (_, i) => colId(i));
  return {
    id: sheetId, name, rowIds, columnIds,
    rowsById: Object.fromEntries(rowIds.map((rid, i) => [rid, { id: rid, height: spec.height ?? 20, ...spec.rowFields?.[i] }])),
    columnsById: Object.fromEntries(columnIds.map((cid, i) => [cid, { id: cid, width: spec.width ?? 100, ...spec.columnFields?.[i] }])),
    cellsById: Object.fromEntries(Object.entries(spec.cells ?? {}).map(([address, cell]) => [id(address), cell])),
    chartsById: spec.charts ?? {},
  };
}

export function templateFile(spec: BookSpec): Record<string, unknown> {
  const sheets = [sheetFile(spec), ...(spec.extraSheets ?? [])] as { id: string }[];
  return {
    format: 'gridcast/1', name: 'Cast test',
    sheetIds: sheets.map((sheet) => sheet.id),
    sheetsById: Object.fromEntries(sheets.map((sheet) => [sheet.id, sheet])),
    namedRangesById: {}, conditionalFormatsById: spec.conditionalFormats ?? {}, palettesById: spec.palettes ?? {}, userFunctions: [], testShadowsById: {},
    recommendedCastsByName: spec.casts ?? {}, customColors: [], settings: {},
  };
}

export function book(spec: BookSpec, input: unknown = {}): { workbook: Workbook; engine: Engine } {
  const workbook = readTemplateFile(templateFile(spec));
  const engine = new Engine(engineOptions({ casting: true }));
  engine.loadWorkbook(workbook, input);
  return { workbook, engine };
}

/** Text cells 'A1'... holding their own address, for a block of rows and columns. */
export function labelled(rows: number, cols: number): Record<string, Record<string, unknown>> {
  const cells: Record<string, Record<string, unknown>> = {};
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells[`${columnLetters(c)}${r + 1}`] = { value: `${columnLetters(c)}${r + 1}` };
  return cells;
}
