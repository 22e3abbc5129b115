import type ExcelJS from 'exceljs';
import type { ConditionalFormat, ConditionalFormatStyle, ConditionType } from '../../conditional-formats/index.js';
import { readNumberText } from '../../workbook/index.js';
import { fromExcelColor, toExcelColor } from './colors.js';
import { conditionFormula, conditionFromFormula } from './condition-formulas.js';

type Mutable<T> = { -readonly [K in keyof T]?: T[K] };

const CELL_IS: Record<string, ConditionType> = {
  greaterThan: 'number_greater', greaterThanOrEqual: 'number_greater_equal', lessThan: 'number_less', lessThanOrEqual: 'number_less_equal',
  between: 'number_between', notBetween: 'number_not_between', equal: 'number_equal', notEqual: 'number_not_equal',
};
const TEXT_OPS: Record<string, ConditionType> = { containsText: 'text_contains', notContains: 'text_not_contains', beginsWith: 'text_begins_with', endsWith: 'text_ends_with' };

export type ImportedCondition = Pick<ConditionalFormat, 'condition' | 'format'>;

/**
 * Our condition and style from one Excel rule, or a reason it has no equivalent here. `topLeft` is the A1
 * address of the rule's range, which its relative formulas are written against: an expression of one of
 * the shapes we write (condition-formulas.ts) comes back as its condition, any other as a formula rule.
 */
export function conditionFromExcel(rule: ExcelJS.ConditionalFormattingRule, topLeft: string): ImportedCondition | string {
  // Excel 2010 stores a rule that reads another sheet as an extension, which ExcelJS reads without its formula.
  if (rule.type === 'expression' && !rule.formulae?.length && 'x14Id' in rule) return 'rules reading another sheet (an Excel 2010 extension)';
  const format = styleFromExcel(rule.style);
  if (rule.type === 'expression') {
    const formula = String(rule.formulae?.[0] ?? '');
    return { condition: conditionFromFormula(formula, topLeft) ?? { type: 'formula', input1: formula.replace(/^=/, ''), omitLeadingEquals: true }, format };
  }
  if (rule.type === 'cellIs') {
    const type = CELL_IS[rule.operator ?? ''];
    if (!type) return `cell rule "${rule.operator}"`;
    const [input1, input2] = (rule.formulae ?? []).map(limitFromExcel);
    // "Cell value equal to "text"" compares text, as our text rules do.
    const text = textEquality(type, rule.formulae ?? []);
    if (text) return { condition: text, format };
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
  const { type, input1 = '' } = cf.condition;
  if (type === 'formula') return { type: 'expression', priority, formulae: [input1.replace(/^=/, '')], style };
  const formula = conditionFormula(cf.condition, topLeft);
  return formula === undefined ? undefined : { type: 'expression', priority, formulae: [formula], style };
}

/** A cellIs equal / notEqual rule whose limit is a quoted string: our text is / is not. */
function textEquality(type: ConditionType, formulae: readonly unknown[]): ImportedCondition['condition'] | undefined {
  if (type !== 'number_equal' && type !== 'number_not_equal') return undefined;
  const quoted = /^"((?:[^"]|"")*)"$/.exec(String(formulae[0] ?? '').trim());
  return quoted ? { type: type === 'number_equal' ? 'text_is' : 'text_is_not', input1: quoted[1].replace(/""/g, '"') } : undefined;
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

/** The searched text of a text rule, which Excel files keep only inside the rule's formula. */
function quotedText(formula: unknown): string {
  const match = /"((?:[^"]|"")*)"/.exec(String(formula ?? ''));
  return match ? match[1].replace(/""/g, '"') : '';
}
