import { describe, expect, it } from 'vitest';
import type { EagerFunction } from '../../../../../plugins/formulas/function-definition.js';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { fn, testContext } from '../call.js';
import { table } from './table.js';

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

  // A loose bound that only catches gross regressions (parallel test runs make timings noisy); the
  // benchmark measures the real figure.
  it('formats 20k numbers with "0.00" quickly (cached compiled pattern)', () => {
    const text = fn('TEXT') as EagerFunction;
    const ctx = testContext();
    for (let i = 0; i < 2000; i++) text.call([i * 1.5, '0.00'], ctx);
    const start = performance.now();
    for (let i = 0; i < 20_000; i++) text.call([i * 1.5, '0.00'], ctx);
    expect(performance.now() - start).toBeLessThan(1000);
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
  ]);
});
