import { describe, expect, it } from 'vitest';
import type { EagerFunction } from '../../../../../plugins/formulas/function-definition.js';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { call, fn, testContext } from '../call.js';
import { show, table } from './table.js';

describe('TEXT', () => {
  table([
    ['TEXT', [1234.5, '#,##0.00'], '1,234.50'],
    ['TEXT', [1234.567, '$#,##0.00'], '$1,234.57'],
    ['TEXT', [45292, 'yyyy-mm-dd'], '2024-01-01'],
    ['TEXT', [45292, 'mmm d, yyyy'], 'Jan 1, 2024'],
    ['TEXT', [45292, 'dddd'], 'Monday'],
    ['TEXT', [0.285, '0%'], '29%'],
    ['TEXT', [0.285, '0.0%'], '28.5%'],
    ['TEXT', [1.5, '[h]:mm'], '36:00'],
    ['TEXT', [0.75, 'h:mm AM/PM'], '6:00 PM'],
    ['TEXT', [12200000, '0.00E+00'], '1.22E+07'],
    ['TEXT', [1234, '0000000'], '0001234'],
    ['TEXT', [4.34, '# ?/?'], '4 1/3'],
    ['TEXT', [3.14159, '0.00'], '3.14'],
    ['TEXT', [-3.14159, '0.00'], '-3.14'],
    ['TEXT', ['1234.5', '0.0'], '1234.5'],
    ['TEXT', ['1/2/2024', 'yyyy'], '2024'],
    ['TEXT', ['hello', '0.00'], 'hello'],
    ['TEXT', ['hello', '0;0;0;"<"@">"'], '<hello>'],
    ['TEXT', [true, '0'], 'TRUE'],
    ['TEXT', [null, '0.00'], '0.00'],
    ['TEXT', [5, ''], ''],
    ['TEXT', [-1, 'yyyy-mm-dd'], '#VALUE!'],
    ['TEXT', [1, 'bad[['], '#VALUE!'],
    ['TEXT', [ERRORS.NA, '0'], '#N/A'],
    ['TEXT', [1, ERRORS.REF], '#REF!'],
  ]);

  describe('Microsoft\'s examples of the TEXT function', () => {
    table([
      ['TEXT', [1234.567, '$#,##0.00'], '$1,234.57'],
      ['TEXT', [45000, 'MM/DD/YY'], '03/15/23'],
      ['TEXT', [45000, 'DDDD'], 'Wednesday'],
      ['TEXT', [45000 + 13 / 24 + 29 / 1440, 'H:MM AM/PM'], '1:29 PM'],
      ['TEXT', [0.285, '0.0%'], '28.5%'],
      ['TEXT', [4.34, '# ?/?'], '4 1/3'],
      ['TEXT', [0.34, '# ?/?'], ' 1/3'],
      ['TEXT', [12200000, '0.00E+00'], '1.22E+07'],
      ['TEXT', [1234567898, '[<=9999999]###-####;(###) ###-####'], '(123) 456-7898'],
      ['TEXT', [1234, '0000000'], '0001234'],
      ['TEXT', [123456, "##0° 00' 00''"], "12° 34' 56''"],
      // "MM" alone is the month; with HH or SS it is minutes
      ['TEXT', [45000 + 13 / 24 + 29 / 1440, 'MM'], '03'],
      ['TEXT', [45000 + 13 / 24 + 29 / 1440, 'HH:MM'], '13:29'],
      ['TEXT', [45000 + 13 / 24 + 29 / 1440 + 5 / 86400, 'MM:SS'], '29:05'],
      ['TEXT', [45000 + 13 / 24 + 29 / 1440, 'dd/mm/yyyy hh:mm'], '15/03/2023 13:29'],
    ]);
  });

  describe('format codes', () => {
    table([
      ['TEXT', [12345, '##0.0E+0'], '12.3E+3'],
      ['TEXT', [1234, '0.0e+0'], '1.2E+3'],
      ['TEXT', [0.3, '?/8'], '2/8'],
      ['TEXT', [3.14159, '# ??/??'], '3  1/7 '],
      ['TEXT', [2.75, '[h]:mm:ss'], '66:00:00'],
      ['TEXT', [0.5, '[m]'], '720'],
      ['TEXT', [0.0123456, '[mm]:ss.00'], '17:46.66'],
      ['TEXT', [0.75, 'h:mm am/pm'], '6:00 PM'],
      ['TEXT', [0.75, 'h:mm a/p'], '6:00 p'],
      ['TEXT', [5, '"Total: "0'], 'Total: 5'],
      ['TEXT', [5, '$0_)'], '$5 '],
      ['TEXT', [5, '*-0'], '5'],
      ['TEXT', [12.5, '??0.0??'], ' 12.5  '],
      ['TEXT', [1234567, '#,##0,'], '1,235'],
      ['TEXT', [123456789, '0.0,,"M"'], '123.5M'],
      ['TEXT', [50, '[Red][<=100]0;[Blue][>100]0'], '50'],
      ['TEXT', [-5, '0;(0);"zero";"text"'], '(5)'],
      ['TEXT', [0, '0;(0);"zero";"text"'], 'zero'],
      ['TEXT', ['abc', '0;(0);"zero";@"!"'], 'abc!'],
      ['TEXT', [60, 'yyyy-mm-dd'], '1900-02-29'],
      ['TEXT', [2958465, 'dd/mm/yyyy'], '31/12/9999'],
    ]);
  });

  describe('dates it cannot show are #VALUE!', () => {
    table([
      ['TEXT', [2958466, 'm/d/y'], '#VALUE!'],
      ['TEXT', [2958466, 'dddd/mmmm/yyyyy'], '#VALUE!'],
      ['TEXT', [-1, 'yyyy'], '#VALUE!'],
      ['TEXT', [-0.5, '[h]:mm'], '#VALUE!'],
      ['TEXT', [-0.5, 'h:mm;@'], '#VALUE!'],
      ['TEXT', [-45000, '0.00;yyyy'], '#VALUE!'],
      ['TEXT', [-45000, 'yyyy;0.00'], '45000.00'],
    ]);
  });

  it('formats in the workbook\'s 1904 date system when the context says so', () => {
    const in1904 = testContext({ dateSystem: 1904 });
    expect(call('TEXT', [0, 'yyyy-mm-dd'], in1904)).toBe('1904-01-01');
    expect(call('TEXT', [-0.25, 'h:mm'], in1904)).toBe('-6:00');
    expect(call('TEXT', [-1.5, '[h]:mm'], in1904)).toBe('-36:00');
    expect(show(call('TEXT', [2957004, 'yyyy'], in1904))).toBe('#VALUE!');
    // date text is a date of the workbook's system
    expect(call('TEXT', ['3/15/2023', 'yyyy-mm-dd'], in1904)).toBe('2023-03-15');
    expect(call('TEXT', ['3/15/2023', '0'], in1904)).toBe('43538');
  });

  // How fast TEXT formats them (a cached compiled pattern) is the bench's formulas.text-20k.
  it('formats 20k numbers with "0.00"', () => {
    const text = fn('TEXT') as EagerFunction;
    const ctx = testContext();
    const values = Array.from({ length: 20_000 }, (_, i) => i * 1.5);
    const wrong = values.find((value) => text.call([value, '0.00'], ctx) !== value.toFixed(2));
    expect(wrong, `formats ${wrong}`).toBeUndefined();
  });
});

describe('FIXED, DOLLAR', () => {
  table([
    ['FIXED', [1234.567, 1], '1,234.6'],
    ['FIXED', [1234.567, -1], '1,230'],
    ['FIXED', [-1234.567, -1, true], '-1230'],
    ['FIXED', [44.332], '44.33'],
    ['FIXED', [1.005, 2], '1.01'],
    ['FIXED', [-0.001, 2], '0.00'],
    ['FIXED', [1234567, 0], '1,234,567'],
    ['FIXED', [1, 128], '#VALUE!'],
    ['FIXED', [1234, -1e300], '0'],
    ['FIXED', [1e21, 0], '1,000,000,000,000,000,000,000'],
    ['FIXED', [1e-300, 2], '0.00'],
    ['FIXED', [123.456, 100], '123.456' + '0'.repeat(97)],
    ['FIXED', ['x'], '#VALUE!'],
    ['DOLLAR', [1234.567, 2], '$1,234.57'],
    ['DOLLAR', [1234.567, -2], '$1,200'],
    ['DOLLAR', [-1234.567, -2], '($1,200)'],
    ['DOLLAR', [-0.123, 4], '($0.1230)'],
    ['DOLLAR', [99.888], '$99.89'],
    ['DOLLAR', [0], '$0.00'],
  ]);
});

describe('VALUE, NUMBERVALUE', () => {
  table([
    ['VALUE', ['$1,000'], 1000],
    ['VALUE', ['(1,000)'], -1000],
    ['VALUE', ['($12.50)'], -12.5],
    ['VALUE', ['(-1)'], '#VALUE!'],
    ['VALUE', ['2024-01-02T06:00:00Z'], 45293.25],
    ['VALUE', ['16:48:00'], 0.7],
    ['VALUE', ['12:00 PM'], 0.5],
    ['VALUE', ['1/2/2024'], 45293],
    ['VALUE', ['2024-01-02'], 45293],
    ['VALUE', ['50%'], 0.5],
    ['VALUE', [' 12 '], 12],
    ['VALUE', ['1e3'], 1000],
    ['VALUE', [42], 42],
    ['VALUE', [null], 0],
    ['VALUE', ['abc'], '#VALUE!'],
    ['VALUE', [''], '#VALUE!'],
    ['VALUE', [true], '#VALUE!'],
    ['VALUE', [ERRORS.NUM], '#NUM!'],
    ['NUMBERVALUE', ['2.500,27', ',', '.'], 2500.27],
    ['NUMBERVALUE', ['3.5%'], 0.035],
    ['NUMBERVALUE', ['3 000'], 3000],
    ['NUMBERVALUE', ['9%%'], 0.0009],
    ['NUMBERVALUE', [''], 0],
    ['NUMBERVALUE', ['1.2.3'], '#VALUE!'],
    ['NUMBERVALUE', ['1.2,3'], '#VALUE!'],
    ['NUMBERVALUE', ['abc'], '#VALUE!'],
    ['NUMBERVALUE', ['1,5', ',', ' '], 1.5],
    // The group separator '-' takes the exponent's sign away: 5E324 is past any number.
    ['NUMBERVALUE', ['5E-324', 'F', '-'], '#NUM!'],
    ['NUMBERVALUE', ['1E400'], '#NUM!'],
  ]);
});
