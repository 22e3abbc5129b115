import { DEFAULT_FONT_FAMILY } from '../workbook/index.js';
import { dateSystemOf, type Workbook } from '../workbook/model/index.js';
import { areaOf, sheetOf, type CastArea } from './area.js';
import { castColumns, castRows, drawnSize, type FormulaHidden } from './axes.js';
import { castChart } from './chart.js';
import { CastError } from './errors.js';
import type { CastRequest, CastSettings, CastTarget, CastValues } from './model.js';
import { overflowOf } from './overflow.js';
import { joinedRuns, pageCells, type Run } from './page-cells.js';
import { pageAt, paginate, sum, type PageSpan } from './pages.js';
import { styleOverrides } from './style-overrides.js';
import { MAX_REPEAT_HEADER_ROWS } from './limits.js';
import type { CastLayout, CastPage } from './response.js';

export { MAX_REPEAT_HEADER_ROWS };

type Shared = Pick<CastLayout, 'conditionalFormatsById' | 'styleOverridesByCellId' | 'showGridlines' | 'defaultFontFamily'>;

/** Lays out one page of a cast: the area, its columns and rows, its pages, overflow and the page's cells. */
export function castLayout(workbook: Workbook, values: CastValues, request: CastRequest): CastLayout {
  const { target } = request;
  const shared: Shared = {
    conditionalFormatsById: formatsOnSheet(workbook, target.sheetId),
    styleOverridesByCellId: {},
    // A cast is a finished document for embedding or PDF: no gridlines unless the viewer draws them.
    showGridlines: false,
    defaultFontFamily: workbook.settings.defaultFontFamily ?? DEFAULT_FONT_FAMILY,
  };
  return target.kind === 'chart' ? chartLayout(workbook, values, request, target, shared) : areaLayout(workbook, values, request, target, shared);
}

function areaLayout(workbook: Workbook, values: CastValues, request: CastRequest, target: Exclude<CastTarget, { kind: 'chart' }>, shared: Shared): CastLayout {
  const area = areaOf(workbook, target);
  const settings = request.settings ?? {};
  const rowCount = area.bottom - area.top + 1;
  const frozen = frozenLines(area, settings);
  const headerRows = Math.min(frozen.headerRows, rowCount);
  const hidden = formulaHidden(values, area);
  const columns = [...castColumns({ ...area, left: 0, right: frozen.titleColumns - 1 }, settings, hidden), ...castColumns(area, settings, hidden)];
  const titleRows = castRows({ ...area, top: 0, bottom: frozen.titleRows - 1 }, settings, hidden, frozen.titleRows);
  const rows = castRows(area, settings, hidden, headerRows);
  const heights = rows.map((row) => drawnSize(row.height, row.hidden));
  const above = sum(titleRows.map((row) => drawnSize(row.height, row.hidden)), 0, titleRows.length);
  const width = sum(columns.map((column) => drawnSize(column.width, column.hidden)), 0, columns.length);
  const available = request.viewport && !request.paginationDisabled ? request.viewport.height : undefined;
  const rowOffset = checkedRowOffset(request.rowOffset, rowCount);
  const pages = paginate(heights, headerRows, available, above);
  const page = pageAt(heights, headerRows, rowOffset, available, above);
  const rowRuns = rowRunsOf(area, page, frozen.titleRows);
  const columnRuns = joinedRuns([{ first: 0, last: frozen.titleColumns - 1 }, { first: area.left, last: area.right }]);
  return {
    sheet: { id: area.sheet.id, name: area.sheet.name },
    chartId: null,
    chart: null,
    offset: { row: area.top, column: area.left },
    rowOffset,
    repeatHeaderRows: headerRows,
    columns,
    rows: [...titleRows, ...rows.slice(0, page.headerCount), ...rows.slice(page.start, page.start + page.count)],
    cellsById: pageCells(area.sheet, rowRuns, columnRuns, values, dateSystemOf(workbook)),
    pages: pages.map((span) => pageOf(span, width)),
    overflowing: overflowOf({ viewport: request.viewport, width, height: above + sum(heights, 0, heights.length), split: pages.length > 1, chart: false }),
    ...shared,
    styleOverridesByCellId: styleOverrides(area.sheet, rowRuns, columnRuns, values),
  };
}

function chartLayout(workbook: Workbook, values: CastValues, request: CastRequest, target: Extract<CastTarget, { kind: 'chart' }>, shared: Shared): CastLayout {
  const sheet = sheetOf(workbook, target.sheetId);
  const chart = castChart(workbook, target.sheetId, target.chartId, values);
  checkedRowOffset(request.rowOffset, 1);
  return {
    sheet: { id: sheet.id, name: sheet.name },
    chartId: chart.id,
    chart,
    offset: { row: 0, column: 0 },
    rowOffset: 0,
    repeatHeaderRows: 0,
    columns: [],
    rows: [],
    cellsById: {},
    pages: [{ rowOffset: 0, rowCount: 0, width: chart.width, height: chart.height }],
    // A chart cannot be split into pages: too tall is an error even with pagination on.
    overflowing: overflowOf({ viewport: request.viewport, width: chart.width, height: chart.height, split: false, chart: true }),
    ...shared,
  };
}

/**
 * The sheet's frozen rows and columns in a cast, as Excel prints its print titles and Sheets its frozen
 * rows: frozen rows above the area are title rows drawn above every page, frozen columns left of it title
 * columns drawn left of every page, and frozen rows that begin the area are its repeated header rows. A
 * cast that names its own header rows has those and no title rows. At most MAX_REPEAT_HEADER_ROWS frozen
 * rows in all, as SPEC section 9 caps header rows.
 */
function frozenLines(area: CastArea, settings: CastSettings): { readonly titleRows: number; readonly titleColumns: number; readonly headerRows: number } {
  const frozenRows = Math.min(area.sheet.frozen?.rows ?? 0, MAX_REPEAT_HEADER_ROWS);
  const own = settings.repeatHeaderRows;
  return {
    titleRows: own === undefined ? Math.min(frozenRows, area.top) : 0,
    titleColumns: Math.min(area.sheet.frozen?.columns ?? 0, area.left),
    headerRows: clampHeaderRows(own ?? Math.max(0, frozenRows - area.top)),
  };
}

function clampHeaderRows(value: number | undefined): number {
  return Math.max(0, Math.min(MAX_REPEAT_HEADER_ROWS, Math.floor(value ?? 0)));
}

function checkedRowOffset(rowOffset: number | undefined, rowCount: number): number {
  const offset = rowOffset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset >= rowCount) {
    throw new CastError('invalid', `rowOffset ${offset} is outside the cast: it has ${rowCount} row${rowCount === 1 ? '' : 's'} (offsets 0 to ${rowCount - 1}).`);
  }
  return offset;
}

function formulaHidden(values: CastValues, area: CastArea): FormulaHidden {
  const hidden = values.getHidden(area.sheet.id);
  return { rows: new Set(hidden.rows), cols: new Set(hidden.cols) };
}

/** The page's title rows, header rows and own rows, as sheet rows. */
function rowRunsOf(area: CastArea, page: PageSpan, titleRows: number): Run[] {
  return joinedRuns([
    { first: 0, last: titleRows - 1 },
    { first: area.top, last: area.top + page.headerCount - 1 },
    { first: area.top + page.start, last: area.top + page.start + page.count - 1 },
  ]);
}

function pageOf(span: PageSpan, width: number): CastPage {
  return { rowOffset: span.start, rowCount: span.count, width, height: span.height };
}

/** Conditional formats with at least one range on the sheet; the workbook keeps them as opaque records. */
function formatsOnSheet(workbook: Workbook, sheetId: string): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [id, format] of Object.entries(workbook.conditionalFormatsById)) {
    const ranges = (format as { ranges?: unknown }).ranges;
    if (Array.isArray(ranges) && ranges.some((range) => (range as { sheetId?: unknown })?.sheetId === sheetId)) found[id] = format;
  }
  return found;
}
