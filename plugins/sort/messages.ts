/** What a refused sort tells the person (the spec's wording for merges and arrays, adapted to sorting). */
export const SORT_MERGED_MESSAGE = 'A range that contains merged cells can not be sorted. Unmerge and try again.';
export const SORT_ARRAY_MESSAGE = 'You cannot sort a range that contains part of an array formula.';
export const SORT_NO_KEYS_MESSAGE = 'Choose at least one column to sort by.';
export const SORT_KEY_OUTSIDE_MESSAGE = 'Sort columns must be inside the range.';
export const SORT_ORDER_MESSAGE = 'The sort order does not match the range.';
