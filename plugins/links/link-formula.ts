import { formatRange, parseRangeText } from '../names/index.js';
import { sheetPrefix } from '../formulas/adjust/index.js';
import type { Workbook } from '../workbook/model/index.js';

/** What a link points at: a named range by its id, or a range typed as text ('B2:C4', 'Sheet2!A1'). */
export type LinkTarget = { readonly kind: 'name'; readonly id: string } | { readonly kind: 'range'; readonly text: string };

export type LinkTargetResult = { readonly ok: true; readonly reference: string } | { readonly ok: false; readonly error: string };

/**
 * The target as RANGELINK's first argument: a named range's name, or the range with its sheet (a range
 * typed without one is on `sheetName`, the sheet being edited), with the named-range form's messages.
 */
export function linkTargetOf(workbook: Workbook, target: LinkTarget, sheetName: string): LinkTargetResult {
  if (target.kind === 'name') {
    const range = workbook.namedRangesById[target.id];
    return range ? { ok: true, reference: range.name } : { ok: false, error: 'Choose a named range' };
  }
  const text = target.text.trim();
  const withSheet = text === '' || text.includes('!') ? text : sheetPrefix(sheetName) + text;
  const parsed = parseRangeText(withSheet, workbook);
  if (!parsed.ok) return parsed;
  return { ok: true, reference: formatRange(workbook, parsed.range) ?? withSheet };
}

/** `=RANGELINK(target)`, or `=RANGELINK(target, "text")` with the text's quotes doubled. */
export function linkFormula(reference: string, text: string): string {
  return text === '' ? `=RANGELINK(${reference})` : `=RANGELINK(${reference}, "${text.replace(/"/g, '""')}")`;
}
