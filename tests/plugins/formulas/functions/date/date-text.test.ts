import { describe, expect, it } from 'vitest';
import { toNumber } from '../../../../../plugins/formulas/coerce.js';
import { readDateText } from '../../../../../plugins/formulas/functions/date/date-text.js';
import '../../../../../plugins/formulas/functions/date/index.js';
import { dateToSerial } from '../../../../../plugins/workbook/dates.js';

describe('readDateText', () => {
  it.each([
    ['2024-01-02', 45293],
    ['2024/1/2', 45293],
    ['1/2/2024', 45293],
    ['01/02/2024', 45293],
    ['1/2/24', 45293],
    ['1/2/99', 36162],
    ['Jan 2024', 45292],
    ['January 2024', 45292],
    ['Jan 2 2024', 45293],
    ['jan 2, 2024', 45293],
    ['January 2, 2024', 45293],
    ['2 Jan 2024', 45293],
    ['2-Jan-2024', 45293],
    ['2-Jan-24', 45293],
    ['1/2/2024 13:30', 45293.5625],
    ['1/2/2024 1:30 PM', 45293.5625],
    ['2024-01-02 06:00:00', 45293.25],
    ['12:00 AM', 0],
    ['12:00 pm', 0.5],
    ['6:45:30', (6 * 3600 + 45 * 60 + 30) / 86400],
    ['25:00', 25 / 24],
    ['9 AM', 0.375],
    ['9pm', 0.875],
    ['1/2/2024 12 AM', 45293],
    ['2024-01-02T06:00:00Z', 45293.25],
    ['2024-01-02T06:00:00.250+02:00', 45293.25],
    ['2024-01-02T06:00', 45293.25],
  ] as const)('%s → %s', (text, serial) => {
    expect(readDateText(text)).toBeCloseTo(serial, 9);
  });

  it.each(['hello', '2/30/2024', '13/1/2024', '1/2/1899', '12:60', '13:00 PM', '1.5', '', 'Jan', '2024', '13 PM', '1/2/2024 9'])(
    'refuses %j',
    (text) => expect(readDateText(text)).toBeUndefined(),
  );

  it('reads M/D in the current year', () => {
    const year = new Date().getFullYear();
    expect(readDateText('3/4')).toBe(dateToSerial(year, 3, 4));
  });

  it('is registered with coercion, so date text works as a number', () => {
    expect(toNumber('1/2/2024')).toBe(45293);
    expect(toNumber('banana')).toMatchObject({ code: '#VALUE!' });
  });
});
