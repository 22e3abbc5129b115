import type ExcelJS from 'exceljs';
import type { CellValidation, ValidationType } from '../../workbook/index.js';

const NUMBER_OPERATORS: Record<string, ValidationType> = {
  between: 'number_between', notBetween: 'number_not_between', equal: 'number_equal', notEqual: 'number_not_equal',
  greaterThan: 'number_greater', greaterThanOrEqual: 'number_greater_equal', lessThan: 'number_less', lessThanOrEqual: 'number_less_equal',
};
const DATE_OPERATORS: Record<string, ValidationType> = {
  between: 'date_between', notBetween: 'date_not_between', equal: 'date_is', notEqual: 'date_is_not',
  greaterThan: 'date_after', lessThan: 'date_before', greaterThanOrEqual: 'date_after', lessThanOrEqual: 'date_before',
};
const NUMBER_BACK = Object.fromEntries(Object.entries(NUMBER_OPERATORS).map(([k, v]) => [v, k])) as Record<string, ExcelJS.DataValidationOperator>;
const DATE_BACK: Record<string, ExcelJS.DataValidationOperator> = { date_between: 'between', date_not_between: 'notBetween', date_is: 'equal', date_is_not: 'notEqual', date_after: 'greaterThan', date_before: 'lessThan' };

const text = (formula: unknown): string => String(formula ?? '').replace(/^=/, '');

/** Our validation from Excel's, or a reason it cannot be carried over. */
export function validationFromExcel(dv: ExcelJS.DataValidation, isName: (name: string) => boolean): CellValidation | string {
  const help = dv.prompt ? { helpText: dv.prompt, showHelpText: dv.showInputMessage ?? true } : {};
  const [first, rawSecond] = (dv.formulae ?? []).map(text);
  // Only range rules have a second operand; some programs write a placeholder for the others.
  const second = dv.operator === 'between' || dv.operator === 'notBetween' ? rawSecond : undefined;
  switch (dv.type) {
    case 'list': {
      if (first?.startsWith('"')) return { type: 'list_input', input1: first.slice(1, -1), ...help };
      if (first && isName(first)) return { type: 'list_named_range', input1: first, ...help };
      return { type: 'list_range', input1: first ?? '', ...help };
    }
    case 'whole':
    case 'decimal': {
      const type = NUMBER_OPERATORS[dv.operator ?? 'between'];
      return type ? { type, input1: first, ...(second !== undefined ? { input2: second } : {}), ...help } : `number rule "${dv.operator}"`;
    }
    case 'date': {
      const type = DATE_OPERATORS[dv.operator ?? 'between'];
      return type ? { type, input1: first, ...(second !== undefined ? { input2: second } : {}), ...help } : `date rule "${dv.operator}"`;
    }
    default:
      return `${dv.type} rules`;
  }
}

/** Excel's validation from ours; checkbox and text rules have no Excel equivalent and are skipped. */
export function validationToExcel(validation: CellValidation): ExcelJS.DataValidation | undefined {
  const prompt = validation.showHelpText && validation.helpText ? { showInputMessage: true, prompt: validation.helpText } : {};
  const formulae = [validation.input1, validation.input2].filter((v): v is string => v !== undefined && v !== '');
  const t = validation.type;
  if (t === 'list_input') return { type: 'list', allowBlank: true, formulae: [`"${validation.input1 ?? ''}"`], ...prompt };
  if (t === 'list_range' || t === 'list_named_range') return { type: 'list', allowBlank: true, formulae: [validation.input1 ?? ''], ...prompt };
  if (NUMBER_BACK[t]) return { type: 'decimal', operator: NUMBER_BACK[t], allowBlank: true, formulae, ...prompt };
  if (DATE_BACK[t]) return { type: 'date', operator: DATE_BACK[t], allowBlank: true, formulae, ...prompt };
  return undefined;
}
