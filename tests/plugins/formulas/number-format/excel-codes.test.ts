import { describe, expect, it } from 'vitest';
import { formatColorOf, formatNumber } from '../../../../plugins/formulas/number-format/index.js';

/**
 * Excel's number format codes, with the examples of Microsoft's pages "Number format codes", "Review
 * guidelines for customizing a number format" and "TEXT function" (en-US), and Excel's output where a
 * page only describes the rule.
 */
const HMS = (h: number, m: number, s: number) => (h * 3600 + m * 60 + s) / 86400;

function cases(rows: readonly (readonly [string, number | string, string])[]): void {
  it.each(rows)('%j shows %j as %j', (pattern, value, expected) => expect(formatNumber(pattern, value)).toBe(expected));
}

describe('digit placeholders: 0, # and ?', () => {
  cases([
    ['####.#', 1234.59, '1234.6'],
    ['#.000', 8.9, '8.900'],
    ['0.#', 0.631, '0.6'],
    ['#.0#', 12, '12.0'],
    ['#.0#', 1234.568, '1234.57'],
    ['0000000', 1234, '0001234'],
    ['#.##', 0.47, '.47'], // only # before the point: numbers below 1 start with the point
    ['#', 0, ''],
    ['00-00-00-00', 12345678, '12-34-56-78'],
  ]);

  describe('? pads with a space so that decimal points line up', () => {
    cases([
      ['???.???', 44.398, ' 44.398'],
      ['???.???', 102.65, '102.65 '],
      ['???.???', 2.8, '  2.8  '],
      ['0.0?', 8.9, '8.9 '],
      ['0.0?', 88.99, '88.99'],
      ['?', 0, ' '],
    ]);
  });
});

describe('thousands separator and scaling by thousands', () => {
  cases([
    ['#,###', 12000, '12,000'],
    ['#,', 12000, '12'],
    ['0.0,,', 12200000, '12.2'],
    ['#,##0,', 1234567, '1,235'],
    ['0.0,,"M"', 123456789, '123.5M'],
    ['#,##0.00', 1234567.891, '1,234,567.89'],
    ['#,##0', -1234.5, '-1,235'],
  ]);
});

describe('percentages', () => {
  cases([
    ['0.0%', 0.285, '28.5%'],
    ['0%', 0.256, '26%'],
    ['0.00%', -0.0125, '-1.25%'],
  ]);
});

describe('scientific notation: E+ E- e+ e-', () => {
  cases([
    ['0.00E+00', 12200000, '1.22E+07'],
    ['0.00E+00', 0.000012345, '1.23E-05'],
    ['0.0E+0', 12345, '1.2E+4'],
    ['0.00E-00', 12345, '1.23E04'], // E- shows a sign only for negative exponents
    ['0.00E-00', 0.000012345, '1.23E-05'],
    ['0.00E+00', -12200000, '-1.22E+07'],
    ['0E+0', 0, '0E+0'],
    // lower-case e is the same code (Microsoft lists "E- E+ e- e+")
    ['0.0e+0', 1234, '1.2E+3'],
    ['0.00e-00', 0.000123, '1.23E-04'],
  ]);

  describe('##0.0E+0 is engineering notation (exponents in multiples of 3)', () => {
    cases([
      ['##0.0E+0', 1, '1.0E+0'],
      ['##0.0E+0', 12, '12.0E+0'],
      ['##0.0E+0', 123, '123.0E+0'],
      ['##0.0E+0', 1234, '1.2E+3'],
      ['##0.0E+0', 12345, '12.3E+3'],
      ['##0.0E+0', 123456, '123.5E+3'],
      ['##0.0E+0', 1234567, '1.2E+6'],
      ['##0.0E+0', 0.00012345, '123.5E-6'],
      ['#0.0E+0', 12200000, '12.2E+6'],
    ]);
  });
});

describe('fractions', () => {
  cases([
    ['# ?/?', 4.34, '4 1/3'],
    ['# ?/?', 0.34, ' 1/3'], // Microsoft's example trims this leading space with TRIM
    ['# ?/?', 1.25, '1 1/4'],
    ['# ?/?', -1.2, '-1 1/5'],
    ['# ?/?', 5, '5    '], // a whole number keeps the fraction's width in spaces
    ['# ???/???', 5.25, '5   1/4  '],
    ['# ???/???', 5.3, '5   3/10 '],
    ['# ??/??', -12.34, '-12 17/50'],
    ['?/?', 0, '0/1'],
    ['#/#', 0.75, '3/4'],
    ['??/??', 12.3, '123/10'], // no integer part: an improper fraction
  ]);

  describe('a fixed denominator', () => {
    cases([
      ['?/8', 0.3, '2/8'], // rounded to eighths, not reduced
      ['# ?/8', 1.3, '1 2/8'],
      ['# ?/8', -12.34, '-12 3/8'],
      ['# ?/4', 123.45, '123 2/4'],
      ['# ??/16', 12.3, '12  5/16'],
      ['# ?/10', 1234.567, '1234 6/10'],
      ['# ??/100', 123.45, '123 45/100'],
      ['# ?/2', -1.2, '-1    '],
    ]);
  });
});

describe('text and spacing', () => {
  cases([
    ['$0.00" Surplus";$-0.00" Shortage"', 125.74, '$125.74 Surplus'],
    ['$0.00" Surplus";$-0.00" Shortage"', -125.74, '$-125.74 Shortage'],
    ['0 "km"', 5, '5 km'],
    ['\\$0', 5, '$5'],
    ['0\\%', 5, '5%'], // an escaped % is a character, not a percentage
    ['##0° 00\' 00\'\'', 123456, '12° 34\' 56\'\''],
    ['$#,##0.00', 1234.567, '$1,234.57'],
    ['(0)', 5, '(5)'],
    ['0_)', 5, '5 '], // _x: a space the width of x
    ['_(0_)', 5, ' 5 '],
    ['0*-', 5, '5'], // *x repeats x to fill the cell; TEXT (and a cell of unknown width) drop it
    ['**0', 5, '5'],
  ]);

  describe('the text section (@)', () => {
    cases([
      ['"gross receipts for "@', 'x', 'gross receipts for x'],
      ['0.00;-0.00;0.00;"text: "@', 'abc', 'text: abc'],
      ['0;-0;0;', 'abc', ''], // an empty text section hides text
      ['0.00', 'abc', 'abc'], // no text section: text as it is
      ['@', 5, '5'], // a text-only pattern shows numbers in General
      ['@@', 'ab', 'abab'],
    ]);
  });
});

describe('sections: positive;negative;zero;text', () => {
  cases([
    ['0;(0)', -5, '(5)'], // the negative section shows the number without its sign
    ['0;-0;"zero"', 0, 'zero'],
    ['0;(0)', 0, '0'], // two sections: zero uses the first
    ['0.00;;', -5, ''], // an empty section hides its numbers
    [';;;', 5, ''],
    ['#,##0;(#,##0);"-"', 0, '-'],
    ['"foo";"bar";"baz";"qux"', -1, 'bar'],
    ['"foo";"bar";"baz";"qux"', 'x', 'qux'],
  ]);

  describe('conditions', () => {
    cases([
      ['[Red][<=100];[Blue][>100]', 50, '50'], // sections without codes show General
      ['[Red][<=100];[Blue][>100]', 150, '150'],
      ['[Red][<=100]0;[Blue][>100]0', 50, '50'],
      ['[<=9999999]###-####;(###) ###-####', 8675309, '867-5309'],
      ['[<=9999999]###-####;(###) ###-####', 1234567898, '(123) 456-7898'],
      ['[>=1000]#,##0,"K";0', 1500, '2K'],
      ['[>=1000000]0.0,,"M";[>=1000]0.0,"K";0', 2500000, '2.5M'],
      ['[>=1000000]0.0,,"M";[>=1000]0.0,"K";0', 2500, '2.5K'],
      ['[>=1000000]0.0,,"M";[>=1000]0.0,"K";0', 25, '25'],
      ['[=1]"one";[=2]"two";"many"', 2, 'two'],
    ]);
  });

  it('gives each section its colour: the eight names and [ColorN]', () => {
    expect(formatColorOf('[Red][<=100]0;[Blue][>100]0', 50)).toBe('red');
    expect(formatColorOf('[Red][<=100]0;[Blue][>100]0', 150)).toBe('blue');
    expect(formatColorOf('[Green]0;[Magenta]-0;[Cyan]0;[Yellow]@', 0)).toBe('cyan');
    expect(formatColorOf('[Green]0;[Magenta]-0;[Cyan]0;[Yellow]@', 'x')).toBe('yellow');
    expect(formatColorOf('[Color10]0', 5)).toBe('#008000');
    expect(formatNumber('[Blue]0;[Red]0', -3)).toBe('3');
  });
});

describe('dates', () => {
  const date = 45000; // 2023-03-15, a Wednesday
  cases([
    ['m', date, '3'],
    ['mm', date, '03'],
    ['mmm', date, 'Mar'],
    ['mmmm', date, 'March'],
    ['mmmmm', date, 'M'],
    ['d', date, '15'],
    ['dd', 45001 - 14, '02'],
    ['ddd', date, 'Wed'],
    ['dddd', date, 'Wednesday'],
    ['yy', date, '23'],
    ['yyyy', date, '2023'],
    ['m/d/yyyy', date, '3/15/2023'],
    ['MM/DD/YY', date, '03/15/23'],
    ['mmmm d, yyyy', date, 'March 15, 2023'],
    ['d-mmm-yy', date, '15-Mar-23'],
    ['yyyy"年"m"月"d"日"', date, '2023年3月15日'],
    ['[$-409]mmmm d, yyyy;@', date, 'March 15, 2023'],
    ['[$-F800]dddd, mmmm dd, yyyy', date, 'Wednesday, March 15, 2023'], // the system's long date
  ]);

  describe('the 1900 date system: serial 1 is 1900-01-01 and 60 the 1900-02-29 Excel keeps from Lotus 1-2-3', () => {
    cases([
      ['yyyy-mm-dd', 0, '1900-01-00'],
      ['yyyy-mm-dd', 1, '1900-01-01'],
      ['dddd', 1, 'Sunday'],
      ['yyyy-mm-dd', 59, '1900-02-28'],
      ['yyyy-mm-dd', 60, '1900-02-29'],
      ['dddd', 60, 'Wednesday'],
      ['yyyy-mm-dd', 61, '1900-03-01'],
      ['dddd', 61, 'Thursday'],
      ['yyyy-mm-dd', 2958465, '9999-12-31'],
    ]);
  });
});

describe('times', () => {
  cases([
    ['h', HMS(4, 5, 6), '4'],
    ['hh', HMS(4, 5, 6), '04'],
    ['h:m', HMS(4, 5, 6), '4:5'],
    ['h:mm', HMS(4, 5, 6), '4:05'],
    ['h:mm:s', HMS(4, 5, 6), '4:05:6'],
    ['hh:mm:ss', HMS(16, 36, 3), '16:36:03'],
    ['mm:ss', HMS(0, 12, 34), '12:34'], // mm before ss is minutes
    ['h AM/PM', HMS(4, 0, 0), '4 AM'],
    ['h:mm AM/PM', HMS(16, 36, 0), '4:36 PM'],
    ['h:mm:ss A/P', HMS(16, 36, 3), '4:36:03 P'],
    ['h:mm:ss.00', HMS(16, 36, 3) + 0.75 / 86400, '16:36:03.75'],
    ['hh:mm AM/PM', 0, '12:00 AM'],
    ['h AM/PM', 0.5, '12 PM'],
    ['m/d/yyyy h:mm', 45000.5, '3/15/2023 12:00'],
  ]);

  describe('AM/PM in any case prints AM or PM; A/P prints the letter as written', () => {
    cases([
      ['h:mm am/pm', 0.75, '6:00 PM'],
      ['h:mm Am/Pm', 0.25, '6:00 AM'],
      ['h:mm a/p', 0.75, '6:00 p'],
      ['h:mm a/p', 0.25, '6:00 a'],
      ['h:mm A/p', 0.75, '6:00 p'],
      ['h:mma/p"m"', 0.75, '6:00pm'],
      ['a/p', 0.6, 'p'],
    ]);
  });

  describe('elapsed time: [h], [m], [s] count past 24 hours, 60 minutes and 60 seconds', () => {
    cases([
      ['[h]:mm', 1 + HMS(1, 2, 0), '25:02'],
      ['[h]:mm:ss', 1.5, '36:00:00'],
      ['[hh]:mm', HMS(3, 4, 0), '03:04'],
      ['[m]', 0.5, '720'],
      ['[mm]:ss', HMS(1, 3, 46), '63:46'],
      ['[ss]', HMS(1, 3, 46), '3826'],
      ['[s]', 1, '86400'],
      ['[mm]:ss.00', 0.0123456, '17:46.66'],
      ['[h]', 2.75, '66'],
    ]);
  });

  describe('a time is rounded to the second (or the decimals shown) before it is split', () => {
    cases([
      ['h:mm:ss', HMS(10, 30, 59) + 0.6 / 86400, '10:31:00'],
      ['h:mm', HMS(10, 30, 45), '10:30'], // minutes shown alone are not rounded
      ['h:mm:ss.0', HMS(10, 30, 59) + 0.96 / 86400, '10:31:00.0'],
      ['h:mm:ss.00', HMS(10, 30, 59) + 0.96 / 86400, '10:30:59.96'],
      ['[h]:mm:ss', 0.9999999, '24:00:00'],
      ['m/d/yyyy h:mm:ss', 45000 + HMS(23, 59, 59) + 0.6 / 86400, '3/16/2023 0:00:00'],
      ['m/d/yyyy', 45000 + HMS(23, 59, 59) + 0.6 / 86400, '3/15/2023'], // no time shown: the day it falls in
    ]);
  });
});
