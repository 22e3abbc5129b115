/**
 * The comparisons that data validation and conditional formats share (SPEC section 5): number tests with
 * one or two limits, date tests (dates are serial numbers, so each names the number test it amounts to),
 * and text tests. Each caller decides how values and limits are read and cased.
 */
export type Compare = (value: number, a: number, b: number) => boolean;

export const NUMBER_TESTS: Readonly<Record<string, { compare: Compare; limits: 1 | 2 }>> = {
  greater: { compare: (v, a) => v > a, limits: 1 },
  greater_equal: { compare: (v, a) => v >= a, limits: 1 },
  less: { compare: (v, a) => v < a, limits: 1 },
  less_equal: { compare: (v, a) => v <= a, limits: 1 },
  between: { compare: (v, a, b) => v >= Math.min(a, b) && v <= Math.max(a, b), limits: 2 },
  not_between: { compare: (v, a, b) => v < Math.min(a, b) || v > Math.max(a, b), limits: 2 },
  equal: { compare: (v, a) => v === a, limits: 1 },
  not_equal: { compare: (v, a) => v !== a, limits: 1 },
};

export const DATE_TESTS: Readonly<Record<string, string>> = { before: 'less', after: 'greater', between: 'between', not_between: 'not_between', is: 'equal', is_not: 'not_equal' };

export const TEXT_TESTS: Readonly<Record<string, (value: string, limit: string) => boolean>> = {
  contains: (v, l) => v.includes(l),
  not_contains: (v, l) => !v.includes(l),
  begins_with: (v, l) => v.startsWith(l),
  ends_with: (v, l) => v.endsWith(l),
  is: (v, l) => v === l,
  is_not: (v, l) => v !== l,
};
