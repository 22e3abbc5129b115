import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE, formatNumber, formatValue, OVERFLOW_TEXT } from '../../../../plugins/formulas/number-format/index.js';

/**
 * Dates Excel cannot show: before 1900-01-00 in the 1900 date system (Microsoft KB 182247: a negative
 * date or time shows ########, elapsed time too) and after 9999-12-31 in either system. TEXT gives
 * #VALUE! for them, a cell shows ########.
 */
describe('dates and times out of range', () => {
  it.each([
    ['yyyy-mm-dd', -1],
    ['yyyy-mm-dd', -0.000001],
    ['h:mm', -0.25],
    ['[h]:mm', -0.5],
    ['[h]', -2],
    ['yyyy-mm-dd', 2958466], // 10000-01-01
    ['m/d/yy', 2958466],
    ['ddd--/--mmm--/++yyy', 2958466],
    ['yyyy-mm-dd hh:mm:ss', 2958465.99999999], // 9999-12-31 23:59:59.999 rounds to 10000-01-01
  ] as const)('%j cannot show %s', (pattern, value) => {
    expect(formatValue(pattern, value)).toBe(DATE_OUT_OF_RANGE);
    expect(formatNumber(pattern, value)).toBe(OVERFLOW_TEXT);
  });

  it.each([
    ['yyyy-mm-dd', 2958465, '9999-12-31'],
    ['yyyy-mm-dd hh:mm:ss', 2958465.99998, '9999-12-31 23:59:58'],
    ['yyyy-mm-dd', 2958465.99998, '9999-12-31'],
    ['yyyy-mm-dd', 0, '1900-01-00'],
  ] as const)('%j shows %s as %j', (pattern, value, expected) => expect(formatValue(pattern, value)).toBe(expected));

  it('limits only the section that shows the date', () => {
    expect(formatValue('yyyy;0.00', -45000)).toBe('45000.00'); // the negative section is a number's
    expect(formatValue('0.00;yyyy', -45000)).toBe(DATE_OUT_OF_RANGE);
    expect(formatValue('[<0]"before";yyyy', -1)).toBe('before');
  });

  it('refuses a negative date in a section of another language as well (numfmt formats it)', () => {
    expect(formatValue('[$-407]mmmm', 45000)).toBe('März');
    expect(formatValue('[$-407]mmmm', -1)).toBe(DATE_OUT_OF_RANGE);
  });
});
