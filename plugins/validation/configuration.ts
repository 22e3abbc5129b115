import { findSheet } from '../names/index.js';
import { tokenize } from '../formulas/parser/index.js';
import {
  type CellValidation, readDateText, readNumberText, type ValidationType, type Workbook,
} from '../workbook/index.js';

/** SPEC section 5: what the form says when a validation's inputs are missing or wrong. */
export const CONFIGURATION_MESSAGES = {
  listItems: 'Enter list items above',
  range: 'Enter valid range above',
  namedRange: 'Enter valid named range above',
  noNamedRanges: 'Add some named ranges first.',
  numbers: 'Enter valid numbers above',
  dates: 'Enter valid dates above',
  text: 'Enter some text above',
} as const;

/** Shown above a configuration error (SPEC section 5). */
export const MISSING_INFORMATION = 'Missing information';

/** What each type asks for: no input, one, or two (between and not between). */
export function inputCount(type: ValidationType): 0 | 1 | 2 {
  if (type === 'checkbox') return 0;
  return type.endsWith('_between') ? 2 : 1;
}

/** The input kind of SPEC section 5 (string, number, text, date, range, namedrange) a type's inputs take. */
export function inputKind(type: ValidationType): 'none' | 'string' | 'number' | 'date' | 'text' | 'range' | 'namedrange' {
  if (type === 'checkbox') return 'none';
  if (type === 'list_input') return 'string';
  if (type === 'list_range') return 'range';
  if (type === 'list_named_range') return 'namedrange';
  return type.split('_')[0] as 'number' | 'date' | 'text';
}

const blank = (text: string | undefined): boolean => (text ?? '').trim() === '';

function isRangeText(text: string, workbook: Workbook): boolean {
  const trimmed = text.trim().replace(/^=/, '');
  const tokens = tokenize(`=${trimmed}`).filter((token) => token.kind !== 'op');
  const ref = tokens.length === 1 && tokens[0].kind === 'ref' ? tokens[0].ref : undefined;
  return ref !== undefined && (ref.sheet === undefined || findSheet(workbook, ref.sheet) !== undefined);
}

/**
 * The configuration error of a validation (SPEC section 5), or undefined when its inputs can be used.
 * The form shows it under 'Missing information' and saves nothing until it is fixed.
 */
export function configurationError(validation: CellValidation, workbook: Workbook): string | undefined {
  const inputs = [validation.input1, validation.input2].slice(0, inputCount(validation.type));
  switch (inputKind(validation.type)) {
    case 'none':
      return undefined;
    case 'string':
      return validation.input1?.split(',').some((item) => item.trim() !== '') ? undefined : CONFIGURATION_MESSAGES.listItems;
    case 'range':
      return !blank(validation.input1) && isRangeText(validation.input1 ?? '', workbook) ? undefined : CONFIGURATION_MESSAGES.range;
    case 'namedrange': {
      const ranges = Object.values(workbook.namedRangesById);
      if (ranges.length === 0) return CONFIGURATION_MESSAGES.noNamedRanges;
      const wanted = (validation.input1 ?? '').trim().toLowerCase();
      return ranges.some((range) => !range.invalid && range.name.toLowerCase() === wanted) ? undefined : CONFIGURATION_MESSAGES.namedRange;
    }
    case 'number':
      return inputs.every((input) => !blank(input) && readNumberText((input ?? '').trim()) !== undefined) ? undefined : CONFIGURATION_MESSAGES.numbers;
    case 'date':
      return inputs.every((input) => !blank(input) && readDateText((input ?? '').trim()) !== undefined) ? undefined : CONFIGURATION_MESSAGES.dates;
    case 'text':
      return blank(validation.input1) ? CONFIGURATION_MESSAGES.text : undefined;
  }
}
