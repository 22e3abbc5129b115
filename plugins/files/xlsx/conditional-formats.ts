import type ExcelJS from 'exceljs';
import type { ConditionalFormat, ConditionalFormatStyle, ConditionType } from '../../conditional-formats/model.js';
import { readNumberText } from '../../workbook/entry.js';
import { fromExcelColor, toExcelColor } from './colors.js';

type Mutable<T> = { -readonly [K in keyof T]?: T[K] };

const CELL_IS: Record<string, ConditionType> = {
  greaterThan: 'number_greater', greaterThanOrEqual: 'number_greater_equal', lessThan: 'number_less', lessThanOrEqual: 'number_less_equal',
  between: 'number_between', notBetween: 'number_not_between', equal: 'number_equal', notEqual: 'number_not_equal',
};
const CELL_IS_BACK = Object.fromEntries(Object.entries(CELL_IS).map(([k, v]) => [v, k])) as Record<string, ExcelJS.CellIsOperators>;
const TEXT_OPS: Record<string, ConditionType> = { containsText: 'text_contains', notContains: 'text_not_contains', beginsWith: 'text_begins_with', endsWith: 'text_ends_with' };
const TEXT_BACK = Object.fromEntries(Object.entries(TEXT_OPS).map(([k, v]) => [v, k])) as Record<string, ExcelJS.ContainsTextOperators>;

export type ImportedCondition = Pick<ConditionalFormat, 'condition' | 'format'>;

/** Our condition and style from one Excel rule, or a reason it has no equivalent here. */
export function conditionFromExcel(rule: ExcelJS.ConditionalFormattingRule): ImportedCondition | string {
  const format = styleFromExcel(rule.style);
  if (rule.type === 'expression') {
    const formula = String(rule.formulae?.[0] ?? '');
    return { condition: { type: 'formula', input1: formula.replace(/^=/, ''), omitLeadingEquals: true }, format };
  }
  if (rule.type === 'cellIs') {
    const type = CELL_IS[rule.operator ?? ''];
    if (!type) return `cell rule "${rule.operator}"`;
    const [input1, input2] = (rule.formulae ?? []).map(limitFromExcel);
    return { condition: { type, input1, ...(input2 !== undefined ? { input2 } : {}) }, format };
  }
  if (rule.type === 'containsText') {
    const type = TEXT_OPS[rule.operator ?? ''];
    return type ? { condition: { type, input1: rule.text ?? quotedText((rule as { formulae?: unknown[] }).formulae?.[0]) }, format } : `text rule "${rule.operator}"`;
  }
  return `${rule.type} rules`;
}

/** Excel's rule for one of ours; `topLeft` is the A1 address relative formulas are written against. */
export function conditionToExcel(cf: ConditionalFormat, priority: number, topLeft: string): ExcelJS.ConditionalFormattingRule | undefined {
  const style = styleToExcel(cf.format);
  const { type, input1 = '', input2 } = cf.condition;
  if (type === 'formula') return { type: 'expression', priority, formulae: [input1.replace(/^=/, '')], style };
  if (CELL_IS_BACK[type]) return { type: 'cellIs', priority, operator: CELL_IS_BACK[type], formulae: (input2 !== undefined ? [input1, input2] : [input1]).map(limitToExcel), style };
  if (TEXT_BACK[type]) return { type: 'containsText', priority, operator: TEXT_BACK[type], text: input1, style };
  if (type === 'blank') return { type: 'expression', priority, formulae: [`LEN(TRIM(${topLeft}))=0`], style };
  if (type === 'not_blank') return { type: 'expression', priority, formulae: [`LEN(TRIM(${topLeft}))>0`], style };
  return undefined;
}

function styleFromExcel(style: Partial<ExcelJS.Style> | undefined): ConditionalFormatStyle {
  const out: Mutable<ConditionalFormatStyle> = {};
  const font = style?.font;
  if (font?.bold) out.bold = true;
  if (font?.italic) out.italic = true;
  if (font?.underline && font.underline !== 'none') out.underline = true;
  if (font?.strike) out.strikethrough = true;
  const color = fromExcelColor(font?.color);
  if (color) out.textColor = color;
  const fill = style?.fill;
  if (fill?.type === 'pattern') {
    const background = fromExcelColor(fill.bgColor) ?? fromExcelColor(fill.fgColor);
    if (background) out.backgroundColor = background;
  }
  return out;
}

function styleToExcel(format: ConditionalFormatStyle): Partial<ExcelJS.Style> {
  const font: Partial<ExcelJS.Font> = {};
  if (format.bold) font.bold = true;
  if (format.italic) font.italic = true;
  if (format.underline) font.underline = true;
  if (format.strikethrough) font.strike = true;
  const color = toExcelColor(format.textColor);
  if (color) font.color = color;
  const background = toExcelColor(format.backgroundColor);
  return {
    ...(Object.keys(font).length ? { font } : {}),
    ...(background ? { fill: { type: 'pattern', pattern: 'solid', bgColor: background } } : {}),
  };
}

/**
 * A cellIs limit as our rules keep it: Excel stores a formula ("10", "$B$1", "A1*2"); a number stays a
 * number, anything else becomes a formula input ('=' first), computed per cell as Excel does.
 */
function limitFromExcel(formula: unknown): string {
  const text = String(formula).trim();
  return readNumberText(text) !== undefined ? text : `=${text.replace(/^=/, '')}`;
}

/** Our limit as Excel's formula: a formula input without its '=', a number as it is. */
function limitToExcel(input: string): string {
  const text = input.trim();
  if (text.startsWith('=')) return text.slice(1);
  return readNumberText(text) !== undefined ? text : `"${text.replace(/"/g, '""')}"`;
}

/** The searched text of a text rule, which Excel files keep only inside the rule's formula. */
function quotedText(formula: unknown): string {
  const match = /"((?:[^"]|"")*)"/.exec(String(formula ?? ''));
  return match ? match[1].replace(/""/g, '"') : '';
}
