import { describe, expect, it } from 'vitest';
import { formatColorOf, formatValue, isDatePattern, isValidPattern, type FormatValue } from '../../../../plugins/formulas/number-format/index.js';

/** Patterns come from people and files: any string must format, or be refused as invalid, never throw. */
const PIECES = [
  'y', 'm', 'd', 'h', 's', 'a', 'p', '/', ':', '.', '0', '#', '?', ',', '%', 'E', 'e', '+', '-', '"', '\\', '_', '*', '[', ']',
  '$', ';', '@', ' ', 'A', 'M', 'P', 'b', 'g', 'B', '2', '<', '=', '>', '1', 'Red', 'General', 'am/pm', '[h]', '[mm]', '[$-409]',
  '[$-407]', '[$-F800]', '.00', 'AM/PM', 'A/P',
];
const VALUES: FormatValue[] = [0, 1.5, -2.25, 45000.3, 3e6, 'x', true];

describe('any pattern', () => {
  it('formats every value or is invalid, in both date systems', () => {
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const wrong: string[] = [];
    for (let i = 0; i < 1500; i++) {
      let pattern = '';
      for (let n = 1 + Math.floor(random() * 8); n > 0; n--) pattern += PIECES[Math.floor(random() * PIECES.length)];
      const valid = isValidPattern(pattern);
      isDatePattern(pattern);
      for (const value of VALUES) {
        formatColorOf(pattern, value);
        for (const dateSystem of [1900, 1904] as const) {
          if ((formatValue(pattern, value, { dateSystem }) === undefined) === valid) wrong.push(pattern);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
