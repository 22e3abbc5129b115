import { describe, expect, it } from 'vitest';
import { displayText } from '../../../../plugins/formulas/number-format/display-text.js';
import { ERRORS } from '../../../../plugins/formulas/values.js';
import type { Cell } from '../../../../plugins/workbook/model/cell.js';

const formatted = (format: string): Cell => ({ data: { type: 'NUMBER', format } });

describe('displayText', () => {
  it('shows a number through its cell\'s format, with the section colour', () => {
    expect(displayText(-1234.5, formatted('#,##0.00;[Red](#,##0.00)'))).toEqual({ text: '(1,234.50)', numeric: true, error: false, color: 'red' });
    expect(displayText(0.75, formatted('h:mm a/p')).text).toBe('6:00 p');
  });

  it('shows General without a format, and text, booleans and errors as they are', () => {
    expect(displayText(1 / 3, undefined).text).toBe('0.333333333');
    expect(displayText('abc', formatted('0.00')).text).toBe('abc');
    expect(displayText(true, undefined).text).toBe('TRUE');
    expect(displayText(ERRORS.NA, undefined)).toEqual({ text: '#N/A', numeric: false, error: true });
  });

  it('fills a cell with # for a date its format cannot show, as Excel does', () => {
    expect(displayText(-1, formatted('m/d/yyyy')).text).toBe('########');
    expect(displayText(2958466, formatted('m/d/yyyy')).text).toBe('########');
  });

  it('shows dates in the workbook\'s date system', () => {
    expect(displayText(0, formatted('m/d/yyyy'), { dateSystem: 1904 }).text).toBe('1/1/1904');
    expect(displayText(-0.5, formatted('[h]:mm'), { dateSystem: 1904 }).text).toBe('-12:00');
  });

  it('shows the raw value when the format is invalid', () => {
    expect(displayText(12.5, formatted('bad[[')).text).toBe('12.5');
  });
});
