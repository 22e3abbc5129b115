import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE, formatNumber, formatValue } from '../../../../plugins/formulas/number-format/index.js';

/**
 * The 1904 date system (Microsoft, "Date systems in Excel"): serial 0 is 1904-01-01, 1462 days after
 * the 1900 system's serial 0; there is no 1900-02-29 to skip. Negative dates and times show with a minus
 * sign (Microsoft's fix for negative times that show ######## in the 1900 system).
 */
const IN_1904 = { dateSystem: 1904 } as const;

describe('the 1904 date system', () => {
  it.each([
    ['yyyy-mm-dd', 0, '1904-01-01'],
    ['yyyy-mm-dd', 1, '1904-01-02'],
    ['dddd', 0, 'Friday'],
    ['m/d/yyyy', 43538, '3/15/2023'], // 45000 - 1462
    ['dddd', 43538, 'Wednesday'],
    ['yyyy-mm-dd', 2957003, '9999-12-31'],
    ['m/d/yyyy h:mm', 43538.75, '3/15/2023 18:00'],
  ] as const)('%j shows %s as %j', (pattern, value, expected) => expect(formatNumber(pattern, value, IN_1904)).toBe(expected));

  it('does not move times and elapsed time, which count from 0 in both systems', () => {
    expect(formatNumber('h:mm:ss', 0.75, IN_1904)).toBe('18:00:00');
    expect(formatNumber('[h]:mm', 1.5, IN_1904)).toBe('36:00');
    expect(formatNumber('[s]', 1, IN_1904)).toBe('86400');
  });

  it('shows negative dates and times with a minus sign', () => {
    expect(formatNumber('h:mm', -0.25, IN_1904)).toBe('-6:00');
    expect(formatNumber('[h]:mm', -1.5, IN_1904)).toBe('-36:00');
    expect(formatNumber('yyyy-mm-dd', -1, IN_1904)).toBe('-1904-01-02');
    expect(formatNumber('[h]:mm;[Red]-[h]:mm', -0.5, IN_1904)).toBe('-12:00'); // the negative section prints its own sign
  });

  it('cannot show a date past 9999-12-31', () => {
    expect(formatValue('yyyy-mm-dd', 2957004, IN_1904)).toBe(DATE_OUT_OF_RANGE);
  });

  it('leaves numbers alone', () => {
    expect(formatNumber('#,##0.00', 45000, IN_1904)).toBe('45,000.00');
    expect(formatNumber('General', -1, IN_1904)).toBe('-1');
  });

  it('is the 1900 system when not given', () => {
    expect(formatNumber('yyyy-mm-dd', 0)).toBe('1900-01-00');
    expect(formatNumber('yyyy-mm-dd', 0, { dateSystem: 1900 })).toBe('1900-01-00');
  });
});
