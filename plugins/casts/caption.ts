import { a1 } from '../workbook/index.js';
import type { CastLayout } from './response.js';

/**
 * What a page of a cast is called for a screen reader: its sheet and the cells it shows ("Budget,
 * A1:C20"), from the area's first row on the first page and from the page's own first row (after the
 * repeated header rows) on the others; title rows and columns left out. A chart cast is its chart's name.
 */
export function castCaption(page: Pick<CastLayout, 'sheet' | 'chart' | 'rows' | 'columns' | 'offset' | 'rowOffset'>): string {
  if (page.chart) return String(page.chart.chart.name ?? 'Chart');
  const rows = page.rows.filter((row) => (page.rowOffset === 0 ? row.index >= page.offset.row : !row.header));
  const columns = page.columns.filter((column) => column.index >= page.offset.column);
  if (rows.length === 0 || columns.length === 0) return page.sheet.name;
  const from = a1(rows[0].index, columns[0].index);
  const to = a1(rows[rows.length - 1].index, columns[columns.length - 1].index);
  return `${page.sheet.name}, ${from === to ? from : `${from}:${to}`}`;
}
