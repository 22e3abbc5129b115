import { describe, expect, it } from 'vitest';
import { dateToSerial } from '../../../../../plugins/workbook/dates.js';
import { ERRORS, type Value } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';
import { near } from './near.js';

const d = dateToSerial;

describe('coupon dates (Excel documentation example)', () => {
  const args = [d(2011, 1, 25), d(2011, 11, 15), 2, 1];
  it.each<[string, number]>([
    ['COUPDAYBS', 71],
    ['COUPDAYS', 181],
    ['COUPDAYSNC', 110],
    ['COUPNCD', d(2011, 5, 15)],
    ['COUPNUM', 2],
    ['COUPPCD', d(2010, 11, 15)],
  ])('%s', (name, expected) => {
    expect(call(name, args)).toBe(expected);
  });

  it('30/360 counts months as 30 days', () => {
    expect(call('COUPDAYBS', [d(2011, 1, 25), d(2011, 11, 15), 2, 0])).toBe(70);
    expect(call('COUPDAYS', [d(2011, 1, 25), d(2011, 11, 15), 2, 0])).toBe(180);
    expect(call('COUPDAYSNC', [d(2011, 1, 25), d(2011, 11, 15), 2, 0])).toBe(110);
    expect(call('COUPDAYS', [d(2011, 1, 25), d(2011, 11, 15), 4, 3])).toBe(91.25);
  });

  it('keeps month-end maturities at month end', () => {
    expect(call('COUPPCD', [d(2011, 3, 15), d(2011, 8, 31), 2])).toBe(d(2011, 2, 28));
    expect(call('COUPNCD', [d(2011, 3, 15), d(2011, 8, 31), 2])).toBe(d(2011, 8, 31));
  });

  it.each<[Value[], Value]>([
    [[d(2011, 11, 15), d(2011, 1, 25), 2], ERRORS.NUM],
    [[d(2011, 1, 25), d(2011, 11, 15), 3], ERRORS.NUM],
    [[d(2011, 1, 25), d(2011, 11, 15), 2, 5], ERRORS.NUM],
    [['x', d(2011, 11, 15), 2], ERRORS.VALUE],
  ])('COUPNUM(%j) is an error', (args, expected) => {
    expect(call('COUPNUM', args)).toEqual(expected);
  });
});

describe('securities (Excel documentation examples)', () => {
  it.each<[string, Value[], number, number?]>([
    ['ACCRINT', [d(2008, 3, 1), d(2008, 8, 31), d(2008, 5, 1), 0.1, 1000, 2, 0], 16.666666667, 9],
    ['ACCRINT', [d(2008, 3, 5), d(2008, 8, 31), d(2008, 5, 1), 0.1, 1000, 2, 0, false], 15.55555556, 8],
    ['ACCRINTM', [d(2008, 4, 1), d(2008, 6, 15), 0.1, 1000, 3], 20.54794521, 8],
    ['DISC', [d(2018, 1, 25), d(2018, 6, 15), 97.975, 100, 1], 0.052420213, 9],
    ['INTRATE', [d(2008, 2, 15), d(2008, 5, 15), 1000000, 1014420, 2], 0.05768],
    ['RECEIVED', [d(2008, 2, 15), d(2008, 5, 15), 1000000, 0.0575, 2], 1014584.654, 3],
    ['PRICEDISC', [d(2008, 2, 16), d(2008, 3, 1), 0.0525, 100, 2], 99.79583333, 8],
    ['YIELDDISC', [d(2008, 2, 16), d(2008, 3, 1), 99.795, 100, 2], 0.052822572, 9],
    ['PRICEMAT', [d(2008, 2, 15), d(2008, 4, 13), d(2007, 11, 11), 0.061, 0.061, 0], 99.98449888, 8],
    ['YIELDMAT', [d(2008, 3, 15), d(2008, 11, 3), d(2007, 11, 8), 0.0625, 100.0123, 0], 0.060954334, 9],
    ['TBILLPRICE', [d(2008, 3, 31), d(2008, 6, 1), 0.09], 98.45],
    ['TBILLYIELD', [d(2008, 3, 31), d(2008, 6, 1), 98.45], 0.091417, 6],
    ['TBILLEQ', [d(2008, 3, 31), d(2008, 6, 1), 0.0914], 0.094151, 6],
    ['PRICE', [d(2008, 2, 15), d(2017, 11, 15), 0.0575, 0.065, 100, 2, 0], 94.63436, 5],
    ['YIELD', [d(2008, 2, 15), d(2016, 11, 15), 0.0575, 95.04287, 100, 2, 0], 0.065, 7],
    ['DURATION', [d(2018, 7, 1), d(2048, 1, 1), 0.08, 0.09, 2, 1], 10.9191453, 7],
    ['ODDLPRICE', [d(2008, 2, 7), d(2008, 6, 15), d(2007, 10, 15), 0.0375, 0.0405, 100, 2, 0], 99.87828601, 8],
    ['ODDLYIELD', [d(2008, 4, 20), d(2008, 6, 15), d(2007, 12, 24), 0.0375, 99.875, 100, 2, 0], 0.0451922356291692],
    ['ODDFPRICE', [d(2008, 11, 11), d(2021, 3, 1), d(2008, 10, 15), d(2009, 3, 1), 0.0785, 0.0625, 100, 2, 1], 113.597717474079],
    ['ODDFYIELD', [d(2008, 11, 11), d(2021, 3, 1), d(2008, 10, 15), d(2009, 3, 1), 0.0575, 84.5, 100, 2, 0], 0.0772, 4],
    ['MDURATION', [d(2008, 1, 1), d(2016, 1, 1), 0.08, 0.09, 2, 1], 5.73567, 5],
  ])('%s(%j)', (name, args, expected, decimals) => {
    near(call(name, args), expected, decimals);
  });

  it('TBILLEQ past half a year solves the semi-annual equivalence', () => {
    const days = d(2009, 3, 1) - d(2008, 3, 31);
    const r = call('TBILLEQ', [d(2008, 3, 31), d(2009, 3, 1), 0.0914]) as number;
    const price = 100 * (1 - (0.0914 * days) / 360);
    near(price * (1 + r / 2) * (1 + (days / 365 - 0.5) * r), 100);
  });

  it('YIELD inverts PRICE', () => {
    const args = [d(2010, 3, 1), d(2025, 9, 30), 0.04, 0.057, 100, 4, 1];
    const price = call('PRICE', args) as number;
    near(call('YIELD', [args[0], args[1], 0.04, price, 100, 4, 1]), 0.057);
  });

  it('YIELD with one coupon left uses the closed form', () => {
    const price = call('PRICE', [d(2020, 1, 10), d(2020, 5, 15), 0.05, 0.04, 100, 2, 0]) as number;
    near(call('YIELD', [d(2020, 1, 10), d(2020, 5, 15), 0.05, price, 100, 2, 0]), 0.04);
  });

  it.each<[string, Value[], Value]>([
    ['DISC', [d(2018, 6, 15), d(2018, 1, 25), 97.975, 100], ERRORS.NUM],
    ['DISC', [d(2018, 1, 25), d(2018, 6, 15), 0, 100], ERRORS.NUM],
    ['DISC', [d(2018, 1, 25), d(2018, 6, 15), 97, 100, 7], ERRORS.NUM],
    ['TBILLPRICE', [d(2008, 3, 31), d(2009, 6, 1), 0.09], ERRORS.NUM],
    ['PRICE', [d(2008, 2, 15), d(2017, 11, 15), -0.01, 0.065, 100, 2], ERRORS.NUM],
    ['PRICE', [d(2008, 2, 15), d(2017, 11, 15), 0.05, 0.065, 100, 3], ERRORS.NUM],
    ['ACCRINT', [d(2008, 3, 1), d(2008, 8, 31), d(2008, 5, 1), 0.1, 1000, 3], ERRORS.NUM],
  ])('%s(%j) is %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });
});
