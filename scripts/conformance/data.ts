/**
 * The reference data the conformance formulas read, on a sheet named Data (A1-based rows below):
 * A: numbers, B: words, C: mixed values, D: dates (serials), E:G a lookup table, I: sorted keys.
 */
export type DataValue = number | string | boolean | null;

export const DATA_SHEET = 'Data';

export const DATA_COLUMNS: Record<string, DataValue[]> = {
  A: [3, -1.5, 7, 0, 12.25, 4, 4, 9, -6, 100],
  B: ['apple', 'Banana', 'cherry', 'date', 'Elder berry', 'fig', 'grape', 'apple pie', 'kiwi', 'lemon'],
  C: [1, 'two', true, null, 5, '6', false, 8.5, '', 10],
  D: [45292, 45306, 45337, 45366, 45401, 45444, 45473, 45505, 45536, 45566],
  E: ['Key', 'north', 'south', 'east', 'west', 'centre'],
  F: ['Sales', 120, 95, 143, 88, 101],
  G: ['Region code', 'N', 'S', 'E', 'W', 'C'],
  I: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
};
