import { a1, parseA1 } from '../workbook/index.js';
import type { SelectedCast } from './sizing.js';

/** What the cast editor knows of a shadow's template: its sheets (with their charts) and suggested casts. */
export interface CastSheet {
  readonly id: string;
  readonly name: string;
  readonly rowIds: readonly string[];
  readonly columnIds: readonly string[];
  readonly charts: readonly { readonly id: string; readonly name: string }[];
}

/** The cast editor's choice: a whole sheet, a range of one (A1 text), a chart, or a suggested cast by name. */
export type CastChoice =
  | { readonly kind: 'sheet'; readonly sheetId: string }
  | { readonly kind: 'range'; readonly sheetId: string; readonly text: string }
  | { readonly kind: 'chart'; readonly sheetId: string; readonly chartId: string }
  | { readonly kind: 'suggestion'; readonly name: string };

export const CAST_RANGE_MESSAGES = { blank: "Range can't be blank", invalid: 'Range not valid', missing: "Range doesn't exist" } as const;

/** The problem of a range typed for a sheet ('A1:C9' or 'B2'), if any. */
export function rangeTextError(sheet: CastSheet | undefined, text: string): string | undefined {
  if (text.trim() === '') return CAST_RANGE_MESSAGES.blank;
  const [first, second = first, extra] = text.trim().split(':');
  const from = parseA1(first);
  const to = parseA1(second);
  if (extra !== undefined || !from || !to) return CAST_RANGE_MESSAGES.invalid;
  const inside = (at: { row: number; column: number }) => sheet !== undefined && at.row < sheet.rowIds.length && at.column < sheet.columnIds.length;
  return inside(from) && inside(to) ? undefined : CAST_RANGE_MESSAGES.missing;
}

/**
 * The selected cast a valid choice stores, keeping the sizing the cast had (a resizer's work survives a
 * change of what it shows only where its column and row ids still apply).
 */
export function castOfChoice(choice: CastChoice, sheets: readonly CastSheet[], sizing: SelectedCast): SelectedCast {
  const { repeatHeaderRows, columns, rows } = sizing;
  const kept = { repeatHeaderRows, columns, rows };
  switch (choice.kind) {
    case 'sheet':
      return { type: 'sheet', sheetId: choice.sheetId, ...kept };
    case 'chart':
      return { type: 'chart', sheetId: choice.sheetId, chartId: choice.chartId, ...kept };
    case 'suggestion':
      return { type: 'suggestion', recommendedCast: choice.name, ...kept };
    case 'range': {
      const sheet = sheets.find((candidate) => candidate.id === choice.sheetId)!;
      const [first, second = first] = choice.text.trim().split(':');
      const id = (text: string) => {
        const at = parseA1(text)!;
        return `${sheet.columnIds[at.column]}&${sheet.rowIds[at.row]}`;
      };
      return { type: 'range', sheetId: sheet.id, fromCellId: id(first), toCellId: id(second), ...kept };
    }
  }
}

/** The choice a stored cast stands for (a new cast: the first sheet). */
export function choiceOfCast(cast: SelectedCast | undefined, sheets: readonly CastSheet[]): CastChoice {
  const first: CastChoice = { kind: 'sheet', sheetId: sheets[0]?.id ?? '' };
  if (!cast) return first;
  if (cast.recommendedCast) return { kind: 'suggestion', name: cast.recommendedCast };
  const sheet = sheets.find((candidate) => candidate.id === cast.sheetId);
  if (!sheet) return first;
  if (cast.chartId && cast.type !== 'range' && cast.type !== 'sheet') return { kind: 'chart', sheetId: sheet.id, chartId: cast.chartId };
  if (cast.fromCellId && cast.type !== 'sheet') return { kind: 'range', sheetId: sheet.id, text: rangeText(sheet, cast.fromCellId, cast.toCellId ?? cast.fromCellId) };
  return { kind: 'sheet', sheetId: sheet.id };
}

function rangeText(sheet: CastSheet, fromCellId: string, toCellId: string): string {
  const at = (id: string) => {
    const [column, row] = id.split('&');
    return a1(sheet.rowIds.indexOf(row), sheet.columnIds.indexOf(column));
  };
  const from = at(fromCellId);
  const to = at(toCellId);
  return from === to ? from : `${from}:${to}`;
}
