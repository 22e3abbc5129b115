import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../plugins/formulas/number-format/index.js';
import { displayText } from '../../../../plugins/formulas/number-format/display-text.js';

describe('formats in a workbook of the 1904 date system', () => {
  it('shows a serial as the day it is in that system', () => {
    expect(formatNumber('yyyy-mm-dd', 0, { dateSystem: 1904 })).toBe('1904-01-01');
    expect(formatNumber('yyyy-mm-dd', 43844, { dateSystem: 1904 })).toBe('2024-01-15');
    expect(formatNumber('yyyy-mm-dd', 43844)).toBe('2020-01-14');
    expect(formatNumber('dddd d mmmm yyyy h:mm', 43844.5, { dateSystem: 1904 })).toBe('Monday 15 January 2024 12:00');
  });

  it('shows times of day and elapsed times as in the 1900 system, and numbers as numbers', () => {
    expect(formatNumber('[h]:mm', 1.5, { dateSystem: 1904 })).toBe('36:00');
    expect(formatNumber('[mm]:ss', 0.5, { dateSystem: 1904 })).toBe('720:00');
    expect(formatNumber('h:mm AM/PM', 0.75, { dateSystem: 1904 })).toBe('6:00 PM');
    expect(formatNumber('0.00', 43844, { dateSystem: 1904 })).toBe('43844.00');
    expect(formatNumber('"[h]" yyyy', 0, { dateSystem: 1904 })).toBe('[h] 1904');
  });

  it("is how a cell's value reads in the grid", () => {
    const cell = { value: 43844, data: { type: 'DATE' as const, format: 'm/d/yyyy' } };
    expect(displayText(43844, cell, { dateSystem: 1904 }).text).toBe('1/15/2024');
    expect(displayText(43844, cell).text).toBe('1/14/2020');
  });
});
