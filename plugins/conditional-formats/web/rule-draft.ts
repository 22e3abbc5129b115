import { a1 } from '../../workbook/index.js';
import type { CellArea } from '../../../kernel/index.js';
import type { Workbook } from '../../workbook/model/index.js';
import type { ConditionalFormat, ConditionalFormatStyle, ConditionType } from '../model.js';
import { rangesText } from '../ranges.js';

/** What the add/edit form holds while a person types. */
export interface RuleDraft {
  /** The rule edited, or undefined for a new one. */
  readonly id?: string;
  readonly ranges: string;
  readonly type: ConditionType;
  readonly input1: string;
  readonly input2: string;
  readonly format: ConditionalFormatStyle;
}

/** Sheets' default look for a new rule: a light green fill. */
export const DEFAULT_FORMAT: ConditionalFormatStyle = { backgroundColor: '#b7e1cd' };

export function areaText(area: CellArea): string {
  const from = a1(area.top, area.left);
  const to = a1(area.bottom, area.right);
  return from === to ? from : `${from}:${to}`;
}

/** A new rule over the selection: "Cell is not empty" (SPEC section 5's default) with the default look. */
export function newDraft(area: CellArea): RuleDraft {
  return { ranges: areaText(area), type: 'not_blank', input1: '', input2: '', format: DEFAULT_FORMAT };
}

export function draftOf(rule: ConditionalFormat, workbook: Workbook, sheetId: string): RuleDraft {
  const { type, input1 = '', input2 = '' } = rule.condition;
  const shown = type === 'formula' && input1 !== '' && !input1.trim().startsWith('=') ? `=${input1.trim()}` : input1;
  return { id: rule.id, ranges: rangesText(workbook, rule.ranges, sheetId), type, input1: shown, input2, format: rule.format };
}

/** The CSS of a look, for the form's preview and the list's swatches. */
export function previewStyle(format: ConditionalFormatStyle): Record<string, string> {
  const decoration = [format.underline ? 'underline' : '', format.strikethrough ? 'line-through' : ''].filter(Boolean).join(' ');
  return {
    ...(format.backgroundColor ? { backgroundColor: format.backgroundColor } : {}),
    ...(format.textColor ? { color: format.textColor } : {}),
    ...(format.bold ? { fontWeight: '600' } : {}),
    ...(format.italic ? { fontStyle: 'italic' } : {}),
    ...(decoration ? { textDecoration: decoration } : {}),
    ...(format.borderColor || format.borderStyle ? { outline: `1px ${format.borderStyle === 'dashed' || format.borderStyle === 'dotted' ? format.borderStyle : 'solid'} ${format.borderColor ?? '#000000'}` } : {}),
  };
}
