import type { CellValidation, ValidationType } from '../workbook/index.js';

/** The default help texts, in the wording of SPEC section 5's examples ('Enter a number greater than {input1}'). */
const HELP_TEXTS: Readonly<Record<ValidationType, string>> = {
  checkbox: 'Enter TRUE or FALSE',
  list_input: 'Select a value from list {input1}',
  list_range: 'Select a value from range {input1}',
  list_named_range: 'Select a value from named range {input1}',
  number_greater: 'Enter a number greater than {input1}',
  number_greater_equal: 'Enter a number greater than or equal to {input1}',
  number_less: 'Enter a number less than {input1}',
  number_less_equal: 'Enter a number less than or equal to {input1}',
  number_between: 'Enter a number between {input1} and {input2}',
  number_not_between: 'Enter a number not between {input1} and {input2}',
  number_equal: 'Enter a number equal to {input1}',
  number_not_equal: 'Enter a number not equal to {input1}',
  date_before: 'Enter a date before {input1}',
  date_after: 'Enter a date after {input1}',
  date_between: 'Enter a date between {input1} and {input2}',
  date_not_between: 'Enter a date not between {input1} and {input2}',
  date_is: 'Enter the date {input1}',
  date_is_not: 'Enter a date other than {input1}',
  text_contains: 'Enter text that contains {input1}',
  text_not_contains: 'Enter text that does not contain {input1}',
  text_begins_with: 'Enter text that begins with {input1}',
  text_ends_with: 'Enter text that ends with {input1}',
  text_is: 'Enter text that is {input1}',
  text_is_not: 'Enter text that is not {input1}',
};

/** The help text a failed entry shows: the author's own when there is one, else the type's default. */
export function validationHelpText(validation: CellValidation): string {
  if (validation.helpText?.trim()) return validation.helpText;
  return HELP_TEXTS[validation.type].replace('{input1}', validation.input1 ?? '').replace('{input2}', validation.input2 ?? '');
}
