import { format } from 'numfmt';
import { describe, expect, it } from 'vitest';
import { formatColorOf, formatGeneral, formatNumber, isDatePattern, isValidPattern } from '../../../../plugins/formulas/number-format/index.js';

describe('formatNumber', () => {
  it.each([
    ['#,##0.00', 1234.5, '1,234.50'],
    ['0.00', 1.005, '1.01'],
    ['0.00', -0.001, '0.00'],
    ['0', 2.5, '3'],
    ['0', -2.5, '-3'],
    ['0%', 0.256, '26%'],
    ['0.0%', -0.0125, '-1.3%'],
    ['#,##0', 1234567.49, '1,234,567'],
    ['yyyy-mm-dd', 45292, '2024-01-01'],
    ['mmm d, yyyy', 45292, 'Jan 1, 2024'],
    ['[h]:mm', 1.5, '36:00'],
    ['$#,##0.00', -1234.5, '-$1,234.50'],
    ['0.00E+0', 12345, '1.23E+4'],
    ['#/#', 0.75, '3/4'],
    ['0;-0;"zero";"t:"@', 'hi', 't:hi'],
    ['0.00', 1e20, '100000000000000000000.00'],
  ] as const)('%s of %s is %s', (pattern, value, expected) => {
    expect(formatNumber(pattern, value)).toBe(expected);
  });

  it('gives undefined for an invalid pattern', () => {
    expect(formatNumber('bad[[', 1)).toBeUndefined();
    expect(isValidPattern('bad[[')).toBe(false);
  });

  it('prints simple patterns exactly as numfmt does (fast path)', () => {
    const patterns = ['0', '0.0', '0.00', '0.000', '#,##0', '#,##0.00', '0%', '0.00%'];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(random() * 16 - 6);
      const value = (random() - 0.5) * magnitude;
      const rounded = i % 3 === 0 ? Math.round(value * 1000) / 1000 + 0.0005 : value;
      for (const p of patterns) expect(formatNumber(p, rounded), `${p} ${rounded}`).toBe(format(p, rounded));
    }
  });

  // How fast a simple pattern formats is the bench's formulas.format-number-20k.
  it('formats 20k values with a simple pattern', () => {
    const values = Array.from({ length: 20_000 }, (_, i) => i * 1.5);
    const wrong = values.find((value) => formatNumber('0.00', value) !== value.toFixed(2));
    expect(wrong, `formats ${wrong} as ${wrong === undefined ? '' : formatNumber('0.00', wrong)}`).toBeUndefined();
  });
});

describe('isDatePattern', () => {
  it.each([
    ['yyyy-mm-dd', true],
    ['h:mm AM/PM', true],
    ['[h]:mm:ss', true],
    ['#,##0.00', false],
    ['General', false],
  ] as const)('%s → %s', (pattern, expected) => expect(isDatePattern(pattern)).toBe(expected));
});

describe('formatGeneral', () => {
  it.each([
    [0.333333333333, '0.333333333'],
    [1234567890123, '1.23457E+12'],
    [1e-10, '1E-10'],
    [0.1 + 0.2, '0.3'],
    [42, '42'],
    [-7, '-7'],
    [12345678901, '12345678901'],
    [-1 / 3, '-0.333333333'], // the sign does not count toward the 11 characters
  ] as const)('%s → %s', (value, expected) => expect(formatGeneral(value)).toBe(expected));
});

describe('formatColorOf', () => {
  it('gives the section colour, or undefined', () => {
    expect(formatColorOf('[Green]0;[Red]-0', -3)).toBe('red');
    expect(formatColorOf('[Green]0;[Red]-0', 3)).toBe('green');
    expect(formatColorOf('0.00', 3)).toBeUndefined();
    expect(formatColorOf('bad[[', 3)).toBeUndefined();
  });
});
