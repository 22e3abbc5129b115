/**
 * How the comparisons of `comparisons.ts` are named to a person (Sheets' wording), in the order menus list
 * them. Conditional formats and the filter's conditions both offer them, each with its own prefix
 * (`number_greater`, `text_contains`...) and its own choices around them.
 */
export const NUMBER_TEST_LABELS = {
  greater: 'Greater than',
  greater_equal: 'Greater than or equal to',
  less: 'Less than',
  less_equal: 'Less than or equal to',
  equal: 'Is equal to',
  not_equal: 'Is not equal to',
  between: 'Is between',
  not_between: 'Is not between',
} as const;

export const TEXT_TEST_LABELS = {
  contains: 'Text contains',
  not_contains: 'Text does not contain',
  begins_with: 'Text starts with',
  ends_with: 'Text ends with',
  is: 'Text is exactly',
  is_not: 'Text is not',
} as const;

export const DATE_TEST_LABELS = {
  is: 'Date is',
  is_not: 'Date is not',
  before: 'Date is before',
  after: 'Date is after',
  between: 'Date is between',
  not_between: 'Date is not between',
} as const;

/** A label table with each key prefixed, order kept: `prefixed('number_', NUMBER_TEST_LABELS)`. */
export function prefixed<P extends string, K extends string>(prefix: P, labels: Readonly<Record<K, string>>): Record<`${P}${K}`, string> {
  return Object.fromEntries(Object.entries(labels).map(([key, label]) => [prefix + key, label])) as Record<`${P}${K}`, string>;
}
