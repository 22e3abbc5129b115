import type { FilterCondition, FilterConditionType } from '../../../plugins/workbook/model/filter.js';

/** "Filter by condition" choices, in Sheets' order and wording. */
export const CONDITION_LABELS: Readonly<Record<FilterConditionType, string>> = {
  is_empty: 'Is empty',
  is_not_empty: 'Is not empty',
  text_contains: 'Text contains',
  text_not_contains: 'Text does not contain',
  text_begins_with: 'Text starts with',
  text_ends_with: 'Text ends with',
  text_is: 'Text is exactly',
  number_greater: 'Greater than',
  number_greater_equal: 'Greater than or equal to',
  number_less: 'Less than',
  number_less_equal: 'Less than or equal to',
  number_equal: 'Is equal to',
  number_not_equal: 'Is not equal to',
  number_between: 'Is between',
  number_not_between: 'Is not between',
};

/** How many values a condition takes (0 for the emptiness tests, 2 for the ranges). */
export function conditionInputs(type: FilterConditionType | ''): 0 | 1 | 2 {
  if (type === '' || type === 'is_empty' || type === 'is_not_empty') return 0;
  return type === 'number_between' || type === 'number_not_between' ? 2 : 1;
}

/** The condition the form describes, or undefined for "None". Unused inputs are not stored. */
export function conditionOf(type: FilterConditionType | '', input1: string, input2: string): FilterCondition | undefined {
  if (type === '') return undefined;
  const inputs = conditionInputs(type);
  return { type, ...(inputs >= 1 ? { input1 } : {}), ...(inputs === 2 ? { input2 } : {}) };
}
