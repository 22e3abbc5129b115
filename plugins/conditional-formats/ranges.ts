import { sheetPrefix } from '../formulas/adjust/index.js';
import { formatRange, parseRangeText, RANGE_MESSAGES, type RangeIds } from '../names/index.js';
import type { Workbook } from '../workbook/model/index.js';
import type { ConditionalFormatRange } from './model.js';

export type RangesParse = { readonly ok: true; readonly ranges: RangeIds[] } | { readonly ok: false; readonly error: string };

/**
 * Reads the panel's "Apply to range" text: one or more ranges separated by commas ("A1:B10, D1:D10"),
 * each on the given sheet unless it names one. Messages are SPEC section 5's range messages.
 */
export function parseRangesText(text: string, workbook: Workbook, sheetId: string): RangesParse {
  const sheet = workbook.sheetsById[sheetId];
  const parts = text.split(',').map((p) => p.trim());
  if (parts.every((p) => p === '')) return { ok: false, error: RANGE_MESSAGES.blank };
  const ranges: RangeIds[] = [];
  for (const part of parts) {
    if (part === '') return { ok: false, error: RANGE_MESSAGES.invalid };
    const qualified = part.includes('!') || !sheet ? part : sheetPrefix(sheet.name) + part;
    const parsed = parseRangeText(qualified, workbook);
    if (!parsed.ok) return parsed;
    ranges.push(parsed.range);
  }
  return { ok: true, ranges };
}

/** A rule's ranges as the panel shows them: without the sheet name when on the given sheet. */
export function rangesText(workbook: Workbook, ranges: readonly ConditionalFormatRange[], sheetId: string): string {
  const sheetName = workbook.sheetsById[sheetId]?.name;
  return [...ranges]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((range) => {
      const text = formatRange(workbook, range) ?? '#REF!';
      const prefix = sheetName === undefined ? '' : sheetPrefix(sheetName);
      return range.sheetId === sheetId && prefix && text.startsWith(prefix) ? text.slice(prefix.length) : text;
    })
    .join(', ');
}

/** Stored ranges from parsed ones: ids, both corners, their order. */
export function toStoredRanges(ranges: readonly RangeIds[], newId: () => string): ConditionalFormatRange[] {
  return ranges.map((range, sortOrder) => ({ id: newId(), sheetId: range.sheetId, fromCellId: range.fromCellId, toCellId: range.toCellId ?? range.fromCellId, sortOrder }));
}
