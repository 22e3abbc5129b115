import type { CellValidation, ValidationType } from '../../workbook/model/index.js';

/** How the criteria dropdown names each kind of validation (SPEC section 5's list). */
export const VALIDATION_LABELS: Readonly<Record<ValidationType, string>> = {
  checkbox: 'Checkbox',
  list_input: 'List of items',
  list_range: 'List from a range',
  list_named_range: 'List from a named range',
  number_greater: 'Number greater than',
  number_greater_equal: 'Number greater than or equal to',
  number_less: 'Number less than',
  number_less_equal: 'Number less than or equal to',
  number_between: 'Number between',
  number_not_between: 'Number not between',
  number_equal: 'Number equal to',
  number_not_equal: 'Number not equal to',
  date_before: 'Date before',
  date_after: 'Date after',
  date_between: 'Date between',
  date_not_between: 'Date not between',
  date_is: 'Date is',
  date_is_not: 'Date is not',
  text_contains: 'Text contains',
  text_not_contains: 'Text does not contain',
  text_begins_with: 'Text begins with',
  text_ends_with: 'Text ends with',
  text_is: 'Text is',
  text_is_not: 'Text is not',
};

/** The form's default: a list of typed items. */
export const NEW_VALIDATION: CellValidation = { type: 'list_input', input1: '' };

/** The labels of the inputs a type takes, by input kind. */
export function inputLabels(kind: string): [string, string] {
  switch (kind) {
    case 'string':
      return ['List items (comma-separated)', ''];
    case 'range':
      return ['Range of items', ''];
    case 'date':
      return ['Date', 'And date'];
    case 'number':
      return ['Number', 'And number'];
    default:
      return ['Text', ''];
  }
}
