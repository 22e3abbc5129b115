import type { Workbook } from '../workbook/model/index.js';
import { chooseRecommendedCast, targetOf } from './recommended.js';
import type { CastTarget } from './model.js';

type Fields = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * What a shadow's selected cast (SPEC section 3 "Cast (selected)", kept opaque by the store) shows: its
 * recommended cast when it names one, else its chart, its range or its sheet; with none of these, what a
 * viewer with no cast named gets (the default recommended cast, else the first visible sheet).
 */
export function selectedTarget(workbook: Workbook, selected: Fields): CastTarget {
  const recommended = text(selected.recommendedCast);
  if (recommended !== undefined) return targetOf(workbook, chooseRecommendedCast(workbook, recommended));
  const sheetId = text(selected.sheetId);
  if (sheetId === undefined) return targetOf(workbook, chooseRecommendedCast(workbook, undefined));
  const chartId = text(selected.chartId);
  if (chartId !== undefined && selected.type !== 'range' && selected.type !== 'sheet') return { kind: 'chart', sheetId, chartId };
  const fromCellId = text(selected.fromCellId);
  if (fromCellId !== undefined && selected.type !== 'sheet') {
    return { kind: 'range', sheetId, range: { sheetId, fromCellId, toCellId: text(selected.toCellId) ?? fromCellId } };
  }
  return { kind: 'sheet', sheetId };
}
