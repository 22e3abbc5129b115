import { format } from 'numfmt';
import { describe, expect, it } from 'vitest';
import { formatNumber, OVERFLOW_TEXT } from '../../../../plugins/formulas/number-format/index.js';

/**
 * Date and time sections are formatted here, not by numfmt; where Excel's rules do not differ (the 1900
 * system, dates from 1900-01-00 to 9999-12-31) both must print the same, quirks included.
 */
const PATTERNS = [
  'yyyy-mm-dd', 'm/d/yy', 'd-mmm-yy', 'mmmm d, yyyy', 'dddd', 'ddd d mmm', 'mmmmm', 'yy', 'yyy', 'yyyyy', 'e', 'b', 'bbbb',
  'd', 'dd', 'ddddd', 'aaa', 'aaaa', 'h:mm', 'hh:mm:ss', 'h:mm AM/PM', 'hh:mm:ss AM/PM', 'h AM/PM', 'h:mm:ss A/P', 'A/P h',
  '[h]:mm', '[hh]:mm:ss', '[m]', '[mm]:ss', '[s]', '[ss].00', '[mm]:ss.00', 'mm:ss', 'm:ss', 'mm:ss.0', 'h:mm:ss.00',
  'h:mm:ss.000', 'ss.0', 's.00', 'hh.000', 'hh .00', 'hh .00 .000', 'm/d/yy h:mm', 'dd/mm/yyyy hh:mm:ss',
  'yyyy-mm-dd\\Thh:mm:ss', 'mm dd ss', 's m', 'h m', 'm', 'mm', '[h] m', 'h:mm:mm', '[$-409]mmmm d, yyyy;@',
  '[$-F800]dddd, mmmm dd, yyyy', '[$-F400]h:mm:ss AM/PM', '[Red]dd/mm', '[$€-409] dd/mm', 'dd/mm*-', 'dd_)mm', '"Day "d',
  '\\d\\a\\y d', 'yyyy"年"m"月"d"日"', 'h "hrs" m "min"', '[h]"h"', 'hhh:mmm:sss', 'hh:mm:sss', 'mmm-yy', 'yyyy-mm-dd;@',
  'h:mm;@', '[h]:mm:ss;@', '0.00;yyyy', 'yyyy;0', '[<1]h:mm;yyyy-mm-dd', '[>=1]yyyy-mm-dd;h:mm', 'm/d/yyyy h:mm AM/PM', 'ggg e',
];

function values(): number[] {
  let seed = 11;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const out = [0, 1, 59, 60, 61, 0.5, 0.999999, 0.99999999, 1.5, 45000.75, 45000.999994, 45000.9999942, 2958465.5, 0.0000057, 1 / 86400, 0.70707];
  for (let i = 0; i < 40; i++) out.push(random() * 60000, Math.floor(random() * 2.9e6) + random(), random(), Math.round(random() * 86_400_000) / 86_400_000 + Math.floor(random() * 50000));
  return out;
}

describe('date sections agree with numfmt in the 1900 system', () => {
  it.each(PATTERNS)('%j', (pattern) => {
    for (const value of values()) {
      let expected: string;
      try {
        expected = format(pattern, value, { dateSpanLarge: false, dateErrorThrows: true });
      } catch {
        expected = OVERFLOW_TEXT;
      }
      expect(formatNumber(pattern, value), `${pattern} ${value}`).toBe(expected);
    }
  });
});
