import { describe, expect, it } from 'vitest';
import { dateToSerial } from '../../../../../plugins/workbook/dates.js';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';
import { near } from './near.js';

const d = dateToSerial;

/** ACCRINT(issue, first_interest, settlement, rate, par, frequency, basis, calc_method). */
function accrint(issue: number, first: number, settlement: number, rate: number, par: number, frequency: number, basis: number, fromIssue = true) {
  return call('ACCRINT', [issue, first, settlement, rate, par, frequency, basis, fromIssue]);
}

// The figures are the values Excel saved in the accrint_cases book (../shared/excel-books), row by row.
describe('ACCRINT as Excel computes it', () => {
  it('counts the days from issue to settlement over the period length each basis gives', () => {
    const [issue, first, settlement] = [d(2021, 6, 1), d(2021, 12, 1), d(2021, 9, 1)];
    near(accrint(issue, first, settlement, 0.05, 1000, 2, 0), 12.5);
    near(accrint(issue, first, settlement, 0.05, 1000, 2, 1), 12.568306010928962);
    near(accrint(issue, first, settlement, 0.05, 1000, 2, 2), 12.777777777777777);
    near(accrint(issue, first, settlement, 0.05, 1000, 2, 3), 12.602739726027398);
    near(accrint(issue, first, settlement, 0.05, 1000, 2, 4), 12.5);
  });

  it('measures an issue before the settlement period by its own quasi-coupon period', () => {
    const [issue, first, settlement] = [d(2020, 12, 26), d(2021, 12, 1), d(2021, 3, 1)];
    near(accrint(issue, first, settlement, 0.025, 5000, 2, 0), 22.569444444444446);
    near(accrint(issue, first, settlement, 0.025, 5000, 2, 1), 22.494070137512765);
    near(accrint(issue, first, settlement, 0.025, 5000, 2, 3), 22.26027397260274);
  });

  it('adds one for each whole period between issue and settlement, none with calc_method FALSE', () => {
    const [issue, first, settlement] = [d(2019, 12, 1), d(2021, 12, 1), d(2021, 9, 1)];
    near(accrint(issue, first, settlement, 0.1, 1000, 2, 0), 175);
    near(accrint(issue, first, settlement, 0.1, 1000, 2, 0, false), 25);
    near(accrint(issue, first, settlement, 0.1, 1000, 2, 1), 175.13661202185793);
    near(accrint(issue, first, settlement, 0.1, 1000, 2, 1, false), 25.136612021857925);
  });

  it('is negative with calc_method FALSE when settlement comes before the period ending on first_interest', () => {
    const [issue, first, settlement] = [d(2020, 12, 1), d(2021, 12, 1), d(2021, 3, 1)];
    near(accrint(issue, first, settlement, 0.075, 100, 2, 0), 1.875);
    near(accrint(issue, first, settlement, 0.075, 100, 2, 0, false), -1.875);
    near(accrint(issue, first, settlement, 0.075, 100, 2, 1, false), -1.8852459016393444);
    near(accrint(issue, first, settlement, 0.075, 100, 2, 2, false), -1.9166666666666665);
  });

  it('with calc_method FALSE after first_interest, still accrues from issue, in one fraction', () => {
    const [issue, first, settlement] = [d(2021, 6, 1), d(2021, 12, 1), d(2022, 9, 1)];
    near(accrint(issue, first, settlement, 0.075, 100, 2, 0, false), 9.375);
    near(accrint(issue, first, settlement, 0.075, 100, 2, 2), 9.416666666666666);
    near(accrint(issue, first, settlement, 0.075, 100, 2, 2, false), 9.520833333333332);
    near(accrint(issue, first, settlement, 0.075, 100, 2, 1, false), 9.364754098360656);
  });

  it('keeps a month-end first_interest at month end', () => {
    const [issue, first, settlement] = [d(2020, 2, 29), d(2021, 2, 28), d(2020, 11, 15)];
    near(accrint(issue, first, settlement, 0.05, 1000, 2, 0), 35.41666666666667);
    near(accrint(issue, first, settlement, 0.05, 1000, 2, 1), 35.49723756906077);
    near(accrint(issue, first, settlement, 0.05, 1000, 2, 1, false), 10.497237569060774);
  });

  it('refuses a settlement on or before issue, a bad frequency or basis', () => {
    expect(accrint(d(2021, 6, 1), d(2021, 12, 1), d(2021, 6, 1), 0.05, 1000, 2, 0)).toEqual(ERRORS.NUM);
    expect(accrint(d(2021, 6, 1), d(2021, 12, 1), d(2021, 9, 1), 0.05, 1000, 3, 0)).toEqual(ERRORS.NUM);
    expect(accrint(d(2021, 6, 1), d(2021, 12, 1), d(2021, 9, 1), 0.05, 1000, 2, 5)).toEqual(ERRORS.NUM);
  });
});
