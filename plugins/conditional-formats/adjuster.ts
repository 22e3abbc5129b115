import type { Draft } from 'immer';
import type { Adjuster, StructuralChange } from '../../kernel/index.js';
import { rewriteFormula, sheetLookup } from '../formulas/adjust/index.js';
import { adjustRange } from '../names/index.js';
import type { Workbook } from '../workbook/model/index.js';
import type { ConditionalFormat, ConditionalFormatRange } from './model.js';
import { readRule } from './rules.js';

/**
 * Keeps conditional formats on their cells through structural changes, inside the same draft (one undo
 * step). Ranges are held by cell ids, so inserted lines change nothing; deleted, moved or shifted
 * cells move or shrink a range as they do a named range; a range whose cells or sheet are all gone is
 * dropped, and a rule left with no range is deleted. Formulas in conditions follow their cells as a
 * cell's formula does (written as seen from the top-left of the rule's first range).
 */
export const conditionalFormatsAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  const sheetIdByName = sheetLookup(before);
  for (const [id, raw] of Object.entries(before.conditionalFormatsById)) {
    const rule = readRule(id, raw);
    if (!rule) continue;
    const next = adjustRule(rule, change, before, sheetIdByName);
    if (next === rule) continue;
    if (next === undefined) delete draft.conditionalFormatsById[id];
    else draft.conditionalFormatsById[id] = { ...(raw as object), ranges: next.ranges, condition: next.condition } as Draft<unknown>;
  }
};

/** The rule after a change (the same object when untouched), or undefined when none of its cells remain. */
export function adjustRule(rule: ConditionalFormat, change: StructuralChange, before: Workbook, sheetIdByName: (name: string) => string | undefined): ConditionalFormat | undefined {
  const ranges: ConditionalFormatRange[] = [];
  let rangesChanged = false;
  for (const range of rule.ranges) {
    const next = adjustOne(range, change, before);
    if (next !== range) rangesChanged = true;
    if (next) ranges.push(next);
  }
  if (ranges.length === 0) return undefined;
  const first = [...rule.ranges].sort((a, b) => a.sortOrder - b.sortOrder)[0];
  const scope = { ownSheetId: first.sheetId, sheetIdByName };
  const { input1, input2 } = rule.condition;
  const rewrite = (input: string | undefined): string | undefined =>
    input === undefined || (rule.condition.type !== 'formula' && !input.trim().startsWith('=')) ? input : rewriteFormula(input, scope, change);
  const next1 = rewrite(input1);
  const next2 = rewrite(input2);
  if (!rangesChanged && next1 === input1 && next2 === input2) return rule;
  return {
    ...rule,
    ranges,
    condition: { ...rule.condition, ...(next1 !== undefined ? { input1: next1 } : {}), ...(next2 !== undefined ? { input2: next2 } : {}) },
  };
}

function adjustOne(range: ConditionalFormatRange, change: StructuralChange, before: Workbook): ConditionalFormatRange | undefined {
  if (range.sheetId !== change.sheetId) return range;
  const moved = adjustRange({ id: range.id, name: '', sheetId: range.sheetId, fromCellId: range.fromCellId, toCellId: range.toCellId }, change, before);
  if (moved.invalid) return undefined;
  const toCellId = moved.toCellId ?? moved.fromCellId;
  return moved.fromCellId === range.fromCellId && toCellId === range.toCellId ? range : { ...range, fromCellId: moved.fromCellId, toCellId };
}
