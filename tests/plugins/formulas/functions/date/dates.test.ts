import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { call, col, testContext } from '../call.js';
import { show, table } from '../text/table.js';

describe('DATE, TIME, DATEVALUE, TIMEVALUE, EPOCHTODATE', () => {
  table([
    ['DATE', [2008, 1, 14], 39461],
    ['DATE', [2024, 1, 1], 45292],
    ['DATE', [108, 1, 2], 39449],
    ['DATE', [2008, 14, 2], 39846],
    ['DATE', [2008, 1, -15], 39432],
    ['DATE', [2008, -3, 1], 39326],
    ['DATE', [1900, 2, 29], 60],
    ['DATE', [1900, 3, 1], 61],
    ['DATE', [1900, 1, 0], 0],
    ['DATE', [2024.9, 2.9, 3.9], 45325],
    ['DATE', [-1, 1, 1], '#NUM!'],
    ['DATE', [10000, 1, 1], '#NUM!'],
    ['DATE', [1900, 1, -1], '#NUM!'],
    ['DATE', ['2024', '1', '1'], 45292],
    ['DATE', [2024, 1e300, 1], '#NUM!'],
    ['DATE', [2024, 1, 1e300], '#NUM!'],
    ['DATE', ['x', 1, 1], '#VALUE!'],
    ['TIME', [12, 0, 0], 0.5],
    ['TIME', [16, 48, 10], 0.700115741],
    ['TIME', [27, 0, 0], 0.125],
    ['TIME', [0, 750, 0], 0.520833333],
    ['TIME', [0, -1, 0], '#NUM!'],
    ['TIME', [1, -30, 0], 0.020833333],
    ['TIME', [40000, 0, 0], '#NUM!'],
    ['DATEVALUE', ['8/22/2011'], 40777],
    ['DATEVALUE', ['22-MAY-2011'], 40685],
    ['DATEVALUE', ['2011/02/23'], 40597],
    ['DATEVALUE', ['1/1/2024 10:30'], 45292],
    ['DATEVALUE', ['10:30'], 0],
    ['DATEVALUE', [45292], '#VALUE!'],
    ['DATEVALUE', ['abc'], '#VALUE!'],
    ['DATEVALUE', [ERRORS.NA], '#N/A'],
    ['TIMEVALUE', ['2:24 AM'], 0.1],
    ['TIMEVALUE', ['22-Aug-2011 6:35 AM'], 0.274305556],
    ['TIMEVALUE', ['1/1/2024'], 0],
    ['TIMEVALUE', [0.5], '#VALUE!'],
    ['EPOCHTODATE', [1655906710], 44734.586921296],
    ['EPOCHTODATE', [1655906710000, 2], 44734.586921296],
    ['EPOCHTODATE', [-1], '#NUM!'],
    ['EPOCHTODATE', [1, 4], '#NUM!'],
  ]);

  it('NOW and TODAY read the recalculation clock', () => {
    const ctx = testContext({ now: () => 45292.75 });
    expect(call('NOW', [], ctx)).toBe(45292.75);
    expect(call('TODAY', [], ctx)).toBe(45292);
  });
});

describe('YEAR, MONTH, DAY, HOUR, MINUTE, SECOND', () => {
  table([
    ['YEAR', [45292], 2024],
    ['YEAR', ['2024-05-01'], 2024],
    ['YEAR', [0], 1900],
    ['YEAR', [-1], '#NUM!'],
    ['YEAR', [2958466], '#NUM!'],
    ['YEAR', ['abc'], '#VALUE!'],
    ['MONTH', ['15-Apr-2011'], 4],
    ['MONTH', [60], 2],
    ['MONTH', [0], 1],
    ['DAY', [45292.7], 1],
    ['DAY', [60], 29],
    ['DAY', [61], 1],
    ['DAY', [0], 0],
    ['DAY', [2958465], 31],
    ['HOUR', [0.75], 18],
    ['HOUR', ['3:30:30 PM'], 15],
    ['HOUR', [45292.5], 12],
    ['HOUR', [0.99999999], 0],
    ['MINUTE', ['12:45:00 PM'], 45],
    ['MINUTE', [0.5 + 59.6 / 86400], 1],
    ['SECOND', ['4:48:18 PM'], 18],
    ['SECOND', [1 / 86400 - 1e-9], 1],
    ['SECOND', [-0.5], '#NUM!'],
  ]);
});

describe('WEEKDAY, WEEKNUM, ISOWEEKNUM', () => {
  table([
    ['WEEKDAY', [39492], 5],
    ['WEEKDAY', [39492, 2], 4],
    ['WEEKDAY', [39492, 3], 3],
    ['WEEKDAY', [45292], 2],
    ['WEEKDAY', [45292, 11], 1],
    ['WEEKDAY', [45292, 12], 7],
    ['WEEKDAY', [45292, 13], 6],
    ['WEEKDAY', [45292, 14], 5],
    ['WEEKDAY', [45292, 15], 4],
    ['WEEKDAY', [45292, 16], 3],
    ['WEEKDAY', [45292, 17], 2],
    ['WEEKDAY', [45292, 4], '#NUM!'],
    ['WEEKDAY', [1], 1],
    ['WEEKDAY', [0], 7],
    ['WEEKNUM', ['3/9/2012'], 10],
    ['WEEKNUM', ['3/9/2012', 2], 11],
    ['WEEKNUM', [45292], 1],
    ['WEEKNUM', [45298], 2],
    ['WEEKNUM', [45298, 2], 1],
    ['WEEKNUM', [45298, 17], 2],
    ['WEEKNUM', ['2021-01-01', 21], 53],
    ['WEEKNUM', ['2024-12-31'], 53],
    ['WEEKNUM', [45292, 3], '#NUM!'],
    ['ISOWEEKNUM', ['3/9/2012'], 10],
    ['ISOWEEKNUM', ['2021-01-01'], 53],
    ['ISOWEEKNUM', ['2024-12-30'], 1],
    ['ISOWEEKNUM', ['2026-12-31'], 53],
  ]);
});

describe('DAYS, DAYS360, EDATE, EOMONTH, DATEDIF, YEARFRAC', () => {
  table([
    ['DAYS', ['15-MAR-2021', '1-FEB-2021'], 42],
    ['DAYS', ['2021-12-31', '2021-01-01'], 364],
    ['DAYS', [45292, 45292.9], 0],
    ['DAYS', ['x', 1], '#VALUE!'],
    ['DAYS360', ['1/30/2011', '12/31/2011'], 330],
    ['DAYS360', ['1/1/2011', '1/31/2011'], 30],
    ['DAYS360', ['1/1/2011', '12/31/2011'], 360],
    ['DAYS360', ['1/1/2011', '12/31/2011', true], 359],
    ['DAYS360', ['2/28/2011', '3/31/2011'], 30],
    ['DAYS360', ['12/31/2011', '1/1/2011'], -359],
    // From the DAYS_DAYS360 book Excel saved: DAYS360 rounds a time to the nearest second before taking
    // the day (23:59:59.91 is the next day), DAYS truncates.
    ['DAYS360', [45992.000001, 46000.999999], 9],
    ['DAYS', [46000.999999, 45992.000001], 8],
    ['DAYS360', [45667.6875, 45670], 3],
    // End of February: a start on its last day counts as the 30th, an end there stays (2024-02-29 to 2025-02-28).
    ['DAYS360', [45351, 45716], 358],
    ['EDATE', ['1/15/2011', 1], 40589],
    ['EDATE', ['1/15/2011', -1], 40527],
    ['EDATE', ['1/15/2011', 2], 40617],
    ['EDATE', ['1/31/2011', 1], 40602],
    ['EDATE', ['3/31/2024', -1], 45351],
    ['EDATE', [45292.7, 0], 45292],
    ['EDATE', [1, -1], '#NUM!'],
    ['EDATE', [1, 1e300], '#NUM!'],
    ['EOMONTH', [1, -1e300], '#NUM!'],
    ['EOMONTH', ['1/1/2011', 1], 40602],
    ['EOMONTH', ['1/1/2011', -3], 40482],
    ['EOMONTH', ['2/10/2024', 0], 45351],
    ['EOMONTH', ['x', 1], '#VALUE!'],
    ['DATEDIF', ['2001-01-01', '2003-01-01', 'Y'], 2],
    ['DATEDIF', ['2001-06-01', '2002-08-15', 'D'], 440],
    ['DATEDIF', ['2001-06-01', '2002-08-15', 'YD'], 75],
    ['DATEDIF', ['2001-06-01', '2002-08-15', 'MD'], 14],
    ['DATEDIF', ['2001-06-01', '2002-08-15', 'YM'], 2],
    ['DATEDIF', ['2001-06-01', '2002-08-15', 'm'], 14],
    // Excel's documented MD quirk: the day is counted from "February 31" (March 2), giving -1.
    ['DATEDIF', ['2024-01-31', '2024-03-01', 'MD'], -1],
    ['DATEDIF', ['2024-01-31', '2024-02-29', 'M'], 0],
    ['DATEDIF', ['2003-01-01', '2001-01-01', 'Y'], '#NUM!'],
    ['DATEDIF', ['2001-01-01', '2003-01-01', 'W'], '#NUM!'],
    ['YEARFRAC', ['2012-01-01', '2012-07-30'], 0.580555556],
    ['YEARFRAC', ['2012-01-01', '2012-07-30', 1], 0.576502732],
    ['YEARFRAC', ['2012-01-01', '2012-07-30', 2], 0.586111111],
    ['YEARFRAC', ['2012-01-01', '2012-07-30', 3], 211 / 365],
    ['YEARFRAC', ['2012-01-01', '2012-07-30', 4], 0.580555556],
    ['YEARFRAC', ['2012-07-30', '2012-01-01'], 0.580555556],
    ['YEARFRAC', ['2006-01-01', '2008-12-31', 1], 2.997262774],
    ['YEARFRAC', ['2011-02-28', '2012-02-29', 0], 1],
    ['YEARFRAC', ['2011-02-28', '2011-03-31', 0], 31 / 360],
    ['YEARFRAC', ['2011-01-31', '2011-03-31', 0], 60 / 360],
    ['YEARFRAC', ['2011-01-30', '2011-03-31', 0], 60 / 360],
    ['YEARFRAC', ['2011-01-15', '2011-03-31', 0], 76 / 360],
    ['YEARFRAC', ['2011-12-15', '2012-03-01', 1], 77 / 366],
    ['YEARFRAC', ['2011-01-01', '2011-12-31', 1], 364 / 365],
    ['YEARFRAC', ['2012-01-01', '2012-07-30', 5], '#NUM!'],
  ]);
});

describe('NETWORKDAYS, NETWORKDAYS.INTL, WORKDAY, WORKDAY.INTL', () => {
  const holidays = col('2012-11-22', '2012-12-04', '2013-01-21');
  const holidays2006 = col('2006/1/2', '2006/1/16');
  table([
    ['NETWORKDAYS', ['2012-10-01', '2013-03-01'], 110],
    ['NETWORKDAYS', ['2012-10-01', '2013-03-01', '2012-11-22'], 109],
    ['NETWORKDAYS', ['2012-10-01', '2013-03-01', holidays], 107],
    ['NETWORKDAYS', ['2013-03-01', '2012-10-01'], -110],
    ['NETWORKDAYS', ['2024-01-06', '2024-01-07'], 0],
    ['NETWORKDAYS', ['2024-01-01', '2024-01-01'], 1],
    ['NETWORKDAYS', ['2012-10-01', '2013-03-01', col(ERRORS.NA)], '#N/A'],
    ['NETWORKDAYS.INTL', ['2006-01-01', '2006-01-31'], 22],
    ['NETWORKDAYS.INTL', ['2006-01-31', '2006-01-01'], -22],
    ['NETWORKDAYS.INTL', ['2006-01-01', '2006-02-01', 7, holidays2006], 22],
    ['NETWORKDAYS.INTL', ['2006-01-01', '2006-02-01', '0010001', holidays2006], 20],
    ['NETWORKDAYS.INTL', ['2006-01-01', '2006-02-01', 11], 27],
    ['NETWORKDAYS.INTL', ['2006-01-01', '2006-02-01', 8], '#NUM!'],
    ['NETWORKDAYS.INTL', ['2006-01-01', '2006-02-01', '1111111'], '#VALUE!'],
    ['NETWORKDAYS.INTL', ['2006-01-01', '2006-02-01', '011'], '#VALUE!'],
    ['WORKDAY', ['2008-10-01', 151], 39933],
    ['WORKDAY', ['2008-10-01', 151, col('2008-11-26', '2008-12-04', '2009-01-21')], 39938],
    ['WORKDAY', ['2024-01-08', -1], 45296],
    ['WORKDAY', ['2024-01-06', 0], 45297],
    ['WORKDAY', ['2024-01-05', 1.9], 45299],
    ['WORKDAY.INTL', ['2012-01-01', 30, 0], '#NUM!'],
    ['WORKDAY.INTL', ['2012-01-01', 90, 11], 41013],
    ['WORKDAY.INTL', ['2012-01-01', 30, 17], 40944],
    ['WORKDAY.INTL', ['2012-01-01', 5, '0000000'], 40914],
  ]);

  it('WORKDAY refuses a result past 9999-12-31', () => {
    expect(show(call('WORKDAY', [2958460, 100]))).toBe('#NUM!');
  });
});
