import { sheetPrefix } from '../formulas/adjust/index.js';
import { formatRange, parseRangeText, RANGE_MESSAGES } from '../names/index.js';
import type { CellRange, Workbook } from '../workbook/model/index.js';

/**
 * Reads a chart's range as typed in the Data tab. A range without a sheet name is on the chart's own
 * sheet. Undefined when the text does not parse: SPEC section 5 says such text is ignored.
 */
export function parseChartRange(text: string, workbook: Workbook, ownSheetId: string): CellRange | undefined {
  let parsed = parseRangeText(text, workbook);
  const own = workbook.sheetsById[ownSheetId];
  if (!parsed.ok && parsed.error === RANGE_MESSAGES.noSheet && own) parsed = parseRangeText(sheetPrefix(own.name) + text.trim(), workbook);
  if (!parsed.ok) return undefined;
  const { sheetId, fromCellId, toCellId } = parsed.range;
  return { sheetId, fromCellId, toCellId: toCellId ?? fromCellId };
}

/** The range as the Data tab shows it ("Sheet1!A1:C5"), or '' when it is unset or its cells are gone. */
export function chartRangeText(workbook: Workbook, range: CellRange | undefined): string {
  return (range && formatRange(workbook, range)) ?? '';
}
